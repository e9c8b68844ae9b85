package dev.silk.cli.bench.http;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.app.BenchFile;
import dev.silk.cli.app.BenchTarget;
import dev.silk.cli.bench.ConsoleProgress;
import dev.silk.cli.bench.DurationConverter;
import dev.silk.cli.bench.Figures;
import dev.silk.cli.bench.ProjectBuildOptions;
import dev.silk.cli.bench.codecs.CodecsCommand;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code silk bench}: measures the project's production jar under load and reports throughput,
 * latency, CPU, memory and allocation per route, compared with the previous run. Thin: it turns
 * options into {@link BenchOptions} and prints what {@link Bench} measured.
 *
 * <pre>{@code
 * silk bench --duration 5s --rounds 3
 * silk bench --no-build --route 'POST /api/todos body={"title":"x"} expect=201'
 * silk bench codecs --iterations 5
 * }</pre>
 */
@Command(
    name = "bench",
    description = {
      "Measure the app under load: requests/s, latency, CPU, memory and allocation per route.",
      "Builds the production jar, starts it in its own JVM, verifies every request, warms up,"
          + " then measures each route in rounds (medians reported). Results go to"
          + " target/silk-bench/ (JSON and HTML; last.json is the latest) and are compared with"
          + " the previous run.",
      "'silk bench codecs' measures the project's JSON codecs instead (see its --help)."
    },
    subcommands = CodecsCommand.class)
public final class BenchCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public BenchCommand(Console console) {
    this.console = console;
  }

  @Mixin ProjectBuildOptions build;

  @Option(
      names = "--url",
      paramLabel = "URL",
      description =
          "A GET to measure, as a path or URL (only its path and query are used); repeatable.")
  List<String> urls = new ArrayList<>();

  @Option(
      names = "--route",
      paramLabel = "REQUEST",
      description =
          "A request in bench-file syntax, e.g. 'POST /api/todos body=@todo.json expect=201';"
              + " repeatable. Default: the bench file, else every GET route without path variables.")
  List<String> routes = new ArrayList<>();

  @Option(
      names = "--duration",
      paramLabel = "TIME",
      converter = DurationConverter.class,
      description = "Length of each measured round, e.g. 10s, 500ms, 1m (default: 10s).")
  Duration duration = Duration.ofSeconds(10);

  @Option(
      names = "--warmup",
      paramLabel = "TIME",
      converter = DurationConverter.class,
      description = "Unmeasured load per route before its rounds; 0 for none (default: 10s).")
  Duration warmup = Duration.ofSeconds(10);

  @Option(
      names = "--rounds",
      paramLabel = "N",
      description = "Measured rounds per route; each figure is the median (default: 3).")
  int rounds = 3;

  @Option(
      names = {"-c", "--connections"},
      paramLabel = "N",
      description = "Keep-alive connections (default: 16).")
  int connections = 16;

  @Option(
      names = "--xms",
      paramLabel = "SIZE",
      description = "The server's -Xms, e.g. 512m or 2g (default: 1g).")
  String xms = "1g";

  @Option(
      names = "--xmx",
      paramLabel = "SIZE",
      description = "The server's -Xmx, e.g. 512m or 2g (default: 1g).")
  String xmx = "1g";

  @Option(
      names = "--allow-errors",
      description =
          "Keep a run whose load met errors (wrong statuses, failed connections) as a result;"
              + " without it such a run fails (exit 1). Errors are always shown.")
  boolean allowErrors;

  @Option(
      names = "--generator",
      paramLabel = "NAME",
      description = "auto (wrk when installed, else java), wrk or java (default: auto).")
  LoadDriver.Kind generator = LoadDriver.Kind.AUTO;

  @Option(
      names = "--compare",
      paramLabel = "FILE",
      description = "A result to compare with (default: target/silk-bench/last.json, if any).")
  Path compare;

  @Option(
      names = "--fail-on-regression",
      description = "Exit with 1 when a figure is worse than the compared result beyond the noise.")
  boolean failOnRegression;

  @Option(
      names = "--aot",
      description =
          "Start the app from the cache silk native --aot recorded (through its launcher"
              + " target/<name>), not with java -jar; implies --no-build, as a rebuilt jar no longer"
              + " fits the cache.")
  boolean aot;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (rounds < 1 || connections < 1 || duration.isZero() || warmup.isNegative()) {
      throw CommandException.usage("--rounds, --connections and --duration must be positive", null);
    }
    checkHeapSize("--xms", xms);
    checkHeapSize("--xmx", xmx);
    Path project = build.project();
    List<BenchTarget> targets = new ArrayList<>();
    for (String url : urls) {
      targets.add(BenchTarget.get(pathOf(url)));
    }
    targets.addAll(BenchFile.parse(routes, project));
    BenchOptions options =
        new BenchOptions(
            project,
            targets,
            duration,
            warmup,
            rounds,
            connections,
            xms,
            xmx,
            generator,
            aot ? List.of() : build.buildCommand(),
            compare,
            aot);
    Bench.Outcome outcome;
    try (ConsoleProgress progress = new ConsoleProgress(console)) {
      outcome = new Bench(options, progress).run();
    }
    BenchResult result = outcome.result();
    console.info("");
    console.info(
        "@|bold "
            + result.generator()
            + "|@, "
            + result.connections()
            + " connections, "
            + result.routes().get(0).rounds().size()
            + " round(s) of "
            + Figures.count(result.durationSeconds())
            + " s; "
            + result.pinning()
            + "; boot "
            + result.bootMillis()
            + " ms, RSS "
            + Figures.megabytes(result.bootRssKb()));
    if (aot) {
      console.info("Started " + result.jvmFlags().get(0));
    }
    TextReport.medians(result).forEach(console::print);
    if (outcome.comparison() != null && !outcome.comparison().rows().isEmpty()) {
      console.info("");
      console.info("Compared with " + outcome.previous().startedAt() + ":");
      TextReport.comparison(outcome.comparison()).forEach(console::print);
      for (String difference : outcome.comparison().differences()) {
        console.warn("the runs differ in " + difference + ": the ratios compare set-ups too");
      }
    }
    console.info("");
    console.success("Report: " + outcome.html());
    console.info("JSON:   " + outcome.json());
    ConsoleProgress.warnIfBusy(console, result.loadBefore(), result.cpus());
    long errors = result.routes().stream().mapToLong(RouteResult::errors).sum();
    if (errors > 0) {
      String failing =
          result.routes().stream()
              .filter(r -> r.errors() > 0)
              .map(r -> r.label() + " (" + r.errors() + ")")
              .collect(java.util.stream.Collectors.joining(", "));
      if (!allowErrors) {
        throw CommandException.failure(
            errors + " errors during the load on " + failing + ": the run failed",
            "see target/silk-bench/server.log; --allow-errors keeps such a run as a result");
      }
      console.warn(errors + " errors during the load on " + failing + " (kept: --allow-errors)");
    }
    if (outcome.comparison() != null && outcome.comparison().regressed()) {
      console.warn("a figure regressed beyond the noise of the rounds");
      if (failOnRegression) {
        return ExitCodes.FAILURE;
      }
    }
    return ExitCodes.OK;
  }

  /** A JVM heap size as -Xmx takes it: digits and an optional k, m, g or t. */
  private static void checkHeapSize(String option, String size) {
    if (!size.matches("[0-9]+[kKmMgGtT]?")) {
      throw CommandException.usage(
          option + " " + size + " is not a heap size",
          "e.g. " + option + " 512m or " + option + " 2g");
    }
  }

  private static String pathOf(String url) {
    if (url.startsWith("/")) {
      return url;
    }
    try {
      URI uri = URI.create(url);
      String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
      return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
    } catch (IllegalArgumentException e) {
      throw CommandException.usage("'" + url + "' is not a URL or a path", "e.g. --url /api/todos");
    }
  }
}
