package dev.silk.cli.bench.http;

import java.util.ArrayList;
import java.util.List;
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
record Comparison(List<Row> rows) {
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
   */
  record Row(
      String route,
      String figure,
      double before,
      double after,
      double ratio,
      double noise,
      boolean regression) {}

  private record Figure(String name, ToDoubleFunction<RoundResult> value, boolean higherIsBetter) {}

  private static final List<Figure> FIGURES =
      List.of(
          new Figure("req/s", RoundResult::requestsPerSecond, true),
          new Figure("p50", RoundResult::p50, false),
          new Figure("p99", RoundResult::p99, false),
          new Figure("cpu/req", RoundResult::cpuMicrosPerRequest, false),
          new Figure("alloc/req", RoundResult::allocBytesPerRequest, false));

  Comparison {
    rows = List.copyOf(rows);
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
        rows.add(new Row(now.label(), figure.name(), old, current, ratio, noise, worse));
      }
    }
    return new Comparison(rows);
  }

  /** Whether any figure regressed. */
  boolean regressed() {
    return rows.stream().anyMatch(Row::regression);
  }
}
