package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;

/**
 * What the dev session tells its front end (the terminal console, or a test).
 *
 * <p>The engine never prints; the console decides colour, status line and verbosity.
 */
public interface DevListener {
  /** The server listens at {@code url}; {@code millis} since {@code silk dev} began. */
  default void ready(String url, long millis) {}

  /** A reload (or the first start) succeeded. */
  default void reloaded(Reload reload) {}

  /** Something must be fixed; the browser shows the same problem. */
  default void problem(Problem problem) {}

  /** A resource or template changed; browsers were told, nothing restarted. */
  default void resourceChanged(int files, String kind) {}

  /** Something worth a line that did not stop the session (a version mismatch, Maven running). */
  default void warning(String message) {}

  /** Progress worth a line. */
  default void info(String message) {}

  /** Detail for whoever tunes silk dev (where a reload's time went); shown with --verbose. */
  default void debug(String message) {}
}
