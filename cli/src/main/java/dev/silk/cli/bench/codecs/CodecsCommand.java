package dev.silk.cli.bench.codecs;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.bench.ConsoleProgress;
import dev.silk.cli.bench.DurationConverter;
import dev.silk.cli.bench.ProjectBuildOptions;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code silk bench codecs}: JMH over the project's {@code @JsonBound} types, Silk's generated
 * codecs against Jackson, reading and writing a generated sample and a list of them. Thin: it turns
 * options into {@link CodecBench.Options} and prints what {@link CodecBench} measured.
 *
 * <pre>{@code
 * silk bench codecs
 * silk bench codecs --type Todo --forks 2 --iterations 5
 * }</pre>
 */
@Command(
    name = "codecs",
    description = {
      "Measure the project's JSON codecs: JMH over every @JsonBound type, Silk's generated codec"
          + " against Jackson, reading and writing a generated sample and a list of "
          + CodecBench.LIST_SIZE
          + ".",
      "Builds the production jar, checks that both engines agree on each type's sample (a type"
          + " where they disagree is reported, not measured), then runs JMH in JVMs of its own."
          + " Results go to target/silk-bench/json-codecs-* (JSON and HTML)."
    })
public final class CodecsCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public CodecsCommand(Console console) {
    this.console = console;
  }

  @Mixin ProjectBuildOptions build;

  @Option(
      names = "--xms",
      paramLabel = "SIZE",
      description = "-Xms of the measuring JVMs (default: 1g).")
  String xms = "1g";

  @Option(
      names = "--xmx",
      paramLabel = "SIZE",
      description = "-Xmx of the measuring JVMs (default: 1g).")
  String xmx = "1g";

  @Option(
      names = "--forks",
      paramLabel = "N",
      description = "JMH forks (fresh JVMs) per benchmark (default: 1).")
  int forks = 1;

  @Option(
      names = "--warmup-iterations",
      paramLabel = "N",
      description = "JMH warm-up iterations per fork (default: 3).")
  int warmupIterations = 3;

  @Option(
      names = "--iterations",
      paramLabel = "N",
      description = "JMH measured iterations per fork (default: 3).")
  int iterations = 3;

  @Option(
      names = "--iteration-time",
      paramLabel = "TIME",
      converter = DurationConverter.class,
      description = "Length of each JMH iteration, e.g. 1s, 200ms (default: 1s).")
  Duration iterationTime = Duration.ofSeconds(1);

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the generated samples (default: 42).")
  long seed = 42;

  @Option(
      names = "--type",
      paramLabel = "NAME",
      description = "Measure only this @JsonBound type (e.g. Todo); repeatable.")
  List<String> types = new ArrayList<>();

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (forks < 1 || warmupIterations < 0 || iterations < 1 || iterationTime.isZero()) {
      throw CommandException.usage(
          "--forks, --iterations and --iteration-time must be positive",
          "JMH measures in forked JVMs only: --forks 0 would measure in the runner");
    }
    CodecBench.Options options =
        new CodecBench.Options(
            build.project(),
            build.buildCommand(),
            forks,
            warmupIterations,
            iterations,
            iterationTime,
            xms,
            xmx,
            seed,
            types,
            null);
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
    ConsoleProgress.warnIfBusy(console, result.loadBefore(), result.cpus());
    return ExitCodes.OK;
  }
}
