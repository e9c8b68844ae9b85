package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JsonExceptionTest {
  @Test
  void aPositionedErrorNamesLineColumnAndByte() {
    JsonException e = new JsonException("unexpected ','", 17, 2, 5);
    assertEquals("unexpected ',' at line 2, column 5 (byte 17)", e.getMessage());
    assertEquals("unexpected ','", e.reason());
    assertEquals(17, e.offset());
  }
}
