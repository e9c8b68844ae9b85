package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The paths the PGO training run requests: those given with {@code --train-url}, then every {@code
 * GET} line of the project's {@code bench} file, and {@code /} when both are empty.
 *
 * <p>The {@code bench} file holds one route a line, {@code GET /path} or just {@code /path}; blank
 * lines and {@code #} comments are skipped. Other methods are skipped too, because the training
 * load sends no bodies; they are reported so the profile's blind spots are known.
 *
 * <pre>{@code
 * # bench
 * GET /
 * GET /api/todos
 * }</pre>
 */
final class TrainingRoutes {
  /** The project file that lists the routes to train on (shared with {@code silk bench}). */
  static final String BENCH_FILE = "bench";

  private final List<String> paths;
  private final List<String> skipped;

  private TrainingRoutes(List<String> paths, List<String> skipped) {
    this.paths = paths;
    this.skipped = skipped;
  }

  /** The routes for {@code project} with the extra paths given on the command line. */
  static TrainingRoutes of(Path project, List<String> extra) {
    Set<String> paths = new LinkedHashSet<>();
    for (String path : extra) {
      paths.add(checked(path, "--train-url"));
    }
    List<String> skipped = new ArrayList<>();
    Path bench = project.resolve(BENCH_FILE);
    if (Files.isRegularFile(bench)) {
      try {
        int number = 0;
        for (String raw : Files.readAllLines(bench)) {
          number++;
          String line = raw.strip();
          if (line.isEmpty() || line.startsWith("#")) {
            continue;
          }
          String[] parts = line.split("\\s+");
          if (parts.length == 1) {
            paths.add(checked(parts[0], "bench:" + number));
          } else if (parts[0].equalsIgnoreCase("GET")) {
            paths.add(checked(parts[1], "bench:" + number));
          } else {
            skipped.add(line);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    if (paths.isEmpty()) {
      paths.add("/");
    }
    return new TrainingRoutes(List.copyOf(paths), List.copyOf(skipped));
  }

  private static String checked(String path, String where) {
    if (!path.startsWith("/")) {
      throw CommandException.usage(
          where + ": '" + path + "' is not a path", "give the path of a route, e.g. /api/todos");
    }
    return path;
  }

  /** The paths to request, in order, without repeats. */
  List<String> paths() {
    return paths;
  }

  /** The lines of the bench file that name another method and are not sent. */
  List<String> skipped() {
    return skipped;
  }
}
