package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * For any name, keyHead() equals JsonKey.head() and nextKeyIs matches, however it is spaced;
 * keyWord() differs from it only where its doc says.
 */
class JsonInputKeysTest {
  private static final long SEED = 0x4EAD_2026L;
  private static final String[] SEPARATORS = {",", ", ", ",\n  ", " ,\t", "\r\n,\r\n"};
  private static final String[] COLONS = {":", ": ", " : ", "\n:\n"};

  private static String randomName(SplittableRandom random) {
    if (random.nextInt(3) == 0) {
      // Short names, where the closing quote falls inside the four head bytes.
      return "abcdefgh\"\\\n\u00e9\ud55c".substring(0, random.nextInt(5));
    }
    return JsonInputStringsTest.randomString(random);
  }

  @Test
  void keyHeadAndNextKeyIsAgreeWithJsonKeyForRandomNames() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 5_000; i++) {
      JsonKey first = JsonKey.of("first");
      JsonKey key = JsonKey.of(randomName(random));
      JsonKey other = JsonKey.of(key.name() + "x");
      String sep = SEPARATORS[random.nextInt(SEPARATORS.length)];
      String colon = COLONS[random.nextInt(COLONS.length)];
      ByteArrayOutputStream doc = new ByteArrayOutputStream();
      doc.writeBytes(
          ("{\"first\"" + colon + "0" + sep).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      doc.writeBytes(key.bytes().quoted());
      doc.writeBytes((colon + "1}").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      byte[] bytes = doc.toByteArray();
      String context = "seed " + SEED + ", case " + i + ": " + key;

      JsonInput in = new JsonInput(bytes);
      in.beginObject();
      assertEquals(first.head(), in.keyHead(), context);
      assertTrue(in.nextKeyIs(first), context);
      assertEquals(0, in.readInt(), context);
      assertFalse(in.nextKeyIs(other), context);
      assertEquals(key.head(), in.keyHead(), context);
      assertTrue(in.nextKeyIs(key), context);
      assertEquals(1, in.readInt(), context);
      assertEquals(0, in.keyHead(), context);
      in.endObject();
      in.end();

      JsonInput again = new JsonInput(bytes);
      again.beginObject();
      assertEquals("first", again.readKey(), context);
      again.skipValue();
      assertEquals(key.name(), again.readKey(), context);
      assertEquals(1, again.readInt(), context);
      again.endObject();
    }
  }

  @Test
  void keyWordIsTheHeadExceptForTheBytesAfterAShortNameAtACompactComma() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int i = 0; i < 5_000; i++) {
      JsonKey key = JsonKey.of(randomName(random));
      String sep = SEPARATORS[random.nextInt(SEPARATORS.length)];
      String colon = COLONS[random.nextInt(COLONS.length)];
      ByteArrayOutputStream doc = new ByteArrayOutputStream();
      doc.writeBytes(("{\"first\":0" + sep).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      int name = doc.size(); // the name's opening quote
      doc.writeBytes(key.bytes().quoted());
      // A short last member, so that a compact comma always has eight bytes after it: the form
      // keyWord() answers from one load.
      doc.writeBytes(
          (colon + "1" + sep + "\"z\":2}").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      byte[] bytes = doc.toByteArray();
      String context = "seed " + (SEED + 1) + ", case " + i + ": " + key + " after '" + sep + "'";

      int expected = key.head();
      if (sep.equals(",")) {
        int asTheyStand = 0;
        for (int b = 0; b < 4; b++) {
          asTheyStand |= (bytes[name + 1 + b] & 0xFF) << (8 * b);
        }
        expected = asTheyStand;
        if (key.encodedLength() >= 3) {
          assertEquals(key.head(), asTheyStand, context);
        } else if (key.encodedLength() == 2) {
          assertEquals(key.head() | (colon.charAt(0) << 24), asTheyStand, context);
        }
      }
      JsonInput in = new JsonInput(bytes);
      in.beginObject();
      assertTrue(in.nextKeyIs(JsonKey.of("first")), context);
      assertEquals(0, in.readInt(), context);
      assertEquals(expected, in.keyWord(), context);
      assertEquals(expected, in.keyWord(), "asking twice answers the same; " + context);
      assertTrue(in.nextKeyIs(key), context);
      assertEquals(1, in.readInt(), context);
      // Fewer than eight bytes after the comma: keyHead()'s answer, whatever the layout.
      assertEquals(JsonKey.of("z").head(), in.keyWord(), context);
      assertEquals("z", in.readKey(), context);
      assertEquals(2, in.readInt(), context);
      assertEquals(0, in.keyWord(), context);
      in.endObject();
      in.end();
    }
  }

  @Test
  void namesOfEveryLengthMatchInPlaceWithTheDocumentGoingOn() {
    // With the document going on past the name, nextKeyIs and keyWordIs compare an encoding of up
    // to sixteen bytes in place as a word and a tail, and a longer one byte by byte (D338 tried
    // one word for the short ones): a name one byte longer or shorter, or differing in its last
    // byte, must not match, first in an object or later, in every layout.
    String letters = "abcdefghijklmnopqrstuvwxyz";
    String rest = "\"padding\":\"0123456789abcdef0123456789\"}";
    for (int n = 0; n <= 24; n++) {
      String name = letters.substring(0, n);
      JsonKey key = JsonKey.of(name);
      JsonKey[] others = {
        JsonKey.of(name + "x"),
        JsonKey.of(n == 0 ? "x" : name.substring(0, n - 1)),
        JsonKey.of(n == 0 ? "y" : name.substring(0, n - 1) + "_")
      };
      for (String sep : SEPARATORS) {
        for (boolean first : new boolean[] {true, false}) {
          for (boolean word : new boolean[] {false, true}) {
            String json =
                "{" + (first ? "" : "\"first\":0" + sep) + "\"" + name + "\":1" + sep + rest;
            String context = json + (word ? " with keyWordIs" : " with nextKeyIs");
            JsonInput in = JsonInput.of(json);
            in.beginObject();
            if (!first) {
              assertTrue(in.nextKeyIs(JsonKey.of("first")), context);
              assertEquals(0, in.readInt(), context);
            }
            for (JsonKey other : others) {
              assertFalse(word ? in.keyWordIs(other) : in.nextKeyIs(other), context + other);
            }
            assertTrue(word ? in.keyWordIs(key) : in.nextKeyIs(key), context);
            assertEquals(1, in.readInt(), context);
            assertEquals("padding", in.readKey(), context);
            in.skipValue();
            in.endObject();
            in.end();
          }
        }
      }
    }
  }

  @Test
  void keyWordIsAnswersAsNextKeyIsDoesInEveryLayout() {
    // keyWordIs compares only the compact ,"name": itself (D305): every other form, and every
    // state it may be asked in, must give nextKeyIs's answer and leave the input as it would.
    SplittableRandom random = new SplittableRandom(SEED + 2);
    for (int i = 0; i < 5_000; i++) {
      JsonKey key = JsonKey.of(randomName(random));
      JsonKey other = JsonKey.of(key.name() + "x");
      JsonKey before = JsonKey.of("x" + key.name());
      String sep = SEPARATORS[random.nextInt(SEPARATORS.length)];
      String colon = COLONS[random.nextInt(COLONS.length)];
      ByteArrayOutputStream doc = new ByteArrayOutputStream();
      doc.writeBytes(("{\"first\":0" + sep).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      doc.writeBytes(key.bytes().quoted());
      String tail = random.nextBoolean() ? "}" : sep + "\"z\":2}";
      doc.writeBytes((colon + "1" + tail).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      byte[] bytes = doc.toByteArray();
      String context = "seed " + (SEED + 2) + ", case " + i + ": " + key + " after '" + sep + "'";
      boolean askWordFirst = random.nextBoolean();

      JsonInput in = new JsonInput(bytes);
      in.beginObject();
      // After '{': the first name, and the quick no to another there.
      assertFalse(in.keyWordIs(other), context);
      assertTrue(in.keyWordIs(JsonKey.of("first")), context);
      assertEquals(0, in.readInt(), context);
      if (askWordFirst) {
        in.keyWord();
      }
      assertFalse(in.keyWordIs(other), context);
      assertFalse(in.keyWordIs(before), context);
      assertTrue(in.keyWordIs(key), context);
      assertEquals(1, in.readInt(), context);
      if (tail.equals("}")) {
        assertFalse(in.keyWordIs(key), "at the end of the object; " + context);
      } else {
        assertTrue(in.keyWordIs(JsonKey.of("z")), context);
        assertEquals(2, in.readInt(), context);
      }
      in.endObject();
      in.end();
    }
  }
}
