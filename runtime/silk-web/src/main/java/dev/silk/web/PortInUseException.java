package dev.silk.web;

/**
 * The port the app asked for is taken. Its message is the whole story in one line (which port, what
 * to do), and it carries no stack trace: the cause is outside the program, so a trace would only
 * bury the line.
 */
public final class PortInUseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int port;

  PortInUseException(String host, int port) {
    super(
        "Port "
            + port
            + (host == null ? "" : " on " + host)
            + " is already in use: stop the process using it, or choose another port with"
            + " app.port(...) (port 0 picks a free one).",
        null,
        false,
        false);
    this.port = port;
  }

  /** The port that was taken. */
  public int port() {
    return port;
  }
}
