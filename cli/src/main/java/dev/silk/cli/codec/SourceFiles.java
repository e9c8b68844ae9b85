package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where generated sources go ({@code src/main/java/<package path>/<Type>.java}) and the rule for
 * writing them: a file that exists with other content is a conflict; every conflict is reported and
 * nothing is written unless {@code --force} allows overwriting. A file that already holds exactly
 * the new content is left alone.
 *
 * <pre>{@code
 * List<SourceFiles.Planned> files = SourceFiles.plan(projectDir, "com.example", types);
 * SourceFiles.write(files, force);
 * }</pre>
 */
final class SourceFiles {
  private SourceFiles() {}

  /**
   * One file to write.
   *
   * @param path the absolute path
   * @param shown the path relative to the project, for messages
   * @param source the content
   */
  record Planned(Path path, String shown, String source) {
    /** Whether the file exists with other content. */
    boolean conflicts() {
      try {
        return Files.exists(path) && !Files.readString(path, StandardCharsets.UTF_8).equals(source);
      } catch (IOException e) {
        return true;
      }
    }

    boolean unchanged() {
      return Files.exists(path) && !conflicts();
    }
  }

  static List<Planned> plan(Path projectDir, String packageName, List<TypeDecl> types) {
    String folder =
        "src/main/java/" + (packageName.isEmpty() ? "" : packageName.replace('.', '/') + "/");
    List<Planned> files = new ArrayList<>();
    for (TypeDecl t : types) {
      String shown = folder + t.name() + ".java";
      files.add(new Planned(projectDir.resolve(shown), shown, SourceWriter.source(packageName, t)));
    }
    return files;
  }

  /** Writes every file, or none when one conflicts and {@code force} is off. */
  static void write(List<Planned> files, boolean force) {
    if (!force) {
      List<String> conflicts = new ArrayList<>();
      for (Planned f : files) {
        if (f.conflicts()) {
          conflicts.add(f.shown());
        }
      }
      if (!conflicts.isEmpty()) {
        throw CommandException.failure(
            (conflicts.size() == 1 ? "1 file exists" : conflicts.size() + " files exist")
                + " with other content; nothing was written:\n  "
                + String.join("\n  ", conflicts),
            "Run again with --force to overwrite, or pick another --type or --package.");
      }
    }
    for (Planned f : files) {
      try {
        Files.createDirectories(f.path().getParent());
        Files.writeString(f.path(), f.source(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw CommandException.failure("cannot write " + f.shown() + ": " + e.getMessage(), null);
      }
    }
  }
}
