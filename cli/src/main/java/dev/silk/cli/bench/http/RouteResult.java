package dev.silk.cli.bench.http;

import dev.silk.json.JsonBound;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * All rounds of one route, and the median of each figure taken separately (as the reference does:
 * the median throughput and the median p99 may come from different rounds).
 *
 * @param label {@code METHOD /path}
 * @param rounds the measured rounds, in order
 */
@JsonBound
record RouteResult(String label, List<RoundResult> rounds) {
  RouteResult {
    rounds = List.copyOf(rounds);
  }

  /** The median of one figure over the rounds; -1 when any round could not measure it. */
  double median(ToDoubleFunction<RoundResult> figure) {
    double[] values = rounds.stream().mapToDouble(figure).sorted().toArray();
    if (values.length == 0 || values[0] < 0) {
      return -1;
    }
    int mid = values.length / 2;
    return values.length % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  }

  /** Round-to-round spread of one figure: (max - min) / median, 0 with a single round. */
  double spread(ToDoubleFunction<RoundResult> figure) {
    double[] values = rounds.stream().mapToDouble(figure).toArray();
    double median = median(figure);
    if (values.length < 2 || median <= 0) {
      return 0;
    }
    return (Arrays.stream(values).max().orElse(0) - Arrays.stream(values).min().orElse(0)) / median;
  }

  /** Errors summed over all rounds. */
  long errors() {
    return rounds.stream().mapToLong(RoundResult::errors).sum();
  }
}
