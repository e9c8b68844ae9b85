package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonKeyTest {
  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void aKeyIsEncodedWithAndWithoutItsLeadingComma() {
    JsonKey key = JsonKey.of("name");
    assertArrayEquals(utf8("\"name\":"), key.bytes().quotedColon());
    assertArrayEquals(utf8(",\"name\":"), key.bytes().commaQuotedColon());
    assertArrayEquals(utf8("\"name\""), key.bytes().quoted());
  }

  @Test
  void specialCharactersInANameAreEscapedOnce() {
    JsonKey key = JsonKey.of("a\"b\\c\n\u0001");
    assertArrayEquals(utf8("\"a\\\"b\\\\c\\n\\u0001\":"), key.bytes().quotedColon());
  }

  @Test
  void theHeadIsTheFirstFourBytesOfTheNameAndItsQuote() {
    assertEquals('n' | 'a' << 8 | 'm' << 16 | 'e' << 24, JsonKey.of("name").head());
    assertEquals('i' | 'd' << 8 | '"' << 16, JsonKey.of("id").head());
    assertEquals('"', JsonKey.of("").head());
  }

  @Test
  void aNameWithAnUnpairedSurrogateIsRefused() {
    assertThrows(JsonException.class, () -> JsonKey.of("x\ud800"));
  }

  @Test
  void nonAsciiNamesAreUtf8() {
    assertArrayEquals(utf8("\"이름\":"), JsonKey.of("이름").bytes().quotedColon());
  }

  @Test
  void keysWithTheSameNameAreEqualAndTheConstructorOnlyTakesTheirOwnBytes() {
    JsonKey id = JsonKey.of("id");
    assertEquals(id, JsonKey.of("id"));
    assertEquals(id.hashCode(), JsonKey.of("id").hashCode());
    assertNotEquals(id, JsonKey.of("ID"));
    assertEquals(id, new JsonKey("id", id.bytes()));
    JsonException wrong = assertThrows(JsonException.class, () -> new JsonKey("name", id.bytes()));
    assertEquals("make a JsonKey with JsonKey.of(name)", wrong.getMessage());
    assertThrows(JsonException.class, () -> new JsonKey("id", null));
    assertThrows(JsonException.class, () -> new JsonKey(null, id.bytes()));
  }
}
