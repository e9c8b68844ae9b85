package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk native}'s command line: native-image's own options pass through {@code --build-arg}
 * whatever they look like, {@code -O s} is a level, and {@code --dry-run} shows the commands.
 */
class NativeDryRunTest {
  @TempDir Path project;

  @Test
  void aDryRunPrintsTheCommandsWithNativeImagesOwnOptionsAndBuildsNothing() throws Exception {
    Files.writeString(
        project.resolve("pom.xml"),
        "<project><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId>"
            + "<artifactId>demo</artifactId><version>1.0</version></project>");

    CliRun run =
        CliRun.of(
            "native",
            "--dry-run",
            "-O",
            "s",
            "--build-arg=--verbose",
            "--build-arg",
            "-H:+ReportExceptionStackTraces",
            "-C",
            project.toString());

    assertEquals(ExitCodes.OK, run.exit(), run::toString);
    String image = run.out().lines().filter(l -> l.contains("native-image")).findFirst().orElse("");
    assertTrue(image.contains(" -Os "), run::toString);
    assertTrue(image.contains(" --verbose "), run::toString);
    assertTrue(image.contains(" -H:+ReportExceptionStackTraces "), run::toString);
    assertTrue(
        run.out().lines().anyMatch(l -> l.startsWith("mvn") || l.contains("/mvn")), run::toString);
    assertTrue(
        run.out().contains("# then, from target/demo.jar: MAIN_CLASS is its Main-Class"),
        "the jar Maven would build is not there to read: " + run);
    assertFalse(Files.exists(project.resolve("target")), "a dry run makes nothing");
  }

  @Test
  void outsideAProjectItSaysSoBeforeLookingForGraalVm() {
    CliRun run = CliRun.of("native", "-C", project.toString());
    assertEquals(ExitCodes.FAILURE, run.exit(), run::toString);
    assertTrue(run.err().contains("no pom.xml in " + project), run::toString);
  }
}
