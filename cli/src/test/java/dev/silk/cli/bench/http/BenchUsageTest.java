package dev.silk.cli.bench.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Mistakes {@code silk bench} refuses before it builds or starts anything. */
class BenchUsageTest {
  @TempDir Path dir;

  @Test
  void outsideAProjectItSaysSoInsteadOfRelayingMaven() {
    for (String option : new String[] {"-C", "-d"}) {
      CliRun run = CliRun.of("bench", option, dir.toString(), "--url", "/");
      assertEquals(ExitCodes.FAILURE, run.exit(), run::toString);
      assertTrue(run.err().contains("no pom.xml in " + dir), run::toString);
      assertFalse(run.err().contains("[ERROR]"), "no Maven output: " + run);
    }
  }

  @Test
  void aHeapSizeTheJvmWouldRefuseIsAUsageError() throws Exception {
    Files.writeString(dir.resolve("pom.xml"), "<project/>\n");
    CliRun run = CliRun.of("bench", "-C", dir.toString(), "--xmx", "lots");
    assertEquals(ExitCodes.USAGE, run.exit(), run::toString);
    assertTrue(run.err().contains("--xmx lots is not a heap size"), run::toString);
    assertFalse(Files.exists(dir.resolve("target")), "nothing built");
  }
}
