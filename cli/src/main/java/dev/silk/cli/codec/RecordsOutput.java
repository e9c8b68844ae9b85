package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.Console;
import dev.silk.cli.ProjectDir;
import dev.silk.cli.project.NameRules;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Where and how the commands that make records ({@code silk codec from}, {@code silk codec
 * from-schema}) put them: the package, the project folder, {@code --dry-run} and {@code --force},
 * and the printing of what was written.
 */
public final class RecordsOutput {
  @Option(
      names = {"-p", "--package"},
      required = true,
      paramLabel = "PACKAGE",
      description = "The Java package of the records (e.g. com.example.shop).")
  String packageName;

  @Option(names = "--dry-run", description = "Print the sources instead of writing them.")
  boolean dryRun;

  @Option(names = "--force", description = "Overwrite files that exist with other content.")
  boolean force;

  @Mixin ProjectDir projectDir;

  /** Refuses a package name Java would not take, proposing one it would. */
  void checkPackage() {
    NameRules.packageName(packageName)
        .ifPresent(
            p -> {
              throw CommandException.usage(p.message(), "Try: --package " + p.proposal());
            });
  }

  /**
   * Fails before any work when the records would be written outside a project (no {@code pom.xml});
   * a dry run writes nothing and may run anywhere.
   */
  void checkProject(String command) {
    if (!dryRun) {
      projectDir.root(command);
    }
  }

  /**
   * Prints the sources of {@code types} ({@code --dry-run}) or writes them into the project, and
   * says what was done; {@code from} says where the types came from ("3 samples").
   *
   * @return whether files were written (false for a dry run)
   */
  boolean emit(Console console, List<TypeDecl> types, String from) {
    Path project = projectDir.path();
    List<SourceFiles.Planned> files = SourceFiles.plan(project, packageName, types);
    if (dryRun) {
      for (SourceFiles.Planned f : files) {
        console.info("@|faint // " + f.shown() + "|@");
        console.print(JavaHighlighter.highlight(f.source(), console));
      }
      console.info(
          "@|faint // " + files.size() + " types from " + from + "; nothing written (--dry-run)|@");
      return false;
    }
    List<SourceFiles.Planned> unchanged =
        files.stream().filter(SourceFiles.Planned::unchanged).toList();
    SourceFiles.write(files, force);
    console.success(
        "Wrote "
            + files.size()
            + " types from "
            + from
            + " to "
            + project.relativize(files.get(0).path().getParent()));
    for (SourceFiles.Planned f : files) {
      console.info("  " + f.shown() + (unchanged.contains(f) ? " @|faint (unchanged)|@" : ""));
    }
    return true;
  }
}
