package dev.silk.web.openapi;

import dev.silk.json.JsonBound;
import java.util.List;
import java.util.Map;

/** An item of the OpenAPI tests: nested records, an enum, lists and a map. */
@JsonBound
public record Item(
    long id,
    String name,
    Status status,
    List<String> tags,
    Map<String, Integer> stock,
    Item parent) {

  /** Where an item is. */
  @JsonBound
  public enum Status {
    DRAFT,
    LIVE
  }
}
