package dev.silk.web;

/**
 * The {@code dev.silk.web} logger, made on first use: a healthy app logs nothing from the request
 * path, so start-up does not pay for bringing up the JDK's logging back end.
 */
final class WebLog {
  private WebLog() {}

  private static final class Holder {
    static final System.Logger LOG = System.getLogger("dev.silk.web");
  }

  static System.Logger logger() {
    return Holder.LOG;
  }
}
