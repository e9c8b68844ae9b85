package dev.silk.cli.dev;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.project.ProjectException;
import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code silk dev}: runs the project in the current folder with hot reload.
 *
 * <p>Thin on purpose: it parses options, wires the terminal console to a {@link DevSession} (the
 * engine, which knows nothing of picocli or terminals), and waits for q or Ctrl-C.
 *
 * <pre>{@code
 * silk dev --port 8080 --no-browser
 * }</pre>
 */
@Command(
    name = "dev",
    description = "Run the project with hot reload: save a file and the browser shows the change.")
public final class DevCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public DevCommand(Console console) {
    this.console = console;
  }

  @Option(
      names = "--port",
      description = "Port to listen on, 0 for any free one (default: ${DEFAULT-VALUE}).")
  int port = 8080;

  @Option(
      names = "--host",
      description =
          "Interface to listen on (default: ${DEFAULT-VALUE}); 0.0.0.0 exposes source and stack traces to the network.")
  String host = "localhost";

  @Option(
      names = "--main",
      description =
          "The class whose main builds the App (default: from pom.xml, else <groupId>.Main).")
  String mainClass;

  @Option(names = "--open", description = "Open the browser at start even without a terminal.")
  boolean open;

  @Option(names = "--no-browser", description = "Do not open the browser at start.")
  boolean noBrowser;

  @Option(
      names = "--clean",
      description = "Delete target/silk (compiled classes, classpath cache) first.")
  boolean clean;

  @Option(
      names = "--shape-log",
      description =
          "Log the shape of JSON request bodies (keys, order, kinds; no values) per route to"
              + " target/silk/shapes/<METHOD>_<route>.ndjson. Make records from one with: silk"
              + " codec from target/silk/shapes/POST_orders.ndjson --type Order --package"
              + " com.example")
  boolean shapeLog;

  @Option(
      names = "--tests",
      description =
          "Continuous testing on from the start: after each save the affected tests run in the"
              + " dev JVM (the t key toggles it and the project remembers the choice).")
  boolean tests;

  @Option(
      names = "--test-timeout",
      paramLabel = "SECONDS",
      description =
          "How long one test may run under continuous testing before it is stopped"
              + " (default: ${DEFAULT-VALUE}).")
  int testTimeoutSeconds = (int) (DevOptions.DEFAULT_TEST_TIMEOUT_MILLIS / 1000);

  @Mixin ProjectDir project;

  @Override
  public Integer call() throws IOException {
    DevOptions options =
        new DevOptions(
            project.path(),
            host,
            port,
            mainClass,
            clean,
            SilkVersion.current().silk(),
            DevOptions.DEFAULT_QUIET_MILLIS,
            shapeLog,
            false,
            DevOptions.DEFAULT_TEST_TIMEOUT_MILLIS);
    if (testTimeoutSeconds < 1) {
      throw CommandException.usage(
          "--test-timeout must be at least 1 second (got " + testTimeoutSeconds + ")",
          "e.g. silk dev --test-timeout 60");
    }
    options = options.withTests(tests, testTimeoutSeconds * 1000L);
    CountDownLatch quit = new CountDownLatch(1);
    boolean stoppedByUser = false;
    AtomicInteger exit = new AtomicInteger(ExitCodes.OK);
    DevConsole out = DevConsole.open(console);
    DevSession session = new DevSession(options, locateRuntime(), out);
    AppOutput appOutput = AppOutput.install(out::appLine);
    // Ctrl-C without a terminal, or before the keys are read, stops the JVM: H2's own shutdown hook
    // then closes the database under a migration still running, and what fails after that is the
    // stop's doing. The app's output is muted first, the session says no problem while it closes.
    Thread shutdown =
        new Thread(
            () -> {
              out.stopping();
              appOutput.mute();
              session.close();
              out.stopped();
              out.close();
            },
            "silk-dev-shutdown");
    Runtime.getRuntime().addShutdownHook(shutdown);
    try {
      warnIfExposed(out);
      session.start();
      out.tests(session.testReport());
      out.listen(
          new DevConsole.Actions() {
            @Override
            public void restart() {
              out.line("restarting…");
              session.restart();
            }

            @Override
            public void toggleTests() {
              session.toggleTests();
            }

            @Override
            public void runAllTests() {
              out.line("running all tests…");
              session.runAllTests();
            }

            @Override
            public void openBrowser() {
              out.line("opening " + session.url());
              Browser.open(session.url(), out::warning);
            }

            @Override
            public void quit() {
              quit.countDown();
            }

            @Override
            public void interrupt() {
              exit.set(ExitCodes.INTERRUPTED);
              quit.countDown();
            }
          });
      if (!noBrowser && (open || out.isTerminal())) {
        // Asked for with --open: say why no browser came up; by default the URL above is enough.
        Browser.open(session.url(), open ? out::warning : out::debug);
      }
      quit.await();
      stoppedByUser = true;
      return exit.get();
    } catch (DevException e) {
      throw CommandException.failure(e.getMessage(), e.hint());
    } catch (ProjectException e) {
      throw CommandException.failure(e.getMessage(), null);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stoppedByUser = true;
      return ExitCodes.INTERRUPTED;
    } finally {
      if (stoppedByUser) {
        out.stopping();
      }
      appOutput.mute();
      session.close();
      if (stoppedByUser) {
        out.stopped();
      }
      appOutput.close();
      out.close();
      try {
        Runtime.getRuntime().removeShutdownHook(shutdown);
      } catch (IllegalStateException e) {
        // already shutting down: the hook is running or ran
      }
    }
  }

  /** The dev server shows source and stack traces: say so when others on the network can see it. */
  private void warnIfExposed(DevConsole out) {
    if (!isLoopback(host)) {
      out.warning(
          "listening on "
              + host
              + ": anyone who can reach this machine sees your source code, stack traces and"
              + " /_silk/ pages; use --host localhost unless you mean it");
    }
  }

  static boolean isLoopback(String host) {
    if (host.equals("localhost")) {
      return true;
    }
    try {
      return InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException e) {
      return false; // the start says what is wrong with it
    }
  }

  private static RuntimeJars locateRuntime() {
    return RuntimeJars.locate();
  }
}
