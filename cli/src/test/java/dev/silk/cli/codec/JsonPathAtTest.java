package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The member a codec error was reading, named as a JSON path from the error's offset. */
class JsonPathAtTest {
  @Test
  void theOffsetOfAValueGivesItsPath() {
    String doc =
        "{\"id\":1,\"items\":[{\"price\":2},{\"price\":\"x\"}],\"odd key\":{\"a\":[1,2,3]}}";
    assertEquals("$.items[1].price", at(doc, doc.indexOf("\"x\"")));
    assertEquals("$.id", at(doc, doc.indexOf("1,")));
    assertEquals("$[\"odd key\"].a[2]", at(doc, doc.indexOf("3]")));
    assertEquals("$", at(doc, 0));
  }

  @Test
  void keysBeyondAsciiAndEscapedQuotesKeepTheirText() {
    String doc = "{\"prix\\\"é\":{\"größe\":true}}";
    assertEquals("$[\"prix\\\"é\"].größe", at(doc, doc.indexOf("true")));
  }

  private static String at(String doc, int charIndex) {
    byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
    int offset = doc.substring(0, charIndex).getBytes(StandardCharsets.UTF_8).length;
    return JsonPathAt.of(bytes, offset);
  }
}
