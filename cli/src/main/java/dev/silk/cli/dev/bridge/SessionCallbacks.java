package dev.silk.cli.dev.bridge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** What the dev host asks of the session that started it; called on the host's threads. */
public interface SessionCallbacks {
  /**
   * The problem to show for an exception no handler of the app claimed (with the app's source
   * lines), or null to let it be a plain 500.
   */
  Problem problemOf(Throwable error);

  /**
   * A JSON request body the app was sent on {@code route} ({@code POST /orders/{id}}), for the
   * shape log; called only when {@link HostOptions#logBodies()}, on a thread of the host's own.
   */
  void requestBody(String route, byte[] body);

  /**
   * Compiles {@code javaFiles} (jte's Java of the project's templates) against the app's classes
   * into {@code output}, emptied first, with the session's warm compiler and no annotation
   * processors; after a failed compile nothing is left there. It waits for a compile of the app in
   * progress, and compiles nothing when the app's classes no longer have the signature fingerprint
   * {@code signatures} (a newer compile is on its way to being served).
   *
   * @return whether it compiled without errors, against classes of those signatures
   */
  boolean compileAgainstApp(List<Path> javaFiles, Path output, String signatures)
      throws IOException;

  /** A line for {@code silk --verbose dev}: where the time of a change went. */
  void debug(String message);

  /**
   * The databases the app opened through silk-data, read now, for {@code /_silk/db}; null when the
   * project does not depend on silk-data.
   */
  List<DatabaseStatus> databases();
}
