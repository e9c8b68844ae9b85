package dev.silk.cli.shape;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A {@link Shape} as JSON: one line of a {@link ShapeLog} and what {@code silk codec from} reads
 * back. Only counts that are not zero are written, so a line stays short.
 *
 * <pre>{@code
 * {"silk.shape":1,"route":"POST /orders","shape":{"seen":1,"object":1,"members":{...},"orders":[...]}}
 * }</pre>
 */
public final class ShapeJson {
  /** The first member of a shape line; a sample document never starts with it. */
  public static final String MARKER = "silk.shape";

  private ShapeJson() {}

  /** A shape-log line for the body of one request to {@code route}. */
  public static JsonObject line(String route, Shape shape) {
    return JsonObject.builder()
        .put(MARKER, 1)
        .put("route", route)
        .put("shape", write(shape))
        .build();
  }

  /** Whether {@code document} is a shape-log line rather than a sample. */
  public static boolean isLine(JsonValue document) {
    return document instanceof JsonObject o
        && !o.isEmpty()
        && o.members().keySet().iterator().next().equals(MARKER);
  }

  /** The shape of a shape-log line. */
  public static Shape shapeOfLine(JsonObject line) {
    JsonValue shape = line.get("shape");
    if (!(shape instanceof JsonObject)) {
      throw new IllegalArgumentException("a shape line without a \"shape\" object");
    }
    return read(shape);
  }

  public static JsonObject write(Shape s) {
    JsonObject.Builder b = JsonObject.builder();
    count(b, "seen", s.seen);
    count(b, "null", s.nulls);
    count(b, "boolean", s.booleans);
    count(b, "int", s.ints);
    count(b, "long", s.longs);
    count(b, "bigInteger", s.bigIntegers);
    count(b, "decimal", s.decimals);
    count(b, "inexactDecimal", s.inexactDecimals);
    count(b, "fixedScaleDecimal", s.fixedScaleDecimals);
    count(b, "string", s.strings);
    JsonObject.Builder formats = JsonObject.builder();
    for (Shape.Format f : Shape.Format.values()) {
      count(formats, f.name(), s.formats[f.ordinal()]);
    }
    JsonObject builtFormats = formats.build();
    if (!builtFormats.isEmpty()) {
      b.put("formats", builtFormats);
    }
    if (s.manyValues) {
      b.put("manyValues", true);
    } else if (!s.values.isEmpty()) {
      JsonObject.Builder values = JsonObject.builder();
      s.values.forEach(values::put);
      b.put("values", values.build());
    }
    count(b, "array", s.arrays);
    if (s.element != null) {
      b.put("element", write(s.element));
    }
    count(b, "object", s.objects);
    if (!s.members.isEmpty()) {
      JsonObject.Builder members = JsonObject.builder();
      s.members.forEach((name, shape) -> members.put(name, write(shape)));
      b.put("members", members.build());
    }
    if (!s.orders.isEmpty()) {
      JsonArray.Builder orders = JsonArray.builder();
      for (Map.Entry<List<String>, Long> e : s.orders.entrySet()) {
        JsonArray.Builder keys = JsonArray.builder();
        e.getKey().forEach(keys::add);
        orders.add(
            JsonObject.builder().put("keys", keys.build()).put("count", e.getValue()).build());
      }
      b.put("orders", orders.build());
    }
    count(b, "otherOrders", s.otherOrders);
    return b.build();
  }

  private static void count(JsonObject.Builder b, String name, long n) {
    if (n != 0) {
      b.put(name, n);
    }
  }

  public static Shape read(JsonValue value) {
    if (!(value instanceof JsonObject o)) {
      throw new IllegalArgumentException("a shape must be an object, not " + value);
    }
    Shape s = new Shape();
    s.seen = count(o, "seen");
    s.nulls = count(o, "null");
    s.booleans = count(o, "boolean");
    s.ints = count(o, "int");
    s.longs = count(o, "long");
    s.bigIntegers = count(o, "bigInteger");
    s.decimals = count(o, "decimal");
    s.inexactDecimals = count(o, "inexactDecimal");
    s.fixedScaleDecimals = count(o, "fixedScaleDecimal");
    s.strings = count(o, "string");
    if (o.get("formats") instanceof JsonObject formats) {
      for (Shape.Format f : Shape.Format.values()) {
        s.formats[f.ordinal()] = count(formats, f.name());
      }
    }
    s.manyValues = o.get("manyValues") == JsonBoolean.TRUE;
    if (!s.manyValues && o.get("values") instanceof JsonObject values) {
      values.members().forEach((v, n) -> s.values.put(v, number(n, v)));
    }
    s.arrays = count(o, "array");
    if (o.get("element") != null) {
      s.element = read(o.get("element"));
    }
    s.objects = count(o, "object");
    if (o.get("members") instanceof JsonObject members) {
      members.members().forEach((name, shape) -> s.members.put(name, read(shape)));
    }
    if (o.get("orders") instanceof JsonArray orders) {
      for (JsonValue order : orders.elements()) {
        if (order instanceof JsonObject entry && entry.get("keys") instanceof JsonArray keys) {
          List<String> names = new ArrayList<>();
          for (JsonValue k : keys.elements()) {
            if (k instanceof JsonString name) {
              names.add(name.value());
            }
          }
          s.orders.merge(List.copyOf(names), count(entry, "count"), Long::sum);
        }
      }
    }
    s.otherOrders = count(o, "otherOrders");
    return s;
  }

  private static long count(JsonObject o, String name) {
    JsonValue v = o.get(name);
    return v == null ? 0 : number(v, name);
  }

  private static long number(JsonValue v, String name) {
    if (v instanceof JsonNumber n && n.isIntegral()) {
      return n.toLong();
    }
    throw new IllegalArgumentException("shape count '" + name + "' is not an integer: " + v);
  }
}
