package dev.silk.web;

import gg.jte.TemplateException;

/**
 * A template failed to compile or to render: names the template, the line in the {@code .jte} file
 * (when jte reports one) and the cause.
 *
 * <p>jte's own {@link TemplateException} stays the cause, so tools that look for it (the {@code
 * silk dev} error page) still find the file and line.
 */
public final class TemplateRenderException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String template;
  private final int line;

  private TemplateRenderException(String message, String template, int line, Throwable cause) {
    super(message, cause);
    this.template = template;
    this.line = line;
  }

  static TemplateRenderException of(String name, TemplateException e) {
    String message = String.valueOf(e.getMessage());
    String where = name;
    int line = -1;
    // jte writes the location as "name.jte:12" in both compile and render failures.
    int colon = locate(message);
    if (colon > 0) {
      int start = colon;
      while (start > 0 && !Character.isWhitespace(message.charAt(start - 1))) {
        start--;
      }
      int end = colon + 1;
      while (end < message.length() && Character.isDigit(message.charAt(end))) {
        end++;
      }
      where = message.substring(start, colon);
      line = Integer.parseInt(message.substring(colon + 1, end));
    }
    Throwable cause = e.getCause();
    String reason = cause != null ? cause.toString() : firstLines(message);
    String text =
        "template "
            + where
            + (line > 0 ? " failed at line " + line : " failed")
            + (where.equals(name) ? "" : " (rendering " + name + ")")
            + ": "
            + reason;
    return new TemplateRenderException(text, where, line, e);
  }

  /** The index of the ':' in the first "x.jte:123" of the message, or -1. */
  private static int locate(String message) {
    int from = 0;
    while (true) {
      int at = message.indexOf(".jte:", from);
      if (at < 0) {
        return -1;
      }
      int colon = at + 4;
      if (colon + 1 < message.length() && Character.isDigit(message.charAt(colon + 1))) {
        return colon;
      }
      from = colon;
    }
  }

  private static String firstLines(String message) {
    // A compile failure lists javac's report after the location; its first error line says why.
    String[] lines = message.split("\n");
    for (String l : lines) {
      if (l.contains("error:")) {
        return l.substring(l.indexOf("error:") + 6).trim();
      }
    }
    return lines[0];
  }

  /** The template that failed (an included template when the failure was inside one). */
  public String template() {
    return template;
  }

  /** The line in the {@code .jte} file, or -1 when jte did not report one. */
  public int line() {
    return line;
  }
}
