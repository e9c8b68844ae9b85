package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.app.BenchFile;
import dev.silk.cli.app.BenchTarget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The paths the PGO training run requests: those given with {@code --train-url}, then every {@code
 * GET} line of the project's {@code bench} file, and {@code /} when both are empty.
 *
 * <p>The {@code bench} file is read as {@code silk bench} reads it ({@link BenchFile}); requests
 * with another method are skipped, because the training load sends no bodies, and reported so the
 * profile's blind spots are known.
 *
 * <pre>{@code
 * # bench
 * GET /
 * GET /api/todos
 * }</pre>
 */
final class TrainingRoutes {
  private final List<String> paths;
  private final List<String> skipped;
  private final List<BenchTarget> checks;

  private TrainingRoutes(List<String> paths, List<String> skipped, List<BenchTarget> fromFile) {
    this.paths = paths;
    this.skipped = skipped;
    List<BenchTarget> expected = new ArrayList<>();
    for (String path : paths) {
      BenchTarget check = BenchTarget.get(path);
      for (BenchTarget line : fromFile) {
        if (line.method().equals("GET") && line.path().equals(path)) {
          check = line;
          break;
        }
      }
      expected.add(check);
    }
    this.checks = List.copyOf(expected);
  }

  /** The routes for {@code project} with the extra paths given on the command line. */
  static TrainingRoutes of(Path project, List<String> extra) {
    Set<String> paths = new LinkedHashSet<>();
    for (String path : extra) {
      paths.add(checked(path, "--train-url"));
    }
    List<String> skipped = new ArrayList<>();
    // The load run's own reading of the file: one syntax, one set of errors, for both commands.
    List<BenchTarget> fromFile = BenchFile.read(project);
    for (BenchTarget target : fromFile) {
      if (target.method().equals("GET")) {
        paths.add(target.path());
      } else {
        skipped.add(target.label());
      }
    }
    if (paths.isEmpty()) {
      paths.add("/");
    }
    return new TrainingRoutes(List.copyOf(paths), List.copyOf(skipped), fromFile);
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

  /**
   * What each path must answer before the training may start: the bench file's expectation for a
   * {@code GET} of it ({@code expect=}, {@code expect-body=}), else a {@code 200}. A profile or a
   * cache recorded from error pages would be trained on the wrong code (D202).
   */
  List<BenchTarget> checks() {
    return checks;
  }

  /** The requests of the bench file that name another method and are not sent. */
  List<String> skipped() {
    return skipped;
  }
}
