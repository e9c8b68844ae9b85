package dev.silk.cli.codec;

import java.util.ArrayList;
import java.util.List;

/**
 * The JSON path of the value at a byte offset of a document ({@code $.items[2].price}), so that an
 * error of a codec names the member it was reading, not only its line and column.
 *
 * <p>A scan of the bytes up to the offset: brackets, quotes, colons and commas, no parse; a
 * malformed document gives the path as far as it makes sense.
 *
 * <pre>{@code
 * JsonPathAt.of("{\"items\":[1,\"x\"]}".getBytes(UTF_8), 13);   // $.items[1]
 * }</pre>
 */
final class JsonPathAt {
  private JsonPathAt() {}

  /** One open object or array, and where in it the scan is. */
  private static final class Frame {
    final boolean array;
    int index;
    String key;
    boolean expectingKey = true;

    Frame(boolean array) {
      this.array = array;
    }
  }

  static String of(byte[] document, long offset) {
    List<Frame> frames = new ArrayList<>();
    StringBuilder string = null;
    boolean escaped = false;
    long end = Math.min(offset, document.length);
    for (int i = 0; i < end; i++) {
      char c = (char) (document[i] & 0xFF);
      if (string != null) {
        if (escaped) {
          escaped = false;
          string.append(c);
        } else if (c == '\\') {
          escaped = true;
        } else if (c == '"') {
          Frame top = frames.isEmpty() ? null : frames.get(frames.size() - 1);
          if (top != null && !top.array && top.expectingKey) {
            top.key = decode(string);
          }
          string = null;
        } else {
          string.append(c);
        }
        continue;
      }
      Frame top = frames.isEmpty() ? null : frames.get(frames.size() - 1);
      switch (c) {
        case '"' -> string = new StringBuilder();
        case '{' -> frames.add(new Frame(false));
        case '[' -> frames.add(new Frame(true));
        case '}', ']' -> {
          if (top != null) {
            frames.remove(frames.size() - 1);
          }
        }
        case ':' -> {
          if (top != null && !top.array) {
            top.expectingKey = false;
          }
        }
        case ',' -> {
          if (top != null && top.array) {
            top.index++;
          } else if (top != null) {
            top.expectingKey = true;
            top.key = null;
          }
        }
        default -> {
          // a scalar's characters or blanks
        }
      }
    }
    StringBuilder path = new StringBuilder("$");
    for (Frame frame : frames) {
      if (frame.array) {
        path.append('[').append(frame.index).append(']');
      } else if (frame.key != null) {
        path.append(
            isPlain(frame.key)
                ? "." + frame.key
                : "[\"" + frame.key.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]");
      }
    }
    return path.toString();
  }

  /** The key's text: bytes back to UTF-8, for keys beyond ASCII. */
  private static String decode(StringBuilder latin1) {
    byte[] bytes = new byte[latin1.length()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) latin1.charAt(i);
    }
    return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
  }

  private static boolean isPlain(String key) {
    if (key.isEmpty() || !Character.isJavaIdentifierStart(key.charAt(0))) {
      return false;
    }
    return key.chars().allMatch(Character::isJavaIdentifierPart);
  }
}
