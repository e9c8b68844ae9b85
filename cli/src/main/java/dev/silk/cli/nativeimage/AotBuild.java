package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.LocalServer;
import dev.silk.cli.app.AotStart;
import dev.silk.cli.app.BenchTarget;
import dev.silk.cli.app.CacheKind;
import dev.silk.cli.app.Verifier;
import dev.silk.cli.project.FileTrees;
import dev.silk.cli.project.Maven;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The engine of {@code silk native --aot}: builds the jar, starts it on a free port with the
 * options that record a start-up cache (an AOT cache on JDK 25+, an AppCDS archive on JDK 17-24,
 * {@link CacheKind}), checks that every training route answers as {@code silk bench} would demand,
 * sends {@code --pgo}'s training load, stops the JVM so that it writes the cache, and leaves {@code
 * target/<name>.aot} (or {@code .jsa}) with the launcher {@code target/<name>} ({@link
 * AotLauncher}). Then it times starts with and without the cache, alternating.
 *
 * <p>A training run that gets a wrong answer (a 404, a 500, another status than the bench file
 * expects) is killed before it can write anything: a cache trained on error pages profiles the
 * wrong code. As with native images, nothing is half-made: the cache and the launcher are written
 * in {@code target/silk-native/.staging-*} and moved into place only when both are whole.
 *
 * <pre>{@code
 * AotReport report = new AotBuild(options, JavaRuntime.locate(env), Maven.forProject(dir), progress::line).run();
 * }</pre>
 */
public final class AotBuild {
  private final AotOptions options;
  private final JavaRuntime jdk;
  private final Maven maven;
  private final Consumer<String> progress;
  private final Path project;
  private final Path work;
  private final StepRunner steps;
  private final List<NativeReport.Step> timings = new ArrayList<>();

  /** A run over {@code options.project()} recording with {@code jdk}. */
  public AotBuild(AotOptions options, JavaRuntime jdk, Maven maven, Consumer<String> progress) {
    this.options = options;
    this.jdk = jdk;
    this.maven = maven;
    this.progress = progress;
    this.project = options.project().toAbsolutePath().normalize();
    this.work = project.resolve("target").resolve(NativeBuild.WORK_DIR);
    this.steps = new StepRunner(project, work, maven.environment());
  }

  /** Runs every step and returns the figures; throws {@link CommandException} on failure. */
  public AotReport run() throws InterruptedException {
    if (!Files.isRegularFile(project.resolve("pom.xml"))) {
      throw CommandException.failure(
          "no pom.xml in " + project, "run silk native --aot in a project folder, or give -C DIR");
    }
    String name = ProjectName.jarName(project.resolve("pom.xml"));
    TrainingRoutes routes = TrainingRoutes.of(project, options.trainPaths());
    List<BenchTarget> checks = routes.checks();
    CacheKind kind = jdk.cacheKind();
    Path target = project.resolve("target");
    Path staging = null;
    Thread cleanup = null;
    try {
      if (!options.skipMaven()) {
        long start = System.nanoTime();
        progress.accept("mvn package (templates, codecs, jar)");
        steps.run("maven", NativeBuild.packageCommand(maven, options.mavenArgs()));
        timings.add(new NativeReport.Step("mvn package", NativeBuild.elapsed(start)));
      }
      Path jar = target.resolve(name + ".jar");
      if (!Files.isRegularFile(jar)) {
        throw CommandException.failure(
            "no " + project.relativize(jar) + " to record a cache for",
            "silk native --aot starts the project's runnable jar, target/<finalName or"
                + " artifactId>.jar; run mvn package, or drop --no-maven");
      }
      jar = jar.toRealPath();
      Files.createDirectories(work);
      staging = Files.createTempDirectory(work, ".staging-");
      Path stagingDir = staging;
      cleanup =
          new Thread(
              () -> {
                steps.abandon();
                FileTrees.deleteQuietly(stagingDir);
              },
              "silk-aot-cleanup");
      Runtime.getRuntime().addShutdownHook(cleanup);

      Path recorded = staging.resolve(name + kind.extension());
      TrainingLoad.Result training = train(jar, kind, recorded, routes, checks);
      Path launcherFile = staging.resolve(name);
      new AotLauncher(name, kind, jdk, options.javaOptions(), Files.size(jar)).write(launcherFile);

      Path cache = target.resolve(recorded.getFileName());
      Path launcher = target.resolve(name);
      for (CacheKind other : CacheKind.values()) {
        if (other != kind) {
          Files.deleteIfExists(target.resolve(name + other.extension()));
        }
      }
      NativeBuild.moveIntoPlace(recorded, cache);
      NativeBuild.moveIntoPlace(launcherFile, launcher);

      List<FirstStart.Figures> cached = new ArrayList<>();
      List<FirstStart.Figures> plain = new ArrayList<>();
      if (options.rounds() > 0) {
        measure(launcher, cache, jar, kind, routes.paths(), cached, plain);
      }
      return new AotReport(
          jdk,
          kind,
          launcher,
          jar,
          Files.size(jar),
          cache,
          Files.size(cache),
          options.javaOptions(),
          timings,
          training,
          cached,
          plain);
    } catch (IOException e) {
      throw new CommandException(
          ExitCodes.FAILURE, "silk native --aot failed: " + e.getMessage(), null, e);
    } finally {
      if (staging != null) {
        FileTrees.deleteQuietly(staging);
      }
      if (cleanup != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
          // the hook is running or ran: it removes the staging folder itself
        }
      }
    }
  }

  /** The training run; the cache is in {@code recorded} when it returns. */
  private TrainingLoad.Result train(
      Path jar, CacheKind kind, Path recorded, TrainingRoutes routes, List<BenchTarget> checks)
      throws IOException, InterruptedException {
    long start = System.nanoTime();
    Path log = work.resolve("aot-training.log");
    progress.accept(
        "training "
            + jar.getFileName()
            + " on "
            + jdk.summary()
            + ": GET "
            + String.join(", ", routes.paths())
            + " for "
            + options.trainDuration().toSeconds()
            + " s");
    for (String skipped : routes.skipped()) {
      progress.accept("training skips '" + skipped + "' (only GET is sent)");
    }
    TrainingLoad.Result result;
    int exit;
    try (LocalServer app =
        LocalServer.start(port -> javaCommand(kind.recording(recorded), jar, port), project, log)) {
      try {
        app.awaitAnswer(routes.paths().get(0), Duration.ofSeconds(120), false);
      } catch (IOException e) {
        throw CommandException.failure(
            "the app did not start for the training run: " + e.getMessage(),
            "its whole output is in " + project.relativize(log));
      }
      List<String> problems = Verifier.check("127.0.0.1", app.port(), checks);
      if (!problems.isEmpty()) {
        app.kill();
        throw CommandException.failure(
            "refusing to record a cache from wrong answers:\n  " + String.join("\n  ", problems),
            "a cache trained on error pages holds the wrong code; fix the app, or the routes"
                + " (--train-url, the bench file and its expect=)");
      }
      result =
          new TrainingLoad(workers()).run(app.baseUrl(), routes.paths(), options.trainDuration());
      List<String> wrong = wrongStatuses(result, checks);
      if (result.requests() == 0 || !wrong.isEmpty()) {
        app.kill();
        throw CommandException.failure(
            result.requests() == 0
                ? "the training load got no answer to any request"
                : "refusing to record a cache: under the training load " + String.join(", ", wrong),
            "its output is in " + project.relativize(log));
      }
      timings.add(new NativeReport.Step("training run", NativeBuild.elapsed(start)));
      progress.accept("stopping it; the JVM writes the " + kind.label() + " as it exits");
      long stop = System.nanoTime();
      exit = app.stop(Duration.ofMinutes(5));
      timings.add(new NativeReport.Step(kind.label() + " written", NativeBuild.elapsed(stop)));
    }
    if (!Files.isRegularFile(recorded) || Files.size(recorded) == 0) {
      throw CommandException.failure(
          "the JVM wrote no " + kind.label() + " when it stopped (exit code " + exit + ")",
          "its output is in " + project.relativize(log));
    }
    return result;
  }

  /** {@code GET /x answered 500 12 times}, for each path with answers its check refuses. */
  private static List<String> wrongStatuses(TrainingLoad.Result result, List<BenchTarget> checks) {
    List<String> wrong = new ArrayList<>();
    for (BenchTarget check : checks) {
      Map<Integer, Long> statuses = result.statuses().getOrDefault(check.path(), Map.of());
      statuses.forEach(
          (status, count) -> {
            if (status != check.expectStatus()) {
              wrong.add(check.label() + " answered " + status + " " + count + " times");
            }
          });
    }
    return wrong;
  }

  /**
   * Starts with and without the cache, alternating which goes first, so a slow spell of the machine
   * falls on both: the cached start through the launcher, made to refuse to start without its cache
   * (so a cache the JVM cannot map fails here instead of measuring a plain start), the plain one
   * with {@code java -jar} and the same options.
   */
  private void measure(
      Path launcher,
      Path cache,
      Path jar,
      CacheKind kind,
      List<String> paths,
      List<FirstStart.Figures> cached,
      List<FirstStart.Figures> plain)
      throws InterruptedException {
    progress.accept(
        "measuring "
            + options.rounds()
            + " starts with and "
            + options.rounds()
            + " without the cache, alternating");
    AotStart start = new AotStart(launcher, cache, kind);
    try {
      for (int round = 0; round < options.rounds(); round++) {
        for (int i = 0; i < 2; i++) {
          boolean fromCache = (round + i) % 2 == 0;
          if (fromCache) {
            cached.add(
                FirstStart.measure(
                    port -> start.command(List.of(), List.of(Integer.toString(port))),
                    project,
                    work.resolve("aot-measure-cached.log"),
                    paths));
          } else {
            plain.add(
                FirstStart.measure(
                    port -> javaCommand(List.of(), jar, port),
                    project,
                    work.resolve("aot-measure-plain.log"),
                    paths));
          }
        }
      }
    } catch (IOException e) {
      // The cache and the launcher are in place; a start that fails here is worth saying, and the
      // log says why (a cache the JVM refuses fails the cached start, by design).
      progress.accept("could not measure the starts: " + e.getMessage());
      cached.clear();
      plain.clear();
    }
  }

  /** {@code java <options> <extra> -jar <jar> <port>} with the JDK the cache is for. */
  private List<String> javaCommand(List<String> extra, Path jar, int port) {
    List<String> command = new ArrayList<>();
    command.add(jdk.java().toString());
    command.addAll(options.javaOptions());
    command.addAll(extra);
    command.addAll(List.of("-jar", jar.toString(), Integer.toString(port)));
    return command;
  }

  private static int workers() {
    return Math.max(2, Math.min(8, 2 * Runtime.getRuntime().availableProcessors()));
  }
}
