package dev.silk.cli.dev;

/**
 * A problem that stops {@code silk dev} from starting, with a message a user can act on.
 *
 * <p>Thrown by the engine for setup failures (no pom, no main class, Maven failed); compile errors
 * and exceptions from the app are not exceptions but {@link dev.silk.cli.dev.bridge.Problem}s the
 * session shows.
 */
public final class DevException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String hint;

  /** A problem described by {@code message}. */
  public DevException(String message) {
    this(message, null, null);
  }

  /** A problem described by {@code message}, with what to do about it ({@code hint}). */
  public DevException(String message, String hint, Throwable cause) {
    super(message, cause);
    this.hint = hint;
  }

  /** A problem described by {@code message}, caused by {@code cause}. */
  public DevException(String message, Throwable cause) {
    this(message, null, cause);
  }

  /** What the user can do about it, or null. */
  public String hint() {
    return hint;
  }
}
