package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The tree's own reads (D253: one dispatch per value, a name and its colon in one step) against a
 * tree read through the public pull API alone, as the tree was read before: on well-formed
 * documents of every layout and on mutants of them, both must build the same tree or refuse at the
 * same place with the same reason.
 */
class JsonTreeReadTest {

  private static final String[] SEEDS = {
    "{\"id\":1,\"name\":\"Ann\",\"tags\":[\"a\",\"b\"],\"ok\":true,\"no\":false,\"none\":null}",
    "[{\"id\":7,\"price\":12.50,\"qty\":-3},{\"id\":1234567,\"price\":-0.0,\"qty\":0}]",
    "[12345678,123456789012345678,1234567890123456789,99999999999999999999,-7,1e5,2.5E-3,0.1]",
    "{\"a\":{\"b\":{\"c\":[[],{},[{}],\"\"]}},\"d\":\"\\u00e9\\n\\\"q\\\"\",\"\u00e9\":\"\ud55c\"}",
    "{ \"a\" : 1 , \"b\" : [ 1 , 2 ] , \"c\" : { } }",
    "{\"a\": 1, \"b\": [1, 2], \"c\": {\"d\": \"e\"}}",
    "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ],\n  \"c\": {\n    \"d\": null\n  }\n}",
    "[0,-0,-1,10,100,1000,10000,100000,1000000,10000000,-12345670]",
    "{\"x\":1,\"y\":2,\"z\":3,\"w\":4,\"v\":5,\"u\":6,\"t\":7,\"s\":8,\"r\":9,\"q\":10,\"p\":11}",
    "\"top\"",
    "-42",
    "true",
    "[\"\\ud83d\\ude00\",\"a\\/b\",\"\\t\"]",
    // Objects of one shape, whose names the next object expects in place (D303): names of 0 to 16
    // bytes, an escaped one, a repeated one, one more and one fewer, the last near the input's end.
    "[{\"\":0,\"a\":1,\"bcdefgh\":2,\"ijklmnop\":3,\"qrstuvwxyzABCDE\":4,\"FGHIJKLMNOPQRSTU\":5,"
        + "\"e\\u0073c\":6},{\"\":0,\"a\":1,\"bcdefgh\":2,\"ijklmnop\":3,\"qrstuvwxyzABCDE\":4,"
        + "\"FGHIJKLMNOPQRSTU\":5,\"esc\":6},{\"\":0,\"a\":1,\"bcdefgh\":2,\"ijklmnop\":3}]",
    "[{\"a\":1,\"b\":2},{\"a\":1,\"c\":2},{\"a\":1,\"b\":2,\"c\":3},{\"a\":1},{\"a\":1,\"b\":2}]",
  };

  @Test
  void wellFormedDocumentsReadAsThePullApiReadsThem() {
    for (String seed : SEEDS) {
      byte[] doc = seed.getBytes(StandardCharsets.UTF_8);
      JsonValue tree = JsonValue.parse(doc);
      assertEquals(reference(doc, true), tree, seed);
      assertEquals(JsonValue.parse(tree.toString()), tree, seed);
    }
  }

  /**
   * A later member of a shape is compared as the words of its {@code ,"name":} under masks (D360),
   * for names of 0 to 12 bytes (4 to 16 bytes with the comma, quotes and colon) and by the bytes of
   * the name for longer ones: every byte of the second object replaced by each byte that could make
   * another form match, and the document cut after each byte, read as the pull API reads it.
   */
  @Test
  void everyByteOfALaterMemberChangedReadsAsThePullApiDoes() {
    String shape =
        "{\"\":0,\"a\":1,\"ab\":2,\"wxyz\":3,\"bcdefgh\":4,\"ijklmnop\":5,\"qrstuvwxyzAB\":6,"
            + "\"CDEFGHIJKLMNO\":7}";
    byte[] doc = ("[" + shape + "," + shape + "," + shape + "]").getBytes(StandardCharsets.UTF_8);
    byte[] replacements = "\",: }x\\".getBytes(StandardCharsets.US_ASCII);
    int from = shape.length() + 2; // the second object's brace
    for (int at = from; at < from + shape.length(); at++) {
      for (byte b : replacements) {
        byte[] mutant = doc.clone();
        mutant[at] = b;
        sameOutcome(mutant, true);
      }
      sameOutcome(Arrays.copyOf(doc, at + 1), true);
    }
    sameOutcome(doc, true);
  }

  @Test
  @Tag("slow")
  void mutantsAreAcceptedOrRefusedAsThePullApiDoes() {
    Random random = new Random(253);
    byte[] alphabet = "{}[]\",: \n0123456789-+.eEtrufalsn\\x".getBytes(StandardCharsets.US_ASCII);
    int compared = 0;
    for (int i = 0; i < 20_000; i++) {
      byte[] doc = SEEDS[random.nextInt(SEEDS.length)].getBytes(StandardCharsets.UTF_8);
      for (int edits = 1 + random.nextInt(3); edits > 0 && doc.length > 0; edits--) {
        doc = mutate(doc, random, alphabet);
      }
      for (boolean refuse : new boolean[] {true, false}) {
        sameOutcome(doc, refuse);
        compared++;
      }
    }
    assertEquals(40_000, compared);
  }

  @Test
  void repeatedNamesAreRefusedAtTheirSecondQuoteInEveryLayout() {
    for (String doc :
        new String[] {
          "{\"a\":1,\"a\":2}",
          "{\"a\": 1, \"a\": 2}",
          "{\n  \"a\": 1,\n  \"a\": 2\n}",
          "{\"k1\":1,\"k2\":1,\"k3\":1,\"k4\":1,\"k5\":1,\"k6\":1,\"k7\":1,\"k8\":1,\"k9\":1,\"k3\":2}",
          "{\"\\u0061\":1,\"a\":2}",
          "[{\"a\":1,\"b\":2},{\"a\":1,\"a\":2}]", // "b" expected in place (D303), "a" read
        }) {
      byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
      JsonException tree = assertThrows(JsonException.class, () -> JsonValue.parse(bytes), doc);
      JsonException pull = assertThrows(JsonException.class, () -> reference(bytes, true), doc);
      assertEquals(pull.getMessage(), tree.getMessage(), doc);
      JsonValue last = JsonValue.parse(bytes, DuplicateKeys.LAST_WINS);
      assertEquals(reference(bytes, false), last, doc);
    }
  }

  @Test
  void aHugeObjectOfOneRepeatedNameKeepsTheLastValue() {
    StringBuilder doc = new StringBuilder("{");
    for (int i = 0; i < 100_000; i++) {
      doc.append(i == 0 ? "" : ",").append("\"k").append(i % 50_000).append("\":").append(i);
    }
    byte[] bytes = doc.append('}').toString().getBytes(StandardCharsets.UTF_8);
    JsonObject o = (JsonObject) JsonValue.parse(bytes, DuplicateKeys.LAST_WINS);
    assertEquals(50_000, o.size());
    assertEquals(99_999, ((JsonNumber) o.get("k49999")).toLong());
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.parse(bytes));
    assertEquals("the member name 'k0' appears twice in one object", e.reason());
  }

  @Test
  void theLimitsOfTheInputHoldForTheTree() {
    // Short integers take the one-word path; the number length limit still applies to them.
    JsonInput in = new JsonInput("[1234,5]".getBytes(StandardCharsets.UTF_8)).maxNumberLength(3);
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.CODEC.read(in));
    assertEquals("a number of 4 characters is longer than the limit of 3", e.reason());
    JsonInput ok = new JsonInput("[123,-12]".getBytes(StandardCharsets.UTF_8)).maxNumberLength(3);
    assertEquals(JsonValue.parse("[123,-12]"), JsonValue.CODEC.read(ok));
    JsonInput deep = JsonInput.of("[[[{\"a\":[1]}]]]").maxDepth(4);
    JsonException d = assertThrows(JsonException.class, () -> JsonValue.CODEC.read(deep));
    assertEquals("objects and arrays nest deeper than 4 levels", d.reason());
  }

  @Test
  void smallIntegersAreSharedAndOthersAreNot() {
    JsonArray a = (JsonArray) JsonValue.parse("[7,7,-128,1023,1024,-129]");
    assertSame(a.get(0), a.get(1));
    assertSame(JsonNumber.of(-128), a.get(2));
    assertSame(JsonNumber.of(1023), a.get(3));
    assertEquals(JsonNumber.of(1024), a.get(4));
    assertEquals("1024", ((JsonNumber) a.get(4)).text());
    assertEquals("-129", ((JsonNumber) a.get(5)).text());
  }

  @Test
  void aTreeReadInsideARecordLeavesTheInputWhereTheRecordGoesOn() {
    JsonInput in = JsonInput.of("{\"a\":{\"b\":[1,{\"c\":2}]},\"d\":3}");
    in.beginObject();
    assertEquals("a", in.readKey());
    JsonValue a = JsonValue.CODEC.read(in);
    assertEquals(JsonValue.parse("{\"b\":[1,{\"c\":2}]}"), a);
    assertEquals("d", in.readKey());
    assertEquals(3, in.readInt());
    in.endObject();
    in.end();
  }

  private static byte[] mutate(byte[] doc, Random random, byte[] alphabet) {
    int at = random.nextInt(doc.length);
    byte b = alphabet[random.nextInt(alphabet.length)];
    return switch (random.nextInt(3)) {
      case 0 -> {
        byte[] out = new byte[doc.length - 1];
        System.arraycopy(doc, 0, out, 0, at);
        System.arraycopy(doc, at + 1, out, at, doc.length - at - 1);
        yield out;
      }
      case 1 -> {
        byte[] out = new byte[doc.length + 1];
        System.arraycopy(doc, 0, out, 0, at);
        out[at] = b;
        System.arraycopy(doc, at, out, at + 1, doc.length - at);
        yield out;
      }
      default -> {
        byte[] out = doc.clone();
        out[at] = b;
        yield out;
      }
    };
  }

  private static void sameOutcome(byte[] doc, boolean refuse) {
    String context = new String(doc, StandardCharsets.UTF_8) + (refuse ? "" : " (last wins)");
    JsonValue expected = null;
    JsonException expectedError = null;
    try {
      expected = reference(doc, refuse);
    } catch (JsonException e) {
      expectedError = e;
    }
    try {
      JsonValue tree =
          JsonValue.parse(doc, refuse ? DuplicateKeys.REFUSE : DuplicateKeys.LAST_WINS);
      if (expectedError != null) {
        throw new AssertionError(
            "the tree accepted what the pull API refused ("
                + expectedError.getMessage()
                + "): "
                + context);
      }
      assertEquals(expected, tree, context);
      assertEquals(expected.toString(), tree.toString(), context);
    } catch (JsonException e) {
      if (expectedError == null) {
        throw new AssertionError("the tree refused what the pull API read: " + context, e);
      }
      assertEquals(expectedError.getMessage(), e.getMessage(), context);
    }
  }

  /** The tree as the pull API reads it: peek(), then the read of that kind. */
  private static JsonValue reference(byte[] doc, boolean refuse) {
    JsonInput in = new JsonInput(doc);
    JsonValue v = value(in, refuse);
    in.end();
    return v;
  }

  private static JsonValue value(JsonInput in, boolean refuse) {
    switch (in.peek()) {
      case BEGIN_OBJECT -> {
        in.beginObject();
        List<String> names = new ArrayList<>();
        List<JsonValue> values = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (in.hasNext()) {
          int at = in.position();
          String name = in.readKey();
          if (!seen.add(name)) {
            if (refuse) {
              throw in.errorAt(
                  at,
                  "the member name '"
                      + JsonException.excerpt(name)
                      + "' appears twice in one object");
            }
            int i = names.indexOf(name);
            values.set(i, value(in, refuse));
          } else {
            names.add(name);
            values.add(value(in, refuse));
          }
        }
        in.endObject();
        JsonObject.Builder b = JsonObject.builder();
        for (int i = 0; i < names.size(); i++) {
          b.put(names.get(i), values.get(i));
        }
        return b.build();
      }
      case BEGIN_ARRAY -> {
        in.beginArray();
        JsonArray.Builder b = JsonArray.builder();
        while (in.hasNext()) {
          b.add(value(in, refuse));
        }
        in.endArray();
        return b.build();
      }
      case STRING -> {
        return new JsonString(in.readString());
      }
      case NUMBER -> {
        return new JsonNumber(in.readNumberText());
      }
      case TRUE, FALSE -> {
        return JsonBoolean.of(in.readBoolean());
      }
      case NULL -> {
        in.readNull();
        return JsonNull.INSTANCE;
      }
      default -> throw in.error("expected a value but the input ends here");
    }
  }
}
