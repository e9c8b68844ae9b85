package dev.silk.cli;

/**
 * A failure the user can act on: the CLI prints its message (and hint) without a stack trace and
 * exits with its code. Anything else reaching the top is a bug and is reported as one.
 *
 * <pre>{@code
 * throw CommandException.usage("'My App' is not a valid name", "try: silk new my-app");
 * }</pre>
 */
public final class CommandException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;
  private final String hint;

  /** A failure with the given exit code, message and optional hint (null for none). */
  public CommandException(int exitCode, String message, String hint, Throwable cause) {
    super(message, cause);
    this.exitCode = exitCode;
    this.hint = hint;
  }

  /** The command line asked for something invalid: exit code 2. */
  public static CommandException usage(String message, String hint) {
    return new CommandException(ExitCodes.USAGE, message, hint, null);
  }

  /** The work could not be done: exit code 1. */
  public static CommandException failure(String message, String hint) {
    return new CommandException(ExitCodes.FAILURE, message, hint, null);
  }

  /** The exit code the process ends with. */
  public int exitCode() {
    return exitCode;
  }

  /** What to do about it, or null. */
  public String hint() {
    return hint;
  }
}
