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
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code silk native [--pgo]}: builds the project into a GraalVM native binary, {@code
 * target/<name>}, and with {@code --pgo} trains and optimises it with a recorded profile.
 *
 * <p>Thin on purpose: it parses options, finds GraalVM ({@link GraalVmLocator}) and hands over to
 * {@link NativeBuild}, then prints its {@link NativeReport}. See docs/native.md.
 *
 * <pre>{@code
 * silk native --pgo -O3 --train-url /api/todos
 * }</pre>
 */
@Command(
    name = "native",
    description = {
      "Build a GraalVM native binary of the project into target/<name>.",
      "With --pgo (Oracle GraalVM): an instrumented build, a training run under load, and a build"
          + " optimised with the recorded profile."
    },
    footerHeading = "%nExit codes:%n",
    footer = {
      "  0    the binary is in place",
      "  1    a step failed (Maven, native-image, training); nothing half-built is left",
      "  2    usage error",
      "  3    no GraalVM found, or --pgo on one without PGO (Community Edition)",
      "  130  interrupted (Ctrl-C); nothing half-built is left"
    })
public final class NativeCommand implements Callable<Integer> {
  private static final Pattern OPTIMIZATION = Pattern.compile("[0-3b]");

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
      names = "--pgo-profile",
      paramLabel = "FILE",
      description =
          "Reuse a recorded profile (implies --pgo; skips the instrumented build and training).")
  Path pgoProfile;

  @Option(
      names = "-O",
      paramLabel = "LEVEL",
      description = "native-image optimisation level: 0, 1, 2, 3 or b (quick build).")
  String optimization;

  @Option(
      names = "--march",
      paramLabel = "ARCH",
      description = "Target machine: native, compatibility, or an architecture native-image lists.")
  String march;

  @Option(
      names = "--build-arg",
      paramLabel = "ARG",
      description = "Pass ARG to every native-image build as it is (repeatable).")
  List<String> buildArgs = new ArrayList<>();

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
      description = "Do not start the binary at the end to time its boot and read its memory.")
  boolean noMeasure;

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
    NativeOptions options =
        new NativeOptions(
            project.path(),
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
    GraalVm graal = new GraalVmLocator(System.getenv()).locate();
    console.info("Building with " + graal.summary());
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
}
