package dev.silk.bench.json;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Renders the documents the read cases parse, independently of every library under test: compact,
 * spaced as Python's {@code json.dumps} writes it, or indented as a pretty printer writes it, with
 * the members in declared or in reverse order.
 *
 * <p>A row is the values of one object in declared order: {@link Long}, {@link Integer}, {@link
 * Double}, {@link Boolean}, {@link String} or an enum constant (written as its name).
 */
final class Documents {
  /** How the document is laid out. */
  enum Style {
    COMPACT,
    /** {@code json.dumps} defaults: {@code ", "} between members, {@code ": "} after keys. */
    SPACED,
    /** {@code json.dumps(indent=2)}: one member per line, two spaces per level. */
    INDENTED
  }

  private Documents() {}

  /** An array of objects, one per row. */
  static byte[] array(String[] keys, List<Object[]> rows, Style style, boolean reversed) {
    StringBuilder s = new StringBuilder(rows.size() * 128);
    s.append('[');
    for (int r = 0; r < rows.size(); r++) {
      if (r > 0) {
        s.append(style == Style.COMPACT ? "," : ", ");
      }
      newline(s, style, 1);
      object(s, keys, rows.get(r), style, reversed, 1);
    }
    newline(s, style, 0);
    s.append(']');
    return s.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** A single object. */
  static byte[] object(String[] keys, Object[] row) {
    StringBuilder s = new StringBuilder(64);
    object(s, keys, row, Style.COMPACT, false, 0);
    return s.toString().getBytes(StandardCharsets.UTF_8);
  }

  private static void object(
      StringBuilder s, String[] keys, Object[] row, Style style, boolean reversed, int depth) {
    s.append('{');
    for (int k = 0; k < keys.length; k++) {
      int m = reversed ? keys.length - 1 - k : k;
      if (k > 0) {
        s.append(style == Style.COMPACT ? "," : ", ");
      }
      newline(s, style, depth + 1);
      string(s, keys[m]);
      s.append(style == Style.COMPACT ? ":" : ": ");
      value(s, row[m]);
    }
    newline(s, style, depth);
    s.append('}');
  }

  private static void newline(StringBuilder s, Style style, int depth) {
    if (style == Style.INDENTED) {
      // json.dumps(indent=2) writes "," then a newline: drop the space SPACED put after the comma.
      if (s.length() > 0 && s.charAt(s.length() - 1) == ' ') {
        s.setLength(s.length() - 1);
      }
      s.append('\n');
      s.append("  ".repeat(depth));
    }
  }

  private static void value(StringBuilder s, Object v) {
    if (v instanceof String text) {
      string(s, text);
    } else if (v instanceof Enum<?> constant) {
      string(s, constant.name());
    } else if (v instanceof Double d) {
      // Double.toString gives the shortest form on JDK 19 and later; every case keeps plain
      // notation.
      s.append(d.doubleValue());
    } else {
      s.append(v);
    }
  }

  private static void string(StringBuilder s, String text) {
    s.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> s.append("\\\"");
        case '\\' -> s.append("\\\\");
        case '\n' -> s.append("\\n");
        case '\r' -> s.append("\\r");
        case '\t' -> s.append("\\t");
        case '\b' -> s.append("\\b");
        case '\f' -> s.append("\\f");
        default -> {
          if (c < 0x20) {
            s.append(String.format("\\u%04x", (int) c));
          } else {
            s.append(c);
          }
        }
      }
    }
    s.append('"');
  }
}
