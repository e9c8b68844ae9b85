package dev.silk.cli.bench;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code silk bench}: measures the project's production jar under load and reports throughput,
 * latency, CPU, memory and allocation per route, compared with the previous run. Thin: it turns
 * options into {@link BenchOptions} and prints what {@link Bench} measured.
 *
 * <pre>{@code
 * silk bench --duration 5s --rounds 3
 * silk bench --no-build --route 'POST /api/todos body={"title":"x"} expect=201'
 * silk bench --json-codecs --iterations 5
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
      "With --json-codecs: JMH over the project's @JsonBound types instead, Silk's generated"
          + " codecs against Jackson on generated samples; results in"
          + " target/silk-bench/json-codecs-*."
    })
public final class BenchCommand implements Callable<Integer> {
  /** Options that only apply to a load run, refused with --json-codecs. */
  private static final List<String> LOAD_ONLY =
      List.of(
          "--url",
          "--route",
          "--duration",
          "--warmup",
          "--rounds",
          "--connections",
          "--generator",
          "--compare",
          "--fail-on-regression");

  /** Options that only apply to --json-codecs. */
  private static final List<String> CODECS_ONLY =
      List.of(
          "--forks", "--warmup-iterations", "--iterations", "--iteration-time", "--seed", "--type");

  private final Console console;

  /** The command, printing through {@code console}. */
  public BenchCommand(Console console) {
    this.console = console;
  }

  @Spec CommandSpec spec;

  @Option(
      names = {"-d", "--directory"},
      paramLabel = "DIR",
      description = "The project to measure (default: the current folder).")
  Path directory = Path.of(".");

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

  @Option(names = "--xms", paramLabel = "SIZE", description = "The server's -Xms (default: 1g).")
  String xms = "1g";

  @Option(names = "--xmx", paramLabel = "SIZE", description = "The server's -Xmx (default: 1g).")
  String xmx = "1g";

  @Option(
      names = "--generator",
      paramLabel = "NAME",
      description = "auto (wrk when installed, else java), wrk or java (default: auto).")
  LoadDriver.Kind generator = LoadDriver.Kind.AUTO;

  @Option(
      names = "--no-build",
      description = "Measure the jar already in target/ instead of running mvn package.")
  boolean noBuild;

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
      names = "--json-codecs",
      description =
          "Measure the project's @JsonBound types with JMH instead: Silk's codecs against"
              + " Jackson, reading and writing a generated sample and a list of 100.")
  boolean jsonCodecs;

  @Option(
      names = "--forks",
      paramLabel = "N",
      description = "--json-codecs: JMH forks (fresh JVMs) per benchmark (default: 1).")
  int forks = 1;

  @Option(
      names = "--warmup-iterations",
      paramLabel = "N",
      description = "--json-codecs: JMH warm-up iterations per fork (default: 3).")
  int warmupIterations = 3;

  @Option(
      names = "--iterations",
      paramLabel = "N",
      description = "--json-codecs: JMH measured iterations per fork (default: 3).")
  int iterations = 3;

  @Option(
      names = "--iteration-time",
      paramLabel = "TIME",
      converter = DurationConverter.class,
      description = "--json-codecs: length of each JMH iteration, e.g. 1s, 200ms (default: 1s).")
  Duration iterationTime = Duration.ofSeconds(1);

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "--json-codecs: seed of the generated samples (default: 42).")
  long seed = 42;

  @Option(
      names = "--type",
      paramLabel = "NAME",
      description = "--json-codecs: measure only this @JsonBound type (e.g. Todo); repeatable.")
  List<String> types = new ArrayList<>();

  @Override
  public Integer call() throws IOException, InterruptedException {
    List<String> misplaced =
        (jsonCodecs ? LOAD_ONLY : CODECS_ONLY).stream().filter(this::given).toList();
    if (!misplaced.isEmpty()) {
      throw CommandException.usage(
          String.join(", ", misplaced)
              + (jsonCodecs
                  ? " does not apply to --json-codecs"
                  : " only applies to --json-codecs"),
          "see silk bench --help");
    }
    if (jsonCodecs) {
      return jsonCodecs(console);
    }
    if (rounds < 1 || connections < 1 || duration.isZero() || warmup.isNegative()) {
      throw CommandException.usage("--rounds, --connections and --duration must be positive", null);
    }
    Path project = directory.toAbsolutePath().normalize();
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
            noBuild ? List.of() : BenchOptions.DEFAULT_BUILD,
            compare);
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
    TextReport.medians(result).forEach(console::print);
    if (outcome.comparison() != null && !outcome.comparison().rows().isEmpty()) {
      console.info("");
      console.info("Compared with " + outcome.previous().startedAt() + ":");
      TextReport.comparison(outcome.comparison()).forEach(console::print);
    }
    console.info("");
    console.success("Report: " + outcome.html());
    console.info("JSON:   " + outcome.json());
    if (result.loadBefore() > result.cpus() / 2.0) {
      console.warn(
          String.format(
              Locale.ROOT,
              "the machine was busy (load average %.1f on %d CPUs): the figures are noisy",
              result.loadBefore(),
              result.cpus()));
    }
    if (outcome.comparison() != null && outcome.comparison().regressed()) {
      console.warn("a figure regressed beyond the noise of the rounds");
      if (failOnRegression) {
        return ExitCodes.FAILURE;
      }
    }
    return ExitCodes.OK;
  }

  private boolean given(String option) {
    return spec.commandLine().getParseResult().hasMatchedOption(option);
  }

  private int jsonCodecs(Console console) throws IOException, InterruptedException {
    if (forks < 1 || warmupIterations < 0 || iterations < 1 || iterationTime.isZero()) {
      throw CommandException.usage(
          "--forks, --iterations and --iteration-time must be positive",
          "JMH measures in forked JVMs only: --forks 0 would measure in the runner");
    }
    CodecBench.Options options =
        new CodecBench.Options(
            directory.toAbsolutePath().normalize(),
            noBuild ? List.of() : BenchOptions.DEFAULT_BUILD,
            forks,
            warmupIterations,
            iterations,
            iterationTime,
            xms,
            xmx,
            seed,
            types);
    CodecBench.Outcome outcome;
    try (ConsoleProgress progress = new ConsoleProgress(console)) {
      outcome = new CodecBench(options, progress).run();
    }
    CodecResult result = outcome.result();
    console.info("");
    console.info(
        "@|bold JMH "
            + result.jmh()
            + "|@ vs Jackson "
            + result.jackson()
            + ", "
            + String.join(" ", result.jvmFlags())
            + "; average time per operation, allocation per operation");
    CodecReport.text(result).forEach(console::print);
    console.info("");
    console.success("Report: " + outcome.html());
    console.info("JSON:   " + outcome.json());
    if (result.loadBefore() > result.cpus() / 2.0) {
      console.warn(
          String.format(
              Locale.ROOT,
              "the machine was busy (load average %.1f on %d CPUs): the figures are noisy",
              result.loadBefore(),
              result.cpus()));
    }
    return ExitCodes.OK;
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

  /** Reads {@code 10s}, {@code 500ms}, {@code 2m} or a bare number of seconds. */
  static final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
      String v = value.strip().toLowerCase(Locale.ROOT);
      try {
        if (v.endsWith("ms")) {
          return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
        }
        if (v.endsWith("s")) {
          return Duration.ofMillis(
              Math.round(Double.parseDouble(v.substring(0, v.length() - 1)) * 1000));
        }
        if (v.endsWith("m")) {
          return Duration.ofSeconds(Long.parseLong(v.substring(0, v.length() - 1)) * 60);
        }
        return Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
      } catch (NumberFormatException e) {
        throw new picocli.CommandLine.TypeConversionException(
            "'" + value + "' is not a duration (e.g. 10s, 500ms, 1m)");
      }
    }
  }
}
