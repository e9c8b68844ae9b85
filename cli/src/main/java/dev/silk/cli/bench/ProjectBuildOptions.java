package dev.silk.cli.bench;

import dev.silk.cli.ProjectDir;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options both benchmarks share, declared once: which project ({@code -C/--dir}, as every
 * command that works on a project names it), and whether to build its production jar first. A
 * command mixes them in:
 *
 * <pre>{@code
 * @Mixin ProjectBuildOptions build;
 * ... ProjectJar.build(build.project(), build.buildCommand());
 * }</pre>
 */
public final class ProjectBuildOptions {
  @Mixin ProjectDir directory;

  @Option(
      names = "--no-build",
      description = "Measure the jar already in target/ instead of running mvn package.")
  boolean noBuild;

  /** The project folder, absolute and normalised; fails when it holds no pom.xml. */
  public Path project() {
    return directory.root("bench");
  }

  /** The Maven arguments of the production build, or none for {@code --no-build}. */
  public List<String> buildCommand() {
    return noBuild ? List.of() : ProjectJar.DEFAULT_BUILD;
  }
}
