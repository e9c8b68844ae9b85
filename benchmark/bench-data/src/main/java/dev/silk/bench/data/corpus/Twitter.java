package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import dev.silk.json.JsonName;
import java.util.List;

/**
 * nativejson-benchmark's {@code twitter.json}: a page of search results of the Twitter API, in the
 * member order and with the snake_case names the API sends. Members that are always {@code null} in
 * the document ({@code geo}, {@code coordinates}, {@code place}, {@code contributors}) are strings;
 * members some statuses lack are references (read as {@code null}).
 */
@JsonBound
public record Twitter(List<Twitter.Status> statuses, Twitter.SearchMetadata search_metadata) {
  /** One tweet; a retweet holds the original in {@code retweeted_status}. */
  @JsonBound
  public record Status(
      Metadata metadata,
      String created_at,
      long id,
      String id_str,
      String text,
      String source,
      boolean truncated,
      Long in_reply_to_status_id,
      String in_reply_to_status_id_str,
      Long in_reply_to_user_id,
      String in_reply_to_user_id_str,
      String in_reply_to_screen_name,
      User user,
      String geo,
      String coordinates,
      String place,
      String contributors,
      Status retweeted_status,
      int retweet_count,
      int favorite_count,
      Entities entities,
      boolean favorited,
      boolean retweeted,
      Boolean possibly_sensitive,
      String lang) {}

  @JsonBound
  public record Metadata(String result_type, String iso_language_code) {}

  @JsonBound
  public record User(
      long id,
      String id_str,
      String name,
      String screen_name,
      String location,
      String description,
      String url,
      UserEntities entities,
      @JsonName("protected") boolean isProtected,
      int followers_count,
      int friends_count,
      int listed_count,
      String created_at,
      int favourites_count,
      Integer utc_offset,
      String time_zone,
      boolean geo_enabled,
      boolean verified,
      int statuses_count,
      String lang,
      boolean contributors_enabled,
      boolean is_translator,
      boolean is_translation_enabled,
      String profile_background_color,
      String profile_background_image_url,
      String profile_background_image_url_https,
      boolean profile_background_tile,
      String profile_image_url,
      String profile_image_url_https,
      String profile_banner_url,
      String profile_link_color,
      String profile_sidebar_border_color,
      String profile_sidebar_fill_color,
      String profile_text_color,
      boolean profile_use_background_image,
      boolean default_profile,
      boolean default_profile_image,
      boolean following,
      boolean follow_request_sent,
      boolean notifications) {}

  @JsonBound
  public record UserEntities(Urls url, Urls description) {}

  @JsonBound
  public record Urls(List<Url> urls) {}

  @JsonBound
  public record Url(String url, String expanded_url, String display_url, List<Integer> indices) {}

  @JsonBound
  public record Entities(
      List<Hashtag> hashtags,
      List<String> symbols,
      List<Url> urls,
      List<Mention> user_mentions,
      List<Media> media) {}

  @JsonBound
  public record Hashtag(String text, List<Integer> indices) {}

  @JsonBound
  public record Mention(
      String screen_name, String name, long id, String id_str, List<Integer> indices) {}

  @JsonBound
  public record Media(
      long id,
      String id_str,
      List<Integer> indices,
      String media_url,
      String media_url_https,
      String url,
      String display_url,
      String expanded_url,
      String type,
      Sizes sizes,
      Long source_status_id,
      String source_status_id_str) {}

  /** The document sends these four in varying orders. */
  @JsonBound
  public record Sizes(Size medium, Size large, Size thumb, Size small) {}

  @JsonBound
  public record Size(int w, int h, String resize) {}

  @JsonBound
  public record SearchMetadata(
      double completed_in,
      long max_id,
      String max_id_str,
      String next_results,
      String query,
      String refresh_url,
      int count,
      long since_id,
      String since_id_str) {}
}
