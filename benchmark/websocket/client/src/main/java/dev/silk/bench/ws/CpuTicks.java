package dev.silk.bench.ws;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time from Linux's {@code /proc}, in clock ticks (USER_HZ, 100 a second on every Linux this
 * runs on): a process's user and system time, all its threads, and the busy time of the machine.
 */
final class CpuTicks {
  static final double TICKS_PER_SECOND = 100;

  private CpuTicks() {}

  /** utime + stime of {@code pid}: fields 14 and 15 of its stat line, counted after the comm. */
  static long process(long pid) {
    String stat = read(Path.of("/proc", Long.toString(pid), "stat"));
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
    return Long.parseLong(f[11]) + Long.parseLong(f[12]);
  }

  /** This JVM's own CPU time. */
  static long self() {
    return process(ProcessHandle.current().pid());
  }

  /** Busy time of all CPUs: user, nice, system, irq, softirq and steal of /proc/stat's cpu line. */
  static long machineBusy() {
    String line = read(Path.of("/proc/stat")).lines().findFirst().orElseThrow();
    String[] f = line.trim().split(" +");
    return Long.parseLong(f[1])
        + Long.parseLong(f[2])
        + Long.parseLong(f[3])
        + Long.parseLong(f[6])
        + Long.parseLong(f[7])
        + Long.parseLong(f[8]);
  }

  private static String read(Path path) {
    try {
      return Files.readString(path);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path + " (this client needs Linux)", e);
    }
  }
}
