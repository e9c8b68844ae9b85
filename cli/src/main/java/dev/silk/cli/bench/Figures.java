package dev.silk.cli.bench;

import java.util.Locale;

/** Formats figures the same way in the terminal table and the HTML report. */
public final class Figures {
  private Figures() {}

  public static String rate(double perSecond) {
    return perSecond < 0 ? "n/a" : String.format(Locale.ROOT, "%,.0f", perSecond);
  }

  public static String micros(double micros) {
    if (micros < 0) {
      return "n/a";
    }
    if (micros < 1000) {
      return String.format(Locale.ROOT, "%.0f µs", micros);
    }
    if (micros < 1_000_000) {
      return String.format(Locale.ROOT, "%.2f ms", micros / 1e3);
    }
    return String.format(Locale.ROOT, "%.2f s", micros / 1e6);
  }

  public static String percent(double percent) {
    return percent < 0 ? "n/a" : String.format(Locale.ROOT, "%.0f%%", percent);
  }

  public static String megabytes(double kb) {
    return kb < 0 ? "n/a" : String.format(Locale.ROOT, "%.0f MB", kb / 1024);
  }

  public static String bytes(double bytes) {
    if (bytes < 0) {
      return "n/a";
    }
    if (bytes < 10_000) {
      return String.format(Locale.ROOT, "%.0f B", bytes);
    }
    return String.format(Locale.ROOT, "%.1f KB", bytes / 1024);
  }

  /** Nanoseconds per operation: {@code 85 ns}, {@code 12.3 µs}. */
  public static String nanos(double nanos) {
    if (nanos < 0) {
      return "n/a";
    }
    if (nanos < 10_000) {
      return String.format(Locale.ROOT, "%.0f ns", nanos);
    }
    return String.format(Locale.ROOT, "%.1f µs", nanos / 1e3);
  }

  /** A duration: {@code 100 ms}, {@code 1 s}, {@code 1.5 s}. */
  public static String seconds(double seconds) {
    if (seconds < 1) {
      return String.format(Locale.ROOT, "%.0f ms", seconds * 1e3);
    }
    return seconds == Math.rint(seconds)
        ? String.format(Locale.ROOT, "%.0f s", seconds)
        : String.format(Locale.ROOT, "%.1f s", seconds);
  }

  public static String count(double count) {
    return String.format(Locale.ROOT, "%.0f", count);
  }

  public static String ratio(double ratio) {
    return String.format(Locale.ROOT, "%.2fx", ratio);
  }
}
