package dev.silk.cli.bench.http;

import dev.silk.cli.app.BenchTarget;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Everything a {@link Bench} run needs to know, decided by the command line (or a test).
 *
 * @param project the project's root folder
 * @param targets targets given on the command line; empty for the bench file or the app's routes
 * @param duration each measured round
 * @param warmup the unmeasured load before the rounds of each route
 * @param rounds measured rounds per route
 * @param connections keep-alive connections
 * @param xms the server's initial heap, e.g. {@code 1g}
 * @param xmx the server's maximum heap
 * @param generator which load generator
 * @param buildCommand the production build, or empty for {@code --no-build}
 * @param compareWith an earlier result to compare with; null for the previous run, if any
 * @param aot whether the app starts from the cache {@code silk native --aot} recorded, through its
 *     launcher, instead of {@code java -jar}
 */
public record BenchOptions(
    Path project,
    List<BenchTarget> targets,
    Duration duration,
    Duration warmup,
    int rounds,
    int connections,
    String xms,
    String xmx,
    LoadDriver.Kind generator,
    List<String> buildCommand,
    Path compareWith,
    boolean aot) {
  /** Copies the lists. */
  public BenchOptions {
    targets = List.copyOf(targets);
    buildCommand = List.copyOf(buildCommand);
  }

  /** The folder results go to. */
  public Path outputDir() {
    return project.resolve("target").resolve("silk-bench");
  }
}
