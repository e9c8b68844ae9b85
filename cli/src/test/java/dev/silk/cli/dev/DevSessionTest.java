package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * One dev session on a generated-style project, driven through the edits a developer makes. The
 * steps share the session (starting one costs a JVM-warm compile), so they run in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
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

  @Test
  @Order(4)
  void aNewClassIsPickedUpAndADeletedOneIsGone() throws Exception {
    project.write(
        "src/main/java/com/example/Extra.java",
        "package com.example;\n\nfinal class Extra {\n  static String text() { return \"extra!\"; }\n}\n");
    project.replace(
        "src/main/java/com/example/Greeting.java", "return \"hello v2\";", "return Extra.text();");
    client.await("/", a -> a.body().contains("extra!"));
    project.replace(
        "src/main/java/com/example/Greeting.java", "return Extra.text();", "return \"hello v3\";");
    project.delete("src/main/java/com/example/Extra.java");
    client.await("/", a -> a.body().contains("hello v3"));
    assertFalse(
        java.nio.file.Files.exists(dir.resolve("target/silk/classes/com/example/Extra.class")),
        "a deleted source leaves no class behind");
  }

  @Test
  @Order(5)
  void aCompileErrorShowsFileLineAndSourceAndAFixRecovers() throws Exception {
    long before = client.count("reload");
    project.replace(
        "src/main/java/com/example/Greeting.java", "return \"hello v3\";", "return hello v4;");
    DevClient.Answer page = client.await("/", a -> a.status() == 500);
    assertTrue(page.body().contains("Compile error"), page.body());
    assertTrue(page.body().contains("src/main/java/com/example/Greeting.java:5"), page.body());
    assertTrue(page.body().contains("return hello v4;"), "the source excerpt: " + page.body());
    assertTrue(page.body().contains("/_silk/live.js"), "the error page reloads itself");
    client.awaitEvent("reload", before);
    DevClient.Answer json = client.get("/item", "application/json");
    assertEquals(500, json.status());
    assertTrue(json.contentType().startsWith("application/json"), json.contentType());
    assertTrue(json.body().contains("\"kind\":\"COMPILE\""), json.body());
    assertTrue(json.body().contains("\"line\":5"), json.body());
    assertEquals(Problem.Kind.COMPILE, session.problem().kind());

    project.replace(
        "src/main/java/com/example/Greeting.java", "return hello v4;", "return \"hello v4\";");
    client.await("/", a -> a.status() == 200 && a.body().contains("hello v4"));
    // The browser sees the fixed app at the swap; the session's own record follows right after.
    long deadline = System.currentTimeMillis() + 5_000;
    while (session.problem() != null && System.currentTimeMillis() < deadline) {
      Thread.sleep(5);
    }
    assertEquals(null, session.problem());
  }

  @Test
  @Order(6)
  void anExceptionFromMainShowsWhereAndAFixRecovers() throws Exception {
    String main = project.read("src/main/java/com/example/Main.java");
    project.write(
        "src/main/java/com/example/Main.java",
        main.replace("App.create()", "Config.check();\n    App.create()"));
    project.write(
        "src/main/java/com/example/Config.java",
        "package com.example;\n\nfinal class Config {\n  static void check() {\n"
            + "    throw new IllegalStateException(\"missing setting\");\n  }\n}\n");
    DevClient.Answer page = client.await("/", a -> a.status() == 500);
    assertTrue(page.body().contains("Exception in main"), page.body());
    assertTrue(page.body().contains("missing setting"), page.body());
    assertTrue(page.body().contains("src/main/java/com/example/Config.java:5"), page.body());
    project.write("src/main/java/com/example/Main.java", main);
    client.await("/", a -> a.status() == 200 && a.body().contains("hello v4"));
  }

  @Test
  @Order(6)
  void aHandlersExceptionShowsTheDevErrorPageWithTheSourceLine() throws Exception {
    DevClient.Answer page = client.get("/boom");
    assertEquals(500, page.status(), page.body());
    assertTrue(page.body().contains("Exception in a handler"), page.body());
    assertTrue(page.body().contains("boom in a handler"), page.body());
    assertTrue(page.body().contains("src/main/java/com/example/Main.java:"), page.body());
    assertTrue(
        page.body().contains("throw new IllegalStateException"), "the excerpt: " + page.body());
    DevClient.Answer json = client.get("/boom", "application/json");
    assertTrue(json.body().contains("\"kind\":\"HANDLER\""), json.body());
    assertEquals(200, client.get("/item").status(), "the app keeps serving");
  }

  @Test
  @Order(7)
  void aStylesheetChangeSwapsCssWithoutRestartingTheApp() throws Exception {
    int generation = DevClient.settledGeneration(session);
    long before = client.count("css");
    project.write("src/main/resources/static/site.css", "body { color: red; }\n");
    client.awaitEvent("css", before);
    assertEquals(generation, session.generation(), "no restart for a stylesheet");
  }

  @Test
  @Order(8)
  void editorScratchFilesDoNotReload() throws Exception {
    int generation = DevClient.settledGeneration(session);
    project.write("src/main/java/com/example/.#Greeting.java", "lock");
    project.write("src/main/java/com/example/Greeting.java~", "backup");
    project.write("src/main/java/com/example/4913", "");
    Thread.sleep(600);
    assertEquals(generation, session.generation());
  }

  @Test
  @Order(9)
  void theDevPagesListRoutesRequestsAndReloads() throws Exception {
    DevClient.Answer routes = client.get("/_silk/routes", "application/json");
    assertTrue(routes.body().contains("{\"method\":\"GET\",\"path\":\"/item\"}"), routes.body());
    DevClient.Answer requests = client.get("/_silk/requests", "application/json");
    assertTrue(requests.body().contains("\"path\":\"/item\""), requests.body());
    DevClient.Answer reloads = client.get("/_silk/reloads");
    assertTrue(reloads.body().contains("<td>java</td>"), reloads.body());
    assertTrue(client.get("/_silk/").body().contains("generation"));
  }

  @Test
  @Order(10)
  void requestsDuringReloadsNeverFail() throws Exception {
    AtomicBoolean running = new AtomicBoolean(true);
    AtomicInteger served = new AtomicInteger();
    List<String> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
    List<Thread> hammers = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Thread t =
          new Thread(
              () -> {
                try (DevClient c = new DevClient(session.port())) {
                  while (running.get()) {
                    DevClient.Answer a = c.get("/item");
                    if (a.status() != 200) {
                      failures.add(a.status() + " " + a.body());
                    }
                    served.incrementAndGet();
                  }
                } catch (Exception e) {
                  failures.add(e.toString());
                }
              });
      t.start();
      hammers.add(t);
    }
    for (int i = 0; i < 5; i++) {
      session.restart().join();
    }
    running.set(false);
    for (Thread t : hammers) {
      t.join();
    }
    assertTrue(failures.isEmpty(), failures.toString());
    assertTrue(served.get() > 10, "served " + served.get());
  }
}
