package dev.silk.cli.dev.bridge;

/**
 * The dev host as a session drives it: Jetty and the port, the app slot, the live-reload stream,
 * the dev pages and the templates, for the whole session.
 *
 * <p>Implemented by {@code dev.silk.cli.dev.host.DevHost} in the host's class loader; see the
 * package documentation for why every type here is the JDK's or this package's.
 */
public interface HostControl {
  /**
   * Starts Jetty and installs the {@code DevMode} hook; returns the bound port. First it has jte
   * write the Java of the project's templates, on a thread of the host's own, while the app's first
   * compile runs; {@link #compileTemplatesAhead} compiles it (D78).
   *
   * @throws ListenFailure when the address cannot be bound
   */
  int start(HostOptions options, SessionCallbacks session);

  /**
   * Starts compiling the templates generated at start against the first app's classes with the
   * session's compiler ({@link SessionCallbacks#compileAgainstApp}), on a thread of the host's, and
   * returns: the first {@code main} runs meanwhile, and a render waits for the compile, whose
   * classes it loads, so the first page runs no compiler. A template that does not compile, or one
   * edited since, is left to jte, which compiles it on its first render. The outcome goes to {@link
   * SessionCallbacks#debug} when the compile ends.
   *
   * @param signatures the fingerprint of the app classes' signatures the templates link against
   * @return what was started, for the session's debug line
   */
  String compileTemplatesAhead(String signatures);

  /**
   * The app loader about to run {@code main}, with its classes' signature fingerprint (or null when
   * unknown); only an app started under this loader is accepted. {@code null} expects none.
   */
  void expect(ClassLoader appLoader, String signatures);

  /** True once the expected app was handed over and swapped in. */
  boolean accepted();

  /** The problem to show instead of the app, or null when it is fixed; browsers reload. */
  void problem(Problem problem);

  /** A resource or template changed: browsers reload, or swap their stylesheets. */
  void changed(Change change);

  /** One entry for the reload history of {@code /_silk/reloads}. */
  void reloaded(ReloadEntry entry);

  /** Where the project's tests stand now: {@code /_silk/tests} and the badge on open pages. */
  void tests(TestReport report);

  /**
   * Stops every server a test of {@code scope} started and left open ({@code WebTest.serve} not
   * closed): called when its run is over. Returns how many were stopped.
   */
  int stopServersOf(TestScope scope);

  /** What the host holds now, for the index page and tests. */
  HostStatus status();

  /** Stops Jetty (the port is free on return) and removes the {@code DevMode} hook. */
  void stop();
}
