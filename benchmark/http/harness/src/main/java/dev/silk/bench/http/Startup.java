package dev.silk.bench.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times a server from process launch to its first 200 and reads its resident set size at that
 * moment, over several starts.
 *
 * <pre>
 * java -cp harness.jar dev.silk.bench.http.Startup 10 8080 startup.tsv -- taskset -c 0 java -jar app.jar
 * </pre>
 *
 * <p>The clock starts just before the process is launched, so the JVM's own start is counted. The
 * server is polled with a raw {@code GET /text} every 2 ms (a refused connection costs
 * microseconds), then stopped with SIGTERM and waited for; the next start waits two seconds so that
 * one start does not slow the next. Writes one line per start (milliseconds, RSS in KiB) and prints
 * the medians. The third column is how much CPU other processes used meanwhile, in percent of one
 * CPU: all CPUs' busy time from {@code /proc/stat} less the server's and this harness's own, over
 * the time to the first 200, so a start that a neighbour slowed can be told and taken again.
 */
public final class Startup {
  private static final long TIMEOUT_NANOS = 120_000_000_000L;

  private Startup() {}

  public static void main(String[] args) throws Exception {
    int separator = Arrays.asList(args).indexOf("--");
    if (separator != 3 || args.length < 5) {
      throw new IllegalArgumentException("usage: Startup RUNS PORT OUT_TSV -- COMMAND...");
    }
    int runs = Integer.parseInt(args[0]);
    int port = Integer.parseInt(args[1]);
    List<String> command = List.of(Arrays.copyOfRange(args, 4, args.length));
    List<String> lines = new ArrayList<>();
    double[] millis = new double[runs];
    long[] rss = new long[runs];
    double[] other = new double[runs];
    for (int run = 0; run < runs; run++) {
      long busyBefore = busyTicks();
      long selfBefore = ticks(ProcessHandle.current().pid());
      Process process =
          new ProcessBuilder(command)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      long start = System.nanoTime();
      try {
        while (!answers200(port)) {
          if (!process.isAlive()) {
            throw new IllegalStateException("the server exited with " + process.exitValue());
          }
          if (System.nanoTime() - start > TIMEOUT_NANOS) {
            throw new IllegalStateException("no 200 within two minutes");
          }
          Thread.sleep(2);
        }
        millis[run] = (System.nanoTime() - start) / 1e6;
        rss[run] = rssKib(process.pid());
        long busy = busyTicks() - busyBefore;
        long own = ticks(process.pid()) + ticks(ProcessHandle.current().pid()) - selfBefore;
        other[run] = busy < 0 ? -1 : Math.max(0, (busy - own) * 100.0 / (millis[run] / 10.0));
      } finally {
        stop(process);
      }
      lines.add(String.format(Locale.ROOT, "%.1f\t%d\t%.0f", millis[run], rss[run], other[run]));
      System.out.printf(
          Locale.ROOT,
          "start %d: %.1f ms, %d MiB, other processes %.0f%% of a CPU%n",
          run + 1,
          millis[run],
          rss[run] / 1024,
          other[run]);
      Thread.sleep(2000);
    }
    Files.write(Path.of(args[2]), lines);
    double[] sortedMillis = millis.clone();
    Arrays.sort(sortedMillis);
    long[] sortedRss = rss.clone();
    Arrays.sort(sortedRss);
    System.out.printf(
        Locale.ROOT,
        "median of %d: %.1f ms, %d MiB%n",
        runs,
        Stats.median(sortedMillis),
        sortedRss[runs / 2] / 1024);
  }

  /**
   * Whether a {@code GET /text} over a fresh connection gets status 200 now; false when the port
   * does not accept yet.
   */
  static boolean answers200(int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(
          "GET /text HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = socket.getInputStream();
      byte[] head = new byte[12];
      int n = 0;
      while (n < head.length) {
        int r = in.read(head, n, head.length - n);
        if (r < 0) {
          return false;
        }
        n += r;
      }
      return new String(head, StandardCharsets.US_ASCII).startsWith("HTTP/1.1 200");
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * CPU ticks (1/100 s) all CPUs spent busy since boot, from {@code /proc/stat} (user, nice,
   * system, irq, softirq, steal); -1 where it does not tell.
   */
  static long busyTicks() {
    try {
      String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
      return Long.parseLong(f[1])
          + Long.parseLong(f[2])
          + Long.parseLong(f[3])
          + Long.parseLong(f[6])
          + Long.parseLong(f[7])
          + Long.parseLong(f[8]);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /**
   * utime + stime of a process and of its children it waited for (a launcher script's {@code
   * find}, {@code ls}), in ticks; 0 where {@code /proc} does not tell.
   */
  static long ticks(long pid) {
    try {
      String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return Long.parseLong(f[11])
          + Long.parseLong(f[12])
          + Long.parseLong(f[13])
          + Long.parseLong(f[14]);
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /** VmRSS of a process, in KiB; -1 where /proc does not tell. */
  static long rssKib(long pid) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }
      }
    } catch (IOException | RuntimeException e) {
      // Not Linux, or the process is gone.
    }
    return -1;
  }

  private static void stop(Process process) throws InterruptedException {
    process.destroy();
    if (!process.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }
}
