package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.tests.TestsRan;

/**
 * What the dev session tells its front end (the terminal console, or a test).
 *
 * <p>The engine never prints; the console decides colour, status line and verbosity.
 */
public interface DevListener {
  /** The server listens at {@code url}; {@code millis} since the {@code silk dev} process began. */
  default void ready(String url, long millis) {}

  /** A reload (or the first start) succeeded. */
  default void reloaded(Reload reload) {}

  /** Something must be fixed; the browser shows the same problem. */
  default void problem(Problem problem) {}

  /** A test run ended (continuous testing, or the {@code a} key). */
  default void testsRan(TestsRan run) {}

  /**
   * A template, stylesheet or other resource changed; browsers were told, nothing restarted.
   *
   * @param trigger {@code template}, {@code css} or {@code resource}
   * @param what the file's name, or "N files"
   * @param millis from the change being noticed to the browsers being told
   */
  default void resourceChanged(String trigger, String what, long millis) {}

  /** Something worth a line that did not stop the session (a version mismatch, Maven running). */
  default void warning(String message) {}

  /** Progress worth a line. */
  default void info(String message) {}

  /** Detail for whoever tunes silk dev (where a reload's time went); shown with --verbose. */
  default void debug(String message) {}
}
