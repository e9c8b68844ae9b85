package dev.silk.cli.nativeimage;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The JVM figures of the project's last {@code silk bench} run ({@code
 * target/silk-bench/last.json}), shown beside the native ones. The file belongs to {@code silk
 * bench}, so this reads only what it finds: every number whose name speaks of boot, start-up,
 * memory or throughput, under its dotted path. No file, or one that is not JSON, means no JVM
 * column, quietly.
 *
 * <pre>{@code
 * JvmFigures.read(project).forEach(f -> console.info(f.name() + " " + f.value()));
 * }</pre>
 */
final class JvmFigures {
  /** Where {@code silk bench} leaves its last result, relative to the project. */
  static final Path LAST_RESULT = Path.of("target", "silk-bench", "last.json");

  private static final Pattern WANTED =
      Pattern.compile("(?i).*(boot|start|rss|memory|throughput|requests|rps).*");

  private JvmFigures() {}

  /**
   * One figure.
   *
   * @param name its dotted path in the file
   * @param value its text as written there
   */
  record Figure(String name, String value) {}

  /** The figures of the last bench result, or an empty list. */
  static List<Figure> read(Path project) {
    Path file = project.resolve(LAST_RESULT);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      List<Figure> figures = new ArrayList<>();
      collect("", JsonValue.parse(Files.readAllBytes(file)), figures, 0);
      return figures;
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  private static void collect(String path, JsonValue value, List<Figure> into, int depth) {
    if (depth > 3 || into.size() >= 12) {
      return;
    }
    if (value instanceof JsonObject object) {
      object
          .members()
          .forEach(
              (name, v) -> collect(path.isEmpty() ? name : path + "." + name, v, into, depth + 1));
    } else if (value instanceof JsonArray) {
      // per-case lists are silk bench's own report; the native report stays one screen long
      return;
    } else if (value instanceof JsonNumber number && WANTED.matcher(path).matches()) {
      into.add(new Figure(path, number.text()));
    }
  }
}
