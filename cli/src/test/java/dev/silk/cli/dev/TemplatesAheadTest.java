package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Templates compiled at start, beside the app: the first page loads them instead of running jte's
 * compiler, and the dev behaviours of templates (edits, error pages) stay as they were.
 */
@Tag("slow")
class TemplatesAheadTest {
  private static final String PAGE = "gg/jte/generated/ondemand/JteitemGenerated.class";
  private static final String FOOTER = "gg/jte/generated/ondemand/JtefooterGenerated.class";

  private static TestProject project(Path dir, String item) throws Exception {
    TestProject project = TestProject.create(dir);
    project.write(
        "src/main/java/com/example/Main.java",
        """
        package com.example;

        import dev.silk.web.App;
        import dev.silk.web.Templates;
        import dev.silk.web.WebResponse;

        public class Main {
          public static void main(String[] args) {
            App.create()
                .templates(Templates.standard())
                .get("/item", req -> WebResponse.template("item.jte", new Item("pen", 2)))
                .start();
          }
        }
        """);
    project.write(
        "src/main/java/com/example/Item.java",
        """
        package com.example;

        public record Item(String name, int count) {}
        """);
    project.write("src/main/jte/item.jte", item);
    project.write(
        "src/main/jte/footer.jte",
        """
        @param int count
        <footer>${count} in all</footer>
        """);
    return project;
  }

  private static Path compiled(Path dir, String folder, String clazz) {
    return dir.resolve("target/silk/jte-classes").resolve(folder).resolve(clazz);
  }

  /** The compile folders under the templates' class directory, sorted. */
  private static List<String> folders(Path dir) throws Exception {
    try (var list = Files.list(dir.resolve("target/silk/jte-classes"))) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void theFirstPageLoadsTheTemplatesCompiledAtStartAndAnEditedTemplateStillRecompiles(
      @TempDir Path dir) throws Exception {
    TestProject project =
        project(
            dir,
            """
            @import com.example.Item
            @param Item item
            <html><body><p>${item.name()} x ${item.count()}</p>@template.footer(count = item.count())</body></html>
            """);
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      // The first render waits for the compile that started with the app, beside its main.
      DevClient.Answer page = client.get("/item");
      assertEquals(200, page.status(), page.body() + listener.problems);
      assertTrue(page.body().contains("pen x 2"), page.body());
      assertTrue(page.body().contains("<footer>2 in all</footer>"), page.body());
      assertTrue(Files.isRegularFile(compiled(dir, "a", PAGE)), "the page compiled at start");
      assertTrue(Files.isRegularFile(compiled(dir, "a", FOOTER)), "and the template it includes");
      // Any compile of the render's would have written into a folder of its own (D283): none ran.
      assertEquals(List.of("a"), folders(dir), "nothing compiled");
      FileTime compiledAt = Files.getLastModifiedTime(compiled(dir, "a", PAGE));
      assertEquals(200, client.get("/item").status());
      assertEquals(compiledAt, Files.getLastModifiedTime(compiled(dir, "a", PAGE)));

      // A template edit is compiled on the next render, by the session's compiler.
      project.replace("src/main/jte/footer.jte", "in all", "altogether");
      page = client.await("/item", a -> a.body().contains("<footer>2 altogether</footer>"));
      assertEquals(200, page.status(), page.body());
      assertEquals(List.of("a", "w1"), folders(dir), "the session's compiler compiled the edit");
      assertTrue(Files.isRegularFile(compiled(dir, "w1", FOOTER)));
    }
  }

  @Test
  void aTemplateThatDoesNotCompileIsLeftToJteWhoseErrorPageNamesItsLine(@TempDir Path dir)
      throws Exception {
    TestProject project =
        project(
            dir,
            """
            @import com.example.Item
            @param Item item
            <html><body><p>${item.name()} x ${item.amount()}</p></body></html>
            """);
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      DevClient.Answer page = client.get("/item");
      assertFalse(Files.exists(compiled(dir, "a", PAGE)), "no class from a failed compile");
      assertEquals(500, page.status(), page.body());
      assertTrue(page.body().contains("item.jte"), page.body());
      assertTrue(page.body().contains("amount"), page.body());

      project.replace("src/main/jte/item.jte", "item.amount()", "item.count()");
      page = client.await("/item", a -> a.body().contains("pen x 2"));
      assertEquals(200, page.status(), page.body());
    }
  }
}
