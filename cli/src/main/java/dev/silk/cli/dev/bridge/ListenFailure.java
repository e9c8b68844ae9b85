package dev.silk.cli.dev.bridge;

/**
 * The dev host could not listen on the address it was given: a user's mistake (a port another
 * process holds, a host name that is not this machine's), which the session reports with the fix,
 * never as a bug.
 */
public final class ListenFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String host;
  private final int port;
  private final boolean inUse;

  /**
   * @param host the interface asked for
   * @param port the port asked for
   * @param inUse whether the port is taken (else the address itself is wrong)
   * @param reason what the socket said
   */
  public ListenFailure(String host, int port, boolean inUse, String reason) {
    super("cannot listen on " + host + ":" + port + ": " + reason);
    this.host = host;
    this.port = port;
    this.inUse = inUse;
  }

  /** The interface asked for. */
  public String host() {
    return host;
  }

  /** The port asked for. */
  public int port() {
    return port;
  }

  /** Whether another socket holds the port. */
  public boolean inUse() {
    return inUse;
  }
}
