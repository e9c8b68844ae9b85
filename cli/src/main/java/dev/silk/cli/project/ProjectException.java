package dev.silk.cli.project;

/**
 * The project cannot be read, resolved or built: a missing or broken {@code pom.xml}, a failed
 * Maven run, a runtime that is not where the CLI expects it. The message says what to do; commands
 * show it without a stack trace.
 */
public final class ProjectException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A problem described by {@code message}. */
  public ProjectException(String message) {
    super(message);
  }

  /** A problem described by {@code message}, caused by {@code cause}. */
  public ProjectException(String message, Throwable cause) {
    super(message, cause);
  }
}
