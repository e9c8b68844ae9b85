package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * UTF-8 inside strings is decoded exactly as the JDK's strict decoder does, or refused when it is.
 */
@Tag("slow")
class JsonInputUtf8Test {
  private static final CharsetDecoder STRICT =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);

  private static String jdk(byte[] content) {
    try {
      return STRICT.reset().decode(ByteBuffer.wrap(content)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  private static String ours(byte[] content, boolean skip) {
    byte[] doc = new byte[content.length + 2];
    doc[0] = '"';
    System.arraycopy(content, 0, doc, 1, content.length);
    doc[doc.length - 1] = '"';
    try {
      JsonInput in = new JsonInput(doc);
      if (skip) {
        in.skipValue();
        in.end();
        return "";
      }
      String s = in.readString();
      in.end();
      return s;
    } catch (JsonException e) {
      return null;
    }
  }

  @Test
  void everyCodePointDecodes() {
    StringBuilder sb = new StringBuilder();
    for (int cp = 0x20; cp <= 0x10FFFF; cp++) {
      if (cp == '"' || cp == '\\' || (cp >= 0xD800 && cp <= 0xDFFF)) {
        continue;
      }
      sb.appendCodePoint(cp);
      if (sb.length() > 4096 || cp == 0x10FFFF) {
        String s = sb.toString();
        assertEquals(
            s,
            ours(s.getBytes(StandardCharsets.UTF_8), false),
            "up to U+" + Integer.toHexString(cp));
        sb.setLength(0);
      }
    }
  }

  @Test
  void everyLeadByteWithBoundaryContinuationsAgreesWithTheJdk() {
    // Continuations at the edges of every range Unicode table 3-7 distinguishes, and ASCII.
    int[] next = {0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};
    for (int length = 1; length <= 4; length++) {
      // A lead byte below the one that starts a sequence of this length is tested at its length.
      int firstLead = length == 4 ? 0xF0 : length == 3 ? 0xE0 : 0x80;
      int combinations = (int) Math.pow(next.length, length - 1);
      for (int lead = firstLead; lead <= 0xFF; lead++) {
        for (int c = 0; c < combinations; c++) {
          byte[] content = new byte[length];
          content[0] = (byte) lead;
          for (int i = 1, rest = c; i < length; i++, rest /= next.length) {
            content[i] = (byte) next[rest % next.length];
          }
          assertAgrees(content);
        }
      }
    }
  }

  private static void assertAgrees(byte[] content) {
    StringBuilder hex = new StringBuilder();
    for (byte b : content) {
      hex.append(String.format("%02X ", b & 0xFF));
    }
    String expected = jdk(content);
    assertEquals(expected, ours(content, false), hex.toString());
    if (expected == null) {
      assertNull(ours(content, true), "skipping " + hex);
    } else {
      assertEquals("", ours(content, true), "skipping " + hex);
    }
  }
}
