package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.App;
import dev.silk.web.CsrfFilter;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** CSRF protection of session-backed pages, with an exempt stateless API. */
class CsrfTest {
  @TempDir static Path dir;
  static int classes;

  static App app() {
    return App.create()
        .sessions()
        .templates(
            Templates.development(
                dir.resolve("jte"),
                dir.resolve("classes-" + classes++),
                CsrfTest.class.getClassLoader()))
        .before(CsrfFilter.create().exempt("/api"))
        .get("/todos", req -> WebResponse.template("todos.jte", Boolean.TRUE))
        .post("/todos", req -> WebResponse.text("added " + req.form().value("title")))
        .delete("/todos/{id}", req -> WebResponse.text("deleted " + req.pathParam("id")))
        .post(
            "/login",
            req -> {
              req.session().set("user", "ann");
              req.session().rotate();
              return WebResponse.text("signed in");
            })
        .post("/api/todos", req -> WebResponse.text("api " + req.bodyText()));
  }

  @BeforeAll
  static void templates() throws IOException {
    Path jte = Files.createDirectories(dir.resolve("jte"));
    Files.writeString(
        jte.resolve("todos.jte"),
        "@import dev.silk.web.CsrfFilter\n@param Boolean ok\n<head>${CsrfFilter.meta()}</head>\n"
            + "<form method=\"post\">${CsrfFilter.field()}<input name=\"title\"></form>\n");
  }

  static Stream<Supplier<WebTest>> transports() {
    return Stream.of(
        named("WebTest.of", () -> WebTest.of(app())),
        // Not compared: each side makes a random token of its own, which the page carries.
        named("WebTest.serve", () -> WebTest.serve(app())));
  }

  private static Supplier<WebTest> named(String name, Supplier<WebTest> s) {
    return new Supplier<>() {
      @Override
      public WebTest get() {
        return s.get();
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  @EachTransport
  void aFormPostNeedsTheTokenItsPageCarries(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      TestResponse forged = web.request("POST", "/todos").form("title", "Tea").send();
      assertEquals(403, forged.status());
      assertTrue(forged.problem().detail().startsWith("the request has no CSRF token"));

      String token = web.get("/todos").inputValue("_csrf");
      assertNotNull(token);
      assertEquals(
          "added Tea",
          web.request("POST", "/todos").form("_csrf", token).form("title", "Tea").send().text());
      TestResponse wrong =
          web.request("POST", "/todos").form("_csrf", token + "x").form("title", "Tea").send();
      assertEquals(403, wrong.status());
      assertTrue(wrong.problem().detail().startsWith("the CSRF token does not match"));
    }
  }

  @EachTransport
  void scriptsSendTheHeaderAndTheTokenOutlivesASignIn(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      String page = web.get("/todos").text();
      String token =
          page.replaceAll("(?s).*<meta name=\"csrf-token\" content=\"([^\"]+)\">.*", "$1");
      assertEquals(43, token.length(), page);
      assertEquals(
          "deleted 7",
          web.request("DELETE", "/todos/7").header(CsrfFilter.HEADER, token).send().text());
      assertEquals(
          "signed in",
          web.request("POST", "/login").header(CsrfFilter.HEADER, token).send().text());
      assertEquals(
          "deleted 8",
          web.request("DELETE", "/todos/8").header(CsrfFilter.HEADER, token).send().text(),
          "a rotated session keeps its token");
    }
  }

  @EachTransport
  void anExemptApiTakesPostsWithoutAToken(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      assertEquals(
          "api {}", web.request("POST", "/api/todos").body("{}", "application/json").send().text());
    }
  }
}
