package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Turns file positions and stack traces into {@link Problem.Site}s with source excerpts.
 *
 * <p>Stack frames are mapped back to {@code src/main/java} by package and the frame's file name,
 * keeping only classes the project itself compiled (a frame in Jetty has no source to show).
 */
final class SourceSites {
  private static final int CONTEXT = 3;

  private final Path root;
  private final Path sources;

  SourceSites(Path root) {
    this.root = root;
    this.sources = root.resolve("src/main/java");
  }

  /** A site at {@code file:line:column} with the lines around it. */
  Problem.Site at(Path file, int line, int column, String message) {
    Path relative = file.isAbsolute() && file.startsWith(root) ? root.relativize(file) : file;
    return new Problem.Site(
        relative.toString().replace('\\', '/'), line, column, message, excerpt(file, line));
  }

  /** The sites of the project's own frames in {@code error} and its causes, most relevant first. */
  List<Problem.Site> fromThrowable(Throwable error, Set<String> projectClasses) {
    List<Problem.Site> sites = new ArrayList<>();
    for (Throwable t = error; t != null && sites.size() < 4; t = t.getCause()) {
      for (StackTraceElement frame : t.getStackTrace()) {
        String className = frame.getClassName();
        int nested = className.indexOf('$');
        String outer = nested < 0 ? className : className.substring(0, nested);
        if (!projectClasses.contains(outer) || frame.getFileName() == null) {
          continue;
        }
        int dot = outer.lastIndexOf('.');
        String packagePath = dot < 0 ? "" : outer.substring(0, dot).replace('.', '/');
        Path file = sources.resolve(packagePath).resolve(frame.getFileName());
        if (Files.isRegularFile(file)) {
          sites.add(
              at(file, frame.getLineNumber(), 0, t.getClass().getName() + ": " + t.getMessage()));
          break;
        }
      }
    }
    return sites;
  }

  static List<Problem.Excerpt> excerpt(Path file, int line) {
    if (line <= 0 || !Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      List<String> lines = Files.readAllLines(file);
      List<Problem.Excerpt> out = new ArrayList<>();
      for (int n = Math.max(1, line - CONTEXT); n <= Math.min(lines.size(), line + CONTEXT); n++) {
        out.add(new Problem.Excerpt(n, lines.get(n - 1), n == line));
      }
      return out;
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  /** The stack trace as text, cut at the dev server's own frames (they are noise to the user). */
  static String trace(Throwable error) {
    var out = new java.io.StringWriter();
    error.printStackTrace(new java.io.PrintWriter(out));
    StringBuilder kept = new StringBuilder();
    for (String line : out.toString().split("\n")) {
      if (line.contains("dev.silk.cli.dev.") || line.contains("java.lang.invoke.")) {
        continue;
      }
      kept.append(line).append('\n');
    }
    return kept.toString();
  }
}
