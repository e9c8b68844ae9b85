package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Lists and tree objects past one block are read into {@link BlockList}s and blocks of members
 * ({@link Members}, D129, D273), whose arrays G1 never allocates as humongous, and read the same as
 * before: the same values, order, equality and errors.
 */
class LargeReadsTest {
  private static final int BLOCK = BlockList.BLOCK;

  private static String numbers(int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> "1e" + (300 - i % 600))
        .collect(Collectors.joining(",", "[", "]"));
  }

  /** {"n0":0,"n1":1,...} with {@code count} members. */
  private static String object(int count) {
    return IntStream.range(0, count)
        .mapToObj(i -> "\"n" + i + "\":" + i)
        .collect(Collectors.joining(",", "{", "}"));
  }

  @Test
  void aListOfOneBlockIsAnArrayListAndALongerOneIsKeptInBlocks() {
    List<Double> one = Json.read(JsonCodecs.DOUBLE.list(), numbers(BLOCK));
    assertInstanceOf(ArrayList.class, one);
    List<Double> more = Json.read(JsonCodecs.DOUBLE.list(), numbers(3 * BLOCK + 1));
    assertInstanceOf(BlockList.class, more);
    assertEquals(3 * BLOCK + 1, more.size());
    for (int i = 0; i < more.size(); i++) {
      assertEquals(Double.parseDouble("1e" + (300 - i % 600)), more.get(i), "element " + i);
    }
    more.add(null);
    more.remove(0);
    assertEquals(3 * BLOCK + 1, more.size(), "read lists stay mutable");
    assertNull(more.get(3 * BLOCK));
  }

  @Test
  void aLongListWritesBackToTheSameDocument() {
    String doc =
        IntStream.range(0, 2 * BLOCK + 3)
            .mapToObj(Integer::toString)
            .collect(Collectors.joining(",", "[", "]"));
    JsonCodec<List<Integer>> codec = JsonCodecs.INT.list();
    List<Integer> list = Json.read(codec, doc);
    assertEquals(doc, Json.toJson(codec, list));
  }

  @Test
  void aTreeObjectPastOneBlockKeepsEveryMemberInDocumentOrder() {
    int count = 2 * BLOCK + 7;
    String doc = object(count);
    JsonObject tree = (JsonObject) JsonValue.parse(doc);
    assertEquals(count, tree.size());
    for (int i = 0; i < count; i += 97) {
      assertEquals(JsonNumber.of(i), tree.get("n" + i));
      assertTrue(tree.has("n" + i));
    }
    assertNull(tree.get("absent"));
    assertFalse(tree.members().containsKey(7), "a key that is not a String is absent");
    Iterator<Map.Entry<String, JsonValue>> members = tree.members().entrySet().iterator();
    for (int i = 0; i < count; i++) {
      assertEquals("n" + i, members.next().getKey());
    }
    assertFalse(members.hasNext());
    assertEquals(doc, tree.toString());
    assertThrows(
        UnsupportedOperationException.class, () -> tree.members().put("x", JsonNull.INSTANCE));
    assertThrows(
        UnsupportedOperationException.class,
        () -> tree.members().entrySet().iterator().next().setValue(JsonNull.INSTANCE));
  }

  @Test
  void aLargeTreeObjectEqualsTheSameObjectBuiltMemberByMember() {
    int count = BLOCK + 1;
    JsonObject.Builder builder = JsonObject.builder();
    Map<String, JsonValue> plain = new LinkedHashMap<>();
    for (int i = count - 1; i >= 0; i--) {
      builder.put("n" + i, i);
      plain.put("n" + i, JsonNumber.of(i));
    }
    JsonObject read = (JsonObject) JsonValue.parse(object(count));
    JsonObject built = builder.build();
    assertEquals(built, read);
    assertEquals(read, built);
    assertEquals(built.hashCode(), read.hashCode());
    assertEquals(plain, read.members());
    assertEquals(read.members(), plain);
    assertEquals(plain.hashCode(), read.members().hashCode());
  }

  @Test
  void aNameRepeatedPastTheFirstBlockIsRefusedOrReplacedInItsFirstPlace() {
    String doc = object(BLOCK + 10).replace("}", ",\"n3\":\"again\",\"n" + (BLOCK + 5) + "\":[]}");
    JsonException e = assertThrows(JsonException.class, () -> JsonValue.parse(doc));
    assertEquals("the member name 'n3' appears twice in one object", e.reason());
    assertEquals(doc.indexOf("\"n3\":\"again\""), e.offset());

    JsonObject last = (JsonObject) JsonValue.parse(doc, DuplicateKeys.LAST_WINS);
    assertEquals(BLOCK + 10, last.size());
    assertEquals(new JsonString("again"), last.get("n3"));
    assertEquals(JsonArray.of(), last.get("n" + (BLOCK + 5)));
    List<String> names = new ArrayList<>(last.members().keySet());
    assertEquals("n3", names.get(3), "a replaced value keeps its name's first place");
    assertEquals("n" + (BLOCK + 9), names.get(BLOCK + 9));
  }

  @Test
  void namesThatShareOneHashAreAllKept() {
    // "Aa" and "BB" have the same String hash, so every 15-letter word of them does: 32,768 names
    // in one shard, which its HashMap keeps in a tree.
    List<String> names = new ArrayList<>();
    for (int bits = 0; bits < 1 << 15; bits++) {
      StringBuilder name = new StringBuilder();
      for (int i = 0; i < 15; i++) {
        name.append((bits >>> i & 1) == 0 ? "Aa" : "BB");
      }
      names.add(name.toString());
    }
    assertEquals(1, names.stream().map(String::hashCode).distinct().count());
    String doc =
        IntStream.range(0, names.size())
            .mapToObj(i -> "\"" + names.get(i) + "\":" + i)
            .collect(Collectors.joining(",", "{", "}"));
    JsonObject tree = (JsonObject) JsonValue.parse(doc);
    assertEquals(names, new ArrayList<>(tree.members().keySet()));
    assertEquals(JsonNumber.of(12345), tree.get(names.get(12345)));
  }

  @Test
  void aTreeArrayPastOneBlockReadsItsElementsInOrder() {
    int count = 2 * BLOCK + 1;
    JsonArray tree = (JsonArray) JsonValue.parse(numbers(count));
    assertEquals(count, tree.size());
    assertEquals(new JsonNumber("1e300"), tree.get(0));
    assertEquals(new JsonNumber("1e" + (300 - (count - 1) % 600)), tree.get(count - 1));
    assertEquals(numbers(count), tree.toString());
    assertEquals(tree, JsonValue.parse(numbers(count)));
  }
}
