package dev.silk.cli.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CommandException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchFileTest {
  @TempDir Path dir;

  @Test
  void aLineNamesMethodPathHeadersBodyAndExpectations() throws Exception {
    Files.writeString(dir.resolve("todo.json"), "{\"title\":\"x\"}");
    List<BenchTarget> targets =
        BenchFile.parse(
            List.of(
                "# the home page",
                "",
                "/",
                "GET /api/todos  expect-body='\"title\":\"Read the README\"'  # a comment",
                "post /api/todos header='Content-Type: application/json' body=@todo.json expect=201"),
            dir);
    assertEquals(3, targets.size());
    assertEquals(BenchTarget.get("/"), targets.get(0));
    assertEquals("\"title\":\"Read the README\"", targets.get(1).expectBody());
    BenchTarget post = targets.get(2);
    assertEquals("POST", post.method());
    assertEquals(Map.of("Content-Type", "application/json"), post.headers());
    assertEquals("{\"title\":\"x\"}", post.body());
    assertEquals(201, post.expectStatus());
    assertNull(post.expectBody());
  }

  @Test
  void quotesInsideAWordAreSentAsTheyAreAsInTheRouteExampleOfTheDocs() throws Exception {
    // docs/bench.md: silk bench --route 'POST /api/todos header="Content-Type: ..." body={...}'
    String example = docsExample();
    BenchTarget post = BenchFile.parse(List.of(example), dir).get(0);

    assertEquals("{\"title\":\"x\"}", post.body());
    assertEquals(Map.of("Content-Type", "application/json"), post.headers());
    assertEquals(201, post.expectStatus());
    assertEquals(
        List.of("a'b", "body=\"x\"", "k=it's"),
        BenchFile.words("a'b body='\"x\"' k=it's", 1),
        "a quote opens quoting only where a word or a value begins");
  }

  private static String docsExample() throws Exception {
    Path page = Path.of("").toAbsolutePath().getParent().resolve("docs/bench.md");
    for (String line : Files.readAllLines(page)) {
      int start = line.indexOf("silk bench --route '");
      if (start >= 0) {
        String rest = line.substring(start + "silk bench --route '".length());
        return rest.substring(0, rest.lastIndexOf('\''));
      }
    }
    throw new AssertionError("docs/bench.md has no --route example");
  }

  @Test
  void mistakesAreUsageErrorsThatNameTheLine() {
    CommandException noPath =
        assertThrows(CommandException.class, () -> BenchFile.parse(List.of("GET api"), dir));
    assertTrue(noPath.getMessage().startsWith("bench:1"), noPath.getMessage());
    CommandException unknown =
        assertThrows(
            CommandException.class, () -> BenchFile.parse(List.of("", "GET / wait=1"), dir));
    assertTrue(unknown.getMessage().contains("bench:2: unknown setting 'wait'"));
    assertThrows(CommandException.class, () -> BenchFile.parse(List.of("GET / expect=20"), dir));
    assertThrows(CommandException.class, () -> BenchFile.parse(List.of("GET / body='x"), dir));
  }
}
