package dev.silk.json.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ViolationsTest {
  /** A hand-written codec with a constraint, as a generated one validates: strings not blank. */
  static final JsonCodec<String> NOT_BLANK =
      new JsonCodec<>() {
        @Override
        public void write(JsonOutput out, String value) {
          JsonCodecs.STRING.write(out, value);
        }

        @Override
        public String read(JsonInput in) {
          return JsonCodecs.STRING.read(in);
        }

        @Override
        public boolean validates() {
          return true;
        }

        @Override
        public void validate(String value, Violations violations) {
          if (value == null || value.isBlank()) {
            violations.add("must not be blank");
          }
        }
      };

  @Test
  void pointersAreBuiltFromTheMembersAndIndexesEntered() {
    Violations v = new Violations();
    v.enter("order");
    v.enter("items");
    v.enter(3);
    v.add("name", "must not be blank");
    v.leave();
    v.add("must have at most 3 elements");
    v.leave();
    v.leave();
    v.add("must be paid");
    assertEquals(
        List.of(
            new Violation("/order/items/3/name", "must not be blank"),
            new Violation("/order/items", "must have at most 3 elements"),
            new Violation("", "must be paid")),
        v.list());
    assertEquals("", v.pointer());
  }

  @Test
  void tildesAndSlashesInNamesAreEscapedAsRfc6901Says() {
    Violations v = new Violations();
    v.enter("a/b");
    v.add("~c", "bad");
    assertEquals("/a~1b/~0c", v.list().get(0).pointer());
  }

  @Test
  void aLeaveWithoutEnterIsABug() {
    assertThrows(IllegalStateException.class, () -> new Violations().leave());
  }

  @Test
  void onlyTheFirstHundredAreKeptButAllAreCounted() {
    Violations v = new Violations();
    for (int i = 0; i < 1_000; i++) {
      v.enter(i);
      v.add("bad");
      v.leave();
    }
    assertEquals(1_000, v.count());
    assertEquals(Violations.LIMIT, v.list().size());
    assertEquals("/99", v.list().get(99).pointer());
  }

  @Test
  void pathsDeeperThanTheFirstArrayGrowIt() {
    Violations v = new Violations();
    for (int i = 0; i < 20; i++) {
      v.enter(i);
    }
    v.add("deep");
    assertEquals("/0/1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17/18/19", v.list().get(0).pointer());
  }

  @Test
  void containerCodecsCheckTheirElementsWithTheirIndexOrKey() {
    assertFalse(JsonCodecs.STRING.list().validates(), "nothing to check, nothing done");
    assertTrue(NOT_BLANK.list().validates());
    List<String> list = new ArrayList<>(List.of("a", " ", "b"));
    list.add(null);
    assertEquals(
        List.of(new Violation("/1", "must not be blank"), new Violation("/3", "must not be blank")),
        NOT_BLANK.list().violations(list));
    assertEquals(
        List.of(new Violation("/1", "must not be blank")),
        NOT_BLANK.set().violations(new LinkedHashSet<>(List.of("a", ""))));
    Map<String, String> map = new LinkedHashMap<>();
    map.put("ok", "x");
    map.put("empty", "");
    assertEquals(
        List.of(new Violation("/empty", "must not be blank")), NOT_BLANK.map().violations(map));
    assertEquals(
        List.of(new Violation("", "must not be blank")),
        NOT_BLANK.optional().violations(Optional.of("")));
    assertEquals(List.of(), NOT_BLANK.optional().violations(Optional.empty()));
    assertEquals(
        List.of(new Violation("/0/k/1", "must not be blank")),
        NOT_BLANK.list().map().list().violations(List.of(Map.of("k", List.of("a", "\t")))));
  }

  @Test
  void emailAddressesAreCheckedAsBrowsersCheckThem() {
    for (String ok :
        List.of(
            "ann@example.com",
            "a.b+tag@sub.example.co.uk",
            "x@localhost",
            "o'brien@example.ie",
            "józef@przykład.pl",
            "user@xn--bcher-kva.example",
            "a-b@a-b.c")) {
      assertTrue(Constraints.isEmail(ok), ok);
    }
    for (String bad :
        List.of(
            "",
            "ann",
            "@example.com",
            "ann@",
            "ann@@example.com",
            "ann@exa mple.com",
            "an n@example.com",
            "ann@-example.com",
            "ann@example-.com",
            "ann@example..com",
            "ann@.example.com",
            "ann@example.com.",
            "\"ann\"@example.com",
            "a".repeat(65) + "@example.com",
            "ann@" + "a".repeat(64) + ".com",
            "ann@" + "a.".repeat(130) + "com")) {
      assertFalse(Constraints.isEmail(bad), bad);
    }
  }

  @Test
  void lengthsCountCodePointsNotChars() {
    assertEquals(3, Constraints.length("a😀b"));
    assertEquals(0, Constraints.length(""));
  }
}
