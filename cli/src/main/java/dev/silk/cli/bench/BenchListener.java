package dev.silk.cli.bench;

/**
 * What a {@link Bench} run reports while it works, so the command can draw a progress bar and a
 * test can stay silent. Every method has an empty default.
 */
interface BenchListener {
  /** A phase begins: building, starting, verifying, warming up. */
  default void phase(String text) {}

  /** A remark worth showing (the fallback route, a missing jcmd). */
  default void note(String text) {}

  /**
   * Measured load starts: {@code step} of {@code steps} (routes × rounds), lasting {@code seconds}.
   */
  default void loadStarted(String label, int step, int steps, double seconds) {}

  /** A round is done. */
  default void roundDone(String label, int round, RoundResult result) {}
}
