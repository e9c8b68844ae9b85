package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The index of an object's names (D273) finds every name, and knows every other name absent, within
 * {@link NameIndex#PROBES} probes of one String compare at most each, counted, not timed: for
 * ordinary names, and for names crafted to share a hash or a slot, which move the object's names
 * into a TreeMap (n log n) instead of making a read quadratic.
 */
class NameIndexTest {
  /** {"n0":0,...}: the names of the hostile benchmark's json-keys shape. */
  private static List<String> numbered(int count) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      names.add("n" + i);
    }
    return names;
  }

  private static JsonObject read(List<String> names) {
    StringBuilder doc = new StringBuilder("{");
    for (int i = 0; i < names.size(); i++) {
      doc.append(i == 0 ? "" : ",").append('"').append(names.get(i)).append("\":").append(i);
    }
    return (JsonObject) JsonValue.parse(doc.append('}').toString());
  }

  /** Every name found as the member it is, every absent name known absent, all within the limit. */
  private static long probesOfEveryName(JsonObject o, List<String> names) {
    long total = 0;
    for (int i = 0; i < names.size(); i++) {
      assertEquals(JsonNumber.of(i), o.get(names.get(i)), names.get(i));
      int probes = o.probesToFind(names.get(i));
      assertTrue(probes >= 1 && probes <= NameIndex.PROBES, () -> probes + " probes");
      total += probes;
      String absent = names.get(i) + "?";
      assertNull(o.get(absent));
      int absentProbes = o.probesToFind(absent);
      assertTrue(absentProbes <= NameIndex.PROBES, () -> absentProbes + " probes when absent");
    }
    return total;
  }

  @Test
  void ordinaryNamesStayInTheTableAtAboutOneProbeEach() {
    SplittableRandom random = new SplittableRandom(25);
    List<List<String>> documents = new ArrayList<>();
    documents.add(numbered(120_000)); // past several blocks of names, as json-keys
    documents.add(numbered(9)); // the smallest object with an index
    List<String> words = new ArrayList<>();
    HashSet<String> seen = new HashSet<>();
    while (words.size() < 50_000) {
      StringBuilder w = new StringBuilder();
      for (int n = 1 + random.nextInt(12); n > 0; n--) {
        w.append((char) ('a' + random.nextInt(26)));
      }
      if (seen.add(w.toString())) {
        words.add(w.toString());
      }
    }
    documents.add(words);
    for (List<String> names : documents) {
      JsonObject o = read(names);
      assertFalse(o.nameIndex().isCrowded(), names.size() + " names");
      long probes = probesOfEveryName(o, names);
      assertTrue(probes <= 2L * names.size(), () -> probes + " probes for " + names.size());
    }
  }

  @Test
  void namesOfOneHashCrowdTheTableWithinTheLimitAndMoveToTheTree() {
    // "Aa" and "BB" have one String hash, so every word of 15 of them does: 32,768 names.
    List<String> names = new ArrayList<>();
    for (int n = 0; n < 1 << 15; n++) {
      StringBuilder name = new StringBuilder();
      for (int bit = 0; bit < 15; bit++) {
        name.append((n >> bit & 1) == 0 ? "Aa" : "BB");
      }
      names.add(name.toString());
    }
    assertEquals(1, names.stream().mapToInt(String::hashCode).distinct().count());
    assertCrowdedAfterAtMostTheLimit(names);
    JsonObject o = read(names);
    assertTrue(o.nameIndex().isCrowded());
    probesOfEveryName(o, names);
  }

  @Test
  void namesOfDistinctHashesAimedAtOneSlotCrowdItToo() {
    // Hashes whose product with the golden ratio shares its top 20 bits choose one first slot in
    // every table up to a million slots, without sharing a hash.
    List<String> names = new ArrayList<>();
    for (int j = 0; j < 2_000; j++) {
      names.add(nameOfHash((0x5A5A5 << 12 | j) * 0x144CBC89));
    }
    assertEquals(names.size(), names.stream().mapToInt(String::hashCode).distinct().count());
    for (String name : names) {
      assertEquals(0x5A5A5, name.hashCode() * 0x9E3779B9 >>> 12, name);
    }
    assertCrowdedAfterAtMostTheLimit(names);
    JsonObject o = read(names);
    assertTrue(o.nameIndex().isCrowded());
    probesOfEveryName(o, names);
  }

  @Test
  void aBuilderOfCrowdedNamesReplacesInPlaceAndGoesOnAfterBuild() {
    List<String> names = new ArrayList<>();
    for (int j = 0; j < 100; j++) {
      names.add(nameOfHash((0x33333 << 12 | j) * 0x144CBC89));
    }
    JsonObject.Builder b = JsonObject.builder();
    for (int i = 0; i < names.size(); i++) {
      b.put(names.get(i), i);
    }
    JsonObject first = b.build();
    b.put(names.get(50), "again").put("last", true);
    JsonObject second = b.build();
    assertTrue(first.nameIndex().isCrowded());
    assertTrue(second.nameIndex().isCrowded());
    assertEquals(100, first.size());
    assertEquals(JsonNumber.of(50), first.get(names.get(50)));
    assertNull(first.get("last"));
    assertEquals(101, second.size());
    assertEquals(new JsonString("again"), second.get(names.get(50)));
    assertEquals(names.get(50), second.nameAt(50));
    assertEquals(JsonBoolean.TRUE, second.get("last"));
  }

  /**
   * Adds the names to an index one by one: each added name, and each one before it, is found within
   * the limit, and the index gives up the table at the latest when one more name than the limit
   * would have to share a probe sequence.
   */
  private static void assertCrowdedAfterAtMostTheLimit(List<String> names) {
    String[] held = new String[names.size()];
    NameIndex index = null;
    for (int m = 0; m < names.size(); m++) {
      held[m] = names.get(m);
      index = m == 0 ? NameIndex.of(held, null, 1) : index.add(names.get(m), m, held, null);
      if (index.isCrowded()) {
        int added = m + 1;
        assertTrue(added <= NameIndex.PROBES + 1, () -> "crowded only at name " + added);
        return;
      }
      for (int k = 0; k <= m; k++) {
        long found = index.search(names.get(k), held, null);
        assertEquals(k, (int) found);
        assertTrue(found >>> 32 <= NameIndex.PROBES);
      }
    }
    throw new AssertionError("names aimed at one slot did not crowd the table");
  }

  /**
   * A name of five chars whose String hash is {@code hash}: the hash, less what an offset of U+0100
   * per char adds, written in base 31 with a large first digit (no quote, backslash, control char
   * or surrogate among them).
   */
  private static String nameOfHash(int hash) {
    long offsets = 0x100L * (31 * 31 * 31 * 31 + 31 * 31 * 31 + 31 * 31 + 31 + 1);
    long rest = Integer.toUnsignedLong(hash - (int) offsets);
    char[] name = new char[5];
    for (int i = 4; i > 0; i--) {
      name[i] = (char) (0x100 + rest % 31);
      rest /= 31;
    }
    name[0] = (char) (0x100 + rest); // at most 2^32 / 31^4: under 4,651
    String made = new String(name);
    assertEquals(hash, made.hashCode());
    return made;
  }
}
