package dev.silk.cli.bench;

/**
 * What a benchmark run reports while it works, so the command can draw a progress bar and a test
 * can stay silent. Every method has an empty default.
 */
public interface BenchListener {
  /** A phase begins: building, starting, verifying, warming up. */
  default void phase(String text) {}

  /** A remark worth showing (the fallback route, a missing jcmd). */
  default void note(String text) {}

  /** A detail for {@code -v}: a command line, a file written. */
  default void detail(String text) {}

  /**
   * Measured load starts: {@code step} of {@code steps} (routes × rounds), lasting {@code seconds}.
   */
  default void loadStarted(String label, int step, int steps, double seconds) {}

  /** A measured step is done; {@code summary} is one line saying what it measured. */
  default void stepDone(String summary) {}
}
