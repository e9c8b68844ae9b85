package dev.silk.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The {@code -C/--dir} option of every command that works on a project, declared once so its
 * letters, wording and default cannot differ between commands. A command mixes it in:
 *
 * <pre>{@code
 * @Mixin ProjectDir project;
 * ... ProjectCompiler.compile(project.root("codec show"));
 * }</pre>
 *
 * <p>{@code -d/--directory}, the spelling {@code silk bench} once used, is accepted too and left
 * out of the help (docs/decisions.md, D218).
 */
public final class ProjectDir {
  @Option(
      names = {"-C", "--dir"},
      paramLabel = "DIR",
      description = "The project folder (default: the current one).")
  Path dir = Path.of("");

  @Option(
      names = {"-d", "--directory"},
      paramLabel = "DIR",
      hidden = true,
      description = "The same as --dir.")
  void directory(Path directory) {
    this.dir = directory;
  }

  /** The project folder, absolute and normalised. */
  public Path path() {
    return dir.toAbsolutePath().normalize();
  }

  /**
   * The project folder, which must hold a {@code pom.xml}: otherwise the command fails before it
   * runs Maven or writes a file, with what to do.
   *
   * @param command the command's name, for the message ({@code bench}, {@code codec from})
   */
  public Path root(String command) {
    Path root = path();
    if (!Files.isRegularFile(root.resolve("pom.xml"))) {
      throw CommandException.failure(
          "no pom.xml in " + root + ": silk " + command + " works on a project",
          "run it in a project's folder, or name one with -C DIR (silk new makes one)");
    }
    return root;
  }
}
