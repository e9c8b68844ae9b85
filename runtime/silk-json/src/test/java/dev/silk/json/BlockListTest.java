package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link BlockList} does what an ArrayList does, across its block boundaries. */
class BlockListTest {
  private static final int BLOCK = BlockList.BLOCK;

  @Test
  void randomEditsLeaveTheSameListAsAnArrayList() {
    SplittableRandom random = new SplittableRandom(25);
    List<Integer> expected = new ArrayList<>();
    BlockList<Integer> list = new BlockList<>(expected);
    for (int step = 0; step < 3 * BLOCK + 500; step++) {
      int kind = random.nextInt(10);
      if (kind < 7 || expected.isEmpty()) {
        expected.add(step);
        list.add(step);
      } else if (kind == 7) {
        int at = random.nextInt(expected.size() + 1);
        expected.add(at, -step);
        list.add(at, -step);
      } else if (kind == 8) {
        int at = random.nextInt(expected.size());
        assertEquals(expected.remove(at), list.remove(at));
      } else {
        int at = random.nextInt(expected.size());
        assertEquals(expected.set(at, step * 7), list.set(at, step * 7));
      }
    }
    assertTrue(expected.size() > 2 * BLOCK, "the edits crossed block boundaries");
    assertEquals(expected, list);
    assertEquals(list, expected);
    assertEquals(expected.hashCode(), list.hashCode());
  }

  @Test
  void removingTheLastElementOfABlockAndAddingAgainReusesTheSlot() {
    List<Integer> list = new BlockList<>(new ArrayList<Integer>());
    for (int i = 0; i <= BLOCK; i++) {
      list.add(i);
    }
    assertEquals(BLOCK, list.remove(BLOCK));
    assertEquals(BLOCK, list.size());
    list.add(-1);
    assertEquals(-1, list.get(BLOCK));
    list.clear();
    assertTrue(list.isEmpty());
    list.add(3);
    assertEquals(List.of(3), list);
  }

  @Test
  void indexesOutsideTheListAreRefusedAsAnArrayListRefusesThem() {
    List<String> list = new BlockList<>(List.of("a", "b"));
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
    assertThrows(IndexOutOfBoundsException.class, () -> list.set(2, "c"));
    assertThrows(IndexOutOfBoundsException.class, () -> list.remove(2));
    assertThrows(IndexOutOfBoundsException.class, () -> list.add(3, "c"));
    list.add(2, "c");
    assertEquals(List.of("a", "b", "c"), list);
  }
}
