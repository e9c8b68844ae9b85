package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk native --aot} and {@code silk bench --aot} refusing what cannot work, with the fix.
 */
class AotCommandTest {
  @TempDir Path temp;

  @Test
  void nativeImageOptionsAreRefusedWithAot() {
    CliRun run = CliRun.of("native", "--aot", "--pgo", "-O3", "-C", temp.toString());

    assertEquals(ExitCodes.USAGE, run.exit(), run::toString);
    assertTrue(run.err().contains("--pgo, -O cannot go with --aot"), run::toString);
  }

  @Test
  void aJvmOptionIsRefusedWithoutAot() {
    CliRun run = CliRun.of("native", "--jvm-option=-Xmx1g", "-C", temp.toString());

    assertEquals(ExitCodes.USAGE, run.exit(), run::toString);
    assertTrue(run.err().contains("--jvm-option only applies to --aot"), run::toString);
  }

  @Test
  void benchAotWithoutARecordedCacheSaysHowToRecordOne() throws Exception {
    Files.createDirectories(temp.resolve("target"));
    Files.write(temp.resolve("target/demo.jar"), new byte[] {0});
    Files.writeString(temp.resolve("pom.xml"), "<project/>\n"); // a project, as silk bench needs

    CliRun run =
        CliRun.of("bench", "--aot", "-d", temp.toString(), "--url", "/", "--generator", "java");

    assertEquals(ExitCodes.FAILURE, run.exit(), run::toString);
    assertTrue(run.err().contains("no start-up cache and launcher beside demo.jar"), run::toString);
    assertTrue(run.err().contains("silk native --aot"), run::toString);
  }
}
