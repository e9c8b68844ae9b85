package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Rewrites a JSON document the way other writers would: members reversed or shuffled, unknown
 * members added, spaced as Python's {@code json.dumps}, indented. Numbers and strings keep their
 * exact text, so the values read back must not change. Test code only: a tiny parser of its own, so
 * that it does not share a bug with the reader under test.
 */
final class Reshape {
  /** How members are ordered. */
  enum Order {
    KEEP,
    REVERSE,
    SHUFFLE
  }

  /** How whitespace is laid out. */
  enum Style {
    COMPACT,
    DUMPS,
    INDENT,
    TABS_AND_CRLF
  }

  private final Order order;
  private final Style style;
  private final boolean addUnknown;
  private final java.util.Set<String> recordStarts;
  private final SplittableRandom random;
  private String text;
  private int pos;

  /**
   * @param recordStarts the first member names (quoted) of the records in the document: unknown
   *     members go only into objects starting with one of them, never into maps, whose every member
   *     is a value
   */
  Reshape(
      Order order,
      Style style,
      boolean addUnknown,
      java.util.Set<String> recordStarts,
      SplittableRandom random) {
    this.order = order;
    this.style = style;
    this.addUnknown = addUnknown;
    this.recordStarts = recordStarts;
    this.random = random;
  }

  String apply(String json) {
    text = json;
    pos = 0;
    Object tree = parse();
    StringBuilder out = new StringBuilder();
    print(tree, out, 0);
    return out.toString();
  }

  /** A member: its name exactly as written (quotes and escapes included) and its value. */
  private record Member(String rawName, Object value) {}

  /** An object or array; scalars are their raw text. */
  private record Container(boolean object, List<Object> items) {}

  private Object parse() {
    skipSpace();
    char c = text.charAt(pos);
    if (c == '{' || c == '[') {
      boolean object = c == '{';
      pos++;
      List<Object> items = new ArrayList<>();
      skipSpace();
      if (text.charAt(pos) == (object ? '}' : ']')) {
        pos++;
        return new Container(object, items);
      }
      while (true) {
        skipSpace();
        if (object) {
          String name = rawString();
          skipSpace();
          pos++; // ':'
          items.add(new Member(name, parse()));
        } else {
          items.add(parse());
        }
        skipSpace();
        char next = text.charAt(pos++);
        if (next == (object ? '}' : ']')) {
          return new Container(object, items);
        }
      }
    }
    if (c == '"') {
      return rawString();
    }
    int start = pos;
    while (pos < text.length() && ",]} \n\r\t".indexOf(text.charAt(pos)) < 0) {
      pos++;
    }
    return text.substring(start, pos);
  }

  private String rawString() {
    int start = pos++;
    while (text.charAt(pos) != '"') {
      pos += text.charAt(pos) == '\\' ? 2 : 1;
    }
    pos++;
    return text.substring(start, pos);
  }

  private void skipSpace() {
    while (pos < text.length() && " \n\r\t".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private void print(Object node, StringBuilder out, int depth) {
    if (!(node instanceof Container c)) {
      out.append((String) node);
      return;
    }
    List<Object> items = new ArrayList<>(c.items());
    if (c.object()) {
      if (items.isEmpty()) {
        out.append("{}");
        return;
      }
      if (order == Order.REVERSE) {
        Collections.reverse(items);
      } else if (order == Order.SHUFFLE) {
        for (int i = items.size() - 1; i > 0; i--) {
          Collections.swap(items, i, random.nextInt(i + 1));
        }
      }
      boolean record =
          !items.isEmpty() && recordStarts.contains(((Member) c.items().get(0)).rawName());
      if (addUnknown && record) {
        // Distinct names: the tree that a misplaced discriminator is buffered in refuses repeats.
        List<String> names = new ArrayList<>(List.of(UNKNOWN_NAMES));
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
          String name = names.remove(random.nextInt(names.size()));
          items.add(random.nextInt(items.size() + 1), new Member(name, unknownValue(0)));
        }
      }
    }
    out.append(c.object() ? '{' : '[');
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(style == Style.DUMPS ? ", " : ",");
      }
      newline(out, depth + 1);
      Object item = items.get(i);
      if (item instanceof Member m) {
        out.append(m.rawName()).append(style == Style.COMPACT ? ":" : ": ");
        print(m.value(), out, depth + 1);
      } else {
        print(item, out, depth + 1);
      }
    }
    if (!items.isEmpty()) {
      newline(out, depth);
    }
    out.append(c.object() ? '}' : ']');
  }

  private void newline(StringBuilder out, int depth) {
    switch (style) {
      case INDENT -> out.append('\n').append("  ".repeat(depth));
      case TABS_AND_CRLF -> out.append("\r\n").append("\t".repeat(depth));
      default -> {}
    }
  }

  /** Names that share heads with real members now and then, to exercise head collisions. */
  private static final String[] UNKNOWN_NAMES = {
    "\"zz\"",
    "\"id_\"",
    "\"boxedX\"",
    "\"colorful\"",
    "\"partsX\"",
    "\"\"",
    "\"n\\u00e9\"",
    "\"kind2\""
  };

  private Object unknownValue(int depth) {
    int kind = random.nextInt(depth > 2 ? 5 : 7);
    return switch (kind) {
      case 0 -> "null";
      case 1 -> "true";
      case 2 -> "-12.5e3";
      case 3 -> "\"x\\\"}]\"";
      case 4 -> "\"\"";
      case 5 ->
          new Container(
              true, new ArrayList<>(List.of(new Member("\"a\"", unknownValue(depth + 1)))));
      default -> new Container(false, new ArrayList<>(List.of(unknownValue(depth + 1), "1")));
    };
  }
}
