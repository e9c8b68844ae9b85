package dev.silk.cli;

/**
 * One line of progress redrawn in place on a terminal ("read 120,000 documents"), at most five
 * times a second, and erased when the work ends; nothing at all on a pipe, in CI or with {@code
 * --quiet}, where such lines would only fill a log.
 *
 * <pre>{@code
 * try (ProgressLine progress = ProgressLine.on(console)) {
 *   for (...) { progress.show("read " + n + " documents"); }
 * }
 * }</pre>
 */
public final class ProgressLine implements AutoCloseable {
  private static final long EVERY_NANOS = 200_000_000L;

  private final Console console;
  private final boolean live;
  private long last = System.nanoTime();
  private boolean drawn;

  private ProgressLine(Console console, boolean live) {
    this.console = console;
    this.live = live;
  }

  /** A progress line on {@code console}'s error stream, when a person watches it. */
  public static ProgressLine on(Console console) {
    return new ProgressLine(
        console, console.interactive() && console.verbosity() != Console.Verbosity.QUIET);
  }

  /** Shows {@code text} unless the line was drawn less than a fifth of a second ago. */
  public void show(String text) {
    if (!live) {
      return;
    }
    long now = System.nanoTime();
    if (now - last < EVERY_NANOS) {
      return;
    }
    last = now;
    console.err().print("\r\u001b[K" + text);
    console.err().flush();
    drawn = true;
  }

  /** Erases the line, so that other output can follow; the next {@link #show} draws it again. */
  public void clear() {
    if (drawn) {
      console.err().print("\r\u001b[K");
      console.err().flush();
      drawn = false;
    }
  }

  /** Erases the line. */
  @Override
  public void close() {
    clear();
  }
}
