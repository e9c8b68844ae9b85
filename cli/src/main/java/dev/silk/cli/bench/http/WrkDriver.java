package dev.silk.cli.bench.http;

import dev.silk.cli.app.BenchTarget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Drives load with wrk ({@code -t1 --latency}), pinned with {@code taskset} when the plan names
 * CPUs, as the framework's own harness does ({@code benchmark/http/run.sh}). Methods other than
 * GET, headers and bodies go through a generated Lua script. wrk counts an answer outside 2xx/3xx
 * as an error, unless the route expects such a status ({@code expect=404}: then its answers are
 * those, checked before the load); socket errors and timeouts are added.
 *
 * <pre>{@code
 * if (WrkDriver.installed()) { LoadResult r = new WrkDriver().run(plan, LoadDriver.Window.NONE); }
 * }</pre>
 */
public final class WrkDriver implements LoadDriver {
  private static final Pattern PERCENTILE =
      Pattern.compile("^\\s*(50|90|99)(?:\\.0+)?%\\s+([0-9.]+)(us|ms|s|m)\\s*$");
  private static final Pattern LATENCY_LINE =
      Pattern.compile(
          "^\\s*Latency\\s+([0-9.]+)(us|ms|s|m)\\s+([0-9.]+)(us|ms|s|m)\\s+([0-9.]+)(us|ms|s|m)");
  private static final Pattern REQUESTS =
      Pattern.compile("^\\s*(\\d+) requests in ([0-9.]+)(us|ms|s|m)");
  private static final Pattern NON_2XX = Pattern.compile("Non-2xx or 3xx responses: (\\d+)");
  private static final Pattern SOCKET_ERRORS =
      Pattern.compile("connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)");

  /** Whether wrk is on the PATH. */
  public static boolean installed() {
    return LoadDriver.onPath("wrk");
  }

  @Override
  public String name() {
    try {
      Process p = new ProcessBuilder("wrk", "-v").redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor();
      String[] words = out.strip().split("\\s+");
      return words.length >= 2 ? words[0] + " " + words[1] : "wrk";
    } catch (IOException e) {
      return "wrk";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "wrk";
    }
  }

  @Override
  public LoadResult run(LoadPlan plan, Window window) throws IOException, InterruptedException {
    Path script = null;
    List<String> command = new ArrayList<>();
    if (!plan.cpus().isEmpty()) {
      command.addAll(List.of("taskset", "-c", String.join(",", plan.cpus())));
    }
    long seconds = Math.max(1, Math.round(plan.duration().toMillis() / 1000.0));
    command.addAll(
        List.of(
            "wrk",
            "-t1",
            "-c" + plan.connections(),
            "-d" + seconds + "s",
            "--timeout",
            "10s",
            "--latency"));
    try {
      if (needsScript(plan.target())) {
        script = Files.createTempFile("silk-bench", ".lua");
        Files.writeString(script, lua(plan.target()));
        command.addAll(List.of("-s", script.toString()));
      }
      command.add(plan.url());
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      window.opened();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int exit = process.waitFor();
      window.closed();
      if (exit != 0) {
        throw new IOException("wrk failed (exit " + exit + "):\n" + output);
      }
      return parse(output, plan.target().expectStatus() >= 400);
    } finally {
      if (script != null) {
        Files.deleteIfExists(script);
      }
    }
  }

  private static boolean needsScript(BenchTarget target) {
    return !target.method().equals("GET")
        || !target.headers().isEmpty()
        || !target.body().isEmpty();
  }

  static String lua(BenchTarget target) {
    StringBuilder lua = new StringBuilder();
    lua.append("wrk.method = ").append(luaString(target.method())).append('\n');
    if (!target.body().isEmpty()) {
      lua.append("wrk.body = ").append(luaString(target.body())).append('\n');
    }
    for (Map.Entry<String, String> header : target.headers().entrySet()) {
      lua.append("wrk.headers[")
          .append(luaString(header.getKey()))
          .append("] = ")
          .append(luaString(header.getValue()))
          .append('\n');
    }
    return lua.toString();
  }

  private static String luaString(String text) {
    StringBuilder s = new StringBuilder("\"");
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c == '"' || c == '\\' || c < 0x20 || c >= 0x7f) {
        s.append('\\').append(c);
      } else {
        s.append((char) c);
      }
    }
    return s.append('"').toString();
  }

  /** Reads wrk's {@code --latency} report. */
  static LoadResult parse(String output) {
    return parse(output, false);
  }

  /**
   * wrk's report; {@code errorStatusExpected} when the route's right answer is itself outside
   * 2xx/3xx, so that wrk's count of those is no error count.
   */
  static LoadResult parse(String output, boolean errorStatusExpected) {
    long p50 = -1;
    long p90 = -1;
    long p99 = -1;
    long max = -1;
    long requests = -1;
    double seconds = 0;
    long errors = 0;
    for (String line : output.split("\n")) {
      Matcher m = PERCENTILE.matcher(line);
      if (m.find()) {
        long micros = micros(m.group(2), m.group(3));
        switch (m.group(1)) {
          case "50" -> p50 = micros;
          case "90" -> p90 = micros;
          default -> p99 = micros;
        }
        continue;
      }
      m = LATENCY_LINE.matcher(line);
      if (m.find()) {
        max = micros(m.group(5), m.group(6));
        continue;
      }
      m = REQUESTS.matcher(line);
      if (m.find()) {
        requests = Long.parseLong(m.group(1));
        seconds = micros(m.group(2), m.group(3)) / 1e6;
        continue;
      }
      m = NON_2XX.matcher(line);
      if (m.find()) {
        if (!errorStatusExpected) {
          errors += Long.parseLong(m.group(1));
        }
        continue;
      }
      m = SOCKET_ERRORS.matcher(line);
      if (m.find()) {
        for (int g = 1; g <= 4; g++) {
          errors += Long.parseLong(m.group(g));
        }
      }
    }
    if (requests < 0 || p50 < 0 || p90 < 0 || p99 < 0 || max < 0) {
      throw new IllegalStateException("cannot read wrk's output:\n" + output);
    }
    return new LoadResult(requests, errors, seconds, p50, p90, p99, max);
  }

  private static long micros(String number, String unit) {
    double value = Double.parseDouble(number);
    double factor =
        switch (unit) {
          case "us" -> 1;
          case "ms" -> 1e3;
          case "s" -> 1e6;
          default -> 60e6;
        };
    return Math.round(value * factor);
  }
}
