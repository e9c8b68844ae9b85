package dev.silk.cli.bench.http;

import static dev.silk.cli.bench.HtmlPage.STYLE;
import static dev.silk.cli.bench.HtmlPage.bars;
import static dev.silk.cli.bench.HtmlPage.esc;
import static dev.silk.cli.bench.HtmlPage.fmt;
import static dev.silk.cli.bench.HtmlPage.logBars;

import dev.silk.cli.bench.ConsoleProgress;
import dev.silk.cli.bench.Figures;
import java.util.List;

/**
 * The HTML report: the run's set-up, a table of median figures, and per route two inline SVG charts
 * (latency percentiles, throughput per round). One self-contained file, no JavaScript, so it opens
 * from disk and can be attached to an issue.
 */
final class HtmlReport {
  private HtmlReport() {}

  private static String capitalised(String text) {
    return Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }

  static String render(BenchResult r, Comparison comparison) {
    StringBuilder h = new StringBuilder(8192);
    h.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<title>silk bench: ")
        .append(esc(r.project()))
        .append("</title>\n<style>")
        .append(STYLE)
        .append("</style></head><body>\n");
    h.append("<h1>silk bench: ")
        .append(esc(r.project()))
        .append("</h1>\n<p>")
        .append(esc(r.startedAt()))
        .append(" &middot; ")
        .append(esc(r.generator()))
        .append(" &middot; ")
        .append(r.connections())
        .append(" connections &middot; ")
        .append(fmt(r.durationSeconds()))
        .append(" s per round, ")
        .append(fmt(r.warmupSeconds()))
        .append(" s warm-up</p>\n<p>")
        .append(esc(r.java()))
        .append(" &middot; ")
        .append(esc(String.join(" ", r.jvmFlags())))
        .append("<br>")
        .append(r.cpus())
        .append(" CPUs (")
        .append(esc(r.cpuModel()))
        .append("), ")
        .append(esc(r.pinning()))
        .append(", load average ")
        .append(fmt(r.loadBefore()))
        .append(" before, ")
        .append(fmt(r.loadAfter()))
        .append(" after<br>boot to first answer: ")
        .append(r.bootMillis())
        .append(" ms, RSS then ")
        .append(Figures.megabytes(r.bootRssKb()))
        .append("</p>\n");
    long errors = r.routes().stream().mapToLong(RouteResult::errors).sum();
    if (errors > 0) {
      h.append("<p class=\"warn bad\">")
          .append(errors)
          .append(errors == 1 ? " answer was" : " answers were")
          .append(" wrong or failed during the load (see the errors column): the figures describe")
          .append(" an app that was failing.</p>\n");
    }
    String busy = ConsoleProgress.busy(r.loadBefore(), r.cpus());
    if (busy != null) {
      h.append("<p class=\"warn\">").append(esc(capitalised(busy))).append(".</p>\n");
    }
    if (comparison != null && !comparison.differences().isEmpty()) {
      h.append("<p class=\"warn\">This run was set up differently from the one it is compared")
          .append(" with, so the ratios say as much about the set-up as about the app: ")
          .append(esc(String.join("; ", comparison.differences())))
          .append(".</p>\n");
    }

    h.append("<h2>Medians</h2>\n<table><tr><th>route</th><th>req/s</th><th>p50</th><th>p90</th>")
        .append("<th>p99</th><th>max</th><th>errors</th><th>server CPU</th><th>CPU/req</th>")
        .append("<th>RSS</th><th>alloc/req</th><th>rounds</th></tr>\n");
    for (RouteResult route : r.routes()) {
      h.append("<tr><td>").append(esc(route.label())).append("</td>");
      List<String> cells = TextReport.medianCells(route);
      for (int i = 0; i < cells.size(); i++) {
        boolean failing = i == TextReport.ERRORS_CELL && route.errors() > 0;
        h.append(failing ? "<td class=\"bad\">" : "<td>").append(esc(cells.get(i))).append("</td>");
      }
      h.append("<td>").append(route.rounds().size()).append("</td></tr>\n");
    }
    h.append("</table>\n");

    if (comparison != null && !comparison.rows().isEmpty()) {
      h.append("<h2>Compared with the previous result</h2>\n<table><tr><th>route</th>")
          .append("<th>figure</th><th>before</th><th>now</th><th>ratio</th><th>noise</th></tr>\n");
      for (Comparison.Row row : comparison.rows()) {
        h.append(
                row.regression()
                    ? "<tr class=\"bad\">"
                    : row.improvement() ? "<tr class=\"good\">" : "<tr>")
            .append("<td>")
            .append(esc(row.route()))
            .append("</td><td>")
            .append(esc(row.figure()))
            .append("</td><td>")
            .append(esc(row.format().apply(row.before())))
            .append("</td><td>")
            .append(esc(row.format().apply(row.after())))
            .append("</td><td>")
            .append(Figures.ratio(row.ratio()))
            .append(row.regression() ? " regression" : row.improvement() ? " better" : "")
            .append("</td><td>&plusmn;")
            .append(Figures.percent(row.noise() * 100))
            .append("</td></tr>\n");
      }
      h.append("</table>\n");
    }

    for (RouteResult route : r.routes()) {
      h.append("<h2>").append(esc(route.label())).append("</h2>\n<div class=\"charts\">");
      h.append(
          logBars(
              "Latency percentiles (median of rounds)",
              List.of("p50", "p90", "p99", "max"),
              new double[] {
                route.median(RoundResult::p50),
                route.median(RoundResult::p90),
                route.median(RoundResult::p99),
                route.median(RoundResult::max)
              },
              Figures::micros));
      double[] perRound =
          route.rounds().stream().mapToDouble(RoundResult::requestsPerSecond).toArray();
      List<String> names =
          java.util.stream.IntStream.rangeClosed(1, perRound.length)
              .mapToObj(i -> "round " + i)
              .toList();
      h.append(bars("Throughput per round (req/s)", names, perRound, Figures::rate));
      h.append("</div>\n");
    }
    h.append("<p>Generated by <code>silk bench</code>; see docs/bench.md for what each figure")
        .append(" means.</p>\n</body></html>\n");
    return h.toString();
  }
}
