package dev.silk.bench.ws;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Warms a server until its throughput stops climbing (the issue-32 rule): 5-second windows until
 * two in a row are within 3 % of each other, at least {@code minSeconds}, at most {@code
 * maxSeconds}.
 */
final class WarmUp {
  private static final long WINDOW_NANOS = 5_000_000_000L;

  private WarmUp() {}

  /**
   * The messages per second of each window, in order. After each window every socket of {@code
   * idle} echoes one message, so that a server which closes sockets idle for 30 s (Javalin's Jetty
   * does) keeps them while the other is warmed.
   */
  static List<Double> untilFlat(
      EchoDriver driver,
      EchoDriver.Group group,
      double minSeconds,
      double maxSeconds,
      List<EchoDriver.Group> idle)
      throws IOException {
    List<Double> windows = new ArrayList<>();
    long start = System.nanoTime();
    while (true) {
      windows.add((double) Math.round(driver.run(group, WINDOW_NANOS).perSecond()));
      for (EchoDriver.Group other : idle) {
        driver.run(other, 0);
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      int n = windows.size();
      boolean flat =
          n >= 2 && Math.abs(windows.get(n - 1) - windows.get(n - 2)) <= 0.03 * windows.get(n - 2);
      if ((flat && elapsed >= minSeconds) || elapsed >= maxSeconds) {
        return windows;
      }
    }
  }
}
