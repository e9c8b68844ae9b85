package dev.silk.json;

import dev.silk.json.validation.Violation;
import java.util.Arrays;

/**
 * Finds the JSON Pointer (RFC 6901) of the value at a byte of a document, for error reports: which
 * member of which element a reader stopped at. Runs only when a document is refused, in one pass
 * over the bytes before the error, and is lenient: the document may be malformed right after.
 *
 * <p>The answer names the value being read at the position, or the one that ended just before it:
 * after the closing brace of {@code {"items":[{},{"x":1}]}}'s second element it is {@code
 * /items/1}, which is where a record's constructor refusing that element's values stands.
 */
final class PointerScan {
  private PointerScan() {}

  /** The pointer of the value at byte {@code p} of {@code buf[start, end)}. */
  static String at(byte[] buf, int start, int end, int p) {
    int limit = Math.min(p, end);
    // One frame per open container: an object's current name (null before the first) or an array's
    // current index (-1 before the first element).
    boolean[] object = new boolean[8];
    String[] names = new String[8];
    int[] indexes = new int[8];
    int depth = 0;
    boolean expectName = false;
    int i = start;
    while (i < limit) {
      int b = buf[i] & 0xFF;
      switch (b) {
        case '{', '[' -> {
          if (depth > 0 && !object[depth - 1] && indexes[depth - 1] < 0) {
            indexes[depth - 1] = 0;
          }
          if (depth == object.length) {
            object = Arrays.copyOf(object, depth * 2);
            names = Arrays.copyOf(names, depth * 2);
            indexes = Arrays.copyOf(indexes, depth * 2);
          }
          object[depth] = b == '{';
          names[depth] = null;
          indexes[depth] = -1;
          depth++;
          expectName = b == '{';
          i++;
        }
        case '}', ']' -> {
          if (depth > 0) {
            depth--;
          }
          expectName = false;
          i++;
        }
        case ',' -> {
          if (depth > 0) {
            if (object[depth - 1]) {
              names[depth - 1] = null;
              expectName = true;
            } else {
              indexes[depth - 1]++;
            }
          }
          i++;
        }
        case ':' -> {
          expectName = false;
          i++;
        }
        case '"' -> {
          int close = stringEnd(buf, i + 1, limit);
          if (expectName && depth > 0 && object[depth - 1]) {
            if (close < limit) {
              names[depth - 1] = decode(buf, i + 1, close);
            }
          } else {
            firstElement(object, indexes, depth);
          }
          i = close + 1;
        }
        case ' ', '\t', '\n', '\r' -> i++;
        default -> {
          firstElement(object, indexes, depth);
          while (i < limit && !delimiter(buf[i])) {
            i++;
          }
        }
      }
    }
    if (limit < end && !expectName && startsValue(buf[limit])) {
      // The error is at the first byte of a value: an array's first element counts as begun.
      firstElement(object, indexes, depth);
    }
    StringBuilder sb = new StringBuilder();
    for (int d = 0; d < depth; d++) {
      if (object[d]) {
        if (names[d] != null) {
          sb.append('/').append(Violation.escape(names[d]));
        }
      } else if (indexes[d] >= 0) {
        sb.append('/').append(indexes[d]);
      }
    }
    return sb.toString();
  }

  /** A value starts: the first element of an array gets index 0 (later ones come from commas). */
  private static void firstElement(boolean[] object, int[] indexes, int depth) {
    if (depth > 0 && !object[depth - 1] && indexes[depth - 1] < 0) {
      indexes[depth - 1] = 0;
    }
  }

  private static boolean startsValue(byte b) {
    return b != ',' && b != ']' && b != '}' && b != ':' && b != ' ' && b != '\n' && b != '\r'
        && b != '\t';
  }

  private static boolean delimiter(byte b) {
    return b == ',' || b == '}' || b == ']' || b == ':' || b == ' ' || b == '\n' || b == '\r'
        || b == '\t' || b == '"' || b == '{' || b == '[';
  }

  /** The index of the closing quote of a string whose text starts at {@code from}, or the limit. */
  private static int stringEnd(byte[] buf, int from, int limit) {
    int i = from;
    while (i < limit) {
      byte b = buf[i];
      if (b == '"') {
        return i;
      }
      i += b == '\\' ? 2 : 1;
    }
    return limit;
  }

  /** A member name's text, escapes decoded where they are well-formed. */
  private static String decode(byte[] buf, int from, int to) {
    boolean plain = true;
    for (int i = from; i < to; i++) {
      if (buf[i] == '\\') {
        plain = false;
        break;
      }
    }
    String raw = new String(buf, from, to - from, java.nio.charset.StandardCharsets.UTF_8);
    if (plain) {
      return raw;
    }
    StringBuilder sb = new StringBuilder(raw.length());
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c != '\\' || i + 1 >= raw.length()) {
        sb.append(c);
        continue;
      }
      char e = raw.charAt(++i);
      switch (e) {
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        case 'r' -> sb.append('\r');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'u' -> {
          int code = i + 4 < raw.length() ? hex(raw, i + 1) : -1;
          if (code < 0) {
            sb.append("\\u");
          } else {
            sb.append((char) code);
            i += 4;
          }
        }
        default -> sb.append(e);
      }
    }
    return sb.toString();
  }

  private static int hex(String s, int from) {
    int v = 0;
    for (int i = from; i < from + 4; i++) {
      int d = Character.digit(s.charAt(i), 16);
      if (d < 0) {
        return -1;
      }
      v = v << 4 | d;
    }
    return v;
  }
}
