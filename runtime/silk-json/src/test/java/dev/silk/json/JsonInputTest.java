package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonInputTest {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey NAME = JsonKey.of("name");
  private static final JsonKey TAGS = JsonKey.of("tags");

  @Test
  void anObjectIsReadMemberByMemberWithKeysInDeclaredOrder() {
    JsonInput in = JsonInput.of("{\"id\":7,\"name\":\"Ann\",\"tags\":[\"a\",\"b\"]}");
    in.beginObject();
    assertTrue(in.nextKeyIs(ID));
    assertEquals(7, in.readInt());
    assertTrue(in.nextKeyIs(NAME));
    assertEquals("Ann", in.readString());
    assertTrue(in.nextKeyIs(TAGS));
    in.beginArray();
    List<String> tags = new ArrayList<>();
    while (in.hasNext()) {
      tags.add(in.readString());
    }
    in.endArray();
    assertEquals(List.of("a", "b"), tags);
    assertFalse(in.nextKeyIs(ID));
    assertFalse(in.hasNext());
    in.endObject();
    in.end();
  }

  @Test
  void nextKeyIsConsumesNothingWhenTheNameDiffers() {
    JsonInput in = JsonInput.of("{\"name\":\"x\",\"id\":1}");
    in.beginObject();
    assertFalse(in.nextKeyIs(ID));
    assertTrue(in.nextKeyIs(NAME));
    assertEquals("x", in.readString());
    assertFalse(in.nextKeyIs(NAME));
    assertEquals("id", in.readKey());
    assertEquals(1, in.readInt());
    in.endObject();
  }

  @Test
  void nextKeyIsAcceptsAnyWhitespaceAroundCommasNamesAndColons() {
    for (String doc :
        new String[] {
          "{\"id\":1,\"name\":\"n\"}",
          "{\"id\": 1, \"name\": \"n\"}",
          "{ \"id\" : 1 ,\n  \"name\" :\t\"n\" }",
          "{\n  \"id\": 1,\n  \"name\": \"n\"\n}\n",
          "{\r\n\t\"id\"\r\n:\r\n1\r\n,\r\n\"name\":\"n\"}"
        }) {
      JsonInput in = JsonInput.of(doc);
      in.beginObject();
      assertTrue(in.nextKeyIs(ID), doc);
      assertEquals(1, in.readInt(), doc);
      assertTrue(in.nextKeyIs(NAME), doc);
      assertEquals("n", in.readString(), doc);
      assertFalse(in.nextKeyIs(NAME), doc);
      in.endObject();
      in.end();
    }
  }

  @Test
  void aNameThatOnlyStartsLikeTheKeyDoesNotMatch() {
    JsonInput in = JsonInput.of("{\"identity\":1,\"i\":2}");
    in.beginObject();
    assertFalse(in.nextKeyIs(ID));
    assertEquals("identity", in.readKey());
    in.skipValue();
    assertFalse(in.nextKeyIs(ID));
    assertEquals("i", in.readKey());
    in.skipValue();
    in.endObject();
  }

  @Test
  void readStringOrNullAnswersWhatNextIsNullThenReadStringWould() {
    String doc = "{\"a\":\"x\",\"b\":null, \"c\" : \"say \\\"hi\\\"\",\"d\":[null, \"y\" ,null]}";
    JsonInput in = JsonInput.of(doc);
    in.beginObject();
    assertEquals("a", in.readKey());
    assertEquals("x", in.readStringOrNull());
    assertEquals("b", in.readKey());
    assertEquals(null, in.readStringOrNull());
    assertEquals("c", in.readKey());
    assertEquals("say \"hi\"", in.readStringOrNull());
    assertEquals("d", in.readKey());
    in.beginArray();
    assertEquals(null, in.readStringOrNull());
    assertEquals("y", in.readStringOrNull());
    assertEquals(null, in.readStringOrNull());
    in.endArray();
    in.endObject();
    in.end();

    JsonInput array = JsonInput.of("[12]");
    array.beginArray();
    JsonException number = assertThrows(JsonException.class, array::readStringOrNull);
    assertTrue(
        number.getMessage().startsWith("expected a string or null but found"), number.getMessage());
    for (String bad : new String[] {"nul", "nulL", "nu", "n"}) {
      JsonException e =
          assertThrows(JsonException.class, () -> JsonInput.of(bad).readStringOrNull());
      assertTrue(
          e.getMessage().startsWith("expected a string or null but found"),
          bad + ": " + e.getMessage());
    }
  }

  @Test
  void keyHeadAnswersTheFirstFourBytesOfTheNextName() {
    JsonInput in = JsonInput.of("{\"name\":1, \"id\":2,\"\":3,\"a\\\"bc\":4,\"x\\n\":5}");
    in.beginObject();
    assertEquals(NAME.head(), in.keyHead());
    assertTrue(in.nextKeyIs(NAME));
    in.skipValue();
    assertEquals(ID.head(), in.keyHead());
    assertEquals(ID.head(), in.keyHead(), "asking twice answers the same");
    assertTrue(in.nextKeyIs(ID));
    in.skipValue();
    assertEquals(JsonKey.of("").head(), in.keyHead());
    in.readKey();
    in.skipValue();
    assertEquals(JsonKey.of("a\"bc").head(), in.keyHead());
    assertEquals("a\"bc", in.readKey());
    in.skipValue();
    assertEquals(JsonKey.of("x\n").head(), in.keyHead());
    in.readKey();
    in.skipValue();
    assertEquals(0, in.keyHead());
    in.endObject();
  }

  @Test
  void keyHeadWorksAtTheVeryEndOfTheInput() {
    byte[] doc = "{\"ab\":1}".getBytes(StandardCharsets.UTF_8);
    JsonInput in = new JsonInput(doc, 0, doc.length);
    in.beginObject();
    assertEquals(JsonKey.of("ab").head(), in.keyHead());
  }

  @Test
  void repeatedMemberNamesAreTheSameString() {
    JsonInput in = JsonInput.of("[{\"name\":1},{\"name\":2}]");
    in.beginArray();
    in.beginObject();
    String first = in.readKey();
    in.skipValue();
    in.endObject();
    in.beginObject();
    String second = in.readKey();
    in.skipValue();
    in.endObject();
    in.endArray();
    assertEquals("name", first);
    assertSame(first, second);
  }

  @Test
  void theNameCacheAnswersEveryNameAsWrittenAndRepeatsAsOneString() {
    // Names of 1 to 40 bytes (words up to 15, bytes up to 32, none past that), many sharing their
    // first eight bytes, some near the end of the input, in 64 slots: each name must read as
    // itself, and a name read again right after itself as the same String (D255).
    java.util.SplittableRandom random = new java.util.SplittableRandom(255);
    String[] pool = new String[300];
    for (int i = 0; i < pool.length; i++) {
      int n = 1 + random.nextInt(40);
      StringBuilder name = new StringBuilder(i % 3 == 0 ? "abcdefgh" : "");
      while (name.length() < n) {
        name.append((char) ('a' + random.nextInt(26)));
      }
      pool[i] = name.substring(0, n);
    }
    for (int round = 0; round < 200; round++) {
      StringBuilder doc = new StringBuilder("{");
      int members = 1 + random.nextInt(30);
      String[] names = new String[members];
      for (int m = 0; m < members; m++) {
        names[m] = pool[random.nextInt(round % 2 == 0 ? 6 : pool.length)];
        doc.append(m == 0 ? "" : ",").append('"').append(names[m]).append("\":").append(m);
      }
      String text = doc.append('}').toString();
      JsonInput in = JsonInput.of(text);
      in.beginObject();
      String previous = null;
      for (String expected : names) {
        String name = in.readKey();
        assertEquals(expected, name, text);
        if (name.equals(previous) && name.length() <= 32) {
          assertSame(previous, name, text); // nothing came between to take its slot
        }
        previous = name;
        in.skipValue();
      }
      in.endObject();
    }
  }

  @Test
  void emptyAndOneCharacterStringsAreSharedInstances() {
    JsonInput in = JsonInput.of("[\"\",\"a\",\"a\",\"\\n\",\"\\n\"]");
    in.beginArray();
    assertSame("", in.readString());
    String a = in.readString();
    assertSame(a, in.readString());
    String n = in.readString();
    assertEquals("\n", n);
    assertSame(n, in.readString());
    in.endArray();
  }

  @Test
  void everyEscapeIsDecoded() {
    assertEquals(
        "\" \\ / \b \f \n \r \t \u00e9 \u20ac \ud83d\ude00 \u0000",
        JsonInput.of("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\u20AC \\ud83d\\uDE00 \\u0000\"")
            .readString());
  }

  @Test
  void utf8IsDecodedInEveryLength() {
    String s = "a\u00e9\u0800\uffff\ud800\udc00\udbff\udfff한국어 text after";
    byte[] doc = ("\"" + s + "\"").getBytes(StandardCharsets.UTF_8);
    assertEquals(s, new JsonInput(doc).readString());
  }

  @Test
  void longPlainAndMixedStringsAreReadWhole() {
    String plain = "abcdefghij".repeat(30);
    assertEquals(plain, JsonInput.of("\"" + plain + "\"").readString());
    String mixed = "abcdefgh\\n".repeat(20) + "é".repeat(20) + "xyz";
    assertEquals(mixed.replace("\\n", "\n"), JsonInput.of("\"" + mixed + "\"").readString());
  }

  @Test
  void aSliceOfALargerArrayIsReadAndErrorsCountFromItsStart() {
    byte[] bytes = "xxxx[1,2]yyyy".getBytes(StandardCharsets.US_ASCII);
    JsonInput in = new JsonInput(bytes, 4, 5);
    in.beginArray();
    assertEquals(1, in.readInt());
    assertEquals(2, in.readInt());
    in.endArray();
    in.end();
    JsonException e =
        assertThrows(JsonException.class, () -> new JsonInput(bytes, 4, 3).skipValue());
    assertEquals(3, e.offset());
  }

  @Test
  void integersAreReadAtEveryLength() {
    long v = 0;
    for (int digits = 1; digits <= 18; digits++) {
      v = v * 10 + (digits % 10);
      for (String sep : new String[] {"", ",", "]"}) {
        String text = v + sep;
        JsonInput in = new JsonInput(text.getBytes(StandardCharsets.US_ASCII));
        assertEquals(v, in.readLong(), text);
        assertEquals(-v, JsonInput.of("-" + text).readLong(), text);
      }
      String padded = "[" + v + "                 ]";
      JsonInput in = JsonInput.of(padded);
      in.beginArray();
      assertEquals(v, in.readLong(), padded);
      in.endArray();
    }
    assertEquals(Long.MAX_VALUE, JsonInput.of("9223372036854775807").readLong());
    assertEquals(Long.MIN_VALUE, JsonInput.of("-9223372036854775808").readLong());
    assertEquals(Integer.MAX_VALUE, JsonInput.of("2147483647").readInt());
    assertEquals(Integer.MIN_VALUE, JsonInput.of("-2147483648").readInt());
    assertEquals(0, JsonInput.of("-0").readInt());
    assertEquals(0, JsonInput.of("0").readLong());
  }

  @Test
  void doublesFloatsAndBigNumbersAreRead() {
    assertEquals(1.5, JsonInput.of("1.5").readDouble());
    assertEquals(-0.0, JsonInput.of("-0").readDouble());
    assertEquals(1e300, JsonInput.of("1E300").readDouble());
    assertEquals(1e-7, JsonInput.of("1e-7").readDouble());
    assertEquals(12.0, JsonInput.of("12").readDouble());
    assertEquals(0.1f, JsonInput.of("0.1").readFloat());
    assertEquals(new BigDecimal("-12.50e+400"), JsonInput.of("-12.50e+400").readBigDecimal());
    assertEquals(
        new BigInteger("123456789012345678901234567890"),
        JsonInput.of("123456789012345678901234567890").readBigInteger());
  }

  @Test
  void booleansAndNullsAreRead() {
    JsonInput in = JsonInput.of("[true,false,null,1,null]");
    in.beginArray();
    assertTrue(in.readBoolean());
    assertFalse(in.readBoolean());
    assertTrue(in.nextIsNull());
    assertFalse(in.nextIsNull());
    assertEquals(1, in.readInt());
    in.readNull();
    assertFalse(in.nextIsNull(), "no element is left");
    in.endArray();
  }

  @Test
  void valuesInAnArrayCanBeReadWithoutHasNext() {
    JsonInput in = JsonInput.of("[ 1 , \"two\" , 3.0 ]");
    in.beginArray();
    assertEquals(1, in.readInt());
    assertEquals("two", in.readString());
    assertEquals(3.0, in.readDouble());
    in.endArray();
    in.end();
  }

  @Test
  void peekNamesTheNextToken() {
    JsonInput in = JsonInput.of(" {\"a\":[1,\"s\",true,false,null,{},[]]} ");
    List<JsonToken> tokens = new ArrayList<>();
    assertEquals(JsonToken.BEGIN_OBJECT, in.peek());
    in.beginObject();
    tokens.add(in.peek());
    in.readKey();
    tokens.add(in.peek());
    in.beginArray();
    for (int i = 0; i < 7; i++) {
      tokens.add(in.peek());
      in.skipValue();
    }
    tokens.add(in.peek());
    in.endArray();
    tokens.add(in.peek());
    in.endObject();
    tokens.add(in.peek());
    assertEquals(
        List.of(
            JsonToken.STRING,
            JsonToken.BEGIN_ARRAY,
            JsonToken.NUMBER,
            JsonToken.STRING,
            JsonToken.TRUE,
            JsonToken.FALSE,
            JsonToken.NULL,
            JsonToken.BEGIN_OBJECT,
            JsonToken.BEGIN_ARRAY,
            JsonToken.END_ARRAY,
            JsonToken.END_OBJECT,
            JsonToken.END_DOCUMENT),
        tokens);
  }

  @Test
  void skipValueSkipsNestedValuesAndLeavesTheRest() {
    JsonInput in =
        JsonInput.of("{\"skip\":{\"a\":[1,{\"b\":\"\\u00e9\\\"\"},[]],\"c\":{}},\"keep\":42}");
    in.beginObject();
    assertEquals("skip", in.readKey());
    in.skipValue();
    assertEquals("keep", in.readKey());
    assertEquals(42, in.readInt());
    in.endObject();
    in.end();
  }

  @Test
  void readChoiceComparesInPlaceAndDecodesEscapedNames() {
    JsonKey[] choices = {
      JsonKey.of("RED"), JsonKey.of("GREEN"), JsonKey.of("BLUE"), JsonKey.of("É")
    };
    JsonInput in = JsonInput.of("[\"GREEN\",\"BLUE\",\"PINK\",\"\\u0052ED\",\"É\",\"\"]");
    in.beginArray();
    assertEquals(1, in.readChoice(choices));
    assertEquals(2, in.readChoice(choices));
    assertEquals(-1, in.readChoice(choices));
    assertEquals(0, in.readChoice(choices));
    assertEquals(3, in.readChoice(choices));
    assertEquals(-1, in.readChoice(choices));
    in.endArray();
  }

  @Test
  void aDepthUpToTheLimitIsAccepted() {
    String doc = "[".repeat(512) + "]".repeat(512);
    JsonInput in = JsonInput.of(doc);
    in.skipValue();
    in.end();
    JsonInput deeper = JsonInput.of("[".repeat(700) + "]".repeat(700)).maxDepth(1000);
    deeper.skipValue();
    deeper.end();
  }

  @Test
  void errorPointsAtTheCurrentPosition() {
    JsonInput in = JsonInput.of("{\n  \"a\": 1\n}");
    in.beginObject();
    in.readKey();
    JsonException e = in.error("missing member 'id'");
    assertEquals("missing member 'id'", e.reason());
    assertEquals(2, e.line());
    assertEquals(7, e.column());
  }

  @Test
  void anEmptyDocumentEndsAtOnce() {
    assertEquals(JsonToken.END_DOCUMENT, JsonInput.of("  ").peek());
    assertEquals(JsonToken.END_DOCUMENT, new JsonInput(new byte[0]).peek());
  }
}
