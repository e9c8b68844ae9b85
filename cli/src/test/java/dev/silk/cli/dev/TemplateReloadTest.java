package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Templates across Java reloads: a reload that changed method bodies only reuses the compiled
 * templates, and one that changed a class a template uses compiles them again against it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class TemplateReloadTest {
  private static final String CLASS = "gg/jte/generated/ondemand/JteitemGenerated.class";

  @TempDir static Path dir;
  static TestProject project;
  static RecordingListener listener = new RecordingListener();
  static DevSession session;
  static DevClient client;

  @BeforeAll
  static void start() throws Exception {
    project = TestProject.create(dir);
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
                .get("/item", req -> WebResponse.template("item.jte", new Item(Greeting.text(), 2)))
                .start();
          }
        }
        """);
    project.write(
        "src/main/jte/item.jte",
        """
        @import com.example.Item
        @param Item item
        <html><body><p>${item.name()} x ${item.count()}</p></body></html>
        """);
    // The template reads a public record: make it public, as templates need.
    project.write(
        "src/main/java/com/example/Item.java",
        """
        package com.example;

        public record Item(String name, int count) {}
        """);
    session =
        new DevSession(DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
    client = new DevClient(session.start());
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    session.close();
  }

  private static Path compiled(String folder) {
    return dir.resolve("target/silk/jte-classes").resolve(folder).resolve(CLASS);
  }

  @Test
  @Order(1)
  void aMethodBodyEditReusesTheTemplateClassesTheLastAppCompiled() throws Exception {
    DevClient.Answer page = client.await("/item", a -> a.status() == 200);
    assertTrue(page.body().contains("hello v1 x 2"), page.body() + listener.problems);
    int generation = DevClient.settledGeneration(session);
    Path first = Files.isRegularFile(compiled("a")) ? compiled("a") : compiled("b");
    assertTrue(Files.isRegularFile(first), "the first render compiled the template");
    FileTime compiledAt = Files.getLastModifiedTime(first);

    project.replace("src/main/java/com/example/Greeting.java", "hello v1", "hello v2");
    page = client.await("/item", a -> a.body().contains("hello v2 x 2"));
    assertEquals(200, page.status(), page.body());
    assertTrue(DevClient.generationPassed(session, generation), "a Java edit makes a new app");
    assertEquals(compiledAt, Files.getLastModifiedTime(first), "the template was not compiled");
    Path other = first.equals(compiled("a")) ? compiled("b") : compiled("a");
    assertFalse(Files.exists(other), "nor compiled into the other folder");
  }

  @Test
  @Order(2)
  void aRecordComponentATemplateUsesChangesAndThePageShowsTheNewShape() throws Exception {
    // int count() becomes String count(): a template class compiled against the old record would
    // fail with NoSuchMethodError, or show the old value, if it were reused.
    project.write(
        "src/main/java/com/example/Item.java",
        """
        package com.example;

        public record Item(String name, String count) {}
        """);
    project.replace(
        "src/main/java/com/example/Main.java", "Greeting.text(), 2)", "\"pen\", \"a dozen\")");
    DevClient.Answer page = client.await("/item", a -> a.body().contains("pen x a dozen"));
    assertEquals(200, page.status(), page.body() + listener.problems);

    // And a component the template reads is renamed: the template no longer compiles, and says so.
    project.write(
        "src/main/java/com/example/Item.java",
        """
        package com.example;

        public record Item(String name, String amount) {}
        """);
    page = client.await("/item", a -> a.status() == 500 && a.body().contains("item.jte"));
    assertTrue(page.body().contains("count"), page.body());
    project.replace("src/main/jte/item.jte", "item.count()", "item.amount()");
    page = client.await("/item", a -> a.body().contains("pen x a dozen"));
    assertEquals(200, page.status(), page.body());
  }
}
