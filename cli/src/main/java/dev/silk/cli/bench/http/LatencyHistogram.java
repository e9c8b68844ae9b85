package dev.silk.cli.bench.http;

/**
 * Latencies in microseconds, counted in buckets of under 1% width (exact below 256 µs), so a
 * generator can record millions of answers in a fixed 40 KB without a dependency. The maximum is
 * kept exactly.
 *
 * <pre>{@code
 * LatencyHistogram h = new LatencyHistogram();
 * h.record(120);
 * long p99 = h.percentile(99.0);
 * }</pre>
 */
final class LatencyHistogram {
  private static final int EXACT = 256;
  private static final int SUB = 128;
  private final long[] counts = new long[EXACT + 56 * SUB];
  private long total;
  private long max;

  void record(long micros) {
    long value = Math.max(0, micros);
    counts[index(value)]++;
    total++;
    max = Math.max(max, value);
  }

  void add(LatencyHistogram other) {
    for (int i = 0; i < counts.length; i++) {
      counts[i] += other.counts[i];
    }
    total += other.total;
    max = Math.max(max, other.max);
  }

  long total() {
    return total;
  }

  long max() {
    return max;
  }

  /** The value below which {@code percent} of the recorded latencies lie (bucket midpoint). */
  long percentile(double percent) {
    if (total == 0) {
      return 0;
    }
    long rank = Math.max(1, (long) Math.ceil(percent / 100.0 * total));
    long seen = 0;
    for (int i = 0; i < counts.length; i++) {
      seen += counts[i];
      if (seen >= rank) {
        long low = lowerBound(i);
        long mid = low + (lowerBound(i + 1) - low) / 2;
        return Math.min(mid, max);
      }
    }
    return max;
  }

  static int index(long value) {
    if (value < EXACT) {
      return (int) value;
    }
    int exponent = 63 - Long.numberOfLeadingZeros(value);
    int shift = exponent - 7;
    int sub = (int) (value >>> shift);
    return EXACT + (exponent - 8) * SUB + (sub - SUB);
  }

  static long lowerBound(int index) {
    if (index < EXACT) {
      return index;
    }
    int k = index - EXACT;
    int exponent = k / SUB + 8;
    long sub = k % SUB + SUB;
    return sub << (exponent - 7);
  }
}
