package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recognises jte's template errors among a handler's exceptions and points at the {@code .jte}
 * line, so a broken template reads like a compile error, not like a stack trace.
 *
 * <p>Matched by class name: the CLI does not link against jte, which lives in the runtime loader.
 */
final class TemplateProblems {
  private static final String TEMPLATE_EXCEPTION = "gg.jte.TemplateException";
  private static final Pattern LOCATION = Pattern.compile("([\\w./-]+\\.jte):(\\d+)");

  private TemplateProblems() {}

  static Problem of(Throwable error, Path root) {
    for (Throwable t = error; t != null; t = t.getCause()) {
      if (!t.getClass().getName().equals(TEMPLATE_EXCEPTION)) {
        continue;
      }
      String message = String.valueOf(t.getMessage());
      Matcher m = LOCATION.matcher(message);
      List<Problem.Site> sites = List.of();
      if (m.find()) {
        Path file = root.resolve("src/main/jte").resolve(m.group(1));
        sites = List.of(new SourceSites(root).at(file, Integer.parseInt(m.group(2)), 0, message));
      }
      return new Problem(Problem.Kind.TEMPLATE, message.lines().findFirst().orElse(""), sites, "");
    }
    return null;
  }
}
