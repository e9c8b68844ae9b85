package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.json.JsonKey;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NamesTest {
  @Test
  void keyHeadsComputedAtCompileTimeEqualJsonKeyHeadsForRandomNames() {
    long seed = System.nanoTime();
    SplittableRandom random = new SplittableRandom(seed);
    String alphabet = "abcXYZ09_\"\\\n\t\u0001\u00e9\ud55c";
    for (int i = 0; i < 20_000; i++) {
      StringBuilder name = new StringBuilder();
      int length = random.nextInt(7);
      for (int j = 0; j < length; j++) {
        name.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      if (random.nextInt(20) == 0) {
        name.append("\ud83d\ude00");
      }
      String n = name.toString();
      assertEquals(
          JsonKey.of(n).head(), Names.head(n), () -> "seed " + seed + ", name '" + n + "'");
    }
  }

  @Test
  void snakeCaseSplitsWordsAndAcronyms() {
    assertEquals("order_id", Names.applyNaming("SNAKE_CASE", "orderId"));
    assertEquals("url_path", Names.applyNaming("SNAKE_CASE", "URLPath"));
    assertEquals("user_id", Names.applyNaming("SNAKE_CASE", "userID"));
    assertEquals("v2_name", Names.applyNaming("SNAKE_CASE", "v2Name"));
    assertEquals("already_snake", Names.applyNaming("SNAKE_CASE", "already_snake"));
    assertEquals("id", Names.applyNaming("SNAKE_CASE", "id"));
  }

  @Test
  void kebabAndUpperCamelCaseFollowTheSameWords() {
    assertEquals("ship-to-city", Names.applyNaming("KEBAB_CASE", "shipToCity"));
    assertEquals("ShipToCity", Names.applyNaming("UPPER_CAMEL_CASE", "shipToCity"));
    assertEquals("shipToCity", Names.applyNaming("AS_DECLARED", "shipToCity"));
  }

  @Test
  void javaLiteralsAreEscapedAndHeadsPrintAsFourHexBytes() {
    assertEquals("\"a\\\"b\\u00e9\"", Names.literal("a\"b\u00e9"));
    assertEquals("0x00226469", Names.hex(Names.head("id")));
  }
}
