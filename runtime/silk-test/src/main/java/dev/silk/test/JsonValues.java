package dev.silk.test;

import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonNull;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;

/** Java values as the JSON values a test expects. */
final class JsonValues {
  private JsonValues() {}

  static JsonValue of(Object expected) {
    if (expected == null) {
      return JsonNull.INSTANCE;
    }
    if (expected instanceof JsonValue v) {
      return v;
    }
    if (expected instanceof String s) {
      return new JsonString(s);
    }
    if (expected instanceof Boolean b) {
      return JsonBoolean.of(b);
    }
    if (expected instanceof Integer
        || expected instanceof Long
        || expected instanceof Short
        || expected instanceof Byte) {
      return JsonNumber.of(((Number) expected).longValue());
    }
    if (expected instanceof Double || expected instanceof Float) {
      return JsonNumber.of(((Number) expected).doubleValue());
    }
    if (expected instanceof BigDecimal d) {
      return JsonNumber.of(d);
    }
    if (expected instanceof BigInteger i) {
      return JsonNumber.of(i);
    }
    throw new IllegalArgumentException(
        "compare JSON with a String, a number, a Boolean, null or a JsonValue, not a "
            + expected.getClass().getName());
  }
}
