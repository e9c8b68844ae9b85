package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * One dev session on a generated-style project, driven through the edits a developer makes. The
 * steps share the session (starting one costs a JVM-warm compile), so they run in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DevSessionTest {
  @TempDir static Path dir;
  static TestProject project;
  static RecordingListener listener = new RecordingListener();
  static DevSession session;
  static DevClient client;

  @BeforeAll
  static void start() throws Exception {
    project = TestProject.create(dir);
    session =
        new DevSession(DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
    int port = session.start();
    client = new DevClient(port);
    client.listen();
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    session.close();
  }

  @Test
  @Order(1)
  void theFirstStartServesTheAppWithTheLiveReloadScript() throws Exception {
    DevClient.Answer a = client.get("/");
    assertEquals(200, a.status(), () -> a.body() + listener.problems);
    assertTrue(a.body().contains("hello v1"), a.body());
    assertTrue(a.body().contains("/_silk/live.js"), a.body());
    assertEquals(1, session.generation());
  }

  @Test
  @Order(2)
  void editingAHandlerShowsTheChangeOnTheNextResponse() throws Exception {
    long before = client.count("reload");
    project.replace("src/main/java/com/example/Greeting.java", "hello v1", "hello v2");
    client.await("/", a -> a.body().contains("hello v2"));
    client.awaitEvent("reload", before);
  }

  @Test
  @Order(3)
  void editingARecordChangesItsShape() throws Exception {
    project.write(
        "src/main/java/com/example/Item.java",
        "package com.example;\n\nrecord Item(String name, int count, String colour) {\n"
            + "  Item(String name, int count) { this(name, count, \"red\"); }\n}\n");
    client.await("/item", a -> a.body().contains("colour=red"));
  }
}
