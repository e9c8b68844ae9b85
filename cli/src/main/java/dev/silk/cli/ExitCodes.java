package dev.silk.cli;

/**
 * The exit codes every {@code silk} command returns, so scripts can tell a mistake in the command
 * line from a failure to do the work.
 *
 * <p>They follow the shell conventions: {@code 2} for usage errors (like bash builtins), {@code 128
 * + SIGINT} for an interrupted run. Documented in {@code docs/cli.md}.
 *
 * <pre>{@code
 * silk new demo || echo "silk failed with $?"
 * }</pre>
 */
public final class ExitCodes {
  /** The command did what was asked. */
  public static final int OK = 0;

  /** The command could not do its work: an I/O error, a directory that is not empty, etc. */
  public static final int FAILURE = 1;

  /** The command line was wrong: unknown command or option, invalid name, unknown template. */
  public static final int USAGE = 2;

  /** The user pressed Ctrl-C (SIGINT); anything half-made was removed. */
  public static final int INTERRUPTED = 130;

  private ExitCodes() {}
}
