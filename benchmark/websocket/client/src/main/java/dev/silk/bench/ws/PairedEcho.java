package dev.silk.bench.ws;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The paired WebSocket echo: Silk and one peer running at the same time, their sockets all open,
 * measured in short rounds that alternate between them (benchmark/websocket/paired.sh starts the
 * servers and calls this).
 *
 * <p>On these shared machines a CPU's speed moves for seconds to minutes at a time (decision D84),
 * which moves a whole round; two rounds a few seconds apart see the same speed, so each pair gives
 * a ratio, and the report is the median and interquartile range of the ratios: messages per second,
 * server CPU time per message, p99. Pairs during which other processes used more than {@code
 * --max-other} percent of one CPU are left out.
 *
 * <pre>
 * java -cp ws-client.jar dev.silk.bench.ws.PairedEcho --silk ws://127.0.0.1:18090/echo --silk-pid 11
 *     --peer javalin --peer-uri ws://127.0.0.1:18091/echo --peer-pid 12 --out /tmp/results
 * </pre>
 */
public final class PairedEcho {
  private PairedEcho() {}

  public static void main(String[] args) throws Exception {
    Map<String, String> o = options(args);
    URI silkUri = URI.create(required(o, "silk"));
    long silkPid = Long.parseLong(required(o, "silk-pid"));
    String peer = required(o, "peer");
    URI peerUri = URI.create(required(o, "peer-uri"));
    long peerPid = Long.parseLong(required(o, "peer-pid"));
    int pairs = Integer.parseInt(o.getOrDefault("pairs", "15"));
    double duration = Double.parseDouble(o.getOrDefault("duration", "3"));
    double warmMin = Double.parseDouble(o.getOrDefault("warm-min", "30"));
    double warmMax = Double.parseDouble(o.getOrDefault("warm-max", "180"));
    double warmup = Double.parseDouble(o.getOrDefault("warmup", "10"));
    int connections = Integer.parseInt(o.getOrDefault("connections", "64"));
    double maxOther = Double.parseDouble(o.getOrDefault("max-other", "10"));
    Path out = Path.of(o.getOrDefault("out", "."));
    Files.createDirectories(out);

    JdkCheck.echoes(silkUri, EchoLoad.MESSAGE);
    JdkCheck.echoes(peerUri, EchoLoad.MESSAGE);
    List<Pair> measured = new ArrayList<>();
    try (EchoDriver driver = new EchoDriver(EchoLoad.MESSAGE.getBytes(StandardCharsets.UTF_8))) {
      EchoDriver.Group silk = driver.connect("silk", silkUri, connections);
      EchoDriver.Group other = driver.connect(peer, peerUri, connections);
      for (EchoDriver.Group g : List.of(silk, other)) {
        log(g.name + ": warming until its throughput stops climbing");
        List<EchoDriver.Group> idle = List.of(g == silk ? other : silk);
        log(g.name + ": windows " + WarmUp.untilFlat(driver, g, warmMin, warmMax, idle) + " msg/s");
      }
      long warmNanos = (long) (warmup * 1e9);
      for (EchoDriver.Group g : List.of(silk, other)) {
        driver.run(g, warmNanos);
      }
      long nanos = (long) (duration * 1e9);
      StringBuilder tsv =
          new StringBuilder(
              "pair\tsilk_msgs\tsilk_p99_us\tsilk_cpu_us\tsilk_client_us\tpeer_msgs\tpeer_p99_us"
                  + "\tpeer_cpu_us\tpeer_client_us\tother_pct\n");
      for (int i = 1; i <= pairs; i++) {
        Metered s;
        Metered p;
        if (i % 2 == 1) {
          s = Metered.run(driver, silk, nanos, silkPid, peerPid);
          p = Metered.run(driver, other, nanos, peerPid, silkPid);
        } else {
          p = Metered.run(driver, other, nanos, peerPid, silkPid);
          s = Metered.run(driver, silk, nanos, silkPid, peerPid);
        }
        Pair pair = new Pair(i, s, p);
        measured.add(pair);
        tsv.append(pair.tsv());
        log(
            String.format(
                "pair %d: silk %.0f msg/s %.2f µs CPU/msg, %s %.0f msg/s %.2f µs CPU/msg, other %.1f%%",
                i,
                s.round().perSecond(),
                s.serverMicrosPerMessage(),
                peer,
                p.round().perSecond(),
                p.serverMicrosPerMessage(),
                pair.otherPercent()));
      }
      Files.writeString(out.resolve("pairs.tsv"), tsv);
    }
    String report = report(o, peer, measured, maxOther, connections, duration, warmup);
    Files.writeString(out.resolve("report.md"), report);
    System.out.print(report);
  }

  /** Silk's round and the peer's, run back to back. */
  record Pair(int index, Metered silk, Metered peer) {
    double otherPercent() {
      return Math.max(silk.otherPercent(), peer.otherPercent());
    }

    String tsv() {
      return String.format(
          "%d\t%.0f\t%.1f\t%.2f\t%.2f\t%.0f\t%.1f\t%.2f\t%.2f\t%.1f%n",
          index,
          silk.round().perSecond(),
          silk.round().percentileMicros(0.99),
          silk.serverMicrosPerMessage(),
          silk.clientMicrosPerMessage(),
          peer.round().perSecond(),
          peer.round().percentileMicros(0.99),
          peer.serverMicrosPerMessage(),
          peer.clientMicrosPerMessage(),
          otherPercent());
    }
  }

  private static String report(
      Map<String, String> o,
      String peer,
      List<Pair> all,
      double maxOther,
      int connections,
      double duration,
      double warmup) {
    List<Pair> kept = all.stream().filter(p -> p.otherPercent() <= maxOther).toList();
    StringBuilder r = new StringBuilder();
    r.append(
        String.format(
            "Produced by `%s` on %s, %s.%n",
            o.getOrDefault("command", "benchmark/websocket/paired.sh"),
            java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC)
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")),
            o.getOrDefault("java", "JDK " + Runtime.version())));
    r.append(
        String.format(
            "Silk and %s run at the same time, both pinned to CPU 0; the client on CPU 1, %d sockets"
                + " per server, one message in flight each; each server warmed until its throughput"
                + " stopped climbing, then %.0f s each, then %d pairs of %.0f s rounds, the order"
                + " alternating.%n",
            peer, connections, warmup, all.size(), duration));
    r.append(
        String.format(
            "Each ratio is the median over the pairs of that pair's Silk ÷ %s (for msg/s above 1"
                + " favours Silk, for CPU and p99 below 1 does), with the interquartile range; pairs"
                + " during which other processes took over %.0f%% of one CPU are left out (*kept*)."
                + " Server CPU is utime + stime of its process per echo.%n%n",
            peer, maxOther));
    r.append(
        "| peer | msg/s ratio | IQR | CPU/msg ratio | IQR | p99 ratio | Silk msg/s | peer msg/s"
            + " | Silk CPU µs/msg | peer CPU µs/msg | Silk p99 µs | peer p99 µs"
            + " | client CPU µs/msg | other CPU % | kept |\n");
    r.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    if (kept.isEmpty()) {
      r.append(String.format("| %s | – | | | | | | | | | | | | | 0 of %d |%n", peer, all.size()));
    } else {
      r.append(row(peer, kept, all.size()));
    }
    if (kept.size() < all.size()) {
      // A busy machine: its CPU per message still ranks, its messages per second do not.
      r.append(row(peer + ", every pair (busy machine)", all, all.size()));
    }
    List<Pair> shown = kept.isEmpty() ? all : kept;
    double clientShare =
        median(shown, p -> Math.max(p.silk().clientCpuShare(), p.peer().clientCpuShare()));
    double serverShare =
        median(shown, p -> Math.min(p.silk().serverCpuShare(), p.peer().serverCpuShare()));
    r.append(
        String.format(
            "%nThe client's headroom: it used %.0f%% of its CPU while the busier server used %.0f%%"
                + " of its own (medians of the pairs); the client's CPU per message is shown beside"
                + " the servers' (Silk's rounds / %s's).%n",
            clientShare * 100, serverShare * 100, peer));
    if (clientShare > 0.9) {
      r.append(
          "**The client ran near a full CPU: the messages per second are a floor, the CPU per"
              + " message ratio stands.**\n");
    }
    return r.toString();
  }

  private static String row(String label, List<Pair> pairs, int total) {
    double[] rate = values(pairs, p -> p.silk().round().perSecond() / p.peer().round().perSecond());
    double[] cpu =
        values(pairs, p -> p.silk().serverMicrosPerMessage() / p.peer().serverMicrosPerMessage());
    double[] p99 =
        values(
            pairs,
            p -> p.silk().round().percentileMicros(0.99) / p.peer().round().percentileMicros(0.99));
    return String.format(
        "| %s | %.2f | %.2f–%.2f | %.2f | %.2f–%.2f | %.2f | %.0f | %.0f | %.2f | %.2f | %.0f |"
            + " %.0f | %.2f / %.2f | %.1f | %d of %d |%n",
        label,
        q(rate, .5),
        q(rate, .25),
        q(rate, .75),
        q(cpu, .5),
        q(cpu, .25),
        q(cpu, .75),
        q(p99, .5),
        median(pairs, p -> p.silk().round().perSecond()),
        median(pairs, p -> p.peer().round().perSecond()),
        median(pairs, p -> p.silk().serverMicrosPerMessage()),
        median(pairs, p -> p.peer().serverMicrosPerMessage()),
        median(pairs, p -> p.silk().round().percentileMicros(0.99)),
        median(pairs, p -> p.peer().round().percentileMicros(0.99)),
        median(pairs, p -> p.silk().clientMicrosPerMessage()),
        median(pairs, p -> p.peer().clientMicrosPerMessage()),
        median(pairs, Pair::otherPercent),
        pairs.size(),
        total);
  }

  private static double[] values(List<Pair> pairs, ToDoubleFunction<Pair> f) {
    double[] v = pairs.stream().mapToDouble(f).toArray();
    Arrays.sort(v);
    return v;
  }

  private static double median(List<Pair> pairs, ToDoubleFunction<Pair> f) {
    return q(values(pairs, f), .5);
  }

  /** The {@code p} quantile of sorted values, interpolated as paired.sh of the HTTP case does. */
  private static double q(double[] sorted, double p) {
    double x = p * (sorted.length - 1);
    int lo = (int) x;
    return lo + 1 >= sorted.length
        ? sorted[sorted.length - 1]
        : sorted[lo] + (sorted[lo + 1] - sorted[lo]) * (x - lo);
  }

  private static Map<String, String> options(String[] args) {
    Map<String, String> o = new HashMap<>();
    for (int i = 0; i < args.length; i += 2) {
      if (!args[i].startsWith("--") || i + 1 >= args.length) {
        throw new IllegalArgumentException("expected --name value pairs, got " + args[i]);
      }
      o.put(args[i].substring(2), args[i + 1]);
    }
    return o;
  }

  private static String required(Map<String, String> o, String name) {
    String v = o.get(name);
    if (v == null) {
      throw new IllegalArgumentException("missing --" + name);
    }
    return v;
  }

  private static void log(String line) {
    System.err.printf("[%tT] %s%n", System.currentTimeMillis(), line);
  }
}
