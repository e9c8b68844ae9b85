package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.silk.cli.CommandException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which paths the PGO training run sends, from --train-url and the bench file silk bench reads. */
class TrainingRoutesTest {
  @TempDir Path project;

  @Test
  void withoutABenchFileOrTrainUrlsTheTrainingSendsTheRoot() {
    assertEquals(List.of("/"), TrainingRoutes.of(project, List.of()).paths());
  }

  @Test
  void trainUrlsComeFirstThenTheGetLinesOfTheBenchFileWithoutRepeats() throws Exception {
    Files.writeString(
        project.resolve("bench"),
        String.join(
            "\n",
            "# what silk bench measures",
            "GET /",
            "GET /api/todos  expect-body='\"title\":\"Read the README\"'",
            "/style.css",
            "POST /api/todos header='Content-Type: application/json' body='{\"title\":\"x\"}' expect=201",
            "get /health   # lower-case method",
            ""));

    TrainingRoutes routes = TrainingRoutes.of(project, List.of("/api/todos", "/items"));

    assertEquals(List.of("/api/todos", "/items", "/", "/style.css", "/health"), routes.paths());
    assertEquals(List.of("POST /api/todos"), routes.skipped());
  }

  @Test
  void aTrainUrlThatIsNotAPathIsAUsageError() {
    CommandException e =
        assertThrows(
            CommandException.class, () -> TrainingRoutes.of(project, List.of("api/todos")));

    assertEquals(2, e.exitCode());
    assertEquals("--train-url: 'api/todos' is not a path", e.getMessage());
  }
}
