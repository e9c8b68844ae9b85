package dev.silk.cli.bench.http;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The load engine: runs a {@link LoadPlan} against a started server and returns what it measured.
 * Two implementations: {@link WrkDriver} (wrk, when installed) and {@link JavaDriver} (a built-in
 * generator in its own JVM, so it never shares a heap or JIT with the CLI). It knows nothing about
 * picocli or reports, so other commands can reuse it: {@code silk native}'s PGO training run only
 * needs {@code run(plan, Window.NONE)}.
 *
 * <pre>{@code
 * LoadDriver driver = LoadDriver.choose(LoadDriver.Kind.AUTO);
 * LoadResult r = driver.run(plan, LoadDriver.Window.NONE);
 * System.out.println(driver.name() + ": " + r.requestsPerSecond() + " req/s");
 * }</pre>
 */
public interface LoadDriver {
  /** Which generator to use. */
  enum Kind {
    /** wrk when it is on the PATH, else the built-in Java generator. */
    AUTO,
    /** wrk; an error when it is not installed. */
    WRK,
    /** The built-in Java generator. */
    JAVA
  }

  /**
   * Told when the measured load begins and ends, so the caller can read the server's CPU time over
   * exactly that interval (a generator JVM's own start-up is not in it).
   */
  interface Window {
    /** A window nobody watches. */
    Window NONE =
        new Window() {
          @Override
          public void opened() {}

          @Override
          public void closed() {}
        };

    /** The first request is about to go out. */
    void opened();

    /** The last answer of the measured time has arrived. */
    void closed();
  }

  /** The generator's name and version as reports show it, e.g. {@code wrk 4.1.0}. */
  String name();

  /** Sends the plan's load and blocks until it is done. */
  LoadResult run(LoadPlan plan, Window window) throws IOException, InterruptedException;

  /** The driver for {@code kind}. */
  static LoadDriver choose(Kind kind) {
    return switch (kind) {
      case WRK -> {
        if (!WrkDriver.installed()) {
          throw new IllegalStateException("wrk is not installed (or not on the PATH)");
        }
        yield new WrkDriver();
      }
      case JAVA -> new JavaDriver();
      case AUTO -> WrkDriver.installed() ? new WrkDriver() : new JavaDriver();
    };
  }

  /** Whether {@code command} is an executable file on the PATH. */
  static boolean onPath(String command) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) {
        return true;
      }
    }
    return false;
  }
}
