package dev.silk.bench.http;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one wrk run printed with {@code --latency}: requests per second, the latency percentiles in
 * milliseconds, the number of requests and of errors.
 */
record WrkOutput(
    double requestsPerSecond, double p50, double p90, double p99, long requests, long errors) {
  private static final Pattern RPS = Pattern.compile("Requests/sec:\\s+([0-9.]+)");
  private static final Pattern REQUESTS = Pattern.compile("(\\d+) requests in");
  private static final Pattern NON_2XX = Pattern.compile("Non-2xx or 3xx responses: (\\d+)");
  private static final Pattern SOCKET =
      Pattern.compile("Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)");

  static WrkOutput parse(String text) {
    long errors = 0;
    Matcher non2xx = NON_2XX.matcher(text);
    if (non2xx.find()) {
      errors += Long.parseLong(non2xx.group(1));
    }
    Matcher socket = SOCKET.matcher(text);
    if (socket.find()) {
      for (int g = 1; g <= 4; g++) {
        errors += Long.parseLong(socket.group(g));
      }
    }
    return new WrkOutput(
        number(RPS, text),
        percentile(text, "50"),
        percentile(text, "90"),
        percentile(text, "99"),
        (long) number(REQUESTS, text),
        errors);
  }

  private static double number(Pattern p, String text) {
    Matcher m = p.matcher(text);
    if (!m.find()) {
      throw new IllegalArgumentException("wrk output without " + p.pattern() + ":\n" + text);
    }
    return Double.parseDouble(m.group(1));
  }

  /** A line of wrk's latency distribution, such as {@code 90% 1.52ms}, in milliseconds. */
  private static double percentile(String text, String percent) {
    Matcher m =
        Pattern.compile("^\\s*" + percent + "%\\s+([0-9.]+)(us|ms|s)\\s*$", Pattern.MULTILINE)
            .matcher(text);
    if (!m.find()) {
      throw new IllegalArgumentException("wrk output without the " + percent + "% latency");
    }
    double value = Double.parseDouble(m.group(1));
    return switch (m.group(2)) {
      case "us" -> value / 1000;
      case "s" -> value * 1000;
      default -> value;
    };
  }
}
