package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JVM side of the report, read from what silk bench left in target/silk-bench/last.json. */
class JvmFiguresTest {
  @TempDir Path project;

  private void lastResult(String json) throws Exception {
    Path file = project.resolve(JvmFigures.LAST_RESULT);
    Files.createDirectories(file.getParent());
    Files.writeString(file, json);
  }

  @Test
  void bootMemoryAndEachRoutesMedianThroughputAreRead() throws Exception {
    lastResult(
        "{\"startedAt\":\"2026-11-30T10:00:00Z\",\"bootMillis\":295,\"bootRssKb\":119808,"
            + "\"routes\":[{\"label\":\"GET /\",\"rounds\":["
            + "{\"requests\":1,\"requestsPerSecond\":41000.4},"
            + "{\"requests\":1,\"requestsPerSecond\":39000.0},"
            + "{\"requests\":1,\"requestsPerSecond\":40000.0}]}]}");

    assertEquals(
        List.of(
            new JvmFigures.Figure("boot", "295 ms to the first answer"),
            new JvmFigures.Figure("RSS at boot", "117.0 MB"),
            new JvmFigures.Figure("GET / requests/s", "40000 (median of 3 rounds)")),
        JvmFigures.read(project));
  }

  @Test
  void noResultOrAnUnreadableOneGivesNoFigures() throws Exception {
    assertEquals(List.of(), JvmFigures.read(project));
    lastResult("{\"bootMillis\": 29");
    assertEquals(List.of(), JvmFigures.read(project));
    lastResult("[1, 2]");
    assertEquals(List.of(), JvmFigures.read(project));
  }
}
