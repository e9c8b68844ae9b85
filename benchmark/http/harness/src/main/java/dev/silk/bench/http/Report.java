package dev.silk.bench.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns the raw numbers benchmark/http/run.sh collected into the Markdown section of
 * docs/benchmarks.md: per case and server the medians of three rounds (throughput and each latency
 * percentile taken separately), the server's CPU time per request, the ratios Silk ÷ peer, the
 * start-up table, and what verification left out.
 *
 * <pre>
 * java -cp harness.jar dev.silk.bench.http.Report RESULTS_DIR "COMMAND" "SETUP" OUT.md
 * </pre>
 *
 * <p>{@code RESULTS_DIR/rounds.tsv} holds one line per accepted round: server, case, round, the wrk
 * output file, elapsed seconds, the server's CPU ticks, wrk's, and other processes' CPU in percent
 * of one CPU. {@code verify-SERVER.tsv} and {@code startup-SERVER.tsv} are written by {@link
 * Verify} and {@link Startup}.
 */
public final class Report {
  static final List<String> CASES =
      List.of(
          "text",
          "json",
          "json-list",
          "json-post",
          "fortunes",
          "static",
          "db",
          "queries",
          "fortunes-db",
          "updates");

  /** USER_HZ, the unit of /proc/PID/stat. */
  private static final double TICKS_PER_SECOND = 100;

  private Report() {}

  /** One accepted round. */
  record Round(WrkOutput wrk, double serverTicks, double otherPercent) {
    double cpuMicrosPerRequest() {
      return serverTicks / TICKS_PER_SECOND * 1e6 / wrk.requests();
    }
  }

  /** The medians of a server's rounds on a case. */
  record Cell(
      double rps,
      double minRps,
      double maxRps,
      double p50,
      double p90,
      double p99,
      double cpuMicros,
      double maxOther,
      long errors,
      int rounds) {
    static Cell of(List<Round> rounds) {
      return new Cell(
          Stats.median(rounds.stream().mapToDouble(r -> r.wrk().requestsPerSecond()).toArray()),
          rounds.stream().mapToDouble(r -> r.wrk().requestsPerSecond()).min().orElse(Double.NaN),
          rounds.stream().mapToDouble(r -> r.wrk().requestsPerSecond()).max().orElse(Double.NaN),
          Stats.median(rounds.stream().mapToDouble(r -> r.wrk().p50()).toArray()),
          Stats.median(rounds.stream().mapToDouble(r -> r.wrk().p90()).toArray()),
          Stats.median(rounds.stream().mapToDouble(r -> r.wrk().p99()).toArray()),
          Stats.median(rounds.stream().mapToDouble(Round::cpuMicrosPerRequest).toArray()),
          rounds.stream().mapToDouble(Round::otherPercent).max().orElse(Double.NaN),
          rounds.stream().mapToLong(r -> r.wrk().errors()).sum(),
          rounds.size());
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: Report RESULTS_DIR COMMAND SETUP OUT_MD");
    }
    Path dir = Path.of(args[0]);
    Map<String, Map<String, List<Round>>> rounds = new LinkedHashMap<>();
    Path roundsFile = dir.resolve("rounds.tsv");
    if (Files.exists(roundsFile)) {
      for (String line : Files.readAllLines(roundsFile)) {
        String[] f = line.split("\t");
        WrkOutput wrk = WrkOutput.parse(Files.readString(dir.resolve(f[3])));
        rounds
            .computeIfAbsent(f[0], k -> new LinkedHashMap<>())
            .computeIfAbsent(f[1], k -> new ArrayList<>())
            .add(new Round(wrk, Double.parseDouble(f[5]), Double.parseDouble(f[7])));
      }
    }
    String markdown = markdown(dir, rounds, args[1], args[2]);
    System.out.println(markdown);
    Files.writeString(Path.of(args[3]), markdown, StandardCharsets.UTF_8);
  }

  private static String markdown(
      Path dir, Map<String, Map<String, List<Round>>> rounds, String command, String setup)
      throws IOException {
    StringBuilder s = new StringBuilder();
    s.append("Produced by `").append(command).append("`.\n");
    s.append(setup.strip()).append("\n\n");
    s.append("Medians of the rounds, each measure taken separately; latency in milliseconds;")
        .append(" CPU is the server's own CPU time per request.\n");
    s.append("*req/s min–max* is the spread of the rounds; when they come from separate starts")
        .append(" of the server, a wide spread is the JIT's outcome varying by start.\n");
    s.append("*Silk ÷* divides Silk's requests per second by the row's (above 1 favours Silk).\n")
        .append("*other* is the most CPU other processes used during a kept round,")
        .append(" in percent of one CPU.\n\n");
    s.append(
        "| case | server | req/s | req/s min–max | p50 | p90 | p99 | CPU µs/req | Silk ÷ | other"
            + " | rounds |\n");
    s.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (String c : CASES) {
      Cell silk = cell(rounds, "silk", c);
      for (Map.Entry<String, Map<String, List<Round>>> server : rounds.entrySet()) {
        Cell cell = cell(rounds, server.getKey(), c);
        if (cell == null) {
          continue;
        }
        s.append("| ")
            .append(c)
            .append(" | ")
            .append(server.getKey())
            .append(" | ")
            .append(fmt("%.0f", cell.rps()))
            .append(" | ")
            .append(fmt("%.0f", cell.minRps()))
            .append("–")
            .append(fmt("%.0f", cell.maxRps()))
            .append(" | ")
            .append(fmt("%.2f", cell.p50()))
            .append(" | ")
            .append(fmt("%.2f", cell.p90()))
            .append(" | ")
            .append(fmt("%.2f", cell.p99()))
            .append(" | ")
            .append(fmt("%.1f", cell.cpuMicros()))
            .append(" | ")
            .append(silk == null ? "–" : fmt("%.2f", silk.rps() / cell.rps()))
            .append(" | ")
            .append(fmt("%.0f%%", cell.maxOther()))
            .append(" | ")
            .append(cell.rounds())
            .append(cell.errors() > 0 ? " (" + cell.errors() + " errors)" : "")
            .append(" |\n");
      }
    }
    startup(dir, s);
    verification(dir, s);
    return s.toString();
  }

  private static Cell cell(Map<String, Map<String, List<Round>>> rounds, String server, String c) {
    List<Round> list = rounds.getOrDefault(server, Map.of()).get(c);
    return list == null || list.isEmpty() ? null : Cell.of(list);
  }

  private static void startup(Path dir, StringBuilder s) throws IOException {
    Map<String, double[]> ms = new LinkedHashMap<>();
    Map<String, double[]> rss = new LinkedHashMap<>();
    try (var files = Files.list(dir)) {
      for (Path p : files.sorted().toList()) {
        String name = p.getFileName().toString();
        if (name.startsWith("startup-") && name.endsWith(".tsv")) {
          String server = name.substring(8, name.length() - 4);
          List<String> lines = Files.readAllLines(p);
          ms.put(
              server,
              lines.stream().mapToDouble(l -> Double.parseDouble(l.split("\t")[0])).toArray());
          rss.put(
              server,
              lines.stream()
                  .mapToDouble(l -> Double.parseDouble(l.split("\t")[1]) / 1024)
                  .toArray());
        }
      }
    }
    if (ms.isEmpty()) {
      return;
    }
    s.append("\nStart-up: launch to first 200 on `GET /text`, median of the starts,")
        .append(" with the resident set size at that moment.\n\n");
    s.append("| server | starts | first 200 (ms) | RSS (MiB) | Silk ÷ time | Silk ÷ RSS |\n");
    s.append("|---|---:|---:|---:|---:|---:|\n");
    double silkMs = ms.containsKey("silk") ? Stats.median(ms.get("silk")) : Double.NaN;
    double silkRss = rss.containsKey("silk") ? Stats.median(rss.get("silk")) : Double.NaN;
    for (String server : ms.keySet()) {
      double m = Stats.median(ms.get(server));
      double r = Stats.median(rss.get(server));
      s.append("| ")
          .append(server)
          .append(" | ")
          .append(ms.get(server).length)
          .append(" | ")
          .append(fmt("%.0f", m))
          .append(" | ")
          .append(fmt("%.0f", r))
          .append(" | ")
          .append(fmt("%.2f", silkMs / m))
          .append(" | ")
          .append(fmt("%.2f", silkRss / r))
          .append(" |\n");
    }
  }

  /**
   * One line per server: the cases it failed (not measured), then each note with the cases it
   * applies to, or "every case".
   */
  private static void verification(Path dir, StringBuilder s) throws IOException {
    List<String> lines = new ArrayList<>();
    try (var files = Files.list(dir)) {
      for (Path p : files.sorted().toList()) {
        String name = p.getFileName().toString();
        if (!name.startsWith("verify-") || !name.endsWith(".tsv")) {
          continue;
        }
        String server = name.substring(7, name.length() - 4);
        List<String> failed = new ArrayList<>();
        Map<String, List<String>> notes = new LinkedHashMap<>();
        List<String> all = Files.readAllLines(p);
        for (String line : all) {
          String[] f = line.split("\t", 3);
          String detail = f.length > 2 ? f[2] : "";
          if (!f[1].equals("ok")) {
            failed.add(f[0] + " (" + detail + ")");
          }
          int at = detail.indexOf("notes: ");
          if (at >= 0) {
            for (String note : detail.substring(at + 7).replace(")", "").split(", ")) {
              notes.computeIfAbsent(note, k -> new ArrayList<>()).add(f[0]);
            }
          }
        }
        List<String> parts = new ArrayList<>();
        if (!failed.isEmpty()) {
          parts.add("**not measured**: " + String.join("; ", failed));
        }
        notes.forEach(
            (note, cases) ->
                parts.add(
                    note
                        + " ("
                        + (cases.size() == all.size() ? "every case" : String.join(", ", cases))
                        + ")"));
        if (!parts.isEmpty()) {
          lines.add("- " + server + ": " + String.join("; ", parts));
        }
      }
    }
    if (!lines.isEmpty()) {
      s.append(
          "\nVerification (TechEmpower-style checks before any load); notes are not failures:\n\n");
      lines.forEach(l -> s.append(l.replace("|", "\\|")).append('\n'));
    }
  }

  private static String fmt(String format, double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "–" : String.format(Locale.ROOT, format, v);
  }
}
