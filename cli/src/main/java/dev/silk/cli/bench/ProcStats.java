package dev.silk.cli.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a process's CPU time and resident memory from Linux's {@code /proc}, the way the reference
 * harness does: {@code utime + stime} (fields 14 and 15 of {@code /proc/PID/stat}, in clock ticks
 * of 1/100 s on Linux) and {@code VmRSS} of {@code /proc/PID/status}. Elsewhere both read -1.
 */
public final class ProcStats {
  /** USER_HZ: 100 on every Linux architecture the JDK runs on. */
  public static final int TICKS_PER_SECOND = 100;

  private ProcStats() {}

  /** The process's user + system CPU time in ticks, or -1. */
  public static long cpuTicks(long pid) {
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
      // the command name may hold spaces and parentheses: fields start after the last ')'
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** The resident set size in kB, or -1. */
  public static long rssKb(long pid) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.substring(6).replace("kB", "").strip());
        }
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return -1;
  }

  /** The 1-minute load average, or -1. */
  public static double loadAverage() {
    try {
      return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** The processor's model name, or the architecture. */
  public static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).strip();
        }
      }
    } catch (IOException | RuntimeException e) {
      // fall through
    }
    return System.getProperty("os.arch");
  }
}
