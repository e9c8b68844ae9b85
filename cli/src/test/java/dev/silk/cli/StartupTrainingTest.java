package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * install.sh leaves an archive out, silently, when its training fails: these tests keep the {@code
 * silk dev} training working, in a child JVM as install.sh runs it.
 */
@Tag("slow")
class StartupTrainingTest {

  @Test
  void theDevTrainingServesAFirstPageAndItsClassListHoldsJavacAndTheDevServer(@TempDir Path dir)
      throws Exception {
    Path classList = dir.resolve("loaded.classlist");
    Path log = dir.resolve("training.log");
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:DumpLoadedClassList=" + classList,
                "-cp",
                System.getProperty("java.class.path"),
                StartupTraining.class.getName(),
                "--dev",
                dir.resolve("project").toString())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (!process.waitFor(3, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("the training did not end:\n" + Files.readString(log));
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), output);
    assertTrue(Files.isDirectory(dir.resolve("project/target/silk/classes")), output);
    List<String> classes = Files.readAllLines(classList);
    for (String expected :
        List.of(
            "com/sun/tools/javac/main/JavaCompiler",
            "dev/silk/cli/dev/DevSession",
            "dev/silk/cli/create/NewCommand",
            "picocli/CommandLine")) {
      assertTrue(
          classes.stream()
              .anyMatch(line -> line.equals(expected) || line.startsWith(expected + " ")),
          expected + " is not in the class list");
    }
  }

  @Test
  void aTrainingWithoutAFolderIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> StartupTraining.main(new String[0]));
    assertTrue(e.getMessage().startsWith("usage: StartupTraining"));
  }
}
