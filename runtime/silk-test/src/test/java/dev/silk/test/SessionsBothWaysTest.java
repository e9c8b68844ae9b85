package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Sessions and flash behave the same in memory as on a real Jetty, keyed by the same cookie. */
class SessionsBothWaysTest {
  static App app() {
    return App.create()
        .sessions()
        .get("/peek", req -> WebResponse.text(String.valueOf((Object) req.session().get("user"))))
        .post(
            "/login",
            req -> {
              req.session().set("user", req.query("name"));
              return WebResponse.text("ok");
            })
        .post(
            "/logout",
            req -> {
              req.session().invalidate();
              return WebResponse.text("bye");
            })
        .post(
            "/save",
            req -> {
              req.flash().put("notice", "Saved");
              return WebResponse.redirect("/list", 303);
            })
        .get("/list", req -> WebResponse.text("notice=" + req.flash().get("notice", "none")))
        .get("/page", req -> WebResponse.html("<p>a page that shows no flash</p>"))
        .get("/style.css", req -> WebResponse.bytes("p{}".getBytes(), "text/css"))
        .get("/favicon.ico", req -> WebResponse.notFound())
        .get("/events", req -> WebResponse.events(sse -> sse.send("tick")))
        .get("/api/count", req -> WebResponse.json(dev.silk.json.JsonCodecs.INT, 3));
  }

  static Stream<Function<App, WebTest>> transports() {
    return Stream.of(WebTest::of, WebTest::serve);
  }

  private static String sessionCookie(TestResponse response) {
    String set = response.header("Set-Cookie");
    assertTrue(set != null && set.startsWith("JSESSIONID="), "a session cookie: " + set);
    return set.substring("JSESSIONID=".length(), set.indexOf(';'));
  }

  @ParameterizedTest
  @MethodSource("transports")
  void aSessionLastsFromTheWriteUntilItIsInvalidated(Function<App, WebTest> transport) {
    try (WebTest web = transport.apply(app())) {
      TestResponse first = web.get("/peek");
      assertEquals("null", first.text());
      assertNull(first.header("Set-Cookie"), "reading creates no session");

      String id = sessionCookie(web.request("POST", "/login").query("name", "ann").send());
      assertEquals("ann", web.request("GET", "/peek").cookie("JSESSIONID", id).send().text());
      web.request("POST", "/logout").cookie("JSESSIONID", id).send();
      assertEquals("null", web.request("GET", "/peek").cookie("JSESSIONID", id).send().text());
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void aFlashValueSurvivesExactlyOneRedirect(Function<App, WebTest> transport) {
    try (WebTest web = transport.apply(app())) {
      TestResponse save = web.request("POST", "/save").send();
      assertEquals(303, save.status());
      String id = sessionCookie(save);
      assertEquals(
          "notice=Saved", web.request("GET", "/list").cookie("JSESSIONID", id).send().text());
      assertEquals(
          "notice=none", web.request("GET", "/list").cookie("JSESSIONID", id).send().text());
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void theFlashWaitsForTheNextPageWhateverLoadsInBetween(Function<App, WebTest> transport) {
    try (WebTest web = transport.apply(app())) {
      String id = sessionCookie(web.request("POST", "/save").send());
      for (String sideline : new String[] {"/style.css", "/favicon.ico", "/events", "/api/count"}) {
        web.request("GET", sideline).cookie("JSESSIONID", id).send();
      }
      assertEquals(
          "notice=Saved", web.request("GET", "/list").cookie("JSESSIONID", id).send().text());
      web.request("POST", "/save").cookie("JSESSIONID", id).send();
      web.request("GET", "/page").cookie("JSESSIONID", id).send();
      assertEquals(
          "notice=none",
          web.request("GET", "/list").cookie("JSESSIONID", id).send().text(),
          "a page that does not read the flash still ends it");
    }
  }
}
