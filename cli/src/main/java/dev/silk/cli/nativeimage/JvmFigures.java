package dev.silk.cli.nativeimage;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The JVM figures of the project's last {@code silk bench} run ({@code
 * target/silk-bench/last.json}), shown beside the native ones: its boot time and memory at the
 * first answer, and each route's median requests per second. The file belongs to {@code silk
 * bench}, so this reads what it finds and skips what it does not: no file, or one that is not JSON,
 * means no JVM figures, quietly.
 *
 * <pre>{@code
 * JvmFigures.read(project).forEach(f -> console.info(f.name() + " " + f.value()));
 * }</pre>
 */
final class JvmFigures {
  /** Where {@code silk bench} leaves its last result, relative to the project. */
  static final Path LAST_RESULT = Path.of("target", "silk-bench", "last.json");

  private JvmFigures() {}

  /**
   * One figure.
   *
   * @param name what it is ({@code boot}, {@code GET / requests/s})
   * @param value its value with its unit
   */
  record Figure(String name, String value) {}

  /** The figures of the last bench result, or an empty list. */
  static List<Figure> read(Path project) {
    Path file = project.resolve(LAST_RESULT);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      if (!(JsonValue.parse(Files.readAllBytes(file)) instanceof JsonObject result)) {
        return List.of();
      }
      List<Figure> figures = new ArrayList<>();
      if (result.get("bootMillis") instanceof JsonNumber boot) {
        figures.add(new Figure("boot", boot.text() + " ms to the first answer"));
      }
      if (result.get("bootRssKb") instanceof JsonNumber rss) {
        figures.add(
            new Figure(
                "RSS at boot", String.format(Locale.ROOT, "%.1f MB", rss.toDouble() / 1024)));
      }
      if (result.get("routes") instanceof JsonArray routes) {
        for (JsonValue value : routes.elements()) {
          if (value instanceof JsonObject route
              && route.get("label") instanceof JsonString label
              && route.get("rounds") instanceof JsonArray rounds) {
            List<Double> perSecond = new ArrayList<>();
            for (JsonValue round : rounds.elements()) {
              if (round instanceof JsonObject r
                  && r.get("requestsPerSecond") instanceof JsonNumber rps) {
                perSecond.add(rps.toDouble());
              }
            }
            if (!perSecond.isEmpty()) {
              perSecond.sort(null);
              figures.add(
                  new Figure(
                      label.value() + " requests/s",
                      String.format(
                          Locale.ROOT,
                          "%.0f (median of %d rounds)",
                          median(perSecond),
                          perSecond.size())));
            }
          }
        }
      }
      return figures;
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

  private static double median(List<Double> sorted) {
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
