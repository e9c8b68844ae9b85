package dev.silk.cli.dev;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.project.ProjectException;
import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
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
            shapeLog);
    CountDownLatch quit = new CountDownLatch(1);
    DevConsole out = DevConsole.open(console);
    DevSession session = new DevSession(options, locateRuntime(), out);
    Thread shutdown =
        new Thread(
            () -> {
              session.close();
              out.close();
            },
            "silk-dev-shutdown");
    Runtime.getRuntime().addShutdownHook(shutdown);
    try {
      session.start();
      ProjectTests tests = new ProjectTests(options.root(), out::line);
      out.listen(
          new DevConsole.Actions() {
            @Override
            public void restart() {
              out.line("restarting…");
              session.restart();
            }

            @Override
            public void runTests() {
              tests.run();
            }

            @Override
            public void openBrowser() {
              Browser.open(session.url(), out::warning);
            }

            @Override
            public void quit() {
              quit.countDown();
            }
          });
      if (!noBrowser && (open || out.isTerminal())) {
        Browser.open(session.url(), out::warning);
      }
      quit.await();
      return ExitCodes.OK;
    } catch (DevException | ProjectException e) {
      throw CommandException.failure(e.getMessage(), portHint(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return ExitCodes.INTERRUPTED;
    } finally {
      session.close();
      out.close();
      try {
        Runtime.getRuntime().removeShutdownHook(shutdown);
      } catch (IllegalStateException e) {
        // already shutting down: the hook is running or ran
      }
    }
  }

  private String portHint(RuntimeException e) {
    return e.getMessage() != null && e.getMessage().startsWith("cannot listen")
        ? "try: silk dev --port " + (port + 1) + " (or --port 0 for any free port)"
        : null;
  }

  private static RuntimeJars locateRuntime() {
    return RuntimeJars.locate();
  }
}
