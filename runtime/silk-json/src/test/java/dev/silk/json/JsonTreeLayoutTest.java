package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tree's compact forms (D251, D252) answer what a map, a list and a number's text answered:
 * objects small enough to be scanned and large enough to be indexed, numbers held as a long or a
 * double, against a {@code LinkedHashMap} model and the numbers' text.
 */
class JsonTreeLayoutTest {

  /** Objects of 0 to 40 members, built and parsed, answer every lookup as a LinkedHashMap does. */
  @Test
  void objectsOfEverySizeFindTheirMembersAsAMapDoes() {
    SplittableRandom r = new SplittableRandom(7);
    for (int size = 0; size <= 40; size++) {
      Map<String, JsonValue> model = new LinkedHashMap<>();
      JsonObject.Builder builder = JsonObject.builder();
      for (int i = 0; i < size; i++) {
        String name = "m" + r.nextInt(1000) + "_" + i;
        JsonValue value = JsonNumber.of(r.nextLong());
        model.put(name, value);
        builder.put(name, value);
      }
      JsonObject built = builder.build();
      JsonObject parsed = (JsonObject) JsonValue.parse(built.toString());
      for (JsonObject o : List.of(built, parsed)) {
        assertEquals(model, o.members());
        assertEquals(model.hashCode(), o.members().hashCode());
        assertEquals(new ArrayList<>(model.keySet()), new ArrayList<>(o.members().keySet()));
        assertEquals(size, o.size());
        for (Map.Entry<String, JsonValue> e : model.entrySet()) {
          // A name equal to the member's but not the same String, as application code has it.
          String name = new String(e.getKey().toCharArray());
          assertEquals(e.getValue(), o.get(name));
          assertTrue(o.has(name));
          assertTrue(o.members().containsKey(name));
        }
        assertNull(o.get("absent"));
        assertFalse(o.has("absent"));
        assertNull(o.members().get(42));
      }
      assertEquals(built, parsed);
      assertEquals(built.hashCode(), parsed.hashCode());
    }
  }

  /**
   * Names drawn from a pool of twenty, so that repeats are common and their hash bits (D276) often
   * collide: the builder and the reader replace (or refuse) exactly the repeated names, as a map.
   */
  @Test
  void repeatedNamesAreFoundWhateverTheirHashBits() {
    SplittableRandom r = new SplittableRandom(276);
    for (int trial = 0; trial < 3000; trial++) {
      Map<String, JsonValue> model = new LinkedHashMap<>();
      JsonObject.Builder builder = JsonObject.builder();
      StringBuilder doc = new StringBuilder("{");
      int puts = 1 + r.nextInt(14);
      boolean repeated = false; // in the document so far
      for (int i = 0; i < puts; i++) {
        String name = "p" + r.nextInt(20);
        JsonValue value = JsonNumber.of(i);
        repeated |= model.put(name, value) != null;
        builder.put(name, value);
        doc.append(i == 0 ? "" : ",").append('"').append(name).append("\":").append(i);
        String text = doc + "}";
        if (repeated) {
          assertThrows(JsonException.class, () -> JsonValue.parse(text), text);
        } else {
          assertEquals(model, ((JsonObject) JsonValue.parse(text)).members(), text);
        }
      }
      JsonObject built = builder.build();
      JsonObject read = (JsonObject) JsonValue.parse(doc + "}", DuplicateKeys.LAST_WINS);
      for (JsonObject o : List.of(built, read)) {
        assertEquals(model, o.members());
        assertEquals(new ArrayList<>(model.keySet()), new ArrayList<>(o.members().keySet()));
      }
    }
  }

  /**
   * A small object compares hashes before names (D300): names that share a hash ("Aa" and "BB",
   * "AaAa" and "BBBB") are still told apart by their text, built and read, in every order.
   */
  @Test
  void namesOfOneHashAreToldApartInASmallObject() {
    List<String> names = List.of("AaAa", "AaBB", "BBAa", "BBBB", "Aa", "BB", "C#", "Ab");
    assertEquals("AaAa".hashCode(), "BBBB".hashCode());
    SplittableRandom r = new SplittableRandom(300);
    for (int trial = 0; trial < 200; trial++) {
      List<String> order = new ArrayList<>(names);
      Collections.shuffle(order, new Random(r.nextLong()));
      int size = 1 + r.nextInt(order.size());
      JsonObject.Builder builder = JsonObject.builder();
      for (int i = 0; i < size; i++) {
        builder.put(order.get(i), i);
      }
      JsonObject built = builder.build();
      JsonObject read = (JsonObject) JsonValue.parse(built.toString());
      for (JsonObject o : List.of(built, read)) {
        for (int i = 0; i < order.size(); i++) {
          String name = new String(order.get(i).toCharArray());
          assertEquals(i < size ? JsonNumber.of(i) : null, o.get(name), name + " in " + o);
        }
      }
    }
  }

  /**
   * Objects read one after another at one depth share their array of names when they have the same
   * names in the same order (D302), and only then: a list of records holds one array of names, and
   * every object still answers its own members.
   */
  @Test
  void objectsOfOneShapeShareTheirNamesAndOnlyThey() {
    String doc =
        "[{\"a\":1,\"b\":2},{\"a\":3,\"b\":4},{\"b\":5,\"a\":6},{\"a\":7},{\"a\":8,\"b\":9,"
            + "\"c\":{\"a\":10,\"b\":11}},{\"a\":12,\"b\":13},{\"a\":14,\"b\":15,\"a\":16}]";
    JsonArray list = (JsonArray) JsonValue.parse(doc, DuplicateKeys.LAST_WINS);
    List<JsonObject> o = new ArrayList<>();
    for (JsonValue v : list.elements()) {
      o.add((JsonObject) v);
    }
    assertSame(o.get(0).names(), o.get(1).names());
    assertNotSame(o.get(1).names(), o.get(2).names());
    assertNotSame(o.get(2).names(), o.get(3).names());
    assertNotSame(o.get(4).names(), o.get(5).names()); // three names, then two
    assertSame(o.get(5).names(), o.get(6).names()); // "a" repeated: still a and b
    JsonObject nested = (JsonObject) o.get(4).get("c");
    assertEquals(List.of("a", "b"), List.of(nested.names()));
    long[][] expected = {{1, 2}, {3, 4}, {6, 5}, {7, -1}, {8, 9}, {12, 13}, {16, 15}};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(JsonNumber.of(expected[i][0]), o.get(i).get("a"), "object " + i);
      JsonValue b = expected[i][1] < 0 ? null : JsonNumber.of(expected[i][1]);
      assertEquals(b, o.get(i).get("b"), "object " + i);
    }
    assertEquals("{\"b\":5,\"a\":6}", o.get(2).toString());
    assertEquals(
        JsonValue.parse(doc.replace(",\"a\":16", "").replace("\"a\":14", "\"a\":16")), list);
  }

  /**
   * Objects that follow the names of the object before in place, and then leave them anywhere
   * (D294): a name dropped, swapped, repeated (refused, or last wins), one more at the end, an
   * object that ends early, shapes of 1 to 20 names (past the scan limit and the reader's first
   * arrays), some values nested objects of the same shape. Every object answers its members in
   * order as a LinkedHashMap does, and consecutive objects share their names exactly when they are
   * the same.
   */
  @Test
  void objectsThatLeaveTheShapeOfTheObjectBeforeAnywhereReadAsAMap() {
    SplittableRandom r = new SplittableRandom(309);
    for (int trial = 0; trial < 400; trial++) {
      int width = 1 + r.nextInt(20);
      List<String> shape = new ArrayList<>();
      for (int i = 0; i < width; i++) {
        shape.add("n" + i + (r.nextBoolean() ? "" : "_" + r.nextInt(1000)));
      }
      List<List<String>> objects = new ArrayList<>();
      for (int k = 0; k < 8; k++) {
        List<String> names = new ArrayList<>(shape);
        int at = r.nextInt(width + 1);
        switch (r.nextInt(6)) {
          case 0 -> {} // the shape itself
          case 1 -> names.subList(Math.min(at, width), width).clear(); // ends early
          case 2 -> names.add(at, "extra" + r.nextInt(3)); // one more, anywhere
          case 3 -> names.add(at, shape.get(r.nextInt(width))); // a repeat
          case 4 -> { // two swapped
            if (width > 1) {
              Collections.swap(names, r.nextInt(width), r.nextInt(width));
            }
          }
          default -> names.remove(Math.min(at, width - 1)); // one left out
        }
        objects.add(names);
      }
      StringBuilder doc = new StringBuilder("[");
      List<Map<String, JsonValue>> models = new ArrayList<>();
      boolean repeated = false;
      int value = 0;
      for (List<String> names : objects) {
        Map<String, JsonValue> model = new LinkedHashMap<>();
        doc.append(doc.length() == 1 ? "{" : ",{");
        for (int i = 0; i < names.size(); i++) {
          JsonValue v = JsonNumber.of(value++);
          String text = v.toString();
          if (r.nextInt(10) == 0) { // a nested object of the same shape, read at the next depth
            v = JsonValue.parse("{\"" + names.get(0) + "\":1}");
            text = v.toString();
          }
          repeated |= model.put(names.get(i), v) != null;
          doc.append(i == 0 ? "\"" : ",\"").append(names.get(i)).append("\":").append(text);
        }
        doc.append('}');
        models.add(model);
      }
      // Spaces after the list: a name within the input's last 19 bytes is read as it comes (D303),
      // and may then be another String of the same chars, which the next object would not share.
      String text = doc.append(']').append(" ".repeat(20)).toString();
      if (repeated) {
        assertThrows(JsonException.class, () -> JsonValue.parse(text), text);
      } else {
        assertEquals(models.size(), ((JsonArray) JsonValue.parse(text)).size(), text);
      }
      JsonArray list = (JsonArray) JsonValue.parse(text, DuplicateKeys.LAST_WINS);
      JsonObject before = null;
      for (int k = 0; k < models.size(); k++) {
        JsonObject o = (JsonObject) list.get(k);
        Map<String, JsonValue> model = models.get(k);
        assertEquals(model, o.members(), text);
        assertEquals(new ArrayList<>(model.keySet()), new ArrayList<>(o.members().keySet()), text);
        for (String name : shape) {
          assertEquals(model.get(name), o.get(new String(name.toCharArray())), name + " " + text);
        }
        assertNull(o.get("absent"));
        if (before != null) {
          List<String> names = new ArrayList<>(model.keySet());
          boolean same = names.equals(new ArrayList<>(models.get(k - 1).keySet()));
          assertEquals(same, before.names() == o.names(), "object " + k + " of " + text);
        }
        before = o;
      }
    }
  }

  /**
   * A look-up by a String equal to a member's name but not the same puts it in the member's place
   * (D309): every object sharing those names then finds it by identity, and answers, prints and
   * compares as before; names of one hash stay apart, and absent names change nothing.
   */
  @Test
  void aLookUpKeepsTheStringItWasGivenAndChangesNothingElse() {
    String doc = "[{\"Aa\":1,\"BB\":2,\"id\":3},{\"Aa\":4,\"BB\":5,\"id\":6}]";
    JsonArray list = (JsonArray) JsonValue.parse(doc);
    JsonObject first = (JsonObject) list.get(0);
    JsonObject second = (JsonObject) list.get(1);
    assertSame(first.names(), second.names());
    String bb = new String("BB".toCharArray());
    assertNotSame(bb, first.names()[1]);
    assertEquals(JsonNumber.of(2), first.get(bb));
    assertSame(bb, first.names()[1]);
    assertSame(bb, second.names()[1]); // one array of names
    assertEquals(JsonNumber.of(5), second.get(bb));
    assertEquals(JsonNumber.of(4), second.get(new String("Aa".toCharArray()))); // "Aa" hash = "BB"
    assertNull(second.get(new String("C#".toCharArray())));
    assertEquals(List.of("Aa", "BB", "id"), List.of(second.names()));
    assertEquals(doc, list.toString());
    assertEquals(JsonValue.parse(doc), list);
    JsonObject built = JsonObject.builder().put("x", 1).put("y", 2).build();
    String y = new String("y".toCharArray());
    assertEquals(JsonNumber.of(2), built.get(y));
    assertEquals("{\"x\":1,\"y\":2}", built.toString());
  }

  /**
   * The writer finds a name's encoding by its place when the object before had the same String
   * there (D298): names that move between places, come and go, repeat at another place and go past
   * the sixteen places it remembers are written as they are.
   */
  @Test
  void namesThatChangePlacesBetweenObjectsAreWrittenAsTheyAre() {
    SplittableRandom r = new SplittableRandom(298);
    List<String> pool = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      pool.add(i % 5 == 0 ? "n\u00e9" + i : "n" + i); // some escaped or past ASCII
    }
    JsonOutput out = new JsonOutput();
    for (int trial = 0; trial < 300; trial++) {
      JsonArray.Builder list = JsonArray.builder();
      StringBuilder expected = new StringBuilder("[");
      for (int k = 0; k < 6; k++) {
        List<String> names = new ArrayList<>(pool);
        Collections.shuffle(names, new Random(r.nextLong()));
        names = names.subList(0, r.nextInt(pool.size() + 1));
        JsonObject.Builder object = JsonObject.builder();
        expected.append(k == 0 ? "{" : ",{");
        for (int i = 0; i < names.size(); i++) {
          object.put(names.get(i), i);
          expected
              .append(i == 0 ? "" : ",")
              .append(new JsonString(names.get(i)))
              .append(':')
              .append(i);
        }
        list.add(object.build());
        expected.append('}');
      }
      out.reset();
      JsonValue.CODEC.write(out, list.build());
      assertEquals(expected.append(']').toString(), out.toString());
    }
  }

  @Test
  void aLargeObjectRefusesOrReplacesARepeatedNameAsASmallOneDoes() {
    StringBuilder doc = new StringBuilder("{");
    for (int i = 0; i < 30; i++) {
      doc.append("\"k").append(i).append("\":").append(i).append(',');
    }
    String repeated = doc + "\"k3\":99,\"k29\":98}";
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.parse(repeated));
    assertEquals("the member name 'k3' appears twice in one object", e.reason());
    JsonObject last = (JsonObject) JsonValue.parse(repeated, DuplicateKeys.LAST_WINS);
    assertEquals(30, last.size());
    assertEquals(JsonNumber.of(99), last.get("k3"));
    assertEquals(JsonNumber.of(98), last.get("k29"));
    assertEquals("k3", new ArrayList<>(last.members().keySet()).get(3));
  }

  @Test
  void aBuilderPastTheScanLimitReplacesInPlaceAndKeepsWhatItBuilt() {
    JsonObject.Builder b = JsonObject.builder();
    for (int i = 0; i < 20; i++) {
      b.put("k" + i, i);
    }
    JsonObject first = b.build();
    b.put("k5", "five").put("k20", 20);
    JsonObject second = b.build();
    assertEquals(JsonNumber.of(5), first.get("k5"));
    assertNull(first.get("k20"));
    assertEquals(new JsonString("five"), second.get("k5"));
    assertEquals(JsonNumber.of(20), second.get("k20"));
    assertEquals(21, second.size());
    assertEquals("k5", new ArrayList<>(second.members().keySet()).get(5));
  }

  /** Names that share a String hash: the index must not turn a document into quadratic work. */
  @Test
  void anObjectOfManyCollidingNamesReadsAndFindsEveryMember() {
    int bits = 15; // 32,768 names, every one hashing as the others ("Aa" and "BB" collide)
    StringBuilder doc = new StringBuilder("{");
    List<String> names = new ArrayList<>();
    for (int n = 0; n < 1 << bits; n++) {
      StringBuilder name = new StringBuilder();
      for (int bit = 0; bit < bits; bit++) {
        name.append((n >> bit & 1) == 0 ? "Aa" : "BB");
      }
      names.add(name.toString());
      doc.append(n == 0 ? "" : ",").append('"').append(name).append("\":").append(n);
    }
    JsonObject o = (JsonObject) JsonValue.parse(doc.append('}').toString());
    assertEquals(names.size(), o.size());
    assertEquals(JsonNumber.of(12345), o.get(names.get(12345)));
  }

  @Test
  void arraysAreReadOnlyListsOfTheirElements() {
    JsonArray a = (JsonArray) JsonValue.parse("[1,\"two\",[3],{\"four\":4},null]");
    assertEquals(5, a.elements().size());
    assertEquals(new JsonString("two"), a.elements().get(1));
    assertEquals(List.of(JsonNumber.of(3)), ((JsonArray) a.get(2)).elements());
    assertThrows(UnsupportedOperationException.class, () -> a.elements().set(0, JsonNull.INSTANCE));
    assertThrows(NullPointerException.class, () -> JsonArray.of(JsonNull.INSTANCE, null));
    JsonValue[] given = {JsonNumber.of(1)};
    JsonArray copied = JsonArray.of(given);
    given[0] = JsonNumber.of(2);
    assertEquals(JsonNumber.of(1), copied.get(0));
  }

  /** Integers read or built as longs have the text they had, and convert as that text does. */
  @Test
  void integersHeldAsLongsKeepTheTextTheyWereReadWith() {
    SplittableRandom r = new SplittableRandom(11);
    List<String> texts =
        new ArrayList<>(
            List.of(
                "0",
                "-0",
                "7",
                "-7",
                "999999999999999999",
                "-999999999999999999",
                "1000000000000000000",
                "9223372036854775807",
                "-9223372036854775808",
                "12345678901234567890",
                "1.0",
                "1e2",
                "-0.0"));
    for (int i = 0; i < 2000; i++) {
      texts.add(Long.toString(r.nextLong() >> r.nextInt(64)));
    }
    for (String text : texts) {
      JsonArray read = (JsonArray) JsonValue.parse("[" + text + "]");
      JsonNumber n = (JsonNumber) read.get(0);
      JsonNumber model = JsonNumber.parse(text);
      assertEquals(text, n.text());
      assertEquals("[" + text + "]", read.toString());
      assertEquals(model, n);
      assertEquals(model.hashCode(), n.hashCode());
      assertEquals(model.isIntegral(), n.isIntegral());
      assertEquals(model.toBigDecimal(), n.toBigDecimal());
      assertEquals(model.toDouble(), n.toDouble());
      assertEquals(model.toFloat(), n.toFloat());
      assertEquals(outcome(model::toLong), outcome(n::toLong));
      assertEquals(outcome(model::toBigInteger), outcome(n::toBigInteger));
    }
    assertEquals(JsonNumber.parse("5.0"), JsonNumber.of(5));
    assertEquals(JsonNumber.parse("5.0").hashCode(), JsonNumber.of(5).hashCode());
    assertEquals(BigDecimal.valueOf(-3), JsonNumber.of(-3).toBigDecimal());
    assertEquals(BigInteger.valueOf(Long.MIN_VALUE), JsonNumber.of(Long.MIN_VALUE).toBigInteger());
  }

  /** Decimals read as their digits and scale keep their exact text, trailing zeros included. */
  @Test
  void decimalsHeldAsDigitsKeepTheTextTheyWereReadWith() {
    SplittableRandom r = new SplittableRandom(12);
    List<String> texts =
        new ArrayList<>(
            List.of(
                "0.0",
                "-0.0",
                "0.50",
                "-0.5",
                "12.50",
                "0.000000000000000001",
                "-0.000000000000000001",
                "999999999999999999.0",
                "99999999999999999.9",
                "1.000000000000000000",
                "9007199254740993.0",
                "0.1",
                "2.0",
                "-2.00",
                "48.858844",
                "1234567890123456789.5",
                "1.5e3",
                "1.0E-2"));
    for (int i = 0; i < 3000; i++) {
      String whole = Long.toString(r.nextLong(0, 1_000_000_000L) >> r.nextInt(31));
      StringBuilder fraction = new StringBuilder();
      for (int d = r.nextInt(1, 20); d > 0; d--) {
        fraction.append((char) ('0' + r.nextInt(10)));
      }
      texts.add((r.nextBoolean() ? "-" : "") + whole + "." + fraction);
    }
    for (String text : texts) {
      JsonArray read = (JsonArray) JsonValue.parse("[" + text + "]");
      JsonNumber n = (JsonNumber) read.get(0);
      JsonNumber model = JsonNumber.parse(text);
      assertEquals(text, n.text());
      assertEquals("[" + text + "]", read.toString());
      assertEquals(model, n);
      assertEquals(n, model);
      assertEquals(model.hashCode(), n.hashCode());
      assertEquals(Double.parseDouble(text), n.toDouble(), text);
      assertEquals(model.toBigDecimal(), n.toBigDecimal());
      assertEquals(model.isIntegral(), n.isIntegral());
      assertEquals(outcome(model::toLong), outcome(n::toLong));
    }
    assertEquals(JsonValue.parse("[1.50]"), JsonValue.parse("[1.5]"));
    assertEquals(JsonValue.parse("[1.50]").hashCode(), JsonValue.parse("[1.5]").hashCode());
    assertFalse(JsonValue.parse("[1.51]").equals(JsonValue.parse("[1.5]")));
  }

  /** A double built into a tree is written and read back as the shortest text that is it. */
  @Test
  void doublesHeldAsDoublesWriteTheShortestTextThatReadsBack() {
    SplittableRandom r = new SplittableRandom(13);
    for (int i = 0; i < 5000; i++) {
      double d =
          switch (i % 3) {
            case 0 -> Double.longBitsToDouble(r.nextLong());
            case 1 -> r.nextDouble() * 1000;
            default -> r.nextInt(100_000) / 100.0;
          };
      if (!Double.isFinite(d)) {
        continue;
      }
      JsonNumber n = JsonNumber.of(d);
      String written = JsonArray.of(n).toString();
      assertEquals("[" + DoubleWriter.text(d) + "]", written);
      assertEquals(DoubleWriter.text(d), n.text());
      assertEquals(d, n.toDouble());
      JsonNumber back = (JsonNumber) ((JsonArray) JsonValue.parse(written)).get(0);
      assertEquals(d, back.toDouble());
      assertEquals(back, n);
      assertEquals(back.hashCode(), n.hashCode());
      assertEquals(outcome(back::toLong), outcome(n::toLong));
    }
  }

  private static Object outcome(java.util.function.Supplier<?> conversion) {
    try {
      return conversion.get();
    } catch (JsonException e) {
      return e.getMessage();
    }
  }
}
