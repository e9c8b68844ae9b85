package dev.silk.cli.bench.http;

import static dev.silk.cli.bench.TextTable.table;

import dev.silk.cli.bench.Figures;
import java.util.ArrayList;
import java.util.List;

/** The terminal tables: medians per route, and the comparison with an earlier run. */
final class TextReport {
  private static final List<String> HEADER =
      List.of(
          "route",
          "req/s",
          "p50",
          "p90",
          "p99",
          "max",
          "errors",
          "CPU",
          "CPU/req",
          "RSS",
          "alloc/req");

  /** Where the errors are among {@link #medianCells}. */
  static final int ERRORS_CELL = 5;

  private TextReport() {}

  /** The median cells of one route, in {@link #HEADER} order after the label. */
  static List<String> medianCells(RouteResult route) {
    return List.of(
        Figures.rate(route.median(RoundResult::requestsPerSecond)),
        Figures.micros(route.median(RoundResult::p50)),
        Figures.micros(route.median(RoundResult::p90)),
        Figures.micros(route.median(RoundResult::p99)),
        Figures.micros(route.median(RoundResult::max)),
        Long.toString(route.errors()),
        Figures.percent(route.median(RoundResult::cpuPercent)),
        Figures.micros(route.median(RoundResult::cpuMicrosPerRequest)),
        Figures.megabytes(route.median(RoundResult::rssKb)),
        Figures.bytes(route.median(RoundResult::allocBytesPerRequest)));
  }

  static List<String> medians(BenchResult result) {
    List<List<String>> rows = new ArrayList<>();
    rows.add(HEADER);
    for (RouteResult route : result.routes()) {
      List<String> row = new ArrayList<>();
      row.add(route.label());
      row.addAll(medianCells(route));
      rows.add(row);
    }
    return table(rows);
  }

  static List<String> comparison(Comparison comparison) {
    List<List<String>> rows = new ArrayList<>();
    rows.add(List.of("route", "figure", "before", "now", "ratio", "noise", ""));
    for (Comparison.Row row : comparison.rows()) {
      rows.add(
          List.of(
              row.route(),
              row.figure(),
              row.format().apply(row.before()),
              row.format().apply(row.after()),
              Figures.ratio(row.ratio()),
              "±" + Figures.percent(row.noise() * 100),
              row.regression() ? "REGRESSION" : row.improvement() ? "better" : ""));
    }
    return table(rows);
  }
}
