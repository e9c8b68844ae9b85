package dev.silk.cli.bench;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options both benchmarks share, declared once: which project, and whether to build its
 * production jar first. A command mixes them in:
 *
 * <pre>{@code
 * @Mixin ProjectBuildOptions build;
 * ... ProjectJar.build(build.project(), build.buildCommand());
 * }</pre>
 */
public final class ProjectBuildOptions {
  @Option(
      names = {"-d", "--directory"},
      paramLabel = "DIR",
      description = "The project to measure (default: the current folder).")
  Path directory = Path.of(".");

  @Option(
      names = "--no-build",
      description = "Measure the jar already in target/ instead of running mvn package.")
  boolean noBuild;

  /** The project folder, absolute and normalised. */
  public Path project() {
    return directory.toAbsolutePath().normalize();
  }

  /** The Maven arguments of the production build, or none for {@code --no-build}. */
  public List<String> buildCommand() {
    return noBuild ? List.of() : ProjectJar.DEFAULT_BUILD;
  }
}
