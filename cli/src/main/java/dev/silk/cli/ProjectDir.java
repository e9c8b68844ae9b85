package dev.silk.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The {@code -C/--dir} option of every command that works on a project, declared once so its
 * letters, wording and default cannot differ between commands. A command mixes it in:
 *
 * <pre>{@code
 * @Mixin ProjectDir project;
 * ... ProjectCompiler.compile(project.path());
 * }</pre>
 */
public final class ProjectDir {
  @Option(
      names = {"-C", "--dir"},
      paramLabel = "DIR",
      description = "The project folder (default: the current one).")
  Path dir = Path.of("");

  /** The project folder, absolute and normalised. */
  public Path path() {
    return dir.toAbsolutePath().normalize();
  }
}
