package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.util.List;

/**
 * nativejson-benchmark's {@code canada.json}: one GeoJSON feature, the outline of Canada as 480
 * rings of coordinate pairs written with up to 17 significant digits.
 */
@JsonBound
public record Canada(String type, List<Canada.Feature> features) {
  @JsonBound
  public record Feature(String type, Properties properties, Geometry geometry) {}

  @JsonBound
  public record Properties(String name) {}

  @JsonBound
  public record Geometry(String type, List<List<List<Double>>> coordinates) {}
}
