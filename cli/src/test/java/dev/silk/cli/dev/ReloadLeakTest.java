package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A day of reloads must not pin old apps: after 200 reloads, and after Java edits compiled as a
 * developer's saves are, every app class loader but the one serving becomes unreachable (so its
 * classes and metaspace are freed).
 */
@Tag("slow")
class ReloadLeakTest {
  @TempDir Path dir;

  @Test
  void oldAppLoadersAreCollectedAfterTwoHundredReloads() throws Exception {
    // Reloads reuse the compiled template classes (rerun) or compile them again (restart), and
    // neither may pin an old app.
    projectWithTemplatePage();
    RecordingListener listener = new RecordingListener();
    OldLoaders old = new OldLoaders();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      client.listen();
      for (int i = 0; i < 200; i++) {
        old.add(session.currentLoader());
        if (i % 40 == 0) {
          session.restart().join(); // now and then a real compile too
        } else {
          session.rerun().join();
        }
        if (i % 10 == 0) {
          // Requests make the app load handler classes and fill Jetty's per-thread state.
          assertEquals(200, client.get("/item").status());
          assertEquals(200, client.get("/").status());
          assertEquals(200, client.get("/page").status());
        }
      }
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      assertEquals(201, session.generation());
      assertEquals(
          List.of(),
          old.aliveBesides(session.currentLoader(), 20, 50),
          "old app class loaders still reachable");
    }
  }

  /**
   * The path a developer drives (and the dev-loop harness measures): a saved source compiled
   * incrementally by the session's warm compiler, the new app swapped in, its pages rendered.
   */
  @Test
  void oldAppLoadersAreCollectedAfterJavaEdits() throws Exception {
    TestProject project = projectWithTemplatePage();
    Path greeting = dir.resolve("src/main/java/com/example/Greeting.java");
    String source = project.read("src/main/java/com/example/Greeting.java");
    RecordingListener listener = new RecordingListener();
    OldLoaders old = new OldLoaders();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      client.listen();
      assertEquals(200, client.get("/page").status());
      for (int i = 2; i <= 41; i++) {
        old.add(session.currentLoader());
        project.write(
            "src/main/java/com/example/Greeting.java", source.replace("hello v1", "hello v" + i));
        // The session's watcher sees the save too: whichever comes first compiles it.
        session.changed(Set.of(greeting)).join();
        String greeted = "hello v" + i;
        assertTrue(client.await("/", a -> a.body().contains(greeted)).body().contains(greeted));
        assertEquals(200, client.get("/page").status());
      }
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      // Every save compiled, and incrementally: one file, never the project. A save may compile
      // twice: the test's call and the watcher each compile what changed since the last compile
      // (once in 40 saves in a CI run on JDK 25, under load, when the watcher still reported
      // Files.writeString's truncation apart from its write, which D348 holds back now).
      List<Reload> javaReloads =
          listener.reloads.stream().filter(r -> r.trigger().equals("java")).toList();
      assertTrue(
          javaReloads.stream().allMatch(r -> r.compiledFiles() <= 1),
          "a save compiled more than the saved file: " + listener.reloads);
      assertTrue(
          javaReloads.stream().filter(r -> r.compiledFiles() == 1).count() >= 40,
          "a save was not compiled: " + listener.reloads);
      assertEquals(
          List.of(),
          old.aliveBesides(session.currentLoader(), 20, 50),
          "old app class loaders still reachable after Java edits");
    }
  }

  /** The test project with a page whose template reads an app record ({@code /page}). */
  private TestProject projectWithTemplatePage() throws IOException {
    TestProject project = TestProject.create(dir);
    project.write(
        "src/main/java/com/example/Item.java",
        "package com.example;\n\npublic record Item(String name, int count) {}\n");
    project.write(
        "src/main/jte/item.jte",
        "@import com.example.Item\n@param Item item\n<p>${item.name()} ${item.count()}</p>\n");
    project.replace(
        "src/main/java/com/example/Main.java",
        "App.create()",
        "App.create().templates(dev.silk.web.Templates.standard())"
            + ".get(\"/page\", req -> WebResponse.template(\"item.jte\", new Item(\"pen\", 2)))");
    return project;
  }
}
