package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * nextKeyIs answers no at once when the quoted name at a compact member differs, and readInt and
 * readLong read short integers from one word: documents out of declared order, with names that
 * share their first bytes, names past ASCII, escaped names and names spaced before the colon, must
 * read (or fail) exactly as reading every name with readKey does, on every prefix.
 */
@Tag("slow")
class JsonInputOutOfOrderTest {
  private static final long SEED = 0x0DE2_2026L;

  /** What the codec declares, in order. */
  private static final JsonKey[] DECLARED = {
    JsonKey.of("id"),
    JsonKey.of("ids"),
    JsonKey.of("name"),
    JsonKey.of("names"),
    JsonKey.of("na\u00efve"),
    JsonKey.of("\uc774\ub984"),
    JsonKey.of("a somewhat longer name"),
    JsonKey.of("q\"uote")
  };

  /** How a document may write names: the declared ones, escaped ones, near misses, unknown ones. */
  private static final String[] NAMES = {
    "\"id\"",
    "\"ids\"",
    "\"name\"",
    "\"names\"",
    "\"na\u00efve\"",
    "\"\uc774\ub984\"",
    "\"a somewhat longer name\"",
    "\"q\\\"uote\"",
    "\"\\u0069d\"",
    "\"nam\\u0065\"",
    "\"idx\"",
    "\"i\"",
    "\"\"",
    "\"nameless\"",
    "\"\uc774\"",
    "\"a somewhat longer nam\"",
    "\"a somewhat longer name too\"",
  };

  private static final String[] NUMBERS = {
    "0",
    "7",
    "42",
    "1234567",
    "9999999",
    "12345678",
    "123456789012",
    "-5",
    "-0",
    "012",
    "00",
    "1.5",
    "1e3",
    "2E1",
    "2147483647",
    "2147483648",
    "-",
    "3x"
  };

  private static final String[] COLONS = {":", ":", ":", ": ", " :"};
  private static final String[] SEPARATORS = {",", ",", ",", ", ", " ,"};

  private static String document(SplittableRandom random) {
    StringBuilder doc = new StringBuilder("{");
    int members = random.nextInt(7);
    for (int i = 0; i < members; i++) {
      if (i > 0) {
        doc.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
      }
      doc.append(NAMES[random.nextInt(NAMES.length)]);
      doc.append(COLONS[random.nextInt(COLONS.length)]);
      doc.append(
          random.nextInt(4) == 0
              ? NUMBERS[random.nextInt(NUMBERS.length)]
              : Integer.toString(random.nextInt(1 << random.nextInt(31))));
    }
    return doc.append("}").toString();
  }

  /**
   * Reads as a generated codec does: nextKeyIs in declared order; once that fails, each member by
   * keyHead and nextKeyIs, readKey for the rest.
   */
  private static String readAsCodec(JsonInput in) {
    StringBuilder seen = new StringBuilder();
    in.beginObject();
    int i = 0;
    while (i < DECLARED.length && in.nextKeyIs(DECLARED[i])) {
      seen.append(DECLARED[i].name()).append('=').append(in.readInt()).append(';');
      i++;
    }
    members:
    while (in.hasNext()) {
      int head = in.keyHead();
      for (JsonKey key : DECLARED) {
        if (key.head() == head && in.nextKeyIs(key)) {
          seen.append(key.name()).append('=').append(in.readInt()).append(';');
          continue members;
        }
      }
      seen.append(in.readKey()).append('=').append(in.readInt()).append(';');
    }
    in.endObject();
    return seen.toString();
  }

  private static String readWithReadKey(JsonInput in) {
    StringBuilder seen = new StringBuilder();
    in.beginObject();
    while (in.hasNext()) {
      seen.append(in.readKey()).append('=').append(in.readInt()).append(';');
    }
    in.endObject();
    return seen.toString();
  }

  private static String outcome(byte[] bytes, int offset, int length, boolean asCodec) {
    JsonInput in = new JsonInput(bytes, offset, length);
    try {
      String seen = asCodec ? readAsCodec(in) : readWithReadKey(in);
      in.end();
      return seen;
    } catch (JsonException e) {
      return "error at " + e.offset() + ": " + e.reason();
    }
  }

  @Test
  void documentsOutOfOrderAndEveryPrefixOfThemReadAsWithReadKey() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 1_000; i++) {
      String doc = document(random);
      // The bytes past the end of the input repeat the document, so a probe that read past the
      // end would find plausible names and digits there.
      byte[] text = doc.getBytes(StandardCharsets.UTF_8);
      byte[] bytes = new byte[3 + 2 * text.length + 16];
      bytes[0] = '{';
      System.arraycopy(text, 0, bytes, 3, text.length);
      System.arraycopy(text, 0, bytes, 3 + text.length, text.length);
      for (int length = 0; length <= text.length; length++) {
        String context = "seed " + SEED + ", document " + i + ", length " + length + ": " + doc;
        assertEquals(outcome(bytes, 3, length, false), outcome(bytes, 3, length, true), context);
      }
    }
  }

  @Test
  void aNameSpacedBeforeItsColonStillMatches() {
    JsonInput in = JsonInput.of("{\"ids\" : 1,\"id\"\t: 2}");
    in.beginObject();
    assertFalse(in.nextKeyIs(DECLARED[0]));
    assertTrue(in.nextKeyIs(DECLARED[1]));
    assertEquals(1, in.readInt());
    assertTrue(in.nextKeyIs(DECLARED[0]));
    assertEquals(2, in.readInt());
    in.endObject();
  }

  @Test
  void aNameThatSharesItsFirstBytesDoesNotMatch() {
    JsonInput in = JsonInput.of("{\"names\":1,\"name\":2,\"nam\\u0065\":3}");
    in.beginObject();
    assertFalse(in.nextKeyIs(DECLARED[2]));
    assertEquals(DECLARED[3].head(), in.keyHead());
    assertTrue(in.nextKeyIs(DECLARED[3]));
    assertEquals(1, in.readInt());
    assertFalse(in.nextKeyIs(DECLARED[3]));
    assertTrue(in.nextKeyIs(DECLARED[2]));
    assertEquals(2, in.readInt());
    assertFalse(in.nextKeyIs(DECLARED[2]));
    assertEquals("name", in.readKey());
    assertEquals(3, in.readInt());
    assertFalse(in.nextKeyIs(DECLARED[2]));
    in.endObject();
  }

  /** Reads one integer as readInt (or readLong) does, value or error. */
  private static String integer(byte[] bytes, int length, boolean asInt) {
    JsonInput in = new JsonInput(bytes, 0, length);
    try {
      in.beginArray();
      String value = asInt ? String.valueOf(in.readInt()) : String.valueOf(in.readLong());
      in.endArray();
      in.end();
      return value;
    } catch (JsonException e) {
      return "error at " + e.offset() + ": " + e.reason();
    }
  }

  @Test
  void shortIntegersReadFromOneWordAsNearTheEndOfTheInput() {
    SplittableRandom random = new SplittableRandom(SEED);
    String[] after = {"]", ",1]", " ]", ".5]", "e1]", "E1]", "x]", "}", "0]", "-]"};
    for (int i = 0; i < 20_000; i++) {
      String number =
          random.nextInt(3) == 0
              ? NUMBERS[random.nextInt(NUMBERS.length)]
              : Long.toString(random.nextLong(1L << random.nextInt(1, 63)));
      String doc = "[" + number + after[random.nextInt(after.length)];
      byte[] text = doc.getBytes(StandardCharsets.US_ASCII);
      // With eight spaces after it the word-at-a-time path may read it; with the input ending
      // right after the short ones only the byte-by-byte path can.
      byte[] padded = (doc + "        ").getBytes(StandardCharsets.US_ASCII);
      for (boolean asInt : new boolean[] {true, false}) {
        String context = "seed " + SEED + ", case " + i + ": " + doc + (asInt ? " as int" : "");
        String expected = integer(text, text.length, asInt);
        assertEquals(expected, integer(padded, padded.length, asInt), context);
        if (doc.equals("[" + number + "]") && number.length() < 19) {
          boolean valid =
              number.matches("-?(0|[1-9][0-9]*)")
                  && (!asInt || (int) Long.parseLong(number) == Long.parseLong(number));
          assertEquals(
              valid ? String.valueOf(Long.parseLong(number)) : "error",
              valid ? expected : expected.substring(0, 5),
              context);
        }
      }
    }
  }

  /** Reads one double, its bits or the error. */
  private static String decimal(byte[] bytes) {
    JsonInput in = new JsonInput(bytes);
    try {
      in.beginArray();
      String value = Long.toHexString(Double.doubleToRawLongBits(in.readDouble()));
      in.endArray();
      in.end();
      return value;
    } catch (JsonException e) {
      return "error at " + e.offset() + ": " + e.reason();
    }
  }

  @Test
  void shortDecimalsReadFromTwoWordsAsParseDoubleReadsThem() {
    SplittableRandom random = new SplittableRandom(SEED);
    String[] odd = {
      "0.0",
      "-0.0",
      "0.5",
      "-0.5",
      "00.5",
      "1.",
      "1.e3",
      "1.5e3",
      "1.5E-3",
      "-.5",
      "1.5.",
      "9999999.9999999",
      "12345678.5",
      "1.12345678",
      "-",
      "0.0000001",
      "10.0"
    };
    String[] after = {"]", " ]", ",1]", "x]", "}"};
    for (int i = 0; i < 20_000; i++) {
      String number;
      if (random.nextInt(4) == 0) {
        number = odd[random.nextInt(odd.length)];
      } else {
        long units = random.nextLong(1L << random.nextInt(1, 25));
        // 1 to 9 fraction digits, some with leading zeros: up to 7 fit the word-at-a-time path.
        String digits = Long.toString(random.nextLong(10_000_000L));
        String fraction =
            "0".repeat(random.nextInt(3)) + digits.substring(random.nextInt(digits.length()));
        number = (random.nextBoolean() ? "-" : "") + units + "." + fraction;
      }
      String doc = "[" + number + after[random.nextInt(after.length)];
      String context = "seed " + SEED + ", case " + i + ": " + doc;
      // Near the end only the digit-by-digit path can read it; with spaces after it the
      // word-at-a-time one may.
      String expected = decimal(doc.getBytes(StandardCharsets.US_ASCII));
      assertEquals(
          expected,
          decimal((doc + "                ").getBytes(StandardCharsets.US_ASCII)),
          context);
      if (doc.equals("[" + number + "]") && number.matches("-?(0|[1-9][0-9]*)\\.[0-9]+")) {
        assertEquals(
            Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(number))),
            expected,
            context);
      }
    }
  }
}
