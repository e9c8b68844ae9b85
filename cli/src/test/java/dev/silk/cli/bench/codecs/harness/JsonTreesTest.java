package dev.silk.cli.bench.codecs.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.silk.json.JsonValue;
import org.junit.jupiter.api.Test;

/** Two engines agree when their documents mean the same, whatever the order or number spelling. */
class JsonTreesTest {
  private static String difference(String left, String right) {
    return JsonTrees.difference(JsonValue.parse(left), JsonValue.parse(right));
  }

  @Test
  void memberOrderAndTheSpellingOfNumbersDoNotCount() {
    assertNull(difference("{\"a\":1.50,\"b\":[1,2e2]}", "{\"b\":[1.0,200],\"a\":1.5}"));
  }

  @Test
  void theFirstDifferenceIsNamedByItsPath() {
    assertEquals(
        "$.items[1].name: \"x\" vs \"y\"",
        difference(
            "{\"items\":[{\"name\":\"a\"},{\"name\":\"x\"}]}",
            "{\"items\":[{\"name\":\"a\"},{\"name\":\"y\"}]}"));
    assertEquals(
        "$.full_name: \"Ann\" vs no member",
        difference("{\"full_name\":\"Ann\"}", "{\"fullName\":\"Ann\"}"));
    assertEquals("$.tags: 2 elements vs 1", difference("{\"tags\":[1,2]}", "{\"tags\":[1]}"));
    assertEquals("$: 1 vs 2", difference("1", "2"));
  }
}
