package dev.silk.web;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Decodes {@code %XX} escapes (and {@code +} in query strings) as UTF-8.
 *
 * <p>Most path segments and parameters contain no escape, so the input String itself comes back and
 * nothing is allocated. Malformed escapes and invalid UTF-8 are refused rather than replaced, so
 * two different byte sequences never decode to the same text.
 */
final class PercentDecoder {
  private PercentDecoder() {}

  /** Thrown for a malformed escape; callers turn it into a 400 naming what was being decoded. */
  static final class MalformedException extends Exception {
    private static final long serialVersionUID = 1L;

    MalformedException(String message) {
      super(message, null, false, false);
    }
  }

  /** Decodes a path segment: {@code +} stays a plus. */
  static String path(String s) throws MalformedException {
    return s.indexOf('%') < 0 ? s : decode(s, false);
  }

  /** Decodes a query-string name or value: {@code +} is a space. */
  static String query(String s) throws MalformedException {
    return s.indexOf('%') < 0 && s.indexOf('+') < 0 ? s : decode(s, true);
  }

  private static String decode(String s, boolean plusIsSpace) throws MalformedException {
    int n = s.length();
    byte[] bytes = new byte[n];
    int len = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '%') {
        if (i + 2 >= n) {
          throw new MalformedException("incomplete percent-escape");
        }
        int hi = Character.digit(s.charAt(i + 1), 16);
        int lo = Character.digit(s.charAt(i + 2), 16);
        if (hi < 0 || lo < 0) {
          throw new MalformedException("malformed percent-escape '" + s.substring(i, i + 3) + "'");
        }
        bytes[len++] = (byte) (hi << 4 | lo);
        i += 2;
      } else if (c == '+' && plusIsSpace) {
        bytes[len++] = ' ';
      } else if (c < 0x80) {
        bytes[len++] = (byte) c;
      } else {
        // Not legal in a URI, but a lenient transport may pass it through: keep it as UTF-8.
        byte[] utf8 = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
        if (len + utf8.length > bytes.length) {
          bytes = Arrays.copyOf(bytes, bytes.length * 3 + 3);
        }
        System.arraycopy(utf8, 0, bytes, len, utf8.length);
        len += utf8.length;
      }
    }
    try {
      CharBuffer chars =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes, 0, len));
      return chars.toString();
    } catch (CharacterCodingException e) {
      throw new MalformedException("percent-escapes that are not UTF-8");
    }
  }
}
