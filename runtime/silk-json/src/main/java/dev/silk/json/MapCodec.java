package dev.silk.json;

import dev.silk.json.validation.Violations;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Maps with String keys as JSON objects; read maps are {@link LinkedHashMap}s in document order. A
 * member name that appears twice is an error rather than a silent "last one wins", since two
 * readers of the same document could otherwise disagree about its content.
 */
final class MapCodec<T> implements JsonCodec<Map<String, T>> {
  private final JsonCodec<T> value;

  MapCodec(JsonCodec<T> value) {
    this.value = value;
  }

  @Override
  public void write(JsonOutput out, Map<String, T> map) {
    if (map == null) {
      out.nullValue();
      return;
    }
    out.beginObject();
    for (Map.Entry<String, T> entry : map.entrySet()) {
      out.key(entry.getKey());
      value.write(out, entry.getValue());
    }
    out.endObject();
  }

  @Override
  public Map<String, T> read(JsonInput in) {
    if (in.nextIsNull()) {
      return null;
    }
    Map<String, T> map = new LinkedHashMap<>();
    in.beginObject();
    while (in.hasNext()) {
      String key = in.readKey();
      int before = map.size();
      map.put(key, value.read(in));
      if (map.size() == before) {
        throw in.error("the member name \"" + JsonException.excerpt(key) + "\" appears twice");
      }
    }
    in.endObject();
    return map;
  }

  @Override
  public JsonSchema schema() {
    return JsonSchema.map(JsonSchema.of(value));
  }

  @Override
  public boolean validates() {
    return value.validates();
  }

  @Override
  public void validate(Map<String, T> map, Violations violations) {
    if (map == null || !value.validates()) {
      return;
    }
    for (Map.Entry<String, T> entry : map.entrySet()) {
      violations.enter(entry.getKey());
      value.validate(entry.getValue(), violations);
      violations.leave();
    }
  }
}
