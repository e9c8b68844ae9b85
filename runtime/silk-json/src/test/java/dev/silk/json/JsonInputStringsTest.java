package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.json.JsonMapper;

/** Random Unicode strings, encoded by Jackson or with every escape JSON has, read back equal. */
@Tag("slow")
class JsonInputStringsTest {
  private static final long SEED = 0x57A1_2026L;
  private static final JsonMapper JACKSON = JsonMapper.builder().build();

  /** A random string of valid UTF-16: ASCII, controls, Latin, CJK, Hangul and surrogate pairs. */
  static String randomString(SplittableRandom random) {
    int length = random.nextInt(4) == 0 ? random.nextInt(3) : random.nextInt(120);
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      switch (random.nextInt(8)) {
        case 0 -> sb.append((char) random.nextInt(0x20));
        case 1 -> sb.append("\"\\/".charAt(random.nextInt(3)));
        case 2 -> sb.append((char) (0x80 + random.nextInt(0x780)));
        case 3 -> sb.append((char) (0x800 + random.nextInt(0xD800 - 0x800)));
        case 4 -> sb.append((char) (0xE000 + random.nextInt(0x10000 - 0xE000)));
        case 5 -> sb.appendCodePoint(0x10000 + random.nextInt(0x110000 - 0x10000));
        case 6 -> sb.append((char) ('\uAC00' + random.nextInt(11172)));
        default -> sb.append((char) (0x20 + random.nextInt(0x5F)));
      }
    }
    return sb.toString();
  }

  /** Writes s as a JSON string, choosing at random among the valid ways to write each char. */
  static String encodeAnyWay(String s, SplittableRandom random) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean escapeAnyway = random.nextInt(5) == 0;
      if (Character.isHighSurrogate(c)) {
        // A pair is written whole: raw (four UTF-8 bytes) or as two escapes.
        char low = s.charAt(++i);
        if (escapeAnyway) {
          sb.append(unicodeEscape(c, random)).append(unicodeEscape(low, random));
        } else {
          sb.append(c).append(low);
        }
        continue;
      }
      String shortEscape =
          switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '/' -> random.nextBoolean() ? "\\/" : "/";
            case '\b' -> "\\b";
            case '\f' -> "\\f";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> null;
          };
      if (shortEscape != null && (c != '"' && c != '\\' && c >= 0x20 ? escapeAnyway : true)) {
        sb.append(
            random.nextInt(3) == 0 || shortEscape.length() == 1
                ? unicodeEscape(c, random)
                : shortEscape);
      } else if (c < 0x20 || escapeAnyway) {
        sb.append(unicodeEscape(c, random));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  private static String unicodeEscape(char c, SplittableRandom random) {
    String hex = String.format("%04x", (int) c);
    return "\\u" + (random.nextBoolean() ? hex : hex.toUpperCase(java.util.Locale.ROOT));
  }

  @Test
  void stringsEncodedByJacksonReadBackEqual() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 5_000; i++) {
      String s = randomString(random);
      byte[] json = JACKSON.writeValueAsBytes(s);
      String context =
          "seed " + SEED + ", case " + i + ": " + new String(json, StandardCharsets.UTF_8);
      JsonInput in = new JsonInput(json);
      assertEquals(s, in.readString(), context);
      in.end();
      // The same string as a member name, and skipped, and as a tree.
      byte[] member =
          ("{" + new String(json, StandardCharsets.UTF_8) + ":1}").getBytes(StandardCharsets.UTF_8);
      JsonInput keys = new JsonInput(member);
      keys.beginObject();
      assertEquals(s, keys.readKey(), context);
      keys.skipValue();
      keys.endObject();
      JsonInput skip = new JsonInput(member);
      skip.skipValue();
      skip.end();
      assertEquals(new JsonString(s), JsonValue.parse(json), context);
    }
  }

  @Test
  void stringsWrittenWithEveryKindOfEscapeReadBackEqual() {
    SplittableRandom random = new SplittableRandom(SEED + 1);
    for (int i = 0; i < 5_000; i++) {
      String s = randomString(random);
      String json = encodeAnyWay(s, random);
      String context = "seed " + (SEED + 1) + ", case " + i + ": " + json;
      assertEquals(s, JsonInput.of(json).readString(), context);
      assertEquals(s, JACKSON.readValue(json, String.class), "Jackson agrees: " + context);
    }
  }

  /**
   * Text that stays within Latin-1, with escapes (the reader decodes it into bytes), and now and
   * then a raw byte past ASCII or an escape past U+00FF, which make it start again on the char
   * path.
   */
  @Test
  void latin1TextWithEscapesReadsBackEqualAndItsPrefixesAreRefused() {
    SplittableRandom random = new SplittableRandom(SEED + 3);
    for (int i = 0; i < 5_000; i++) {
      int length = random.nextInt(4) == 0 ? random.nextInt(4) : random.nextInt(200);
      StringBuilder sb = new StringBuilder(length);
      for (int j = 0; j < length; j++) {
        int kind = random.nextInt(40);
        if (kind < 3) {
          sb.append("\"\\/\n\t\b\f\r".charAt(random.nextInt(8)));
        } else if (kind == 3) {
          sb.append((char) random.nextInt(0x20));
        } else if (kind == 4) {
          sb.append((char) (0x80 + random.nextInt(0x80)));
        } else if (kind == 5 && random.nextInt(8) == 0) {
          sb.append((char) (0x100 + random.nextInt(0x700)));
        } else {
          sb.append((char) (0x20 + random.nextInt(0x5F)));
        }
      }
      String s = sb.toString();
      String json = encodeAnyWay(s, random);
      String context = "seed " + (SEED + 3) + ", case " + i + ": " + json;
      assertEquals(s, JsonInput.of(json).readString(), context);
      JsonInput inArray = JsonInput.of("[" + json + "," + json + "]");
      inArray.beginArray();
      assertEquals(s, inArray.readString(), context);
      assertEquals(s, inArray.readString(), context);
      inArray.endArray();
      inArray.end();
      int cut = random.nextInt(json.length());
      String prefix = json.substring(0, cut);
      assertThrows(JsonException.class, () -> JsonInput.of(prefix).readString(), context);
    }
  }

  @Test
  void aControlCharacterAfterAnEscapeIsRefusedWhereItStands() {
    JsonException e =
        assertThrows(
            JsonException.class, () -> JsonInput.of("\"say \\\"hi\\\"\u0001\"").readString());
    assertTrue(e.getMessage().contains("unescaped control character U+0001"), e.getMessage());
    assertTrue(e.getMessage().contains("column 12 (byte 11)"), e.getMessage());
  }

  @Test
  void readChoiceFindsEveryRandomNameHoweverItIsWritten() {
    SplittableRandom random = new SplittableRandom(SEED + 2);
    for (int i = 0; i < 1_000; i++) {
      String[] names = new String[1 + random.nextInt(5)];
      JsonKey[] keys = new JsonKey[names.length];
      for (int k = 0; k < names.length; k++) {
        names[k] = k + randomString(random);
        keys[k] = JsonKey.of(names[k]);
      }
      int pick = random.nextInt(names.length);
      String json =
          random.nextBoolean()
              ? encodeAnyWay(names[pick], random)
              : new String(JACKSON.writeValueAsBytes(names[pick]), StandardCharsets.UTF_8);
      assertEquals(
          pick,
          JsonInput.of(json).readChoice(keys),
          "seed " + (SEED + 2) + ", case " + i + ": " + json);
    }
  }

  @Test
  void readChoiceComparesShortNamesInPlaceInsideADocument() {
    // With more input after the string, names of up to 14 bytes are compared as two words in
    // place (D337): a choice that is the string's start, or the string with more after it, must
    // not match, and escapes, quotes and non-ASCII names must read as the scan reads them.
    SplittableRandom random = new SplittableRandom(SEED + 3);
    String tails = "AB\"\\/\u00e9\ud55c";
    for (int i = 0; i < 5_000; i++) {
      String stem = randomAscii(random, random.nextInt(16));
      List<String> names = new ArrayList<>();
      int count = 1 + random.nextInt(5);
      while (names.size() < count) {
        StringBuilder name =
            new StringBuilder(stem.substring(0, random.nextInt(stem.length() + 1)));
        for (int t = random.nextInt(4); t > 0; t--) {
          name.append(tails.charAt(random.nextInt(tails.length())));
        }
        if (!names.contains(name.toString())) {
          names.add(name.toString());
        }
      }
      JsonKey[] keys = names.stream().map(JsonKey::of).toArray(JsonKey[]::new);
      String value = random.nextInt(4) == 0 ? stem + "x" : names.get(random.nextInt(count));
      String after = "p".repeat(random.nextInt(20));
      String json =
          "["
              + (random.nextBoolean()
                  ? encodeAnyWay(value, random)
                  : JACKSON.writeValueAsString(value))
              + ",\""
              + after
              + "\"]";
      String context = "seed " + (SEED + 3) + ", case " + i + ": " + json + " in " + names;
      JsonInput in = JsonInput.of(json);
      in.beginArray();
      assertEquals(names.indexOf(value), in.readChoice(keys), context);
      assertEquals(after, in.readString(), context);
      in.endArray();
      in.end();
    }
  }

  private static String randomAscii(SplittableRandom random, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      sb.append((char) ('a' + random.nextInt(26)));
    }
    return sb.toString();
  }

  @Test
  // A scan that answers a wrong offset can send the read round in a loop: fail, do not hang.
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aCharThatEndsThePlainRunIsFoundAtEveryPlaceOfIt() {
    // The plain-ASCII scan steps sixteen bytes, then eight, then one: whatever ends the run (the
    // closing quote, an escape, a control character, UTF-8) must be found at every offset of each.
    String letters = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    String[] enders = {
      "", "\"", "\\", "\n", "\u0001", "\u007f", "\u00e9", "\ud55c", "\ud83d\ude00"
    };
    for (int length = 0; length <= 40; length++) {
      for (int at = 0; at <= length; at++) {
        for (String ender : enders) {
          String s = letters.substring(0, at) + ender + letters.substring(at, length);
          String json = JACKSON.writeValueAsString(s);
          JsonInput alone = JsonInput.of(json);
          assertEquals(s, alone.readString(), json);
          alone.end();
          JsonInput inArray = JsonInput.of("[" + json + ",\"" + letters + "\"]");
          inArray.beginArray();
          assertEquals(s, inArray.readString(), json);
          assertEquals(letters, inArray.readString(), json);
          inArray.endArray();
          inArray.end();
        }
      }
    }
  }
}
