package dev.silk.cli.nativeimage;

import dev.silk.cli.app.CacheKind;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * What one {@code silk native --aot} run made and measured: the JDK and the kind of cache, each
 * step's time, the training load, the jar's and the cache's sizes, and the start-up figures with
 * and without the cache, taken in the same run from starts that alternate, side by side.
 *
 * <pre>{@code
 * report.lines().forEach(console::info);
 * }</pre>
 *
 * @param jdk the JDK the cache was recorded with
 * @param kind what was recorded (an AOT cache on JDK 25+, an AppCDS archive before)
 * @param launcher the launcher script
 * @param jar the jar it starts
 * @param jarBytes the jar's size
 * @param cache the cache file
 * @param cacheBytes its size
 * @param javaOptions the JVM options it was recorded with
 * @param steps each step and how long it took
 * @param training the training load's result
 * @param cached the starts from the cache (through the launcher), empty when not measured
 * @param plain the plain starts ({@code java -jar}), as many as {@code cached}
 */
public record AotReport(
    JavaRuntime jdk,
    CacheKind kind,
    Path launcher,
    Path jar,
    long jarBytes,
    Path cache,
    long cacheBytes,
    List<String> javaOptions,
    List<NativeReport.Step> steps,
    TrainingLoad.Result training,
    List<FirstStart.Figures> cached,
    List<FirstStart.Figures> plain) {

  /** Copies the lists. */
  public AotReport {
    javaOptions = List.copyOf(javaOptions);
    steps = List.copyOf(steps);
    cached = List.copyOf(cached);
    plain = List.copyOf(plain);
  }

  /** The report as lines of console markup. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    lines.add("java:        " + jdk.summary());
    lines.add(
        "recorded:    "
            + (kind == CacheKind.AOT_CACHE
                ? "an AOT cache (classes loaded and linked, method profiles; JEP 483, 514, 515)"
                : "an AppCDS archive: JDK "
                    + jdk.feature()
                    + " has no one-step AOT cache (JDK 25 does), so the classes are shared"
                    + " but neither linked nor profiled"));
    for (NativeReport.Step step : steps) {
      lines.add(String.format(Locale.ROOT, "  %-30s %s", step.label(), seconds(step.time())));
    }
    lines.add(
        "training:    "
            + training.requests()
            + " requests"
            + (training.failures() > 0 ? ", " + training.failures() + " unanswered" : "")
            + " "
            + training.statuses());
    lines.add("jar:         " + jar + " (" + megabytes(jarBytes) + ")");
    lines.add("cache:       " + cache + " (" + megabytes(cacheBytes) + ")");
    lines.add(
        "launcher:    "
            + launcher
            + (javaOptions.isEmpty()
                ? " (no JVM options; JAVA_OPTS adds some)"
                : " (JVM options " + String.join(" ", javaOptions) + ")"));
    if (!cached.isEmpty()) {
      lines.add("");
      lines.add(
          "Start-up, median of "
              + cached.size()
              + " starts each, alternating, in this run (ratio: cache ÷ plain):");
      lines.add(
          String.format(
              Locale.ROOT, "  %-26s %14s %14s %7s", "", "from the cache", "plain java", "ratio"));
      row(lines, "boot to the first 200", FirstStart.Figures::bootMillis, "%.0f ms", 1);
      row(lines, "RSS at the first 200", f -> f.rssBytes(), "%.1f MB", 1024 * 1024);
      row(
          lines,
          "first " + FirstStart.REQUESTS + " requests",
          FirstStart.Figures::firstRequestsMillis,
          "%.0f ms",
          1);
      row(lines, "  their p50", FirstStart.Figures::p50Micros, "%.0f µs", 1);
      row(lines, "  their p99", FirstStart.Figures::p99Micros, "%.0f µs", 1);
      row(lines, "  the slowest", FirstStart.Figures::maxMicros, "%.1f ms", 1000);
    }
    return lines;
  }

  private void row(
      List<String> lines,
      String label,
      ToDoubleFunction<FirstStart.Figures> figure,
      String format,
      double unit) {
    double withCache = median(cached, figure);
    double without = median(plain, figure);
    lines.add(
        String.format(
            Locale.ROOT,
            "  %-26s %14s %14s %7s",
            label,
            String.format(Locale.ROOT, format, withCache / unit),
            String.format(Locale.ROOT, format, without / unit),
            without > 0 ? String.format(Locale.ROOT, "%.2f", withCache / without) : "-"));
  }

  /** The median of {@code figure} over {@code starts}. */
  static double median(
      List<FirstStart.Figures> starts, ToDoubleFunction<FirstStart.Figures> figure) {
    double[] values = starts.stream().mapToDouble(figure).sorted().toArray();
    int n = values.length;
    if (n == 0) {
      return 0;
    }
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }

  private static String megabytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
  }
}
