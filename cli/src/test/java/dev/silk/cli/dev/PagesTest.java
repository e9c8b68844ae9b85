package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/** Templates, static files and sessions under {@code silk dev}: what must not need a restart. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class PagesTest {
  @TempDir static Path dir;
  static TestProject project;
  static RecordingListener listener = new RecordingListener();
  static DevSession session;
  static DevClient client;

  @BeforeAll
  static void start() throws Exception {
    project = TestProject.create(dir);
    String root = dir.toAbsolutePath().toString().replace("\\", "/");
    project.write(
        "src/main/java/com/example/Main.java",
"""
        package com.example;

        import dev.silk.web.App;
        import dev.silk.web.StaticFiles;
        import dev.silk.web.Templates;
        import dev.silk.web.WebResponse;
        import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
        import java.util.Map;

        public class Main {
          record Visitor(String name) {}

          public static void main(String[] args) {
            Path root = Path.of("%s");
            App.create()
                .sessions()
                .templates(
                    Templates.development(
                        root.resolve("src/main/jte"),
                        root.resolve("target/silk/jte-classes"),
                        Thread.currentThread().getContextClassLoader()))
                .before(StaticFiles.classpath("static"))
                .get("/page", req -> WebResponse.template("page.jte", Map.of("name", Greeting.text())))
                .get("/count", req -> {
                  Integer n = req.session().get("n");
                  n = n == null ? 1 : n + 1;
                  req.session().set("n", n);
                  return WebResponse.text("count " + n);
                })
                .get("/remember", req -> {
                  req.session().set("visitor", new Visitor("ada"));
                  return WebResponse.text("remembered");
                })
                .get("/visitor", req -> {
                  Object v = req.session().get("visitor");
                  return WebResponse.text(v instanceof Visitor who ? "visitor " + who.name() : "no visitor");
                })
                .start();
          }
        }
        """
            .formatted(root));
    project.write(
        "src/main/jte/page.jte",
        "@param String name\n<html><body><h1>Page for ${name}</h1></body></html>\n");
    session =
        new DevSession(DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
    client = new DevClient(session.start());
    client.listen();
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    session.close();
  }

  @Test
  @Order(1)
  void aTemplateEditShowsOnTheNextRenderWithoutARestart() throws Exception {
    DevClient.Answer page = client.get("/page");
    assertEquals(200, page.status(), page.body() + listener.problems);
    assertTrue(page.body().contains("Page for hello v1"), page.body());
    assertTrue(page.body().contains("/_silk/live.js"), page.body());
    int generation = DevClient.settledGeneration(session);
    long before = client.count("reload");
    project.replace("src/main/jte/page.jte", "Page for", "Pages for");
    client.await("/page", a -> a.body().contains("Pages for hello v1"));
    client.awaitEvent("reload", before);
    assertEquals(generation, session.generation(), "templates need no restart");
  }

  @Test
  @Order(2)
  void aBrokenTemplateShowsItsFileAndLineAndAFixRecovers() throws Exception {
    String good = project.read("src/main/jte/page.jte");
    project.write("src/main/jte/page.jte", "@param String name\n<h1>${name</h1>\n");
    DevClient.Answer page = client.await("/page", a -> a.status() == 500);
    assertTrue(page.body().contains("Template error"), page.body());
    assertTrue(page.body().contains("page.jte"), page.body());
    project.write("src/main/jte/page.jte", good);
    client.await("/page", a -> a.status() == 200 && a.body().contains("Pages for"));
  }

  @Test
  @Order(3)
  void aStaticFileIsServedFromSourceTheMomentItIsSaved() throws Exception {
    assertTrue(client.get("/site.css").body().contains("color: black"));
    int generation = DevClient.settledGeneration(session);
    project.write("src/main/resources/static/site.css", "body { color: green; }\n");
    client.await("/site.css", a -> a.body().contains("color: green"));
    assertEquals(generation, session.generation(), "static files need no restart");
  }

  @Test
  @Order(4)
  void sessionValuesOfJdkTypesSurviveAReloadAndValuesOfAppClassesAreDropped() throws Exception {
    assertEquals("count 1", client.get("/count").body());
    assertEquals("count 2", client.get("/count").body());
    assertEquals("remembered", client.get("/remember").body());
    assertEquals("visitor ada", client.get("/visitor").body());
    session.restart().join();
    assertEquals("count 3", client.get("/count").body(), "an Integer survives");
    assertEquals("no visitor", client.get("/visitor").body(), "an old app's record does not");
  }

  @Test
  @Order(20)
  void theApiPageShowsTheOpenApiDocumentOfTheAppBeingServed() throws Exception {
    DevClient.Answer doc = client.get("/_silk/openapi.json");
    assertEquals(200, doc.status());
    assertEquals("application/json", doc.contentType());
    assertTrue(doc.body().contains("\"openapi\": \"3.1.0\""), doc.body());
    assertTrue(doc.body().contains("\"/visitor\""), doc.body());
    DevClient.Answer page = client.get("/_silk/openapi");
    assertEquals(200, page.status());
    assertTrue(page.body().contains("fetch(\"/_silk/openapi.json\")"), page.body());
    assertTrue(page.body().contains("<a href=\"/_silk/openapi\">api</a>"), page.body());
  }

  @Test
  @Order(21)
  void theDevPagesAnswerJsonAndTheHistoryHasTemplateAndStylesheetChanges() throws Exception {
    DevClient.Answer index = client.get("/_silk/", "application/json");
    assertEquals(200, index.status());
    assertTrue(index.contentType().startsWith("application/json"), index.contentType());
    assertTrue(index.body().contains("\"liveClients\""), index.body());

    // Orders 1 to 3 edited a template and a stylesheet: nothing restarted, both are in the history.
    String reloads = client.get("/_silk/reloads", "application/json").body();
    assertTrue(reloads.contains("\"trigger\":\"template\""), reloads);
    assertTrue(reloads.contains("\"trigger\":\"css\""), reloads);

    client.get("/count");
    String requests = client.get("/_silk/requests", "application/json").body();
    assertTrue(
        Pattern.compile("\"millis\":[0-9]").matcher(requests).find(),
        "millis is a number: " + requests);
  }

  @Test
  @Order(22)
  void aBrowserThatWentAwayIsNoLongerCountedAsListening() throws Exception {
    int port = Integer.parseInt(client.base().substring(client.base().lastIndexOf(':') + 1));
    int before = liveClients();
    try (Socket browser = new Socket("localhost", port)) {
      browser
          .getOutputStream()
          .write(
              "GET /_silk/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n"
                  .getBytes(StandardCharsets.US_ASCII));
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(browser.getInputStream(), StandardCharsets.UTF_8));
      String line;
      while ((line = in.readLine()) != null && !line.startsWith("event: hello")) {
        // headers, then the greeting
      }
      assertEquals(before + 1, liveClients());
    }
    long deadline = System.currentTimeMillis() + 30_000;
    while (liveClients() > before && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
    assertEquals(before, liveClients(), "the closed stream is dropped");
  }

  private static int liveClients() throws Exception {
    Matcher m =
        Pattern.compile("\"liveClients\":(\\d+)")
            .matcher(client.get("/_silk/status", "application/json").body());
    assertTrue(m.find());
    return Integer.parseInt(m.group(1));
  }
}
