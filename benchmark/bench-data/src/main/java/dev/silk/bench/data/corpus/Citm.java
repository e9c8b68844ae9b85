package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.util.List;
import java.util.Map;

/**
 * nativejson-benchmark's {@code citm_catalog.json}: a ticketing catalogue whose members come in
 * alphabetical order at every level, with maps keyed by numeric ids and many {@code null}s.
 */
@JsonBound
public record Citm(
    Map<String, String> areaNames,
    Map<String, String> audienceSubCategoryNames,
    Map<String, String> blockNames,
    Map<String, Citm.Event> events,
    List<Citm.Performance> performances,
    Map<String, String> seatCategoryNames,
    Map<String, String> subTopicNames,
    Map<String, String> subjectNames,
    Map<String, String> topicNames,
    Map<String, List<Long>> topicSubTopics,
    Map<String, String> venueNames) {
  @JsonBound
  public record Event(
      String description,
      long id,
      String logo,
      String name,
      List<Long> subTopicIds,
      String subjectCode,
      String subtitle,
      List<Long> topicIds) {}

  @JsonBound
  public record Performance(
      long eventId,
      long id,
      String logo,
      String name,
      List<Price> prices,
      List<SeatCategory> seatCategories,
      String seatMapImage,
      long start,
      String venueCode) {}

  @JsonBound
  public record Price(int amount, long audienceSubCategoryId, long seatCategoryId) {}

  @JsonBound
  public record SeatCategory(List<Area> areas, long seatCategoryId) {}

  @JsonBound
  public record Area(long areaId, List<Long> blockIds) {}
}
