package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.util.List;

/**
 * An issue as a REST API sends it: snake_case names, {@code null}s, nested objects, text with
 * non-ASCII characters and escapes. A list of them is the 26 KB API-shaped document of issue 32.
 */
@JsonBound
public record ApiIssue(
    long id,
    String node_id,
    int number,
    String title,
    ApiIssue.Account user,
    List<ApiIssue.Label> labels,
    String state,
    boolean locked,
    ApiIssue.Account assignee,
    ApiIssue.Milestone milestone,
    int comments,
    String created_at,
    String updated_at,
    String closed_at,
    String author_association,
    String body,
    ApiIssue.Reactions reactions) {
  @JsonBound
  public record Account(
      String login, long id, String avatar_url, String html_url, String type, boolean site_admin) {}

  @JsonBound
  public record Label(long id, String name, String color, String description) {}

  @JsonBound
  public record Milestone(long id, int number, String title, String due_on) {}

  @JsonBound
  public record Reactions(int total_count, int plus_one, int heart, int rocket) {}
}
