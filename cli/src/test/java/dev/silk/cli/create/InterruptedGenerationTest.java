package dev.silk.cli.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import dev.silk.cli.SilkVersion;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
  void ctrlCMidWriteLeavesNothingBehind() throws Exception {
    // A shell starts background jobs with SIGINT ignored, and the JVM keeps it ignored: there a
    // Ctrl-C cannot be simulated (the SIGTERM test below still covers the clean-up).
    assumeFalse(sigintIgnored(), "SIGINT is ignored in this process (a background job)");
    // SIGINT, as Ctrl-C sends it; the JVM runs its shutdown hooks and exits with 130
    killMidWrite("INT", ExitCodes.INTERRUPTED);
  }

  @Test
  void sigtermMidWriteLeavesNothingBehind() throws Exception {
    // SIGTERM (a closed terminal, a process manager) runs the same shutdown hooks; 128 + 15
    killMidWrite("TERM", 143);
  }

  @Test
  void ctrlCWhileGitCommitsLeavesNoProjectAndNoRepository() throws Exception {
    // A terminal's Ctrl-C reaches git and silk together: git dies first and must not be taken
    // for "could not commit", after which the project used to be moved into place anyway.
    Path marker = temp.resolve("committing");
    Path git = temp.resolve("fake-git");
    Files.writeString(
        git,
        "#!/bin/sh\n"
            + "case \"$1\" in\n"
            + "  init) mkdir .git ;;\n"
            + "  commit) touch '"
            + marker
            + "'; exec sleep 60 ;;\n"
            + "esac\n");
    git.toFile().setExecutable(true);
    Path projects = Files.createDirectories(temp.resolve("projects"));
    // Its own process group, so that the signal reaches git and the JVM at once, as a terminal's.
    Process process =
        new ProcessBuilder(
                "setsid",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                SlowGeneration.class.getName(),
                projects.resolve("demo").toString(),
                git.toString())
            .redirectErrorStream(true)
            .start();
    try {
      long deadline = System.currentTimeMillis() + 60_000;
      while (!Files.exists(marker) && process.isAlive() && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      assertTrue(Files.exists(marker), "git commit never ran");
      new ProcessBuilder("kill", "-TERM", "--", "-" + process.pid()).start().waitFor();
      assertTrue(process.waitFor(20, TimeUnit.SECONDS), "silk new did not stop");
    } catch (AssertionError | Exception e) {
      process.destroyForcibly(); // closes its streams: only once nothing more is read
      throw e;
    }
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(143, process.exitValue(), out);
    assertTrue(!out.contains("created"), out);
    assertEquals(List.of(), NewCommandTest.entries(projects), out);
  }

  private void killMidWrite(String signal, int expectedExit) throws Exception {
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

      new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("the generator did not stop on SIG" + signal);
      }
    }
    assertEquals(expectedExit, process.exitValue());
    assertEquals(List.of(), NewCommandTest.entries(temp));
  }

  /** Whether SIGINT is ignored here, which children inherit (Linux: SigIgn in /proc). */
  private static boolean sigintIgnored() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status)) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseLong(line.substring(7).trim(), 16) & (1L << 1)) != 0;
      }
    }
    return false;
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
