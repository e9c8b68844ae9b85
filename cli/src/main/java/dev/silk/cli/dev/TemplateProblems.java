package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises jte's template errors among a handler's exceptions and points at the {@code .jte}
 * line, so a broken template reads like a compile error, not like a stack trace.
 *
 * <p>jte says "Failed to compile template:", the template's line and then javac's report on the
 * Java it generated (its path under {@code target/}, the generated line and a caret under it); or,
 * for a syntax error, "Failed to compile index.jte, error at line 16: Missing @endfor". What the
 * user reads is the {@code .jte} file and line, its excerpt, and javac's own words ("cannot find
 * symbol", "symbol: method titel()", "location: variable todo of type Todo"): the generated code
 * and its caret point at a file the user never wrote.
 *
 * <p>Matched by class name: the CLI does not link against jte, which lives in the runtime loader.
 */
final class TemplateProblems {
  private static final String TEMPLATE_EXCEPTION = "gg.jte.TemplateException";
  private static final Pattern LOCATION = Pattern.compile("([\\w./-]+\\.(?:jte|kte)):(\\d+)");
  private static final Pattern SYNTAX =
      Pattern.compile("Failed to compile ([\\w./-]+\\.(?:jte|kte)), error at line (\\d+): (.*)");
  private static final Pattern JAVAC =
      Pattern.compile("^\\S+\\.java:\\d+: (?:error|warning): (.*)$");
  private static final Pattern DETAIL =
      Pattern.compile("^\\s*(symbol|location|required|found|reason|where)\\b.*");

  private TemplateProblems() {}

  static Problem of(Throwable error, Path root) {
    for (Throwable t = error; t != null; t = t.getCause()) {
      if (!t.getClass().getName().equals(TEMPLATE_EXCEPTION)) {
        continue;
      }
      String message = String.valueOf(t.getMessage());
      String file = null;
      int line = 0;
      String detail;
      Matcher syntax = SYNTAX.matcher(message);
      if (syntax.find()) {
        file = syntax.group(1);
        line = Integer.parseInt(syntax.group(2));
        detail = syntax.group(3).strip();
      } else {
        Matcher m = LOCATION.matcher(message);
        if (m.find()) {
          file = m.group(1);
          line = Integer.parseInt(m.group(2));
        }
        detail = javacWords(message);
      }
      List<Problem.Site> sites = List.of();
      if (file != null) {
        Path path = root.resolve("src/main/jte").resolve(file);
        sites = List.of(new SourceSites(root).at(path, line, 0, detail));
      }
      // A template that compiled but threw while rendering: what it threw is the news, and its
      // trace (through the generated classes) the way to the line.
      Throwable cause = t.getCause();
      String trace = "";
      if (cause != null && message.startsWith("Failed to render")) {
        while (cause.getCause() != null && cause.getCause() != cause) {
          cause = cause.getCause();
        }
        detail = cause + "\n" + detail;
        trace = SourceSites.trace(cause);
      }
      String title = detail.lines().findFirst().orElse("");
      return new Problem(Problem.Kind.TEMPLATE, title, sites, trace);
    }
    return null;
  }

  /**
   * javac's words in jte's message: the error after the generated file's path, and the lines that
   * explain it; without the generated code, its caret and the error count. The message as it is
   * when it holds no javac report.
   */
  static String javacWords(String message) {
    List<String> words = new ArrayList<>();
    for (String line : message.lines().toList()) {
      Matcher error = JAVAC.matcher(line);
      if (error.matches()) {
        words.add(error.group(1).strip());
      } else if (!words.isEmpty() && DETAIL.matcher(line).matches()) {
        words.add(line.strip());
      }
    }
    if (words.isEmpty()) {
      String first = message.lines().filter(l -> !l.isBlank()).findFirst().orElse(message);
      return first.strip();
    }
    return String.join("\n", words);
  }
}
