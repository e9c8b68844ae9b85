package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * Strings written by {@link JsonOutput}, copied (the JDK's Latin-1 copy when no char is past
 * U+00FF, escaped in place when it holds a byte to escape), short (the char loop) and long (ASCII
 * encoder, shifted escapes, then the char loop), are byte for byte what a plain reference encoder
 * writes, and Jackson reads them back as the original String. (Lone surrogates are refused, see
 * {@link #loneSurrogatesAreRefusedWithTheirPlace}.)
 */
@Tag("slow")
class JsonOutputStringTest {
  private static final JsonMapper JACKSON = JsonMapper.builder().build();

  /** The obvious encoder: what JsonOutput must write, one char at a time. */
  static String reference(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else if (Character.isHighSurrogate(c)
              && i + 1 < s.length()
              && Character.isLowSurrogate(s.charAt(i + 1))) {
            sb.append(c).append(s.charAt(++i));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  private static String written(String s) {
    return new JsonOutput().value(s).toString();
  }

  private static void check(String s, String context) {
    byte[] bytes = new JsonOutput(0).value(s).toBytes();
    assertEquals(reference(s), new String(bytes, StandardCharsets.UTF_8), context);
    assertEquals(s, JACKSON.readValue(bytes, String.class), context);
  }

  @Test
  void everyEscapeIsWrittenInItsShortestForm() {
    assertEquals("\"\\\"\\\\\\n\\r\\t\\b\\f\"", written("\"\\\n\r\t\b\f"));
    assertEquals("\"\\u0000\\u001f\\u000b\"", written("\u0000\u001f\u000b"));
    assertEquals("\"\u007f/\"", written("\u007f/"));
  }

  @Test
  void nonAsciiIsWrittenAsUtf8() {
    assertEquals("\"é한\uD83D\uDE00\"", written("é한\uD83D\uDE00"));
    byte[] bytes = new JsonOutput().value("é한\uD83D\uDE00").toBytes();
    assertEquals(1 + 2 + 3 + 4 + 1, bytes.length);
  }

  @Test
  void loneSurrogatesAreRefusedWithTheirPlace() {
    String[] strings = {
      "\uD800x", "x\uDC00", "\uDC00\uD800", "a".repeat(70) + "\uD800", "é".repeat(70) + "\uDFFF"
    };
    int[] places = {0, 1, 0, 70, 70};
    for (int i = 0; i < strings.length; i++) {
      String s = strings[i];
      JsonException e = assertThrows(JsonException.class, () -> written(s), s);
      assertTrue(e.getMessage().contains("lone surrogate"), e.getMessage());
      assertTrue(e.getMessage().contains("at index " + places[i] + ")"), e.getMessage());
    }
    assertThrows(JsonException.class, () -> new JsonOutput().beginObject().key("k\uD800"));
  }

  @Test
  void aShortStringMemberWithALoneSurrogateLeavesTheWriterAsItWas() {
    // A string the put does not copy goes to the char loop after its key (D367, D368): a lone
    // surrogate there, at any place of a string of any length up to the long ones, undoes the
    // whole member, its key included, and says where it was; a pair in its place is written whole.
    JsonKey key = JsonKey.of("k");
    for (int length = 1; length < JsonOutput.LONG_STRING; length++) {
      for (int at = 0; at < length; at++) {
        for (String text : new String[] {"x", "한"}) {
          String bad = text.repeat(at) + '\uDC00' + text.repeat(length - at - 1);
          String context = text + " length " + length + ", at " + at;
          JsonOutput out = new JsonOutput(0).beginObject().put(key, "first");
          JsonException e = assertThrows(JsonException.class, () -> out.put(key, bad), context);
          assertTrue(e.getMessage().contains("at index " + at + ")"), e.getMessage());
          assertEquals(
              "{\"k\":\"first\",\"k\":1}", out.put(key, 1).endObject().toString(), context);
          String good = text.repeat(at) + "\uD83D\uDE00" + text.repeat(length - at - 1);
          assertEquals(
              "{\"k\":" + reference(good) + "}",
              new JsonOutput(0).beginObject().put(key, good).endObject().toString(),
              context);
        }
      }
    }
  }

  @Test
  void longStringsWithEscapesAtEveryPlaceMatchTheReference() {
    String base = "The quick brown fox jumps over the lazy dog, again and again and again.";
    for (int i = 0; i < base.length(); i++) {
      for (String escape : new String[] {"\"", "\\", "\n", "\u0001", "é", "한", "\uD83D\uDE00"}) {
        String s = base.substring(0, i) + escape + base.substring(i);
        check(s, "escape at " + i);
      }
    }
  }

  @Test
  void aLongStringFullOfQuotesLeavesTheShiftingPath() {
    check("\"".repeat(5000), "quotes");
    check("a\\".repeat(3000) + "한", "backslashes");
    check("\n\t".repeat(3000), "controls");
  }

  @Test
  void longNonAsciiStringsWrittenInPiecesAtTheBufferEndMatchTheReference() {
    // A long string starting past ASCII is written in pieces that fit the room left; every filler
    // length moves the end of the buffer to another char, so pieces end before and after surrogate
    // pairs and escapes.
    String hangul = "\uD55C\uAE00".repeat(60);
    String[] strings = {
      hangul + "\uD83D\uDE00" + hangul,
      "\uD83D\uDE00".repeat(100),
      "\u00E9\"\n\\".repeat(40),
      "\uD55C" + "\u0001".repeat(90),
      hangul + "\uD800x",
    };
    for (String s : strings) {
      for (int filler = 0; filler < 700; filler += 3) {
        String context = "filler " + filler + ", " + s.substring(0, 4);
        JsonOutput out = new JsonOutput(1024);
        out.beginArray().value("f".repeat(filler));
        if (s.endsWith("\uD800x")) {
          JsonOutput failing = out;
          assertThrows(JsonException.class, () -> failing.value(s), context);
          continue;
        }
        out.value(s).endArray();
        String expected = "[" + reference("f".repeat(filler)) + "," + reference(s) + "]";
        assertEquals(expected, out.toString(), context);
      }
    }
  }

  @Test
  void hugeStringsAreWrittenWhole() {
    String s = "x".repeat(200_000) + "\"" + "y".repeat(100_000) + "é";
    check(s, "huge");
  }

  @Test
  void quotesAndBackslashesAtEveryPlaceOfAShortStringMatchTheReference() {
    // The short-string char loop's escapes (D79 measured writing these two in the loop):
    // what follows one may be ASCII, a control character, two- or three-byte UTF-8, or another.
    String[] after = {"a", "\u0001", "\u00e9", "\ud55c", "\"", "\\", ""};
    JsonKey key = JsonKey.of("k");
    // Past LONG_STRING too: long strings are copied and escaped in place (D277).
    for (int length = 1; length < JsonOutput.LONG_STRING + 24; length++) {
      for (int at = 0; at < length; at++) {
        for (String tail : after) {
          char special = at % 2 == 0 ? '"' : '\\';
          String s = "x".repeat(at) + special + tail + "y".repeat(length - at - 1);
          String context = "length " + length + ", at " + at + ", then " + tail;
          check(s, context);
          String member = new JsonOutput(0).beginObject().put(key, s).endObject().toString();
          assertEquals("{\"k\":" + reference(s) + "}", member, context);
        }
      }
    }
  }

  @Test
  void aCharPastLatin1WhoseLowByteIsPlainAsciiIsWrittenWholeAtEveryPlace() {
    // The copied path (PlainAscii) copies the low byte of each char, which is the char only up to
    // U+00FF: U+0141's low byte is 'A', U+0122's a quote, U+015C's a backslash, U+013F's '?',
    // U+0100's NUL. Each must come out as its UTF-8, wherever it stands, and a '?' of the string
    // itself as '?'.
    String[] odd = {
      "\u0141", "\u0122", "\u015C", "\u013F", "\u0100", "\u00e9", "?", "\u007f", "\uD83D\uDE00"
    };
    JsonKey key = JsonKey.of("k");
    for (int length = 1; length < JsonOutput.LONG_STRING + 24; length++) {
      for (int at = 0; at < length; at++) {
        for (String c : odd) {
          String s = "x".repeat(at) + c + "y".repeat(length - at - 1);
          String context =
              "length " + length + ", U+" + Integer.toHexString(c.charAt(0)) + " at " + at;
          check(s, context);
          String member = new JsonOutput(0).beginObject().put(key, s).endObject().toString();
          assertEquals("{\"k\":" + reference(s) + "}", member, context);
          String name = new JsonOutput(0).beginObject().key(s).value(1).endObject().toString();
          assertEquals("{" + reference(s) + ":1}", name, context);
        }
        String lone = "x".repeat(at) + '\uDC00' + "y".repeat(length - at - 1);
        JsonException e = assertThrows(JsonException.class, () -> written(lone), lone);
        assertTrue(e.getMessage().contains("at index " + at + ")"), e.getMessage());
      }
    }
  }

  @Test
  void aCharPastLatin1WithAPlainLowByteBeforeAByteToEscapeIsWrittenWhole() {
    // A char past U+00FF whose low byte looks plain, then a byte to escape, in strings of every
    // copied length: no plain byte kept from a copy may stand for such a char (D333 copied these
    // Strings before knowing they were Latin-1).
    String[] hidden = {"\u0141", "\u013F", "\uD83D\uDE00"};
    String[] later = {"\"", "\\", "\u2013", "\u00e9", "\n", "\uD55C"};
    JsonKey key = JsonKey.of("k");
    for (int length = PlainAscii.MIN_LENGTH; length < PlainAscii.MAX_LENGTH + 8; length++) {
      for (int at = 1; at < length - 3; at += 3) {
        for (String c : hidden) {
          for (String d : later) {
            int second = Math.min(length - 2, at + c.length() + (length + at) % 5);
            String s =
                "x".repeat(at) + c + "y".repeat(second - at) + d + "z".repeat(length - second);
            String context = "length " + s.length() + ", at " + at + " and " + second;
            check(s, context);
            String member = new JsonOutput(0).beginObject().put(key, s).endObject().toString();
            assertEquals("{\"k\":" + reference(s) + "}", member, context);
          }
        }
      }
    }
  }

  @Test
  void aLoneSurrogateInACopiedStringLeavesTheWriterAsItWas() {
    // A String stored as UTF-16 with ASCII ends, of every copied length: a lone surrogate in it
    // undoes the member, the element or the name, whichever path writes it (D333).
    JsonKey key = JsonKey.of("k");
    for (int length = PlainAscii.MIN_LENGTH; length < PlainAscii.MAX_LENGTH + 8; length++) {
      for (int at = 1; at < length - 1; at += 2) {
        String bad = "x".repeat(at) + '\uDC00' + "y".repeat(length - at - 1);
        String context = "length " + length + ", at " + at;
        JsonOutput out = new JsonOutput(0).beginObject().put(key, "first");
        assertThrows(JsonException.class, () -> out.put(key, bad), context);
        assertEquals("{\"k\":\"first\",\"k\":1}", out.put(key, 1).endObject().toString(), context);
        JsonOutput array = new JsonOutput(0).beginArray();
        assertThrows(JsonException.class, () -> array.value(bad), context);
        assertEquals("[2]", array.value(2).endArray().toString(), context);
        JsonOutput named = new JsonOutput(0).beginObject();
        assertThrows(JsonException.class, () -> named.key(bad), context);
        assertEquals("{\"a\":3}", named.key("a").value(3).endObject().toString(), context);
      }
    }
  }

  @Test
  void stringMembersOfEveryLengthAroundTheRoomLeftMatchTheReference() {
    // The string put's own path (D357) writes a key and a printable ASCII string when the room
    // left takes both, past pos, and keeps them only once the whole string passed; any other
    // string, and one that does not fit, goes to the general path, which writes the member again.
    // Every length it takes and a few past, as first and later member, with a key of one word and
    // one copied whole, each ending a few bytes either side of the room left and holding one char
    // it does not copy at its start, middle or end.
    JsonKey[] keys = {JsonKey.of("k"), JsonKey.of("a_member_name_past_16")};
    JsonKey filler = JsonKey.of("f");
    JsonKey next = JsonKey.of("n");
    String[] odd = {"", "\"", "\\", "\n", "\u001f", "\u007f", "\u00e9", "\u0141", "\uD83D\uDE00"};
    int capacity = 256;
    int limit = capacity - 16;
    for (int length = 0; length < PlainAscii.MAX_LENGTH + 8; length++) {
      for (String c : odd) {
        for (int at : new int[] {0, length / 2, length}) {
          if (!c.isEmpty() && length == 0) {
            continue;
          }
          String s =
              c.isEmpty()
                  ? plainAscii(length)
                  : plainAscii(at) + c + plainAscii(Math.max(0, length - at - 1));
          for (JsonKey key : keys) {
            String member = "\"" + key.name() + "\":" + reference(s);
            String context = "length " + s.length() + ", " + c + " at " + at + ", " + key.name();
            JsonOutput first = new JsonOutput(capacity).beginObject().put(key, s).put(next, 1);
            assertEquals("{" + member + ",\"n\":1}", first.endObject().toString(), context);
            // The filler member ends at f + 7; the member under test needs its key, a comma and
            // the quoted string.
            int edge = limit - 7 - (key.name().length() + 4) - (s.length() + 2);
            for (int f = Math.max(0, edge - 3); f <= Math.max(0, edge + 3); f++) {
              String fill = "x".repeat(f);
              JsonOutput later = new JsonOutput(capacity).beginObject().put(filler, fill);
              later.put(key, s).put(next, 1).endObject();
              assertEquals(
                  "{\"f\":\"" + fill + "\"," + member + ",\"n\":1}",
                  later.toString(),
                  context + ", after " + f);
            }
          }
        }
      }
    }
  }

  /** {@code length} printable ASCII chars, cycling through all of them but quote and backslash. */
  private static String plainAscii(int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; sb.length() < length; i++) {
      char c = (char) (0x20 + i % 0x5F);
      if (c != '"' && c != '\\') {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  @Test
  void randomUnicodeStringsRoundTripThroughJackson() {
    long seed = 0x57A1_6L;
    SplittableRandom random = new SplittableRandom(seed);
    JsonOutput reused = new JsonOutput(16);
    for (int n = 0; n < 8_000; n++) {
      String s = randomString(random, n % 10 == 0 ? random.nextInt(400) : random.nextInt(100));
      String context = "seed " + seed + ", string " + n;
      check(s, context);
      reused.reset().value(s);
      assertEquals(reference(s), reused.toString(), context);
    }
  }

  /** Mostly ASCII with every kind of trouble mixed in at random. */
  static String randomString(SplittableRandom random, int length) {
    StringBuilder sb = new StringBuilder(length);
    int asciiOnly = random.nextInt(3);
    while (sb.length() < length) {
      int kind = random.nextInt(asciiOnly == 0 ? 12 : 40);
      switch (kind) {
        case 0 -> sb.append((char) random.nextInt(0x20));
        case 1 -> sb.append(random.nextBoolean() ? '"' : '\\');
        case 2 -> sb.append((char) (0x80 + random.nextInt(0x780)));
        case 3 -> sb.append((char) (0x800 + random.nextInt(0xD800 - 0x800)));
        case 4 -> sb.append((char) (0xE000 + random.nextInt(0x2000)));
        case 5 -> sb.appendCodePoint(0x10000 + random.nextInt(0x100000));
        case 7 -> sb.append('\u007f');
        default -> sb.append((char) (0x20 + random.nextInt(0x5F)));
      }
    }
    return sb.toString();
  }
}
