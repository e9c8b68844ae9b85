package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * nextKeyIs remembers the indentation before the last name it had to skip to; these documents
 * change it, cut it at the end of the input and break it, and must read (or fail) exactly as
 * reading every name with readKey does.
 */
@Tag("slow")
class JsonInputIndentationTest {
  private static final long SEED = 0x1DE4_2026L;
  private static final JsonKey[] KEYS = {
    JsonKey.of("a"),
    JsonKey.of("bb"),
    JsonKey.of("a somewhat longer name"),
    JsonKey.of("d"),
    // Shares its first seven bytes with the longer name: out of order, nextKeyIs cannot say no
    // from the first word alone.
    JsonKey.of("a somewhere")
  };
  private static final String[] BREAKS = {"\n", "\r\n", "\n\t", ""};

  /**
   * An object of KEYS in order (sometimes two swapped), values 0..4, nested objects indented
   * deeper; the whitespace before a name is the object's indentation or, now and then, one space;
   * now and then a space before a name's colon.
   */
  private static String document(SplittableRandom random, int depth) {
    String lineBreak = BREAKS[random.nextInt(BREAKS.length)];
    // Up to 18 spaces, indentations of one word and of two (D253), and now and then up to 40,
    // which the whitespace skip passes over eight bytes at a time (D336).
    String inner =
        lineBreak + " ".repeat(random.nextInt(4) == 0 ? random.nextInt(41) : random.nextInt(19));
    StringBuilder doc = new StringBuilder("{");
    int[] order = {0, 1, 2, 3, 4};
    if (random.nextInt(3) == 0) {
      int i = random.nextInt(order.length);
      int j = random.nextInt(order.length);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (int i = 0; i < order.length; i++) {
      doc.append(i == 0 ? "" : ",").append(random.nextInt(8) == 0 ? " " : inner);
      doc.append('"')
          .append(KEYS[order[i]].name())
          .append(random.nextInt(10) == 0 ? "\" : " : "\": ");
      if (depth < 2 && random.nextInt(4) == 0) {
        doc.append("[").append(document(random, depth + 1)).append("]");
      } else {
        doc.append(order[i]);
      }
    }
    return doc.append(lineBreak).append("}").toString();
  }

  /** Reads as a generated codec does: nextKeyIs in declared order, readKey once it fails. */
  private static String readWithNextKeyIs(JsonInput in) {
    StringBuilder seen = new StringBuilder();
    in.beginObject();
    for (JsonKey key : KEYS) {
      if (in.nextKeyIs(key)) {
        seen.append(key.name());
      } else if (in.hasNext()) {
        seen.append(in.readKey());
      } else {
        break;
      }
      seen.append('=').append(value(in, true)).append(';');
    }
    while (in.hasNext()) {
      seen.append(in.readKey()).append('=').append(value(in, true)).append(';');
    }
    in.endObject();
    return seen.toString();
  }

  /** Reads every name with readKey, which never uses the remembered indentation. */
  private static String readWithReadKey(JsonInput in) {
    StringBuilder seen = new StringBuilder();
    in.beginObject();
    while (in.hasNext()) {
      seen.append(in.readKey()).append('=').append(value(in, false)).append(';');
    }
    in.endObject();
    return seen.toString();
  }

  private static String value(JsonInput in, boolean nextKeyIs) {
    if (in.peek() != JsonToken.BEGIN_ARRAY) {
      return String.valueOf(in.readInt());
    }
    in.beginArray();
    in.hasNext();
    String nested = nextKeyIs ? readWithNextKeyIs(in) : readWithReadKey(in);
    in.endArray();
    return "[" + nested + "]";
  }

  private static String outcome(byte[] bytes, int offset, int length, boolean nextKeyIs) {
    JsonInput in = new JsonInput(bytes, offset, length);
    try {
      String seen = nextKeyIs ? readWithNextKeyIs(in) : readWithReadKey(in);
      in.end();
      return seen;
    } catch (JsonException e) {
      return "error at " + e.offset() + ": " + e.reason();
    }
  }

  @Test
  void indentedDocumentsAndEveryPrefixOfThemReadAsWithReadKey() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 200; i++) {
      String doc = document(random, 0);
      // The bytes past the end of the input repeat the document, so a probe that read past the
      // end would find plausible names there.
      byte[] text = doc.getBytes(StandardCharsets.UTF_8);
      byte[] bytes = new byte[3 + 2 * text.length];
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
  void brokenIndentedDocumentsFailWhereTheyBreak() {
    String[] broken = {
      "{\n    \"a\": 0,\n    \"bb\": 1,\n    }",
      "{\n    \"a\": 0\n    \"bb\": 1}",
      "{\n    \"a\": 0,\n    \"bb\" : 1,\n    bb: 2}",
      "{\n    \"a\": 0,\n    \"bb\": 1,\n    \"a somewhat longer name\"\n}",
      "{\n    \"a\": 0,\n    \"bb\": 1,\n    \"d\": 3,\n    \u0001\"x\": 1}",
    };
    for (String doc : broken) {
      byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
      String expected = outcome(bytes, 0, bytes.length, false);
      if (!expected.startsWith("error at ")) {
        fail("not broken: " + doc);
      }
      assertEquals(expected, outcome(bytes, 0, bytes.length, true), doc);
    }
    JsonException e =
        assertThrows(
            JsonException.class,
            () -> readWithNextKeyIs(JsonInput.of("{\n    \"a\": 0,\n    \"bb\": 1,\n    }")));
    assertEquals(25, e.offset());
  }
}
