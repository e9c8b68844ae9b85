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

  /** The messages per second of each window, in order. */
  static List<Double> untilFlat(
      EchoDriver driver, EchoDriver.Group group, double minSeconds, double maxSeconds)
      throws IOException {
    List<Double> windows = new ArrayList<>();
    long start = System.nanoTime();
    while (true) {
      windows.add((double) Math.round(driver.run(group, WINDOW_NANOS).perSecond()));
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
