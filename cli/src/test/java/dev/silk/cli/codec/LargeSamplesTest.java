package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk codec from} and {@code check} read samples one document at a time: 32 MB of samples
 * go through a JVM with a 40 MB heap (reading them whole took 875 MB for 31 MB), as NDJSON and as
 * one top-level array.
 */
@Tag("slow")
class LargeSamplesTest {
  private static final long SIZE = 32L << 20;

  @TempDir Path dir;

  @Test
  void ndjsonOfThirtyTwoMegabytesNeedsNoLargeHeap() throws Exception {
    Path samples = dir.resolve("rows.ndjson");
    write(samples, false);
    Run run = silk("codec", "from", samples.toString(), "-t", "Row", "-p", "p", "--dry-run");
    assertEquals(0, run.exit(), run.output());
    assertTrue(run.output().contains("public record Row("), run.output());
    assertFalse(run.output().contains("OutOfMemoryError"), run.output());
  }

  @Test
  void oneArrayOfThirtyTwoMegabytesIsReadElementByElement() throws Exception {
    Path samples = dir.resolve("rows.json");
    write(samples, true);
    Run run = silk("codec", "from", samples.toString(), "-t", "Row", "-p", "p", "--dry-run");
    assertEquals(0, run.exit(), run.output());
    assertTrue(run.output().contains("String note"), run.output());
  }

  private static void write(Path file, boolean array) throws IOException {
    long written = 0;
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      if (array) {
        out.write("[\n");
      }
      for (int i = 0; written < SIZE; i++) {
        String row =
            "{\"id\":"
                + i
                + ",\"name\":\"row "
                + i
                + "\",\"price\":"
                + (i % 1000) / 10.0
                + ",\"tags\":[\"a\",\"b\"],\"note\":\""
                + "x".repeat(200)
                + "\"}";
        out.write(array && i > 0 ? ",\n" + row : (array ? row : row + "\n"));
        written += row.length() + 2;
      }
      if (array) {
        out.write("\n]\n");
      }
    }
  }

  private record Run(int exit, String output) {}

  private Run silk(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx40m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("dev.silk.cli.Main");
    command.addAll(List.of(args));
    command.addAll(List.of("-C", dir.toString()));
    Path log = dir.resolve("silk.log");
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("silk codec did not finish: " + Files.readString(log));
    }
    return new Run(process.exitValue(), Files.readString(log));
  }
}
