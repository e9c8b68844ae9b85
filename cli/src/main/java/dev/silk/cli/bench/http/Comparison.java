package dev.silk.cli.bench.http;

import dev.silk.cli.bench.Figures;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * Compares a run with an earlier one, route by route: the ratio new ÷ old of each figure, and a
 * regression flag when a figure got worse by more than the noise. The noise is the larger
 * round-to-round spread ((max - min) / median) of the two runs for that figure, and never less than
 * {@link #MIN_NOISE}, so a single-round run is not flagged for a 1% wobble.
 *
 * <pre>{@code
 * for (Comparison.Row row : Comparison.of(previous, current).rows()) { ... row.regression() ... }
 * }</pre>
 */
record Comparison(List<Row> rows, List<String> differences) {
  /** The smallest change ever flagged: 5%. */
  static final double MIN_NOISE = 0.05;

  /**
   * One figure of one route.
   *
   * @param route the route's label
   * @param figure the figure's name
   * @param before the earlier median
   * @param after this run's median
   * @param ratio after ÷ before
   * @param noise the change that counts as noise, as a fraction
   * @param regression whether the figure got worse by more than the noise
   * @param improvement whether it got better by more than the noise
   * @param format how the figure is written, with its unit
   */
  record Row(
      String route,
      String figure,
      double before,
      double after,
      double ratio,
      double noise,
      boolean regression,
      boolean improvement,
      DoubleFunction<String> format) {}

  private record Figure(
      String name,
      ToDoubleFunction<RoundResult> value,
      boolean higherIsBetter,
      DoubleFunction<String> format) {}

  private static final List<Figure> FIGURES =
      List.of(
          new Figure("req/s", RoundResult::requestsPerSecond, true, v -> Figures.rate(v) + "/s"),
          new Figure("p50", RoundResult::p50, false, Figures::micros),
          new Figure("p99", RoundResult::p99, false, Figures::micros),
          new Figure("cpu/req", RoundResult::cpuMicrosPerRequest, false, Figures::micros),
          new Figure("alloc/req", RoundResult::allocBytesPerRequest, false, Figures::bytes));

  Comparison {
    rows = List.copyOf(rows);
    differences = List.copyOf(differences);
  }

  static Comparison of(BenchResult before, BenchResult after) {
    List<Row> rows = new ArrayList<>();
    for (RouteResult now : after.routes()) {
      RouteResult then = before.route(now.label());
      if (then == null) {
        continue;
      }
      for (Figure figure : FIGURES) {
        double old = then.median(figure.value());
        double current = now.median(figure.value());
        if (old <= 0 || current < 0) {
          continue;
        }
        double ratio = current / old;
        double noise =
            Math.max(MIN_NOISE, Math.max(then.spread(figure.value()), now.spread(figure.value())));
        boolean worse = figure.higherIsBetter() ? ratio < 1 - noise : ratio > 1 + noise;
        boolean better = figure.higherIsBetter() ? ratio > 1 + noise : ratio < 1 - noise;
        rows.add(
            new Row(
                now.label(),
                figure.name(),
                old,
                current,
                ratio,
                noise,
                worse,
                better,
                figure.format()));
      }
    }
    return new Comparison(rows, differences(before, after));
  }

  /**
   * How the two runs were set up differently: a ratio between a 64-connection run and a
   * 16-connection one, or two JVMs, says more about the set-up than about the app.
   */
  static List<String> differences(BenchResult before, BenchResult after) {
    List<String> found = new ArrayList<>();
    differ(found, "connections", before.connections(), after.connections());
    differ(found, "seconds per round", before.durationSeconds(), after.durationSeconds());
    differ(found, "generator", before.generator(), after.generator());
    differ(found, "pinning", before.pinning(), after.pinning());
    differ(found, "JVM", before.java(), after.java());
    differ(found, "JVM flags", withoutLogs(before.jvmFlags()), withoutLogs(after.jvmFlags()));
    differ(found, "CPUs", before.cpus(), after.cpus());
    return found;
  }

  private static void differ(List<String> found, String what, Object before, Object after) {
    if (!before.equals(after)) {
      found.add(what + ": " + text(before) + " before, " + text(after) + " now");
    }
  }

  private static String text(Object value) {
    return value instanceof Double d && d == Math.rint(d)
        ? Long.toString(d.longValue())
        : String.valueOf(value);
  }

  /** The flags that change what is measured; the GC log's file changes with every project. */
  private static List<String> withoutLogs(List<String> flags) {
    return flags.stream().filter(f -> !f.startsWith("-Xlog:gc:file=")).toList();
  }

  /** Whether any figure improved beyond the noise. */
  boolean improved() {
    return rows.stream().anyMatch(Row::improvement);
  }

  /** Whether any figure regressed. */
  boolean regressed() {
    return rows.stream().anyMatch(Row::regression);
  }
}
