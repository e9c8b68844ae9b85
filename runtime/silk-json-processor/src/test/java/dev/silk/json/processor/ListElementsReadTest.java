package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.json.processor.fixtures.BenchItem;
import dev.silk.json.processor.fixtures.BenchItemCodec;
import dev.silk.json.processor.fixtures.EverythingCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A generated codec of a small record reads a list's elements in a loop of its own, the record's
 * read inside it (docs/decisions.md, D383): what it reads, and what it refuses with which error,
 * must be what reading the elements one {@code read} at a time gives.
 */
class ListElementsReadTest {
  private static final String[] NAMES = {"id", "name", "description", "stock", "available"};

  /**
   * The same codec without its own loop ({@code readsElements()} false): the list codec reads each
   * element through {@code read}.
   */
  private static final JsonCodec<BenchItem> ONE_AT_A_TIME =
      new JsonCodec<>() {
        @Override
        public void write(JsonOutput out, BenchItem value) {
          BenchItemCodec.INSTANCE.write(out, value);
        }

        @Override
        public BenchItem read(JsonInput in) {
          return BenchItemCodec.INSTANCE.read(in);
        }
      };

  @Test
  void smallRecordsRunTheListLoopAndLargeOnesLeaveItToTheListCodec() throws Exception {
    Class<?>[] parameters = {JsonInput.class, List.class, int.class};
    assertEquals(
        BenchItemCodec.class,
        BenchItemCodec.class.getMethod("readElements", parameters).getDeclaringClass());
    assertTrue(BenchItemCodec.INSTANCE.readsElements());
    // Everything has more than LIST_LOOP_LIMIT members: the list codec's own loop, calling read().
    assertEquals(
        JsonCodec.class,
        EverythingCodec.class.getMethod("readElements", parameters).getDeclaringClass());
    assertFalse(EverythingCodec.INSTANCE.readsElements());
  }

  @Test
  void listsReadAsOneElementAtATimeInEveryOrderWithNullsAndUnknownMembers() {
    SplittableRandom random = new SplittableRandom(383);
    for (int d = 0; d < 400; d++) {
      String json = list(random, random.nextInt(8));
      assertSameRead(json);
    }
  }

  @Test
  void everyPrefixAndEveryByteChangedReadsOrFailsAsOneElementAtATime() {
    SplittableRandom random = new SplittableRandom(384);
    String[] replacements = {"\"", ",", ":", " ", "}", "]", "{", "[", "n", "1", "x", "\\"};
    for (int d = 0; d < 6; d++) {
      String json = list(random, 3);
      for (int cut = 0; cut < json.length(); cut++) {
        assertSameRead(json.substring(0, cut));
      }
      for (int at = 0; at < json.length(); at++) {
        for (String r : replacements) {
          assertSameRead(json.substring(0, at) + r + json.substring(at + 1));
        }
      }
    }
  }

  @Test
  void aListPastOneBlockReadsWholeWithItsNulls() {
    // BlockList.BLOCK is 2^14 elements: the loop stops there and the list codec goes on in blocks.
    int count = (1 << 14) + 3;
    StringBuilder json = new StringBuilder("[");
    List<BenchItem> expected = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      json.append(i == 0 ? "" : ",");
      if (i % 1000 == 999 || i == (1 << 14)) {
        json.append("null");
        expected.add(null);
      } else {
        BenchItem item = new BenchItem(i, "n" + i, null, i % 7, i % 2 == 0);
        json.append(Json.toJson(BenchItemCodec.INSTANCE, item));
        expected.add(item);
      }
    }
    json.append(']');
    List<BenchItem> read = Json.read(BenchItemCodec.INSTANCE.list(), json.toString());
    assertEquals(expected, read);
    assertEquals(count, read.size());
    assertEquals(expected, Json.read(ONE_AT_A_TIME.list(), json.toString()));
  }

  @Test
  void theLoopStopsWhenIntoHoldsMaxWithTheNextElementLeftUnread() {
    // into already holds one element: room for two more of the four, as the default loop counts.
    String json = "[" + item(1) + ",null," + item(3) + "," + item(4) + "]";
    for (JsonCodec<BenchItem> codec : List.of(BenchItemCodec.INSTANCE, ONE_AT_A_TIME)) {
      JsonInput in = JsonInput.of(json);
      List<BenchItem> into = new ArrayList<>(List.of(new BenchItem(0, null, null, 0, false)));
      in.beginArray();
      assertFalse(codec.readElements(in, into, 3));
      assertEquals(3, into.size());
      assertEquals(1, into.get(1).id());
      assertNull(into.get(2));
      assertEquals(3, codec.read(in).id());
      assertTrue(codec.readElements(in, into, 10));
      assertEquals(4, into.get(3).id());
      in.endArray();
      in.end();
    }
  }

  private static String item(long id) {
    return Json.toJson(BenchItemCodec.INSTANCE, new BenchItem(id, "n" + id, null, 1, true));
  }

  private static void assertSameRead(String json) {
    Object expected;
    try {
      expected = Json.read(ONE_AT_A_TIME.list(), json);
    } catch (JsonException e) {
      JsonException actual =
          assertThrows(
              JsonException.class, () -> Json.read(BenchItemCodec.INSTANCE.list(), json), json);
      assertEquals(e.getMessage(), actual.getMessage(), json);
      return;
    }
    assertEquals(expected, Json.read(BenchItemCodec.INSTANCE.list(), json), json);
  }

  /** A list of n records, each with its members in a random order, some left out or unknown. */
  private static String list(SplittableRandom random, int n) {
    StringBuilder s = new StringBuilder("[");
    for (int r = 0; r < n; r++) {
      s.append(r == 0 ? "" : random.nextBoolean() ? "," : ", ");
      if (random.nextInt(8) == 0) {
        s.append("null");
        continue;
      }
      List<String> members = new ArrayList<>();
      for (String name : NAMES) {
        if (random.nextInt(12) != 0) {
          members.add("\"" + name + "\":" + value(name, random));
        }
      }
      if (random.nextInt(6) == 0) {
        members.add(random.nextInt(members.size() + 1), "\"extra\":[1,{\"id\":2}]");
      }
      int order = random.nextInt(3);
      if (order == 1) {
        java.util.Collections.reverse(members);
      } else if (order == 2) {
        for (int i = members.size() - 1; i > 0; i--) {
          java.util.Collections.swap(members, i, random.nextInt(i + 1));
        }
      }
      s.append('{').append(String.join(random.nextBoolean() ? "," : ", ", members)).append('}');
    }
    return s.append(']').toString();
  }

  private static String value(String name, SplittableRandom random) {
    return switch (name) {
      case "id" -> Long.toString(random.nextLong(1, 1_000_000_000L));
      case "stock" -> Integer.toString(random.nextInt(1000));
      case "available" -> random.nextBoolean() ? "true" : "false";
      default -> random.nextInt(10) == 0 ? "null" : "\"w" + random.nextInt(100) + " \\\"q\\\"\"";
    };
  }
}
