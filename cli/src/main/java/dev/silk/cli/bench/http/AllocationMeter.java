package dev.silk.cli.bench.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Measures the bytes a server allocated over an interval from outside the server: heap used at the
 * start and end (read with {@code jcmd PID GC.heap_info}) plus everything the collections in
 * between freed (the {@code before->after} of each line of the server's {@code -Xlog:gc} file).
 * Allocated = used(end) - used(start) + freed. No agent, no JFR recording, and the server runs with
 * only a GC log, which costs nothing measurable. Precision is about a megabyte per collection (the
 * log rounds sizes), which vanishes when divided by the hundreds of thousands of requests of a
 * round.
 *
 * <pre>{@code
 * AllocationMeter meter = new AllocationMeter(pid, gcLog);
 * AllocationMeter.Mark start = meter.mark();
 * ... load ...
 * long bytes = meter.allocatedSince(start);   // -1 when jcmd is unavailable
 * }</pre>
 */
final class AllocationMeter {
  private static final Pattern USED = Pattern.compile("used (\\d+)K");
  private static final Pattern COLLECTION =
      Pattern.compile("GC\\(\\d+\\) .*?(\\d+)([KMG])->(\\d+)([KMG])\\(\\d+[KMG]\\)");

  private final long pid;
  private final Path gcLog;
  private final String jcmd;

  AllocationMeter(long pid, Path gcLog) {
    this.pid = pid;
    this.gcLog = gcLog;
    Path tool = Path.of(System.getProperty("java.home"), "bin", "jcmd");
    this.jcmd = Files.isExecutable(tool) ? tool.toString() : null;
  }

  /** Heap used and GC log length at one moment; used is -1 when it could not be read. */
  record Mark(long usedBytes, int logLines) {}

  Mark mark() {
    return new Mark(heapUsed(), logLines().size());
  }

  /** Bytes allocated since {@code start}, or -1 when the heap could not be read. */
  long allocatedSince(Mark start) {
    Mark end = mark();
    if (start.usedBytes < 0 || end.usedBytes < 0) {
      return -1;
    }
    List<String> lines = logLines();
    long freed = freed(lines.subList(Math.min(start.logLines, lines.size()), lines.size()));
    return Math.max(0, end.usedBytes - start.usedBytes + freed);
  }

  /** The bytes the collections logged in {@code lines} freed. */
  static long freed(List<String> lines) {
    long freed = 0;
    for (String line : lines) {
      Matcher m = COLLECTION.matcher(line);
      if (m.find()) {
        long before = bytes(m.group(1), m.group(2));
        long after = bytes(m.group(3), m.group(4));
        freed += Math.max(0, before - after);
      }
    }
    return freed;
  }

  private static long bytes(String number, String unit) {
    long value = Long.parseLong(number);
    return switch (unit) {
      case "K" -> value << 10;
      case "M" -> value << 20;
      default -> value << 30;
    };
  }

  private List<String> logLines() {
    try {
      return Files.exists(gcLog) ? Files.readAllLines(gcLog) : List.of();
    } catch (IOException e) {
      return List.of();
    }
  }

  private long heapUsed() {
    if (jcmd == null) {
      return -1;
    }
    try {
      Process process =
          new ProcessBuilder(jcmd, Long.toString(pid), "GC.heap_info")
              .redirectErrorStream(true)
              .start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return -1;
      }
      Matcher m = USED.matcher(out);
      return m.find() ? Long.parseLong(m.group(1)) << 10 : -1;
    } catch (IOException e) {
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }
}
