package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Mutated documents: the parser reads the same value as a strict Jackson, or refuses the document
 * with a JsonException; never another exception, never a hang.
 */
class JsonDifferentialTest {
  private static final long SEED = 0xD1FF_2026L;

  private static final JsonMapper STRICT =
      JsonMapper.builder()
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build();

  private static final String[] SEEDS = {
    "{\"id\":1,\"name\":\"Ann\",\"tags\":[\"a\",\"b\"],\"active\":true,\"score\":12.5}",
    "[{\"id\":123456789012345678,\"price\":-0.001e-5,\"x\":null},{\"id\":2,\"price\":3E+2}]",
    "{\"nested\":{\"deeper\":{\"deepest\":[[1,2],[3,[4,[5]]]]}},\"empty\":{},\"none\":[]}",
    "{\n  \"indented\": [\n    1,\n    2.5,\n    \"three\"\n  ],\n  \"flag\": false\n}\n",
    "{\"escapes\":\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\ud83d\\ude00\",\"k\\u0065y\":0}",
    "[\"한국어 텍스트\",\"日本語\",\"emoji \ud83d\ude00\",\"é\",\"\u0800\uffff\"]",
    "{\"a\": 1, \"b\": [true, false, null], \"c\": {\"d\": \"e\"}}",
    "[0,-0,1,-1,9223372036854775807,-9223372036854775808,1e308,4.9e-324,0.1,123.456e-7]",
    "\"just a string\"",
    "-12.5e+3",
    "[[[[[[[[[[\"deep\"]]]]]]]]]]",
    "{\"\":\"\",\"a\":\"\",\"b\":\"x\",\"c\":[\"\",\"y\"]}",
    " \t\r\n[ 1 , 2 ] \r\n",
    "true",
    "null",
  };

  private static final byte[] INTERESTING =
      "{}[],:\"\\ 0123456789eE.-+tfnu/'\n\t\r".getBytes(StandardCharsets.US_ASCII);

  private static final int[] INTERESTING_HIGH = {
    0x00, 0x01, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5,
    0xFF
  };

  @Test
  void theSeedDocumentsReadAsJacksonReadsThem() {
    for (String seed : SEEDS) {
      byte[] doc = seed.getBytes(StandardCharsets.UTF_8);
      assertSame(JsonValue.parse(doc), STRICT.readTree(doc), seed);
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void mutatedDocumentsReadAsJacksonReadsThemOrFailWithAJsonException() {
    SplittableRandom random = new SplittableRandom(SEED);
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < 6_000; i++) {
      byte[] doc =
          mutate(SEEDS[random.nextInt(SEEDS.length)].getBytes(StandardCharsets.UTF_8), random);
      String context = "seed " + SEED + ", case " + i + ": " + show(doc);
      JsonValue ours = null;
      JsonException ourError = null;
      try {
        ours = JsonValue.parse(doc);
      } catch (JsonException e) {
        ourError = e;
      } catch (RuntimeException | StackOverflowError e) {
        throw new AssertionError("not a JsonException: " + context, e);
      }
      assertSameInASlice(doc, ours, ourError, random, context);
      JsonNode theirs = null;
      JacksonException theirError = null;
      try {
        theirs = STRICT.readTree(doc);
        if (theirs == null || theirs.isMissingNode()) {
          theirs = null;
        }
      } catch (JacksonException e) {
        theirError = e;
      } catch (NumberFormatException e) {
        // Jackson's BigDecimal cannot hold an exponent beyond the int range; neither can ours.
        assertTrue(ours == null || hasNumberBeyondBigDecimal(ours), context + ": " + e);
        refused += ours == null ? 1 : 0;
        continue;
      }
      if (ours != null) {
        accepted++;
        if (theirs == null) {
          fail("we accept what Jackson refuses (" + theirError + "): " + context);
        }
        assertSame(ours, theirs, context);
      } else {
        refused++;
        if (theirs != null && !knownDifference(doc, ourError)) {
          fail("we refuse what Jackson accepts (" + ourError.getMessage() + "): " + context);
        }
        assertTrue(ourError.line() >= 1 && ourError.column() >= 1, context);
        assertTrue(ourError.offset() >= 0 && ourError.offset() <= doc.length, context);
      }
    }
    assertTrue(accepted > 300, "enough mutants stay valid to compare values: " + accepted);
    assertTrue(refused > 3000, "enough mutants are invalid to exercise errors: " + refused);
  }

  /**
   * Reading the document as a slice of a larger array, between bytes that would complete or
   * continue it, gives the same value or the same error: the parser never looks past its end.
   */
  private static void assertSameInASlice(
      byte[] doc, JsonValue ours, JsonException ourError, SplittableRandom random, String context) {
    byte[] before = "[{\"".getBytes(StandardCharsets.US_ASCII);
    byte[] after =
        random.nextBoolean()
            ? "]}\"0".getBytes(StandardCharsets.US_ASCII)
            : "1234567 ,".getBytes(StandardCharsets.US_ASCII);
    byte[] big = new byte[before.length + doc.length + after.length];
    System.arraycopy(before, 0, big, 0, before.length);
    System.arraycopy(doc, 0, big, before.length, doc.length);
    System.arraycopy(after, 0, big, before.length + doc.length, after.length);
    JsonValue inSlice = null;
    JsonException sliceError = null;
    try {
      JsonInput in = new JsonInput(big, before.length, doc.length);
      inSlice = JsonValue.CODEC.read(in);
      in.end();
    } catch (JsonException e) {
      sliceError = e;
    }
    if (ourError == null) {
      assertEquals(ours, inSlice, "in a slice: " + context);
    } else {
      assertTrue(sliceError != null, "in a slice: " + context);
      assertEquals(ourError.getMessage(), sliceError.getMessage(), "in a slice: " + context);
    }
  }

  /**
   * Where Jackson is lenient and we are not: ill-formed UTF-8 (checked against the JDK's strict
   * decoder) and lone surrogate escapes, which a String can hold but UTF-8 cannot.
   */
  private static boolean knownDifference(byte[] doc, JsonException ours) {
    String reason = ours.reason();
    if (reason.startsWith("invalid UTF-8") || reason.contains("the byte 0x")) {
      try {
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(doc));
      } catch (CharacterCodingException e) {
        return true;
      }
      // Valid UTF-8 but a BOM, which RFC 8259 lets a parser refuse.
      return doc.length >= 3 && (doc[0] & 0xFF) == 0xEF && reason.contains("0xEF");
    }
    return reason.contains("lone high surrogate") || reason.contains("lone low surrogate");
  }

  private static boolean hasNumberBeyondBigDecimal(JsonValue v) {
    if (v instanceof JsonObject o) {
      return o.members().values().stream()
          .anyMatch(JsonDifferentialTest::hasNumberBeyondBigDecimal);
    }
    if (v instanceof JsonArray a) {
      return a.elements().stream().anyMatch(JsonDifferentialTest::hasNumberBeyondBigDecimal);
    }
    if (v instanceof JsonNumber n) {
      try {
        n.toBigDecimal();
      } catch (JsonException e) {
        return true;
      }
    }
    return false;
  }

  private static byte[] mutate(byte[] doc, SplittableRandom random) {
    List<Byte> bytes = new ArrayList<>(doc.length + 8);
    for (byte b : doc) {
      bytes.add(b);
    }
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = bytes.isEmpty() ? 0 : random.nextInt(bytes.size());
      switch (random.nextInt(6)) {
        case 0 -> {
          if (!bytes.isEmpty()) {
            bytes.set(at, (byte) (bytes.get(at) ^ (1 << random.nextInt(8))));
          }
        }
        case 1 -> {
          if (!bytes.isEmpty()) {
            bytes.remove(at);
          }
        }
        case 2 -> bytes.add(at, interesting(random));
        case 3 -> {
          if (!bytes.isEmpty()) {
            bytes.set(at, interesting(random));
          }
        }
        case 4 -> {
          // Duplicate a short run: repeated members, doubled commas, doubled digits.
          int len = Math.min(bytes.size() - at, 1 + random.nextInt(6));
          bytes.addAll(at, new ArrayList<>(bytes.subList(at, at + len)));
        }
        default -> {
          if (random.nextInt(4) == 0 && !bytes.isEmpty()) {
            bytes.subList(at, bytes.size()).clear(); // truncate
          } else {
            bytes.add(at, (byte) random.nextInt(256));
          }
        }
      }
    }
    byte[] out = new byte[bytes.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = bytes.get(i);
    }
    return out;
  }

  private static byte interesting(SplittableRandom random) {
    if (random.nextInt(4) == 0) {
      return (byte) INTERESTING_HIGH[random.nextInt(INTERESTING_HIGH.length)];
    }
    return INTERESTING[random.nextInt(INTERESTING.length)];
  }

  /** Fails unless our tree and Jackson's hold the same values. */
  static void assertSame(JsonValue ours, JsonNode theirs, String context) {
    if (ours instanceof JsonObject o) {
      assertTrue(theirs.isObject(), context);
      assertEquals(theirs.size(), o.size(), context);
      for (Map.Entry<String, JsonValue> m : o.members().entrySet()) {
        JsonNode t = theirs.get(m.getKey());
        assertTrue(t != null, "member " + m.getKey() + " is missing in Jackson's: " + context);
        assertSame(m.getValue(), t, context);
      }
    } else if (ours instanceof JsonArray a) {
      assertTrue(theirs.isArray(), context);
      assertEquals(theirs.size(), a.size(), context);
      for (int i = 0; i < a.size(); i++) {
        assertSame(a.get(i), theirs.get(i), context);
      }
    } else if (ours instanceof JsonString s) {
      assertTrue(theirs.isString(), context);
      assertEquals(theirs.stringValue(), s.value(), context);
    } else if (ours instanceof JsonNumber n) {
      assertTrue(theirs.isNumber(), context);
      // The text itself: toBigDecimal() refuses exponents that write out to a thousand digits.
      BigDecimal mine = new BigDecimal(n.text());
      assertEquals(
          0, mine.compareTo(theirs.decimalValue()), n.text() + " vs " + theirs + ": " + context);
    } else if (ours instanceof JsonBoolean b) {
      assertTrue(theirs.isBoolean(), context);
      assertEquals(theirs.booleanValue(), b.value(), context);
    } else {
      assertTrue(theirs.isNull(), context);
    }
  }

  private static String show(byte[] doc) {
    StringBuilder sb = new StringBuilder();
    for (byte b : doc) {
      int c = b & 0xFF;
      sb.append(c >= 0x20 && c < 0x7F ? String.valueOf((char) c) : String.format("\\x%02X", c));
    }
    return sb.toString();
  }
}
