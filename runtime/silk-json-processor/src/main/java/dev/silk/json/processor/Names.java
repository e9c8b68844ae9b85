package dev.silk.json.processor;

import dev.silk.json.JsonNaming;
import java.nio.charset.StandardCharsets;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Names: JSON member names from component names, the key heads that generated switches use, Java
 * string literals, and the names of generated codec classes.
 */
final class Names {
  private Names() {}

  /** Applies a {@code JsonNaming} constant (by name) to a record component name. */
  static String applyNaming(String rule, String name) {
    return JsonNaming.valueOf(rule).apply(name);
  }

  /**
   * The same value as {@code JsonKey.of(name).head()}: the first four bytes of the escaped UTF-8
   * name followed by its closing quote, zero-padded, little-endian. Computed here so that the
   * generated {@code switch} has compile-time constants.
   */
  static int head(String name) {
    byte[] bytes = escape(name).getBytes(StandardCharsets.UTF_8);
    int h = 0;
    for (int i = 0; i < 4; i++) {
      int b;
      if (i < bytes.length) {
        b = bytes[i] & 0xFF;
      } else if (i == bytes.length) {
        b = '"';
      } else {
        b = 0;
      }
      h |= b << (8 * i);
    }
    return h;
  }

  /** The number of bytes of the escaped UTF-8 name, what stands between its quotes. */
  static int escapedLength(String name) {
    return escape(name).getBytes(StandardCharsets.UTF_8).length;
  }

  /**
   * What {@code JsonInput.keyWord()} answers after a compact comma for a name of exactly two
   * escaped bytes: the two bytes, the closing quote and the colon, little-endian. (For longer names
   * it is {@link #head}; for shorter ones it holds part of the value and is not a constant.)
   */
  static int compactWord(String name) {
    if (escapedLength(name) != 2) {
      throw new IllegalArgumentException("not a name of two escaped bytes: '" + name + "'");
    }
    return head(name) | ':' << 24;
  }

  /** JSON escaping exactly as {@code JsonKey} does it (short escapes, lower-case hex). */
  private static String escape(String name) {
    StringBuilder sb = new StringBuilder(name.length() + 8);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }

  /** Whether {@code JsonKey.of(name)} accepts the name (no unpaired surrogate). */
  static boolean isEncodable(String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < name.length()
          && Character.isLowSurrogate(name.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return false;
      }
    }
    return true;
  }

  /** A Java string literal, quotes included. */
  static String literal(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7E) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /** A Java int literal in hex, readable as four bytes. */
  static String hex(int value) {
    return String.format("0x%08x", value);
  }

  /** The package of a type. */
  static String packageOf(Element type) {
    Element e = type;
    while (e.getKind() != ElementKind.PACKAGE) {
      e = e.getEnclosingElement();
    }
    return ((PackageElement) e).getQualifiedName().toString();
  }

  /** {@code p.Item -> ItemCodec}, {@code p.Outer.Item -> Outer_ItemCodec}. */
  static String codecSimpleName(TypeElement type) {
    StringBuilder sb = new StringBuilder(type.getSimpleName());
    Element e = type.getEnclosingElement();
    while (e.getKind() != ElementKind.PACKAGE) {
      sb.insert(0, e.getSimpleName() + "_");
      e = e.getEnclosingElement();
    }
    return sb.append("Codec").toString();
  }

  /** The fully qualified name of the codec generated for a type. */
  static String codecQualifiedName(TypeElement type) {
    String pkg = packageOf(type);
    return pkg.isEmpty() ? codecSimpleName(type) : pkg + "." + codecSimpleName(type);
  }

  /** Whether {@code s} is one Java identifier (a field or parameter name), not an expression. */
  static boolean isIdentifier(String s) {
    return javax.lang.model.SourceVersion.isIdentifier(s)
        && !javax.lang.model.SourceVersion.isKeyword(s);
  }

  /**
   * The name of the parameter and field of a generic record's codec holding the codec of type
   * variable {@code variable}: {@code T -> codecT}.
   */
  static String variableCodec(String variable) {
    return "codec" + variable;
  }

  /** A Java identifier made from a JSON or component name, for constant names. */
  static String constantName(String name) {
    StringBuilder sb = new StringBuilder();
    String words = JsonNaming.SNAKE_CASE.apply(name);
    for (int i = 0; i < words.length(); i++) {
      char c = words.charAt(i);
      sb.append(Character.isLetterOrDigit(c) && c < 0x80 ? Character.toUpperCase(c) : '_');
    }
    return sb.toString();
  }
}
