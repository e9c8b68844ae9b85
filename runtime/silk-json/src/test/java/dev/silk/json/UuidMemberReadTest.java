package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A UUID member read from its bytes (D377) answers what reading its string and parsing it answers:
 * the same UUID, or the same error at the same place, and the input left at the same member.
 */
class UuidMemberReadTest {
  private static final long SEED = 377;

  /** Bytes that can stand in for a char of the canonical form, good and bad. */
  private static final String[] SUBSTITUTES = {
    "0", "9", "a", "f", "A", "F", "g", "G", "-", " ", "\"", "\\\"", "\\u0030", "\\u0041", "é", "\\n"
  };

  /** What the codec read before D377: the string, then the strict parse of its text. */
  private static String byString(String json) {
    JsonInput in = JsonInput.of(json);
    try {
      in.beginObject();
      in.readKey();
      String text = in.readString();
      UUID u;
      try {
        u = Uuids.parse(text);
      } catch (IllegalArgumentException e) {
        throw in.error("expected a UUID but found \"" + JsonException.excerpt(text) + "\"");
      }
      return u + " then " + in.readKey() + "=" + in.readInt();
    } catch (JsonException e) {
      return "error " + e.getMessage();
    }
  }

  private static String byCodec(String json) {
    JsonInput in = JsonInput.of(json);
    try {
      in.beginObject();
      in.readKey();
      UUID u = JsonCodecs.UUID.read(in);
      return u + " then " + in.readKey() + "=" + in.readInt();
    } catch (JsonException e) {
      return "error " + e.getMessage();
    }
  }

  private static String member(String text, String space) {
    return "{\"id\":" + space + "\"" + text + "\",\"n\":7}";
  }

  @Test
  void canonicalUuidsReadFromTheirBytesAsTheirStrings() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 2_000; i++) {
      UUID u = new UUID(random.nextLong(), random.nextLong());
      String text = u.toString();
      if (random.nextBoolean()) {
        text = text.toUpperCase();
      }
      String space = random.nextInt(3) == 0 ? " " : random.nextInt(2) == 0 ? "" : "\n  ";
      String json = member(text, space);
      assertEquals(u + " then n=7", byCodec(json), json);
      assertEquals(byString(json), byCodec(json), json);
    }
  }

  @Test
  void everyCharReplacedReadsAsTheStringWould() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int round = 0; round < 20; round++) {
      String text = new UUID(random.nextLong(), random.nextLong()).toString();
      for (int at = 0; at < text.length(); at++) {
        for (String substitute : SUBSTITUTES) {
          String changed = text.substring(0, at) + substitute + text.substring(at + 1);
          String json = member(changed, at % 2 == 0 ? "" : " ");
          assertEquals(byString(json), byCodec(json), json);
        }
      }
      // Shorter, longer, and cut off at every length.
      for (int length = 0; length <= text.length() + 2; length++) {
        String json = member((text + "ab").substring(0, length), "");
        assertEquals(byString(json), byCodec(json), json);
        String cut = member(text, "").substring(0, 6 + length);
        assertEquals(byString(cut), byCodec(cut), cut);
      }
    }
  }

  @Test
  void theBytePathAnswersNullAndReadsNothingWhenItCannot() {
    String text = "123e4567-e89b-12d3-a456-426614174000";
    String[] others = {
      "{\"id\":\"" + text.replace('e', 'g') + "\",\"n\":7}",
      "{\"id\":\"" + text.replace("-", "\\u002d") + "\",\"n\":7}",
      "{\"id\":  \"" + text + "\",\"n\":7}",
      "{\"id\":null,\"n\":7}"
    };
    for (String json : others) {
      JsonInput in = new JsonInput(json.getBytes(StandardCharsets.UTF_8));
      in.beginObject();
      in.readKey();
      assertNull(in.canonicalUuid(), json);
      String expected = json.contains("null") ? "null then n=7" : byString(json);
      assertEquals(expected, byCodec(json), json);
    }
    // The last member, its closing quote the 38th byte of the 39 left.
    JsonInput in = JsonInput.of("{\"id\":\"" + text + "\"}");
    in.beginObject();
    in.readKey();
    assertEquals(UUID.fromString(text), in.canonicalUuid());
    in.endObject();
    in.end();
  }
}
