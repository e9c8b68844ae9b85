package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code silk doctor} on machines with and without the tools, given as a PATH of fake ones. */
class DoctorCommandTest {
  @TempDir Path bin;

  @Test
  void withMavenAndGitButNoWrkOrGraalVmItIsReadyAndSaysHowToGetTheRest() throws Exception {
    fake("mvn", "echo 'Apache Maven 3.9.9 (8e8579a9e76f7d015ee5ec7bfcdc97d260186937)'");
    fake("git", "exit 0");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();

    int exit = new DoctorCommand(Console.capture(out, err), Map.of("PATH", bin.toString())).call();

    String said = out + "\n" + err;
    assertEquals(ExitCodes.OK, exit, said);
    assertTrue(said.contains("ok  Maven 3.9.9"), said);
    assertTrue(said.contains("ok  git (" + bin.resolve("git") + ")"), said);
    assertTrue(said.contains("--  wrk"), said);
    assertTrue(said.contains("sudo apt-get install wrk"), said);
    assertTrue(said.contains("--  GraalVM native-image"), said);
    assertTrue(said.contains("GRAALVM_HOME"), "the fix for silk native: " + said);
  }

  @Test
  void withoutMavenItFailsAndSaysHowToInstallIt() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();

    int exit = new DoctorCommand(Console.capture(out, err), Map.of("PATH", bin.toString())).call();

    String said = out + "\n" + err;
    assertEquals(ExitCodes.FAILURE, exit, said);
    assertTrue(said.contains("no  Maven"), said);
    assertTrue(said.contains("install Maven 3.8+"), said);
  }

  private void fake(String name, String body) throws Exception {
    Path file = bin.resolve(name);
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    assertTrue(file.toFile().setExecutable(true));
  }
}
