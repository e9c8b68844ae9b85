package dev.silk.bench.http;

import java.util.Arrays;

/** Medians, taken per measure: the report never mixes numbers from different rounds in one row. */
final class Stats {
  private Stats() {}

  /** The median of {@code values} (sorted or not); NaN for none. */
  static double median(double... values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
}
