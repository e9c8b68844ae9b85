package dev.silk.cli.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.SilkVersion;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InterruptedGenerationTest {
  @TempDir Path temp;

  @Test
  void aFailureHalfWayLeavesNothingBehind() {
    Path target = temp.resolve("demo");
    int[] written = {0};
    ProjectGenerator failing =
        new ProjectGenerator(
            path -> {
              if (++written[0] == 3) {
                throw new IOException("disk full");
              }
            });

    CommandException e =
        assertThrows(CommandException.class, () -> failing.create(spec(target), false, null));

    assertEquals(ExitCodes.FAILURE, e.exitCode());
    assertTrue(e.getMessage().contains("disk full"), e.getMessage());
    assertEquals("Nothing was left behind.", e.hint());
    assertEquals(List.of(), NewCommandTest.entries(temp));
  }

  @Test
  void killingTheProcessMidWriteLeavesNothingBehind() throws Exception {
    Path target = temp.resolve("demo");
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                SlowGeneration.class.getName(),
                target.toString())
            .redirectErrorStream(true)
            .start();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      String first = out.readLine();
      assertTrue(first != null && first.startsWith("wrote "), "expected progress, got " + first);
      assertEquals(1, NewCommandTest.entries(temp).size(), "the staging folder exists meanwhile");

      // SIGINT, as Ctrl-C sends it; the JVM runs its shutdown hooks and exits with 130
      new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("the generator did not stop on SIGINT");
      }
    }
    assertEquals(ExitCodes.INTERRUPTED, process.exitValue());
    assertEquals(List.of(), NewCommandTest.entries(temp));
  }

  private static ProjectSpec spec(Path target) {
    return new ProjectSpec(
        "demo",
        "com.example",
        "com.example.demo",
        "1",
        ProjectTemplate.WEB,
        target,
        SilkVersion.current());
  }
}
