package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second {@code silk dev} on unchanged sources starts from the classes the first one left. */
@Tag("slow")
class StartCacheTest {
  @TempDir Path dir;

  @Test
  void unchangedSourcesAreNotCompiledAgainOnTheNextStartButAnEditedOneIs() throws Exception {
    TestProject project = TestProject.create(dir);
    assertEquals(3, startAndStop().compiledFiles(), "the first start compiles");
    assertEquals(0, startAndStop().compiledFiles(), "nothing changed: no compile");
    project.replace("src/main/java/com/example/Greeting.java", "hello v1", "hello again");
    Reload third = startAndStop();
    assertEquals(3, third.compiledFiles(), "a source changed while silk dev was not running");
  }

  private Reload startAndStop() throws Exception {
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      assertEquals(200, client.get("/").status());
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      return listener.reloads.get(0);
    }
  }
}
