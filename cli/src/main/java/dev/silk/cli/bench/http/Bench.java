package dev.silk.cli.bench.http;

import dev.silk.cli.CommandException;
import dev.silk.cli.LocalServer;
import dev.silk.cli.app.AotStart;
import dev.silk.cli.app.BenchFile;
import dev.silk.cli.app.BenchTarget;
import dev.silk.cli.app.Verifier;
import dev.silk.cli.bench.BenchListener;
import dev.silk.cli.bench.Figures;
import dev.silk.cli.bench.ProcStats;
import dev.silk.cli.bench.ProjectJar;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The {@code silk bench} engine: builds the project, starts its jar in a JVM of its own, verifies
 * the targets, warms up, measures each target for a number of rounds, and writes the JSON and HTML
 * reports (comparing with the previous run). It knows nothing about picocli or terminals; progress
 * goes to a {@link BenchListener}.
 *
 * <pre>{@code
 * Bench.Outcome outcome = new Bench(options, new BenchListener() {}).run();
 * System.out.println(outcome.json());
 * }</pre>
 */
public final class Bench {
  private static final DateTimeFormatter FILE_STAMP =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

  private final BenchOptions options;
  private final BenchListener listener;

  Bench(BenchOptions options, BenchListener listener) {
    this.options = options;
    this.listener = listener;
  }

  /**
   * What a run produced.
   *
   * @param result the figures
   * @param json the saved JSON result
   * @param html the saved HTML report
   * @param previous the result compared with, or null
   * @param comparison the comparison with it, or null
   */
  record Outcome(
      BenchResult result, Path json, Path html, BenchResult previous, Comparison comparison) {}

  Outcome run() throws IOException, InterruptedException {
    Instant started = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    double loadBefore = ProcStats.loadAverage();
    Path out = Files.createDirectories(options.outputDir());
    BenchResult previous = previous(out);
    LoadDriver driver = driver();

    if (!options.buildCommand().isEmpty()) {
      listener.phase("Building " + options.project().getFileName() + " (production build)");
      build();
    }
    Path jar = ProjectJar.find(options.project());
    List<BenchTarget> targets = targets(jar);

    int cpus = Runtime.getRuntime().availableProcessors();
    boolean pin = cpus >= 2 && LoadDriver.onPath("taskset");
    List<String> serverCpus = pin ? List.of("0") : List.of();
    List<String> loadCpus = pin ? List.of(cpus == 2 ? "1" : "1-" + (cpus - 1)) : List.of();
    String pinning =
        pin
            ? "server on CPU 0, generator on CPU " + loadCpus.get(0) + " (taskset)"
            : "not pinned (" + (cpus < 2 ? "one CPU" : "taskset not found") + ")";
    Path gcLog = out.resolve("gc.log");
    Files.deleteIfExists(gcLog);
    // From the cache, the GC is the one the cache was recorded with (a second one would stop the
    // JVM); the launcher's recorded options come first and these after them.
    List<String> flags =
        options.aot()
            ? List.of("-Xms" + options.xms(), "-Xmx" + options.xmx(), "-Xlog:gc:file=" + gcLog)
            : List.of(
                "-Xms" + options.xms(),
                "-Xmx" + options.xmx(),
                "-XX:+UseG1GC",
                "-Xlog:gc:file=" + gcLog);
    AotStart fromCache = options.aot() ? AotStart.beside(jar) : null;

    listener.phase("Starting " + jar.getFileName());
    List<RouteResult> routes = new ArrayList<>();
    long bootMillis;
    long bootRss;
    Path serverLog = out.resolve("server.log");
    try (LocalServer server =
        LocalServer.start(
            port -> {
              List<String> command =
                  fromCache == null
                      ? javaCommand(jar, flags, serverCpus, port)
                      : pinned(
                          serverCpus, fromCache.command(flags, List.of(Integer.toString(port))));
              listener.detail("$ " + String.join(" ", command) + "   # output: " + serverLog);
              return command;
            },
            options.project(),
            serverLog)) {
      bootMillis = awaitFirstAnswer(server, probe(targets));
      bootRss = ProcStats.rssKb(server.pid());

      listener.phase("Verifying " + targets.size() + " request(s)");
      List<String> problems = Verifier.check("127.0.0.1", server.port(), targets);
      if (!problems.isEmpty()) {
        throw CommandException.failure(
            "refusing to measure: wrong answers\n  " + String.join("\n  ", problems),
            "fix the app, or the expectation in the bench file (expect=, expect-body=)");
      }

      AllocationMeter allocation = new AllocationMeter(server.pid(), gcLog);
      int steps = targets.size() * options.rounds();
      int step = 0;
      for (BenchTarget target : targets) {
        if (!options.warmup().isZero()) {
          listener.phase("Warming up " + target.label());
          driver.run(plan(server, target, options.warmup(), loadCpus), LoadDriver.Window.NONE);
        }
        List<RoundResult> rounds = new ArrayList<>();
        for (int round = 1; round <= options.rounds(); round++) {
          listener.loadStarted(target.label(), ++step, steps, options.duration().toMillis() / 1e3);
          RoundResult result = round(server, driver, allocation, target, loadCpus);
          rounds.add(result);
          listener.stepDone(
              String.format(
                  Locale.ROOT,
                  "%s round %d: %s req/s, p99 %s, %d errors",
                  target.label(),
                  round,
                  Figures.rate(result.requestsPerSecond()),
                  Figures.micros(result.p99()),
                  result.errors()));
        }
        routes.add(new RouteResult(target.label(), rounds));
      }
    }

    BenchResult result =
        new BenchResult(
            started.toString(),
            options.project().toAbsolutePath().normalize().getFileName().toString(),
            driver.name(),
            javaVersion(),
            fromCache == null ? reported(flags) : fromCache(fromCache, reported(flags)),
            cpus,
            ProcStats.cpuModel(),
            pinning,
            loadBefore,
            ProcStats.loadAverage(),
            options.duration().toMillis() / 1e3,
            options.warmup().toMillis() / 1e3,
            options.connections(),
            bootMillis,
            bootRss,
            routes);
    Comparison comparison = previous == null ? null : Comparison.of(previous, result);
    String stamp = FILE_STAMP.format(started);
    Path json = out.resolve("run-" + stamp + ".json");
    Path html = out.resolve("run-" + stamp + ".html");
    Files.writeString(json, result.toJson(), StandardCharsets.UTF_8);
    Files.writeString(html, HtmlReport.render(result, comparison), StandardCharsets.UTF_8);
    Files.copy(json, out.resolve("last.json"), StandardCopyOption.REPLACE_EXISTING);
    Files.copy(html, out.resolve("last.html"), StandardCopyOption.REPLACE_EXISTING);
    return new Outcome(result, json, html, previous, comparison);
  }

  private LoadDriver driver() {
    try {
      return LoadDriver.choose(options.generator());
    } catch (IllegalStateException e) {
      throw CommandException.usage(e.getMessage(), "install wrk, or use --generator java");
    }
  }

  /** The result to compare with: the one asked for, else the last run's, else none. */
  private BenchResult previous(Path out) throws IOException {
    Path file = options.compareWith() != null ? options.compareWith() : out.resolve("last.json");
    if (!Files.isRegularFile(file)) {
      if (options.compareWith() != null) {
        throw CommandException.usage("no result to compare with at " + file, null);
      }
      return null;
    }
    try {
      return BenchResult.fromJson(Files.readString(file));
    } catch (RuntimeException e) {
      if (options.compareWith() != null) {
        throw CommandException.usage(file + " is not a silk bench result: " + e.getMessage(), null);
      }
      listener.note("ignoring " + file + ": not a silk bench result");
      return null;
    }
  }

  private void build() throws IOException, InterruptedException {
    ProjectJar.build(options.project(), options.buildCommand());
  }

  private List<BenchTarget> targets(Path jar) throws InterruptedException {
    if (!options.targets().isEmpty()) {
      return options.targets();
    }
    List<BenchTarget> fromFile = BenchFile.read(options.project());
    if (!fromFile.isEmpty()) {
      listener.note("requests from " + BenchFile.NAME);
      return fromFile;
    }
    listener.phase("Reading the app's routes");
    RouteDiscovery discovery = RouteDiscovery.of(jar);
    if (discovery.note() != null) {
      listener.note(discovery.note());
    }
    return discovery.targets();
  }

  /** The path polled for the first answer: the first GET expecting 200, else {@code /}. */
  private static String probe(List<BenchTarget> targets) {
    for (BenchTarget target : targets) {
      if (target.method().equals("GET") && target.expectStatus() == 200) {
        return target.path();
      }
    }
    return "/";
  }

  /**
   * {@code java <flags> -jar app.jar PORT}, pinned to {@code cpus} when not empty (the generated
   * {@code Main} takes the port as its first argument; {@code taskset} execs the JVM, so the pid
   * read for CPU and memory is the JVM's).
   */
  private static List<String> javaCommand(
      Path jar, List<String> jvmFlags, List<String> cpus, int port) {
    List<String> command = new ArrayList<>();
    command.add(JavaDriver.javaBin());
    command.addAll(jvmFlags);
    command.addAll(List.of("-jar", jar.toString(), Integer.toString(port)));
    return pinned(cpus, command);
  }

  /** {@code command}, run through {@code taskset -c CPUS} when {@code cpus} is not empty. */
  private static List<String> pinned(List<String> cpus, List<String> command) {
    if (cpus.isEmpty()) {
      return command;
    }
    List<String> pinned = new ArrayList<>(List.of("taskset", "-c", String.join(",", cpus)));
    pinned.addAll(command);
    return pinned;
  }

  /**
   * Milliseconds from launch to the server's first answer on {@code path}. Any status counts, so a
   * wrong probe path cannot stall the run: the {@link Verifier} judges the answers afterwards.
   */
  private static long awaitFirstAnswer(LocalServer server, String path)
      throws InterruptedException {
    try {
      return server.awaitAnswer(path, Duration.ofSeconds(120), false);
    } catch (IOException e) {
      throw CommandException.failure(e.getMessage(), "its whole output is in " + server.log());
    }
  }

  private LoadPlan plan(
      LocalServer server, BenchTarget target, Duration duration, List<String> cpus) {
    return new LoadPlan("127.0.0.1", server.port(), target, options.connections(), duration, cpus);
  }

  private RoundResult round(
      LocalServer server,
      LoadDriver driver,
      AllocationMeter allocation,
      BenchTarget target,
      List<String> cpus)
      throws IOException, InterruptedException {
    long pid = server.pid();
    AllocationMeter.Mark mark = allocation.mark();
    long[] cpu = new long[4];
    AtomicLong maxRss = new AtomicLong(-1);
    ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
    LoadResult load;
    try {
      sampler.scheduleAtFixedRate(
          () -> maxRss.accumulateAndGet(ProcStats.rssKb(pid), Math::max),
          0,
          200,
          TimeUnit.MILLISECONDS);
      load =
          driver.run(
              plan(server, target, options.duration(), cpus),
              new LoadDriver.Window() {
                @Override
                public void opened() {
                  cpu[0] = ProcStats.cpuTicks(pid);
                  cpu[1] = System.nanoTime();
                }

                @Override
                public void closed() {
                  cpu[2] = ProcStats.cpuTicks(pid);
                  cpu[3] = System.nanoTime();
                }
              });
    } finally {
      sampler.shutdownNow();
      sampler.awaitTermination(5, TimeUnit.SECONDS);
    }
    long bytes = allocation.allocatedSince(mark);
    double cpuSeconds =
        cpu[0] < 0 || cpu[2] < 0 ? -1 : (cpu[2] - cpu[0]) / (double) ProcStats.TICKS_PER_SECOND;
    double wall = (cpu[3] - cpu[1]) / 1e9;
    long requests = load.requests();
    return new RoundResult(
        requests,
        load.errors(),
        load.requestsPerSecond(),
        load.p50(),
        load.p90(),
        load.p99(),
        load.max(),
        cpuSeconds < 0 || wall <= 0 ? -1 : 100 * cpuSeconds / wall,
        cpuSeconds < 0 || requests == 0 ? -1 : cpuSeconds * 1e6 / requests,
        maxRss.get(),
        bytes < 0 || requests == 0 ? -1 : bytes / (double) requests);
  }

  /** The flags, after the start from the cache that they were given to. */
  private List<String> fromCache(AotStart start, List<String> flags) {
    List<String> shown = new ArrayList<>();
    shown.add(
        "from the "
            + start.kind().label()
            + " "
            + options.project().relativize(start.cache())
            + " through "
            + options.project().relativize(start.launcher()));
    shown.addAll(flags);
    return shown;
  }

  /** The flags as the report shows them: the GC log's path relative to the project. */
  private List<String> reported(List<String> flags) {
    Path project = options.project().toAbsolutePath();
    return flags.stream()
        .map(f -> f.startsWith("-Xlog:gc:file=") ? f.replace(project + "/", "") : f)
        .toList();
  }

  private static String javaVersion() {
    return System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version");
  }
}
