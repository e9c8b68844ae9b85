package dev.silk.cli.dev.tests;

import dev.silk.cli.dev.bridge.TestReport;
import java.util.Set;

/**
 * Turns a failed test's exception into what a developer reads first: the assertion's message and
 * the line of the project's own source where it failed.
 */
final class FailureSites {
  private static final int MAX_TRACE_LINES = 25;

  private FailureSites() {}

  /**
   * The failure of {@code test}, placed at the first frame of the project's test classes, else of
   * its app classes ({@code testClasses} and {@code appClasses} are top-level binary names).
   */
  static TestReport.Failure of(
      String test,
      String className,
      Throwable error,
      Set<String> testClasses,
      Set<String> appClasses) {
    if (error == null) {
      return new TestReport.Failure(
          test, "failed", source(className, "src/test/java", null), 0, "");
    }
    String message = error.getMessage();
    if (message == null || message.isBlank()) {
      message = error.getClass().getName();
    } else if (!(error instanceof AssertionError)) {
      message = error.getClass().getSimpleName() + ": " + message;
    }
    StackTraceElement site = firstFrame(error, testClasses);
    String folder = "src/test/java";
    if (site == null) {
      site = firstFrame(error, appClasses);
      folder = "src/main/java";
    }
    String file =
        site == null
            ? source(className, "src/test/java", null)
            : source(site.getClassName(), folder, site.getFileName());
    return new TestReport.Failure(
        test, message.strip(), file, site == null ? 0 : site.getLineNumber(), trace(error));
  }

  /** A failure of the run itself, not of one test (a test that never ended). */
  static TestReport.Failure of(String test, String className, String message) {
    return new TestReport.Failure(test, message, source(className, "src/test/java", null), 0, "");
  }

  private static StackTraceElement firstFrame(Throwable error, Set<String> classes) {
    for (StackTraceElement frame : error.getStackTrace()) {
      if (classes.contains(topLevel(frame.getClassName())) && frame.getLineNumber() > 0) {
        return frame;
      }
    }
    return null;
  }

  private static String topLevel(String className) {
    int dollar = className.indexOf('$');
    return dollar < 0 ? className : className.substring(0, dollar);
  }

  private static String source(String className, String folder, String fileName) {
    String top = topLevel(className);
    int dot = top.lastIndexOf('.');
    String pkg = dot < 0 ? "" : top.substring(0, dot).replace('.', '/') + "/";
    String file = fileName != null ? fileName : top.substring(dot + 1) + ".java";
    return folder + "/" + pkg + file;
  }

  /** The trace down to the test framework's frames, which say nothing about the project. */
  private static String trace(Throwable error) {
    StringBuilder out = new StringBuilder(error.toString());
    int lines = 0;
    boolean top = true;
    for (StackTraceElement frame : error.getStackTrace()) {
      String c = frame.getClassName();
      if (top && (c.startsWith("org.junit.") || c.startsWith("org.opentest4j."))) {
        continue; // the assertion library's own frames, above the test's line
      }
      top = false;
      if (c.startsWith("org.junit.platform.")
          || c.startsWith("jdk.internal.reflect.")
          || c.startsWith("java.lang.reflect.")
          || c.startsWith("org.junit.jupiter.engine.")) {
        break;
      }
      if (++lines > MAX_TRACE_LINES) {
        out.append("\n\t...");
        break;
      }
      out.append("\n\tat ").append(frame);
    }
    Throwable cause = error.getCause();
    if (cause != null && cause != error) {
      out.append("\nCaused by: ").append(cause);
    }
    return out.toString();
  }
}
