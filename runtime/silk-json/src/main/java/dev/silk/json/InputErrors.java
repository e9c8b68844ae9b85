package dev.silk.json;

import java.util.Locale;

/**
 * The words of {@link JsonInput}'s errors, kept apart from the parser: none of this runs until a
 * document is refused.
 */
final class InputErrors {
  private InputErrors() {}

  /** A JsonException at byte p of buf[start, end), with its line and column counted from 1. */
  static JsonException at(byte[] buf, int start, int end, int p, String reason) {
    return at(buf, start, end, p, reason, false);
  }

  /** As {@link #at}, marked as values a type refused when {@code refused}. */
  static JsonException at(byte[] buf, int start, int end, int p, String reason, boolean refused) {
    int line = 1;
    int lineStart = start;
    int limit = Math.min(p, end);
    for (int i = start; i < limit; i++) {
      if (buf[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new JsonException(
        reason, p - start, line, p - lineStart + 1, PointerScan.at(buf, start, end, p), refused);
  }

  /** Says in words what is at p, for messages such as "expected a number but found a string". */
  static String describe(byte[] buf, int p, int end) {
    if (p >= end) {
      return "the end of the input";
    }
    int b = buf[p] & 0xFF;
    switch (b) {
      case '"':
        return "a string";
      case '{':
        return "an object";
      case '[':
        return "an array";
      case '\'':
        return "a single quote (JSON strings use double quotes)";
      case '/':
        return "'/' (JSON has no comments)";
      case 'N', 'I':
        return "'" + (char) b + "' (NaN and Infinity are not JSON numbers)";
      case 't':
        return startsWith(buf, p, end, "true") ? "true" : "'t'";
      case 'f':
        return startsWith(buf, p, end, "false") ? "false" : "'f'";
      case 'n':
        return startsWith(buf, p, end, "null") ? "null" : "'n'";
      default:
        break;
    }
    if (b == '-' || (b >= '0' && b <= '9')) {
      return "a number";
    }
    return printable(b);
  }

  private static boolean startsWith(byte[] buf, int p, int end, String word) {
    if (p + word.length() > end) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) {
      if (buf[p + i] != word.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** What is wrong with the UTF-8 sequence at p, which the parser found ill-formed. */
  static String utf8(byte[] buf, int p, int end) {
    int b = buf[p] & 0xFF;
    if (b < 0xC0) {
      return "invalid UTF-8: 0x" + hex2(b) + " is a continuation byte without a lead byte";
    }
    if (b < 0xC2) {
      return "invalid UTF-8: overlong encoding starting with 0x" + hex2(b);
    }
    if (b >= 0xF8) {
      return "invalid UTF-8: 0x" + hex2(b) + " never appears in UTF-8";
    }
    if (b >= 0xF5) {
      return "invalid UTF-8: a code point above U+10FFFF";
    }
    int length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    for (int i = 1; i < length; i++) {
      if (p + i >= end) {
        return "invalid UTF-8: the input ends inside a multi-byte character";
      }
      if ((buf[p + i] & 0xC0) != 0x80) {
        return "invalid UTF-8: truncated multi-byte character";
      }
    }
    int second = buf[p + 1] & 0xFF;
    if ((b == 0xE0 && second < 0xA0) || (b == 0xF0 && second < 0x90)) {
      return "invalid UTF-8: overlong encoding starting with 0x" + hex2(b) + " 0x" + hex2(second);
    }
    if (b == 0xED && second >= 0xA0) {
      return "invalid UTF-8: an encoded UTF-16 surrogate (0xED 0x" + hex2(second) + ")";
    }
    if (b == 0xF4 && second >= 0x90) {
      return "invalid UTF-8: a code point above U+10FFFF";
    }
    return "invalid UTF-8";
  }

  /** An escape as written, for "invalid escape \x". */
  static String escapeText(int b) {
    b &= 0xFF;
    return b > 0x20 && b < 0x7F ? "\\" + (char) b : "'\\' followed by " + printable(b);
  }

  /** A byte as a person reads it: 'x', a control character, or a non-ASCII byte in hex. */
  static String printable(int b) {
    b &= 0xFF;
    if (b < 0x20 || b == 0x7F) {
      return "the control character U+" + hex(b);
    }
    if (b >= 0x80) {
      return "the byte 0x" + hex2(b);
    }
    return "'" + (char) b + "'";
  }

  /** Four upper-case hex digits. */
  static String hex(int c) {
    String h = Integer.toHexString(c).toUpperCase(Locale.ROOT);
    return "0000".substring(Math.min(4, h.length())) + h;
  }

  /** Two upper-case hex digits. */
  static String hex2(int b) {
    String h = Integer.toHexString(b).toUpperCase(Locale.ROOT);
    return h.length() < 2 ? "0" + h : h;
  }
}
