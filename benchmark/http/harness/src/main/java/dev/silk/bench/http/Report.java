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
 * warm-up table (how long each server needed to reach its steady state, and its throughput over the
 * first seconds of load, issue 32), the start-up table, and what verification left out.
 *
 * <pre>
 * java -cp harness.jar dev.silk.bench.http.Report RESULTS_DIR "COMMAND" "SETUP" OUT.md [CASES]
 * </pre>
 *
 * <p>CASES (comma-separated) limits the verification notes to the cases the run measured; the
 * verifier checks every case a server answers.
 *
 * <p>{@code RESULTS_DIR/rounds.tsv} holds one line per accepted round: server, case, round, the wrk
 * output file, elapsed seconds, the server's CPU ticks, wrk's, and other processes' CPU in percent
 * of one CPU. {@code warm.tsv} holds one line per warm-up: server, case, start, the case's position
 * in its start (1: the JVM's first load), seconds of load, 1 if it stopped climbing (0 if the bound
 * ran out first), the seconds and requests per second of its first windows, the last window's
 * requests per second and other processes' highest CPU. {@code verify-SERVER.tsv} and {@code
 * startup-SERVER.tsv} are written by {@link Verify} and {@link Startup}.
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

  /** One warm-up until steady, as run.sh's {@code warm_until_steady} recorded it. */
  record WarmUp(
      int start,
      int position,
      double seconds,
      boolean steady,
      double earlySeconds,
      double earlyRps,
      double otherPercent) {
    static WarmUp parse(String[] f) {
      return new WarmUp(
          Integer.parseInt(f[2]),
          Integer.parseInt(f[3]),
          Double.parseDouble(f[4]),
          f[5].equals("1"),
          Double.parseDouble(f[6]),
          Double.parseDouble(f[7]),
          Double.parseDouble(f[9]));
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
    if (args.length != 4 && args.length != 5) {
      throw new IllegalArgumentException("usage: Report RESULTS_DIR COMMAND SETUP OUT_MD [CASES]");
    }
    List<String> measured = args.length == 5 ? List.of(args[4].split(",")) : CASES;
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
    Map<String, Map<String, List<WarmUp>>> warmUps = new LinkedHashMap<>();
    Path warmFile = dir.resolve("warm.tsv");
    if (Files.exists(warmFile)) {
      for (String line : Files.readAllLines(warmFile)) {
        String[] f = line.split("\t");
        warmUps
            .computeIfAbsent(f[0], k -> new LinkedHashMap<>())
            .computeIfAbsent(f[1], k -> new ArrayList<>())
            .add(WarmUp.parse(f));
      }
    }
    String markdown = markdown(dir, rounds, warmUps, measured, args[1], args[2]);
    System.out.println(markdown);
    Files.writeString(Path.of(args[3]), markdown, StandardCharsets.UTF_8);
  }

  private static String markdown(
      Path dir,
      Map<String, Map<String, List<Round>>> rounds,
      Map<String, Map<String, List<WarmUp>>> warmUps,
      List<String> measured,
      String command,
      String setup)
      throws IOException {
    StringBuilder s = new StringBuilder();
    s.append("Produced by `").append(command).append("`.\n");
    s.append(setup.strip()).append("\n\n");
    s.append("Steady state: every case was warmed until its throughput stopped climbing (the")
        .append(" warm-up table below says how long each server took), then measured.\n");
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
    warmUps(rounds, warmUps, s);
    startup(dir, s);
    verification(dir, measured, s);
    return s.toString();
  }

  private static Cell cell(Map<String, Map<String, List<Round>>> rounds, String server, String c) {
    List<Round> list = rounds.getOrDefault(server, Map.of()).get(c);
    return list == null || list.isEmpty() ? null : Cell.of(list);
  }

  /**
   * Per case and server: the seconds of load each start needed to stop climbing, and the throughput
   * over the first seconds of load, from the starts the case led (the JVM's first load) when there
   * are any, with Silk's ratio: how soon a fresh server serves well, a claim of its own beside the
   * steady state's.
   */
  private static void warmUps(
      Map<String, Map<String, List<Round>>> rounds,
      Map<String, Map<String, List<WarmUp>>> warmUps,
      StringBuilder s) {
    if (warmUps.isEmpty()) {
      return;
    }
    double earlySeconds =
        Stats.median(
            warmUps.values().stream()
                .flatMap(m -> m.values().stream())
                .flatMap(List::stream)
                .mapToDouble(WarmUp::earlySeconds)
                .toArray());
    String early = fmt("%.0f", earlySeconds);
    s.append("\nWarm-up: *to steady* is the seconds of load each start needed before its JIT")
        .append(" stopped compiling and its throughput stopped climbing, start by start (`+`: the")
        .append(" bound ran out first).\n")
        .append("**First ")
        .append(early)
        .append(" s** is the throughput over the first ")
        .append(early)
        .append(" s of load on the case, from the starts it led (the JVM's first load; *after")
        .append(" other cases* when it led none): how soon a fresh server serves well, not the")
        .append(" same claim as the steady state.\n\n");
    s.append("| case | server | to steady (s) | first ")
        .append(early)
        .append(" s req/s | Silk ÷, first ")
        .append(early)
        .append(" s | steady req/s | Silk ÷, steady | other |\n");
    s.append("|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (String c : CASES) {
      double silkEarly = earlyRps(warmUps, "silk", c);
      Cell silk = cell(rounds, "silk", c);
      for (Map.Entry<String, Map<String, List<WarmUp>>> server : warmUps.entrySet()) {
        List<WarmUp> list = server.getValue().get(c);
        if (list == null) {
          continue;
        }
        List<String> seconds = new ArrayList<>();
        for (WarmUp w : list) {
          seconds.add(fmt("%.0f", w.seconds()) + (w.steady() ? "" : "+"));
        }
        boolean led = list.stream().anyMatch(w -> w.position() == 1);
        double earlyRps = earlyRps(warmUps, server.getKey(), c);
        Cell cell = cell(rounds, server.getKey(), c);
        s.append("| ")
            .append(c)
            .append(" | ")
            .append(server.getKey())
            .append(" | ")
            .append(String.join(", ", seconds))
            .append(" | ")
            .append(fmt("%.0f", earlyRps))
            .append(led ? "" : " (after other cases)")
            .append(" | ")
            .append(fmt("%.2f", silkEarly / earlyRps))
            .append(" | ")
            .append(cell == null ? "–" : fmt("%.0f", cell.rps()))
            .append(" | ")
            .append(cell == null || silk == null ? "–" : fmt("%.2f", silk.rps() / cell.rps()))
            .append(" | ")
            .append(fmt("%.0f%%", list.stream().mapToDouble(WarmUp::otherPercent).max().orElse(0)))
            .append(" |\n");
      }
    }
  }

  /** The median first-seconds throughput of the starts a case led, else of all its starts. */
  private static double earlyRps(
      Map<String, Map<String, List<WarmUp>>> warmUps, String server, String c) {
    List<WarmUp> list = warmUps.getOrDefault(server, Map.of()).get(c);
    if (list == null || list.isEmpty()) {
      return Double.NaN;
    }
    List<WarmUp> led = list.stream().filter(w -> w.position() == 1).toList();
    return Stats.median(
        (led.isEmpty() ? list : led).stream().mapToDouble(WarmUp::earlyRps).toArray());
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
  private static void verification(Path dir, List<String> measured, StringBuilder s)
      throws IOException {
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
        List<String> all =
            Files.readAllLines(p).stream()
                .filter(line -> measured.contains(line.split("\t", 2)[0]))
                .toList();
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
