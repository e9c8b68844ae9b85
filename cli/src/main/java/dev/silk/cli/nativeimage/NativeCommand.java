package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.project.Maven;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Stack;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code silk native [--pgo | --aot]}: builds the project into a GraalVM native binary, {@code
 * target/<name>}, and with {@code --pgo} trains and optimises it with a recorded profile; with
 * {@code --aot} it needs no GraalVM: the same training records a JVM start-up cache and {@code
 * target/<name>} is a launcher that starts the jar from it.
 *
 * <p>Thin on purpose: it parses options, finds GraalVM ({@link GraalVmLocator}) or the JDK ({@link
 * JavaRuntime}) and hands over to {@link NativeBuild} or {@link AotBuild}, then prints their
 * report. See docs/native.md.
 *
 * <pre>{@code
 * silk native --pgo -O3 --train-url /api/todos
 * silk native --aot --train-url /api/todos
 * }</pre>
 */
@Command(
    name = "native",
    description = {
      "Build a GraalVM native binary of the project into target/<name>.",
      "With --pgo (Oracle GraalVM): an instrumented build, a training run under load, and a build"
          + " optimised with the recorded profile.",
      "With --aot (no GraalVM): the same training run records a JVM start-up cache,"
          + " target/<name>.aot (JDK 25+; an AppCDS archive, target/<name>.jsa, on JDK 17-24),"
          + " and target/<name> becomes a launcher that starts the jar from it."
    },
    footerHeading = "%nExit codes:%n",
    footer = {
      "  0    the binary (or the cache and its launcher) is in place",
      "  1    a step failed (Maven, native-image, training, a wrong answer); nothing half-built is"
          + " left",
      "  2    usage error",
      "  3    no GraalVM found, or --pgo on one without PGO (Community Edition)",
      "  130  interrupted (Ctrl-C); nothing half-built is left"
    })
public final class NativeCommand implements Callable<Integer> {
  private static final Pattern OPTIMIZATION = Pattern.compile("[0-3bs]");

  /** Options of a native-image build, refused with --aot. */
  private static final List<String> NATIVE_ONLY =
      List.of("--pgo", "--pgo-profile", "-O", "--march", "--build-arg", "--output", "--dry-run");

  private final Console console;

  /** The command, printing through {@code console}. */
  public NativeCommand(Console console) {
    this.console = console;
  }

  @Option(
      names = "--pgo",
      description =
          "Profile-guided optimisation: instrumented build, training run, optimised build.")
  boolean pgo;

  @Option(
      names = "--aot",
      description =
          "No GraalVM: record a JVM start-up cache from the training run (AOT cache on JDK 25+,"
              + " AppCDS before) and write the launcher target/<name>.")
  boolean aot;

  @Option(
      names = "--jvm-option",
      paramLabel = "OPT",
      description =
          "--aot: a JVM option the app is trained and then always started with, e.g. -Xmx512m"
              + " (repeatable).")
  List<String> jvmOptions = new ArrayList<>();

  @Option(
      names = "--pgo-profile",
      paramLabel = "FILE",
      description =
          "Reuse a recorded profile (implies --pgo; skips the instrumented build and training).")
  Path pgoProfile;

  @Option(
      names = "-O",
      paramLabel = "LEVEL",
      description = "native-image optimisation level: 0, 1, 2, 3, b (quick build) or s (size).")
  String optimization;

  @Option(
      names = "--march",
      paramLabel = "ARCH",
      description = "Target machine: native, compatibility, or an architecture native-image lists.")
  String march;

  @Option(
      names = "--build-arg",
      paramLabel = "ARG",
      parameterConsumer = RawArgument.class,
      description =
          "Pass ARG to every native-image build as it is, even when it looks like an option of"
              + " silk's (--build-arg=--verbose); repeatable.")
  List<String> buildArgs = new ArrayList<>();

  @Option(
      names = "--dry-run",
      description = "Print the commands the build would run, and run none.")
  boolean dryRun;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Where to put the binary (default: target/<artifactId>).")
  Path output;

  @Option(
      names = "--train-url",
      paramLabel = "PATH",
      description =
          "A GET path for the training run (repeatable); added to the project's bench file, / when"
              + " neither names one.")
  List<String> trainPaths = new ArrayList<>();

  @Option(
      names = "--train-seconds",
      paramLabel = "N",
      description = "How long the training load runs (default: ${DEFAULT-VALUE}).")
  int trainSeconds = (int) NativeOptions.DEFAULT_TRAINING.toSeconds();

  @Option(
      names = "--no-maven",
      description = "Reuse target/<artifactId>.jar instead of running mvn package first.")
  boolean noMaven;

  @Option(
      names = "--no-measure",
      description =
          "Do not start the binary at the end to time its boot and read its memory (with --aot:"
              + " the starts with and without the cache).")
  boolean noMeasure;

  @Spec CommandSpec spec;

  @Mixin ProjectDir project;

  @Override
  public Integer call() {
    if (optimization != null && !OPTIMIZATION.matcher(optimization).matches()) {
      throw CommandException.usage(
          "-O" + optimization + " is not an optimisation level", "use -O0, -O1, -O2, -O3 or -Ob");
    }
    if (trainSeconds < 1) {
      throw CommandException.usage("--train-seconds must be at least 1", null);
    }
    if (aot) {
      return aot(console);
    }
    if (!jvmOptions.isEmpty()) {
      throw CommandException.usage(
          "--jvm-option only applies to --aot", "a native binary takes no JVM options");
    }
    NativeOptions options =
        new NativeOptions(
            project.root("native"),
            pgo || pgoProfile != null,
            pgoProfile,
            optimization,
            march,
            buildArgs,
            output,
            noMaven,
            List.of(),
            trainPaths,
            Duration.ofSeconds(trainSeconds),
            !noMeasure);
    if (dryRun) {
      return dryRun(options);
    }
    GraalVm graal = new GraalVmLocator(System.getenv()).locate();
    console.info("Building with " + graal.summary());
    if (console.verbosity() == Console.Verbosity.VERBOSE) {
      // -v: the commands about to run, as --dry-run prints them (each step's log has them too)
      try {
        new NativeBuild(options, null, Maven.forProject(options.project()), step -> {})
            .plan(graal.nativeImage())
            .forEach(command -> console.detail("$ " + command));
      } catch (java.io.IOException e) {
        console.detail(
            "(cannot read the project's jar to list the commands: " + e.getMessage() + ")");
      }
    }
    NativeReport report;
    try {
      report =
          new NativeBuild(
                  options,
                  graal,
                  Maven.forProject(options.project()),
                  step -> console.info("» " + step))
              .run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.error("interrupted; nothing half-built is left");
      return ExitCodes.INTERRUPTED;
    }
    report.lines().forEach(console::info);
    console.success("Built " + report.binary());
    return ExitCodes.OK;
  }

  private int dryRun(NativeOptions options) {
    Path nativeImage;
    try {
      nativeImage = new GraalVmLocator(System.getenv()).locate().nativeImage();
    } catch (CommandException noGraalVm) {
      nativeImage = Path.of("native-image");
      console.info("@|faint # no GraalVM found; a build would fail before these commands|@");
    }
    try {
      for (String command :
          new NativeBuild(options, null, Maven.forProject(options.project()), step -> {})
              .plan(nativeImage)) {
        console.print(command);
      }
    } catch (java.io.IOException e) {
      throw CommandException.failure("cannot read the project's jar: " + e.getMessage(), null);
    }
    return ExitCodes.OK;
  }

  /**
   * Takes the next argument as the value whatever it looks like: native-image's options ({@code
   * -Os}, {@code --verbose}) would otherwise be taken for silk's own.
   */
  static final class RawArgument implements IParameterConsumer {
    @Override
    public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
      if (args.isEmpty()) {
        throw new ParameterException(
            commandSpec.commandLine(), "--build-arg needs a value, e.g. --build-arg=-Os");
      }
      List<String> values = argSpec.getValue();
      values.add(args.pop());
    }
  }

  private int aot(Console console) {
    List<String> misplaced =
        NATIVE_ONLY.stream()
            .filter(o -> spec.commandLine().getParseResult().hasMatchedOption(o))
            .toList();
    if (!misplaced.isEmpty()) {
      throw CommandException.usage(
          String.join(", ", misplaced) + " cannot go with --aot",
          "--aot makes no native image; it writes target/<name> as a launcher of the jar");
    }
    for (String option : jvmOptions) {
      if (!option.startsWith("-")) {
        throw CommandException.usage(
            "--jvm-option " + option + " is not a JVM option", "e.g. --jvm-option=-Xmx512m");
      }
    }
    AotOptions options =
        new AotOptions(
            project.root("native --aot"),
            jvmOptions,
            trainPaths,
            Duration.ofSeconds(trainSeconds),
            noMaven,
            List.of(),
            noMeasure ? 0 : AotOptions.DEFAULT_ROUNDS);
    JavaRuntime jdk = JavaRuntime.locate(System.getenv());
    console.info(
        "Recording with "
            + jdk.summary()
            + (jdk.recordsAotCache()
                ? ""
                : ": an AppCDS archive, not an AOT cache (that needs JDK 25; set JAVA_HOME)"));
    AotReport report;
    try {
      report =
          new AotBuild(
                  options,
                  jdk,
                  Maven.forProject(options.project()),
                  step -> console.info("» " + step))
              .run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.error("interrupted; nothing half-made is left");
      return ExitCodes.INTERRUPTED;
    }
    report.lines().forEach(console::info);
    console.success(
        "Start it with "
            + report.launcher()
            + " (the "
            + report.kind().label()
            + " is "
            + report.cache().getFileName()
            + ")");
    return ExitCodes.OK;
  }
}
