package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.LocalServer;
import dev.silk.cli.app.Verifier;
import dev.silk.cli.project.FileTrees;
import dev.silk.cli.project.Maven;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The engine of {@code silk native}: builds the project's jar with Maven (precompiled jte templates
 * and generated codecs come from that normal build), runs {@code native-image} on it, and with PGO
 * runs the three steps (instrumented build, training run, optimised build). It knows nothing of
 * picocli; {@link NativeCommand} parses the options and prints the {@link NativeReport}.
 *
 * <p>Nothing is half-built: every image is made in a staging folder under {@code
 * target/silk-native/} and only the finished binary is moved to {@code target/<name>}; a failure or
 * Ctrl-C removes the staging folder. What is kept on purpose: the profile ({@code
 * target/silk-native/default.iprof}, as soon as a training run wrote it, for {@code --pgo-profile})
 * and the logs of each step.
 *
 * <pre>{@code
 * NativeReport report = new NativeBuild(options, graalVm, Maven.forProject(dir), progress::line).run();
 * }</pre>
 */
public final class NativeBuild {
  /** The folder under {@code target/} holding the profile, logs and staging folders. */
  public static final String WORK_DIR = "silk-native";

  /** The jte reachability metadata, kept under {@link #WORK_DIR} for the logged commands. */
  static final String METADATA = "jte-metadata";

  private final NativeOptions options;
  private final GraalVm graal;
  private final Maven maven;
  private final Consumer<String> progress;
  private final Path project;
  private final Path work;
  private final StepRunner steps;

  /**
   * A build of {@code options.project()} with {@code graal} and {@code maven}, reporting each step
   * to {@code progress}.
   */
  public NativeBuild(NativeOptions options, GraalVm graal, Maven maven, Consumer<String> progress) {
    this.options = options;
    this.graal = graal;
    this.maven = maven;
    this.progress = progress;
    this.project = options.project().toAbsolutePath().normalize();
    this.work = project.resolve("target").resolve(WORK_DIR);
    this.steps = new StepRunner(project, work, maven.environment());
  }

  /** Runs every step and returns the figures; throws {@link CommandException} on failure. */
  public NativeReport run() throws InterruptedException {
    if (options.pgo()) {
      GraalVmLocator.requirePgo(graal);
    }
    String name = artifactId();
    Path output =
        options.output() != null
            ? options.output().toAbsolutePath().normalize()
            : project.resolve("target").resolve(name);
    Path givenProfile = options.pgoProfile() == null ? null : existing(options.pgoProfile());
    TrainingRoutes routes = TrainingRoutes.of(project, options.trainPaths());
    NativeReport.Builder report = new NativeReport.Builder(graal, output);

    Path staging = null;
    Thread cleanup = null;
    try {
      if (!options.skipMaven()) {
        long start = System.nanoTime();
        progress.accept("mvn package (templates, codecs, jar)");
        Files.createDirectories(work);
        steps.run("maven", mavenCommand());
        report.step("mvn package", elapsed(start));
      }
      Path jar = project.resolve("target").resolve(name + ".jar");
      if (!Files.isRegularFile(jar)) {
        throw CommandException.failure(
            "no " + project.relativize(jar) + " to build the image from",
            "silk native expects the project's runnable jar at target/<artifactId>.jar (the"
                + " templates' <finalName>); run mvn package, or drop --no-maven");
      }
      Files.createDirectories(work);
      staging = Files.createTempDirectory(work, ".staging-");
      Path stagingDir = staging;
      cleanup = new Thread(() -> abandon(stagingDir), "silk-native-cleanup");
      Runtime.getRuntime().addShutdownHook(cleanup);

      JarContents contents = JarContents.read(jar);
      List<Path> classPath = new ArrayList<>(List.of(jar));
      // Beside the logs, not in the staging folder: the logged commands name it, and stay runnable.
      Path metadata = work.resolve(METADATA);
      FileTrees.delete(metadata);
      if (contents.writeJteMetadata(metadata, name)) {
        classPath.add(metadata);
        progress.accept(
            "jte metadata for " + contents.templateClasses().size() + " precompiled templates");
      }
      NativeImageArgs args = new NativeImageArgs(options, classPath, contents.mainClass());
      Path binary;
      if (!options.pgo()) {
        binary = staging.resolve("image").resolve(name);
        Files.createDirectories(binary.getParent());
        nativeImage(
            "native-image", "native-image", args.plain(graal.nativeImage(), binary), report);
      } else {
        Path profile = givenProfile;
        if (profile == null) {
          Path instrumented = staging.resolve("instrumented").resolve(name);
          Files.createDirectories(instrumented.getParent());
          nativeImage(
              "native-image --pgo-instrument",
              "native-image-instrumented",
              args.instrumented(graal.nativeImage(), instrumented),
              report);
          profile = train(instrumented, routes, report);
        } else {
          report.profile(profile, false);
        }
        binary = staging.resolve("optimised").resolve(name);
        Files.createDirectories(binary.getParent());
        nativeImage(
            "native-image --pgo",
            "native-image-pgo",
            args.optimised(graal.nativeImage(), binary, profile),
            report);
      }
      if (!Files.isRegularFile(binary)) {
        throw CommandException.failure(
            "native-image ended well but wrote no " + binary.getFileName(),
            "see the native-image logs in " + project.relativize(work));
      }
      moveIntoPlace(binary, output);
      report.binary(Files.size(output));
      if (options.measure()) {
        measure(output, routes.paths().get(0), report);
      }
      report.jvm(JvmFigures.read(project));
      return report.build();
    } catch (IOException e) {
      throw new CommandException(
          dev.silk.cli.ExitCodes.FAILURE, "silk native failed: " + e.getMessage(), null, e);
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

  /**
   * The commands {@link #run()} would run, for {@code --dry-run}: Maven, then each native-image
   * build and the training run, with the staging folder shown as such. Runs nothing.
   */
  public List<String> plan(Path nativeImage) throws IOException {
    String name = artifactId();
    List<String> plan = new ArrayList<>();
    if (!options.skipMaven()) {
      plan.add(String.join(" ", mavenCommand()));
    }
    Path jar = project.resolve("target").resolve(name + ".jar");
    List<Path> classPath = new ArrayList<>(List.of(jar));
    String mainClass;
    if (Files.isRegularFile(jar) && options.skipMaven()) {
      JarContents contents = JarContents.read(jar);
      mainClass = contents.mainClass();
      if (!contents.templateClasses().isEmpty()) {
        classPath.add(work.resolve(METADATA));
      }
    } else {
      // The jar Maven is about to build: its Main-Class, and whether it has precompiled
      // templates (then the jte metadata joins the class path), are known only then.
      plan.add(
          "# then, from target/"
              + name
              + ".jar: MAIN_CLASS is its Main-Class, and "
              + work.resolve(METADATA)
              + " joins -cp when it holds precompiled jte templates");
      mainClass = "MAIN_CLASS";
    }
    NativeImageArgs args = new NativeImageArgs(options, classPath, mainClass);
    Path staging = work.resolve(".staging-*");
    if (!options.pgo()) {
      plan.add(String.join(" ", args.plain(nativeImage, staging.resolve("image").resolve(name))));
    } else {
      Path profile = options.pgoProfile();
      if (profile == null) {
        Path instrumented = staging.resolve("instrumented").resolve(name);
        plan.add(String.join(" ", args.instrumented(nativeImage, instrumented)));
        TrainingRoutes routes = TrainingRoutes.of(project, options.trainPaths());
        plan.add(
            instrumented
                + " -XX:ProfilesDumpFile="
                + staging.resolve("instrumented/default.iprof")
                + "   # checked, then trained on GET "
                + String.join(", ", routes.paths())
                + " for "
                + options.trainDuration().toSeconds()
                + " s");
        profile = work.resolve("default.iprof");
      }
      plan.add(
          String.join(
              " ",
              args.optimised(nativeImage, staging.resolve("optimised").resolve(name), profile)));
    }
    Path output =
        options.output() != null
            ? options.output().toAbsolutePath().normalize()
            : project.resolve("target").resolve(name);
    plan.add("mv " + staging.resolve("...").resolve(name) + " " + output);
    return plan;
  }

  private String artifactId() {
    if (!Files.isRegularFile(project.resolve("pom.xml"))) {
      throw CommandException.failure(
          "no pom.xml in " + project, "run silk native in a project folder, or give -C DIR");
    }
    return ProjectName.jarName(project.resolve("pom.xml"));
  }

  private static Path existing(Path profile) {
    if (!Files.isRegularFile(profile)) {
      throw CommandException.usage(
          "--pgo-profile: no file " + profile,
          "give a profile a training run wrote, e.g. target/" + WORK_DIR + "/default.iprof");
    }
    return profile.toAbsolutePath().normalize();
  }

  private List<String> mavenCommand() {
    return packageCommand(maven, options.mavenArgs());
  }

  /** {@code mvn -B -q package -DskipTests <extra>}: the jar, with its templates and codecs. */
  static List<String> packageCommand(Maven maven, List<String> extra) {
    List<String> arguments = new ArrayList<>(List.of("-B", "-q", "package", "-DskipTests"));
    arguments.addAll(extra);
    return maven.command(arguments);
  }

  private void nativeImage(
      String label, String log, List<String> command, NativeReport.Builder report)
      throws IOException, InterruptedException {
    progress.accept(label);
    long start = System.nanoTime();
    steps.run(log, command);
    report.build(label, elapsed(start));
  }

  /** Runs the instrumented binary under the training load; returns the kept profile. */
  private Path train(Path instrumented, TrainingRoutes routes, NativeReport.Builder report)
      throws IOException, InterruptedException {
    Path dump = instrumented.resolveSibling("default.iprof");
    progress.accept(
        "training: GET "
            + String.join(", ", routes.paths())
            + " for "
            + options.trainDuration().toSeconds()
            + " s");
    for (String skipped : routes.skipped()) {
      progress.accept("training skips '" + skipped + "' (only GET is sent)");
    }
    long start = System.nanoTime();
    TrainingLoad.Result result;
    int exit;
    try (LocalServer app =
        LocalServer.start(
            port ->
                List.of(instrumented.toAbsolutePath().toString(), "-XX:ProfilesDumpFile=" + dump),
            instrumented.getParent(),
            work.resolve("training.log"))) {
      app.awaitAnswer(routes.paths().get(0), Duration.ofSeconds(120), false);
      // As silk bench does before it measures: a profile of 404s would optimise the wrong code.
      List<String> wrong = Verifier.check("127.0.0.1", app.port(), routes.checks());
      if (!wrong.isEmpty()) {
        throw CommandException.failure(
            "refusing to train on wrong answers:\n  " + String.join("\n  ", wrong),
            "fix the app or the training paths (--train-url, the bench file's GET lines)");
      }
      result =
          new TrainingLoad(workers()).run(app.baseUrl(), routes.paths(), options.trainDuration());
      exit = app.stop(Duration.ofSeconds(60));
      if (!Files.isRegularFile(dump) || Files.size(dump) == 0) {
        throw CommandException.failure(
            "the instrumented binary wrote no profile when it stopped (exit code " + exit + ")",
            "its output is in " + project.relativize(work.resolve("training.log")));
      }
    }
    if (result.requests() == 0) {
      throw CommandException.failure(
          "the training run got no answer to any request",
          "its output is in " + project.relativize(work.resolve("training.log")));
    }
    Path kept = work.resolve("default.iprof");
    Files.move(dump, kept, StandardCopyOption.REPLACE_EXISTING);
    report.step("training run", elapsed(start));
    report.training(result);
    report.profile(kept, true);
    return kept;
  }

  private static int workers() {
    return Math.max(2, Math.min(8, 2 * Runtime.getRuntime().availableProcessors()));
  }

  private void measure(Path binary, String path, NativeReport.Builder report)
      throws IOException, InterruptedException {
    progress.accept("measuring boot and memory");
    try (LocalServer app =
        LocalServer.start(
            port -> List.of(binary.toAbsolutePath().toString()),
            project,
            work.resolve("measure.log"))) {
      report.boot(app.awaitAnswer(path, Duration.ofSeconds(60), true), app.residentBytes());
      app.stop(Duration.ofSeconds(30));
    } catch (IOException e) {
      // The binary is built and in place; a route that does not answer 200 is worth saying, not
      // worth failing the build for.
      progress.accept("could not measure the binary: " + e.getMessage());
    }
  }

  /** Moves the finished binary to its place in one step where the file system allows it. */
  static void moveIntoPlace(Path binary, Path output) throws IOException {
    Files.createDirectories(output.toAbsolutePath().getParent());
    try {
      Files.move(
          binary, output, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(binary, output, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Ctrl-C: stop the running tool and drop the staging folder. */
  private void abandon(Path staging) {
    steps.abandon();
    FileTrees.deleteQuietly(staging);
  }

  static Duration elapsed(long startNanos) {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }
}
