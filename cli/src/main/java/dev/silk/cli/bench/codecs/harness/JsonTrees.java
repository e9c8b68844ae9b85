package dev.silk.cli.bench.codecs.harness;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.util.Map;

/**
 * Says whether two JSON documents mean the same, and where they first differ. Member order and the
 * spelling of numbers do not count ({@code 1.50} equals {@code 1.5}): two engines may order a
 * record's members or format a double differently and still agree.
 */
public final class JsonTrees {
  private static final int SHOWN = 60;

  private JsonTrees() {}

  /**
   * The first difference as {@code "$.path: <left> vs <right>"}, or null when the documents are
   * equivalent.
   */
  public static String difference(JsonValue left, JsonValue right) {
    return difference(left, right, "$");
  }

  private static String difference(JsonValue left, JsonValue right, String path) {
    if (left instanceof JsonObject a && right instanceof JsonObject b) {
      for (Map.Entry<String, JsonValue> member : a.members().entrySet()) {
        if (!b.has(member.getKey())) {
          return path + "." + member.getKey() + ": " + shown(member.getValue()) + " vs no member";
        }
        String inside =
            difference(member.getValue(), b.get(member.getKey()), path + "." + member.getKey());
        if (inside != null) {
          return inside;
        }
      }
      for (String name : b.members().keySet()) {
        if (!a.has(name)) {
          return path + "." + name + ": no member vs " + shown(b.get(name));
        }
      }
      return null;
    }
    if (left instanceof JsonArray a && right instanceof JsonArray b) {
      if (a.size() != b.size()) {
        return path + ": " + a.size() + " elements vs " + b.size();
      }
      for (int i = 0; i < a.size(); i++) {
        String inside = difference(a.get(i), b.get(i), path + "[" + i + "]");
        if (inside != null) {
          return inside;
        }
      }
      return null;
    }
    if (left instanceof JsonNumber a && right instanceof JsonNumber b) {
      return a.toBigDecimal().compareTo(b.toBigDecimal()) == 0
          ? null
          : path + ": " + a.text() + " vs " + b.text();
    }
    return left.equals(right) ? null : path + ": " + shown(left) + " vs " + shown(right);
  }

  private static String shown(JsonValue value) {
    String text = value.toString();
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "...";
  }
}
