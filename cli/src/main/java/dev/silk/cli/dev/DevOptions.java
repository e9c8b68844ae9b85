package dev.silk.cli.dev;

import java.nio.file.Path;

/**
 * How to run a dev session; {@code DevCommand} fills it from the command line, tests directly.
 *
 * @param root the project directory
 * @param host the interface to listen on ({@code localhost} by default: the dev server shows source
 *     code and stack traces, so it must not be reachable from the network unless asked)
 * @param port the port, 0 for any free one
 * @param mainClass the class to run, or null for the pom's or the conventional one
 * @param clean whether to delete {@code target/silk} (compiled classes, classpath cache) first
 * @param cliVersion the Silk version of this CLI, for the version check
 * @param quietMillis the debounce window of the file watcher
 * @param shapeLog whether to record the shapes of JSON request bodies per route in {@code
 *     target/silk/shapes} (a {@code ShapeLog}, which {@code silk codec from} reads)
 * @param tests whether continuous testing is on from the start, whatever the project remembers
 * @param testTimeoutMillis how long one test may run under continuous testing before it is stopped
 */
public record DevOptions(
    Path root,
    String host,
    int port,
    String mainClass,
    boolean clean,
    String cliVersion,
    long quietMillis,
    boolean shapeLog,
    boolean tests,
    long testTimeoutMillis) {

  /**
   * The default debounce: long enough for an editor's save (its writes come microseconds apart),
   * short enough to add little to a reload; a burst of several files waits longer (D262).
   */
  public static final long DEFAULT_QUIET_MILLIS = 10;

  /**
   * The default limit of one test: far above any unit test, well below a developer giving up
   * (D234).
   */
  public static final long DEFAULT_TEST_TIMEOUT_MILLIS = 30_000;

  /** These options with continuous testing on from the start, and one test's time limit. */
  public DevOptions withTests(boolean on, long timeoutMillis) {
    return new DevOptions(
        root, host, port, mainClass, clean, cliVersion, quietMillis, shapeLog, on, timeoutMillis);
  }

  /** Options for {@code root} on {@code localhost:port} with the defaults. */
  public static DevOptions of(Path root, int port, String cliVersion) {
    return new DevOptions(
        root,
        "localhost",
        port,
        null,
        false,
        cliVersion,
        DEFAULT_QUIET_MILLIS,
        false,
        false,
        DEFAULT_TEST_TIMEOUT_MILLIS);
  }
}
