package dev.silk.bench.floor;

import dev.silk.bench.data.Fortune;
import java.util.List;

/**
 * The fortunes page written by hand, with the markup of the jte template and jte's escaping of text
 * ({@code & < >}; quotes may stay as they are in text).
 */
final class FortunesPage {
  private FortunesPage() {}

  static String render(List<Fortune> fortunes) {
    StringBuilder s = new StringBuilder(1536);
    s.append("<!DOCTYPE html>\n<html>\n<head><title>Fortunes</title></head>\n<body>\n<table>\n")
        .append("<tr><th>id</th><th>message</th></tr>\n");
    for (Fortune f : fortunes) {
      s.append("<tr><td>").append(f.id()).append("</td><td>");
      escape(s, f.message());
      s.append("</td></tr>\n");
    }
    return s.append("</table>\n</body>\n</html>\n").toString();
  }

  private static void escape(StringBuilder s, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> s.append("&amp;");
        case '<' -> s.append("&lt;");
        case '>' -> s.append("&gt;");
        default -> s.append(c);
      }
    }
  }
}
