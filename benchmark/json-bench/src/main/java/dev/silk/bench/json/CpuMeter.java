package dev.silk.bench.json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How much CPU the rest of the machine used while a measurement ran: the busy time of all CPUs from
 * {@code /proc/stat} minus this process's own time and its reaped children's (the JMH forks), from
 * {@code /proc/self/stat}. On a machine shared with other work, this tells which numbers were
 * disturbed. Linux only; elsewhere every reading is NaN.
 */
final class CpuMeter {
  /** USER_HZ: the unit of both files on every Linux that runs a JVM. */
  private static final double TICKS_PER_SECOND = 100;

  /** A reading. */
  record Snapshot(long nanos, long busyTicks, long ownTicks) {}

  private CpuMeter() {}

  static Snapshot now() {
    try {
      String cpu = Files.readAllLines(Path.of("/proc/stat")).get(0);
      String[] f = cpu.trim().split("\\s+");
      // cpu user nice system idle iowait irq softirq steal ...: idle and iowait are not busy.
      long busy =
          Long.parseLong(f[1])
              + Long.parseLong(f[2])
              + Long.parseLong(f[3])
              + Long.parseLong(f[6])
              + Long.parseLong(f[7])
              + Long.parseLong(f[8]);
      String self = Files.readString(Path.of("/proc/self/stat"));
      // Fields after the command's closing parenthesis start at field 3 (state).
      String[] s = self.substring(self.lastIndexOf(')') + 2).split(" ");
      long own =
          Long.parseLong(s[11])
              + Long.parseLong(s[12])
              + Long.parseLong(s[13])
              + Long.parseLong(s[14]);
      return new Snapshot(System.nanoTime(), busy, own);
    } catch (IOException | RuntimeException e) {
      return new Snapshot(System.nanoTime(), -1, -1);
    }
  }

  /** Other processes' CPU between two readings, in percent of one CPU; NaN without /proc. */
  static double otherPercent(Snapshot from, Snapshot to) {
    if (from.busyTicks() < 0 || to.busyTicks() < 0) {
      return Double.NaN;
    }
    double seconds = (to.nanos() - from.nanos()) / 1e9;
    long other = (to.busyTicks() - from.busyTicks()) - (to.ownTicks() - from.ownTicks());
    return Math.max(0, other) / TICKS_PER_SECOND / seconds * 100;
  }
}
