package dev.silk.cli.bench;

import dev.silk.cli.CommandException;
import dev.silk.cli.project.Maven;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The project's production jar, which both benchmarks measure: built with the project's own Maven
 * build (so jte templates are precompiled and codecs generated, exactly as in production), then
 * found in {@code target/}.
 */
public final class ProjectJar {
  /** The production build: the jte templates are precompiled by the project's own Maven build. */
  public static final List<String> DEFAULT_BUILD = List.of("-B", "-q", "package", "-DskipTests");

  private ProjectJar() {}

  /** Runs {@code mvn <arguments>} in the project; a failure shows the end of Maven's output. */
  public static void build(Path project, List<String> arguments)
      throws IOException, InterruptedException {
    Maven maven = Maven.forProject(project);
    List<String> command = maven.command(arguments);
    Path log = Files.createTempFile("silk-bench-build", ".log");
    try {
      Process process;
      try {
        process =
            maven
                .process(project, arguments)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
      } catch (IOException e) {
        throw CommandException.failure(
            "cannot run " + command.get(0) + ": " + e.getMessage(),
            Maven.installHint() + "; or build the jar yourself and pass --no-build");
      }
      if (process.waitFor() != 0) {
        List<String> lines = Files.readAllLines(log);
        throw CommandException.failure(
            "the build failed: "
                + String.join(" ", command)
                + "\n"
                + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())),
            "fix the build, or measure the jar already built with --no-build");
      }
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /** The newest runnable jar in target/ (not the shade plugin's {@code original-*.jar}). */
  public static Path find(Path project) throws IOException {
    Path target = project.resolve("target");
    Path best = null;
    if (Files.isDirectory(target)) {
      try (DirectoryStream<Path> jars = Files.newDirectoryStream(target, "*.jar")) {
        for (Path jar : jars) {
          String name = jar.getFileName().toString();
          if (name.startsWith("original-") || name.endsWith("-sources.jar")) {
            continue;
          }
          if (best == null
              || Files.getLastModifiedTime(jar).compareTo(Files.getLastModifiedTime(best)) > 0) {
            best = jar;
          }
        }
      }
    }
    if (best == null) {
      throw CommandException.failure(
          "no jar in " + target,
          "build the project first (mvn package), or run again without --no-build");
    }
    return best;
  }
}
