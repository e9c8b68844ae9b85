package dev.silk.cli.codec;

import dev.silk.cli.Console;
import java.util.function.UnaryOperator;
import javax.lang.model.SourceVersion;

/**
 * Colours Java source for the terminal: keywords, types, annotations, strings, numbers and
 * comments. Each token is styled through the {@link Console} (picocli markup), and plain text is
 * never passed through the markup renderer, so source that happens to contain {@code @|} prints as
 * it is. Without colour the source comes back unchanged.
 *
 * <pre>{@code
 * console.print(JavaHighlighter.highlight(source, console));
 * }</pre>
 */
final class JavaHighlighter {
  private JavaHighlighter() {}

  static String highlight(String source, Console console) {
    if (!console.colour()) {
      return source;
    }
    return highlight(source, console::render);
  }

  /** Highlights with {@code render} applied to markup such as {@code @|bold x|@}. */
  static String highlight(String s, UnaryOperator<String> render) {
    StringBuilder out = new StringBuilder(s.length() * 2);
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      int end;
      String style;
      if (s.startsWith("//", i)) {
        end = indexOrEnd(s, "\n", i);
        style = "faint";
      } else if (s.startsWith("/*", i)) {
        end = Math.min(s.length(), indexOrEnd(s, "*/", i + 2) + 2);
        style = "faint";
      } else if (c == '"' || c == '\'') {
        end = quoted(s, i, c);
        style = "green";
      } else if (c == '@'
          && i + 1 < s.length()
          && Character.isJavaIdentifierStart(s.charAt(i + 1))) {
        end = word(s, i + 1);
        style = "yellow";
      } else if (Character.isDigit(c)) {
        end = word(s, i);
        style = "blue";
      } else if (Character.isJavaIdentifierStart(c)) {
        end = word(s, i);
        String w = s.substring(i, end);
        style =
            SourceVersion.isKeyword(w) || w.equals("record") || w.equals("var")
                ? "bold,magenta"
                : Character.isUpperCase(c) ? "cyan" : null;
      } else {
        end = i + 1;
        style = null;
      }
      String token = s.substring(i, end);
      out.append(styled(token, style, render));
      i = end;
    }
    return out.toString();
  }

  /** A styled token, line by line (a style must not span a line break); plain when unsafe. */
  private static String styled(String token, String style, UnaryOperator<String> render) {
    if (style == null || token.contains("@|") || token.contains("|@")) {
      return token;
    }
    StringBuilder sb = new StringBuilder();
    String[] lines = token.split("\n", -1);
    for (int j = 0; j < lines.length; j++) {
      if (j > 0) {
        sb.append('\n');
      }
      if (!lines[j].isEmpty()) {
        sb.append(render.apply("@|" + style + " " + lines[j] + "|@"));
      }
    }
    return sb.toString();
  }

  private static int indexOrEnd(String s, String what, int from) {
    int at = s.indexOf(what, from);
    return at < 0 ? s.length() : at;
  }

  private static int quoted(String s, int start, char quote) {
    int i = start + 1;
    while (i < s.length() && s.charAt(i) != quote && s.charAt(i) != '\n') {
      i += s.charAt(i) == '\\' ? 2 : 1;
    }
    return Math.min(s.length(), i + 1);
  }

  private static int word(String s, int start) {
    int i = start;
    while (i < s.length()
        && (Character.isJavaIdentifierPart(s.charAt(i))
            || s.charAt(i) == '.' && i > start && Character.isDigit(s.charAt(start)))) {
      i++;
    }
    return Math.max(i, start + 1);
  }
}
