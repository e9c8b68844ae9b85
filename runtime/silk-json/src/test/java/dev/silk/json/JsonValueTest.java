package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonValueTest {

  @Test
  void aBuiltObjectOrArrayNeverChangesWhenItsBuilderGoesOn() {
    JsonObject.Builder object = JsonObject.builder().put("a", 1);
    JsonObject first = object.build();
    JsonObject again = object.build();
    object.put("b", 2).put("a", 3);
    JsonObject second = object.build();
    assertEquals("{\"a\":1}", first.toString());
    assertEquals("{\"a\":1}", again.toString());
    assertEquals("{\"a\":3,\"b\":2}", second.toString());
    object.put("c", true);
    assertEquals("{\"a\":3,\"b\":2}", second.toString());

    JsonArray.Builder array = JsonArray.builder().add(1);
    JsonArray one = array.build();
    array.add(2);
    JsonArray two = array.build();
    array.add(3);
    assertEquals("[1]", one.toString());
    assertEquals("[1,2]", two.toString());
    assertEquals("[1,2,3]", array.build().toString());

    // Past the builder's growth points (D301): each array built keeps the elements it had.
    JsonArray.Builder growing = JsonArray.builder();
    List<JsonArray> built = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      growing.add(i);
      built.add(growing.build());
    }
    for (int n = 1; n <= 300; n++) {
      JsonArray a = built.get(n - 1);
      assertEquals(n, a.size());
      assertEquals(JsonNumber.of(n - 1), a.get(n - 1));
    }
  }

  @Test
  void aDocumentParsesIntoATreeThatKeepsMemberOrder() {
    JsonValue v =
        JsonValue.parse(
            "{\"z\":1,\"a\":[true,false,null,\"s\",{}],\"m\":{\"x\":-2.50e1},\"e\":[]}");
    JsonObject o = assertInstanceOf(JsonObject.class, v);
    assertEquals(List.of("z", "a", "m", "e"), List.copyOf(o.members().keySet()));
    JsonArray a = assertInstanceOf(JsonArray.class, o.get("a"));
    assertSame(JsonBoolean.TRUE, a.get(0));
    assertSame(JsonBoolean.FALSE, a.get(1));
    assertSame(JsonNull.INSTANCE, a.get(2));
    assertEquals(new JsonString("s"), a.get(3));
    assertTrue(((JsonObject) a.get(4)).isEmpty());
    JsonNumber x = (JsonNumber) ((JsonObject) o.get("m")).get("x");
    assertEquals("-2.50e1", x.text());
    assertEquals(-25.0, x.toDouble());
    assertEquals(-25, x.toLong());
    assertTrue(((JsonArray) o.get("e")).isEmpty());
    assertNull(o.get("absent"));
    assertFalse(o.has("absent"));
  }

  @Test
  void toStringWritesCompactJsonInOrder() {
    String doc = "{\"z\":1,\"a\":[true,false,null,\"s\\n\\u00e9\"],\"m\":{\"x\":-2.5}}";
    assertEquals(
        "{\"z\":1,\"a\":[true,false,null,\"s\\n\u00e9\"],\"m\":{\"x\":-2.5}}",
        JsonValue.parse(doc).toString());
    assertEquals("\"a\\\"b\"", new JsonString("a\"b").toString());
    assertEquals("null", JsonNull.INSTANCE.toString());
    assertEquals("true", JsonBoolean.TRUE.toString());
  }

  @Test
  void writingAndReadingThroughTheCodecGivesAnEqualTree() {
    JsonValue v =
        JsonValue.parse(
            "[{\"id\":123456789012345678901234567890,\"p\":0.000001,\"q\":1e400,\"r\":-0,"
                + "\"s\":\"\ud83d\ude00\",\"t\":[[[]]]}]");
    JsonOutput out = new JsonOutput();
    JsonValue.CODEC.write(out, v);
    JsonValue back = JsonValue.parse(out.toBytes());
    assertEquals(v, back);
    assertEquals(v.hashCode(), back.hashCode());
    JsonInput in = new JsonInput(out.toBytes());
    assertEquals(v, JsonValue.CODEC.read(in));
    in.end();
  }

  @Test
  void numbersKeepTheirExactTextWhenWritten() {
    String json = "[0,-7,123456789012345678,12345678901234567890123,-0,1e5,-2.50E-3,1.0]";
    assertEquals(json, JsonValue.parse(json).toString());
  }

  @Test
  void theCodecReadsNullAsJsonNullAndWritesJavaNullAsNull() {
    assertSame(JsonNull.INSTANCE, JsonValue.CODEC.read(JsonInput.of("null")));
    JsonOutput out = new JsonOutput();
    JsonValue.CODEC.write(out, null);
    assertEquals("null", out.toString());
  }

  @Test
  void buildersMakeTheSameTreeAsParsing() {
    JsonObject built =
        JsonObject.builder()
            .put("id", 7)
            .put("name", "Ann")
            .put("score", 2.5)
            .put("big", new BigInteger("123456789012345678901"))
            .put("price", new BigDecimal("9.90"))
            .put("ok", true)
            .putNull("none")
            .put("tags", JsonArray.builder().add("a").add(1).add(false).addNull().build())
            .put("nested", JsonObject.builder().build())
            .build();
    assertEquals(
        JsonValue.parse(
            "{\"id\":7,\"name\":\"Ann\",\"score\":2.5,\"big\":123456789012345678901,"
                + "\"price\":9.9,\"ok\":true,\"none\":null,\"tags\":[\"a\",1,false,null],"
                + "\"nested\":{}}"),
        built);
    assertEquals(
        "{\"id\":7,\"name\":\"Ann\",\"score\":2.5,\"big\":123456789012345678901,"
            + "\"price\":9.90,\"ok\":true,\"none\":null,\"tags\":[\"a\",1,false,null],"
            + "\"nested\":{}}",
        built.toString());
  }

  /**
   * A builder keeps a string member as its String and the object wraps it when asked (D354): every
   * way of reading the object sees a JsonString, equal to the parsed one, and the writer writes the
   * String, escaped, past ASCII and with a lone surrogate refused, in small and large objects, in
   * any place, replaced, beside a JsonString put as one.
   */
  @Test
  void aBuiltObjectsStringMembersReadAsJsonStrings() {
    String[] texts = {
      "", "a", "Ann Lee", "say \"hi\"\n", "\uD55C\uAD6D\uC5B4 text", "x".repeat(200)
    };
    for (int size = 1; size <= 20; size++) {
      JsonObject.Builder b = JsonObject.builder();
      StringBuilder text = new StringBuilder("{");
      for (int i = 0; i < size; i++) {
        String value = texts[i % texts.length];
        if (i % 3 == 2) {
          b.put("m" + i, new JsonString(value));
        } else {
          b.put("m" + i, value);
        }
        text.append(i == 0 ? "" : ",").append(new JsonString("m" + i)).append(':');
        text.append(new JsonString(value));
      }
      JsonObject built = b.build();
      JsonObject parsed = (JsonObject) JsonValue.parse(text.append('}').toString());
      assertEquals(parsed.toString(), built.toString(), "size " + size);
      assertEquals(parsed, built);
      assertEquals(built, parsed);
      assertEquals(parsed.hashCode(), built.hashCode());
      for (int i = 0; i < size; i++) {
        JsonString expected = new JsonString(texts[i % texts.length]);
        assertEquals(expected, built.get("m" + i));
        assertEquals(expected, built.members().get("m" + i));
        assertEquals(expected, built.at("/m" + i));
      }
      assertEquals(parsed.members(), built.members());
    }
    JsonObject.Builder replaced = JsonObject.builder().put("a", "one").put("b", 2);
    JsonObject before = replaced.build();
    JsonObject after = replaced.put("a", "two").put("b", "three").build();
    assertEquals("{\"a\":\"one\",\"b\":2}", before.toString());
    assertEquals("{\"a\":\"two\",\"b\":\"three\"}", after.toString());
    assertEquals(JsonNull.INSTANCE, JsonObject.builder().put("n", (String) null).build().get("n"));
    JsonObject lone = JsonObject.builder().put("ok", "x").put("bad", "\uD800").build();
    JsonOutput out = new JsonOutput();
    out.beginArray();
    assertThrows(JsonException.class, () -> JsonValue.CODEC.write(out, lone));
    out.endArray();
    assertEquals("[]", out.toString()); // the refused tree left nothing behind
  }

  /**
   * A built object's integers, shared small numbers or not, read any way, written and compared, are
   * the numbers parsed (D354 tried holding the larger ones as Longs).
   */
  @Test
  void aBuiltObjectsIntegersReadAsJsonNumbers() {
    long[] values = {
      0, 1023, 1024, -128, -129, 1999, -7_000_000_000L, Long.MAX_VALUE, Long.MIN_VALUE
    };
    JsonObject.Builder b = JsonObject.builder();
    StringBuilder text = new StringBuilder("{");
    for (int i = 0; i < values.length; i++) {
      b.put("n" + i, values[i]);
      text.append(i == 0 ? "" : ",").append("\"n").append(i).append("\":").append(values[i]);
    }
    JsonObject built = b.build();
    JsonObject parsed = (JsonObject) JsonValue.parse(text.append('}').toString());
    assertEquals(parsed.toString(), built.toString());
    assertEquals(parsed, built);
    assertEquals(built, parsed);
    assertEquals(parsed.hashCode(), built.hashCode());
    for (int i = 0; i < values.length; i++) {
      JsonNumber n = (JsonNumber) built.get("n" + i);
      assertEquals(values[i], n.toLong());
      assertEquals(Long.toString(values[i]), n.text());
      assertEquals(parsed.get("n" + i), n);
      assertEquals(JsonNumber.of(values[i]), built.members().get("n" + i));
    }
    JsonObject.Builder replaced = JsonObject.builder().put("a", 5_000L);
    JsonObject before = replaced.build();
    assertEquals("{\"a\":7000}", replaced.put("a", 7_000L).build().toString());
    assertEquals("{\"a\":5000}", before.toString());
  }

  @Test
  void putTwiceReplacesTheValueAndKeepsItsPlace() {
    JsonObject o = JsonObject.builder().put("a", 1).put("b", 2).put("a", 3).build();
    assertEquals("{\"a\":3,\"b\":2}", o.toString());
  }

  @Test
  void aBuilderCanBuildAgainWithoutChangingWhatItBuilt() {
    JsonArray.Builder b = JsonArray.builder().add(1);
    JsonArray first = b.build();
    JsonArray second = b.add(2).build();
    assertEquals(1, first.size());
    assertEquals(2, second.size());
  }

  @Test
  void treesAreImmutable() {
    JsonObject o = (JsonObject) JsonValue.parse("{\"a\":[1]}");
    assertThrows(
        UnsupportedOperationException.class, () -> o.members().put("b", JsonNull.INSTANCE));
    JsonArray a = (JsonArray) o.get("a");
    assertThrows(UnsupportedOperationException.class, () -> a.elements().add(JsonNull.INSTANCE));
  }

  @Test
  void objectsAreEqualRegardlessOfMemberOrderAndNumbersByValue() {
    assertEquals(JsonValue.parse("{\"a\":1,\"b\":2}"), JsonValue.parse("{\"b\":2.0,\"a\":1e0}"));
    assertEquals(
        JsonValue.parse("{\"a\":1,\"b\":2}").hashCode(),
        JsonValue.parse("{\"b\":2.0,\"a\":1e0}").hashCode());
    assertNotEquals(JsonValue.parse("[1,2]"), JsonValue.parse("[2,1]"));
    assertNotEquals(JsonValue.parse("{\"a\":1}"), JsonValue.parse("{\"a\":\"1\"}"));
    assertEquals(JsonNumber.parse("0"), JsonNumber.parse("-0.0e5"));
    assertEquals(JsonNumber.parse("0").hashCode(), JsonNumber.parse("-0.0e5").hashCode());
    assertEquals(JsonNumber.parse("100").hashCode(), JsonNumber.parse("1e2").hashCode());
  }

  @Test
  void numbersConvertExactlyOrSayWhyNot() {
    JsonNumber n = JsonNumber.parse("12345678901234567890");
    assertEquals(new BigInteger("12345678901234567890"), n.toBigInteger());
    JsonException tooBig = assertThrows(JsonException.class, n::toLong);
    assertTrue(tooBig.getMessage().contains("does not fit in a long"), tooBig.getMessage());
    assertThrows(JsonException.class, () -> JsonNumber.parse("1.5").toLong());
    assertThrows(JsonException.class, () -> JsonNumber.parse("3000000000").toInt());
    assertEquals(2000, JsonNumber.parse("2e3").toInt());
    assertEquals(0.1f, JsonNumber.parse("0.1").toFloat());
    // A huge exponent is refused without computing the number.
    assertThrows(JsonException.class, () -> JsonNumber.parse("1e999999999").toLong());
    assertThrows(JsonException.class, () -> JsonNumber.parse("1e-999999999").toLong());
    assertTrue(JsonNumber.parse("12").isIntegral());
    assertFalse(JsonNumber.parse("12.0").isIntegral());
    // Beyond a double's range is an error, not an infinity that no JSON writer can write back.
    assertThrows(JsonException.class, () -> JsonNumber.parse("1e99999999999").toDouble());
    assertThrows(JsonException.class, () -> JsonNumber.parse("1e99999999999").toBigDecimal());
  }

  @Test
  void numberFactoriesRefuseWhatIsNotAJsonNumber() {
    assertThrows(JsonException.class, () -> JsonNumber.parse("+1"));
    assertThrows(JsonException.class, () -> JsonNumber.parse("1 2"));
    assertThrows(JsonException.class, () -> JsonNumber.parse("\"1\""));
    assertThrows(JsonException.class, () -> JsonNumber.of(Double.NaN));
    assertThrows(JsonException.class, () -> JsonNumber.of(Double.NEGATIVE_INFINITY));
    assertEquals("1.5", JsonNumber.of(1.5).text());
    assertEquals("-3", JsonNumber.of(-3).text());
  }

  @Test
  void aRepeatedMemberNameIsRefused() {
    JsonException e =
        assertThrows(JsonException.class, () -> JsonValue.parse("{\"a\":1,\n\"a\":2}"));
    assertEquals("the member name 'a' appears twice in one object", e.reason());
    assertEquals(2, e.line());
  }

  @Test
  void malformedDocumentsAreRefusedByTheTreeToo() {
    for (String doc : new String[] {"", "[1,]", "{\"a\":1}x", "[01]", "{'a':1}", "[\"\\uD800\"]"}) {
      assertThrows(JsonException.class, () -> JsonValue.parse(doc), doc);
    }
  }

  @Test
  void anEmptyDocumentIsRefusedWithAPlainMessage() {
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.parse(" \n "));
    assertEquals("expected a value but the input ends here", e.reason());
    assertEquals(2, e.line());
  }

  @Test
  void aHundredThousandDeepDocumentFailsCleanly() {
    String bomb = "[".repeat(100_000) + "]".repeat(100_000);
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.parse(bomb));
    assertTrue(e.reason().contains("deeper than 512"), e.reason());
    String objects = "{\"a\":".repeat(100_000) + "1" + "}".repeat(100_000);
    assertThrows(JsonException.class, () -> JsonValue.parse(objects));
  }

  @Test
  void deepTreesAreReadAndWrittenWithoutRecursion() {
    int depth = 50_000;
    String doc = "[".repeat(depth) + "]".repeat(depth);
    JsonValue v = JsonValue.CODEC.read(JsonInput.of(doc).maxDepth(depth));
    JsonOutput out = new JsonOutput();
    JsonValue.CODEC.write(out, v);
    assertEquals(doc, out.toString());
  }

  /**
   * Arrays whose objects hold containers, nested deep: the reader takes an array's objects inside
   * the array's loop and makes one its innermost container only when it holds a container (D355);
   * every form of it, compact and pretty, comes back as it was, past the stacks' first sizes.
   */
  @Test
  void arraysOfObjectsHoldingContainersAreReadAndWrittenAtAnyDepth() {
    String[] leaves = {"[]", "{}", "[1,{\"b\":true}]", "{\"c\":[]}", "\"s\""};
    for (int depth : new int[] {1, 3, 4, 5, 40, 5_000}) {
      for (String leaf : leaves) {
        String doc = "[1,{\"a\":0,\"x\":".repeat(depth) + leaf + ",\"z\":\"q\"},2]".repeat(depth);
        JsonValue v = JsonValue.CODEC.read(JsonInput.of(doc).maxDepth(2 * depth + 4));
        JsonOutput out = new JsonOutput();
        JsonValue.CODEC.write(out, v);
        assertEquals(doc, out.toString(), leaf);
        if (depth <= 40) { // pretty text grows with the square of the depth
          JsonOutput pretty = JsonOutput.pretty();
          JsonValue.CODEC.write(pretty, v);
          assertEquals(v, JsonValue.CODEC.read(JsonInput.of(pretty.toString()).maxDepth(84)), leaf);
        }
      }
    }
    // A list of flat records, some holding a container, some empty, then a scalar.
    String list =
        "[{\"id\":1,\"n\":\"a\"},{},{\"id\":2,\"t\":[{\"k\":{}}],\"n\":\"b\"},"
            + "{\"id\":3,\"n\":\"c\"},[{\"d\":null}],7]";
    assertEquals(list, JsonValue.parse(list).toString());
    assertEquals(
        List.of(2L, 3L),
        List.of(
            ((JsonNumber) JsonValue.parse(list).at("/2/id")).toLong(),
            ((JsonNumber) JsonValue.parse(list).at("/3/id")).toLong()));
  }
}
