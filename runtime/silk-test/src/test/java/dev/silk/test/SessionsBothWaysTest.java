package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.util.function.Function;
import java.util.function.Supplier;
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
            "/rotate",
            req -> {
              String before = req.session().id();
              String after = req.session().rotate();
              return WebResponse.text(after != null && !after.equals(before) ? "rotated" : "not");
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

  static Stream<Function<Supplier<App>, WebTest>> transports() {
    return Stream.of(
        named("WebTest.of", app -> WebTest.of(app.get())),
        named("WebTest.serve", app -> WebTest.serve(app.get())),
        named("WebTest.compared", WebTest::compared));
  }

  private static Function<Supplier<App>, WebTest> named(
      String name, Function<Supplier<App>, WebTest> f) {
    return new Function<>() {
      @Override
      public WebTest apply(Supplier<App> app) {
        return f.apply(app);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  private static String sessionCookie(TestResponse response) {
    String set = response.header("Set-Cookie");
    assertTrue(set != null && set.startsWith("JSESSIONID="), "a session cookie: " + set);
    return set.substring("JSESSIONID=".length(), set.indexOf(';'));
  }

  @ParameterizedTest
  @MethodSource("transports")
  void aSessionLastsFromTheWriteUntilItIsInvalidated(Function<Supplier<App>, WebTest> transport) {
    try (WebTest web = transport.apply(SessionsBothWaysTest::app)) {
      TestResponse first = web.get("/peek");
      assertEquals("null", first.text());
      assertNull(first.header("Set-Cookie"), "reading creates no session");

      sessionCookie(web.request("POST", "/login").query("name", "ann").send());
      assertEquals("ann", web.request("GET", "/peek").send().text());
      web.request("POST", "/logout").send();
      assertEquals("null", web.request("GET", "/peek").send().text());
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void aFlashValueSurvivesExactlyOneRedirect(Function<Supplier<App>, WebTest> transport) {
    try (WebTest web = transport.apply(SessionsBothWaysTest::app)) {
      TestResponse save = web.request("POST", "/save").send();
      assertEquals(303, save.status());
      sessionCookie(save);
      assertEquals("notice=Saved", web.request("GET", "/list").send().text());
      assertEquals("notice=none", web.request("GET", "/list").send().text());
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void theFlashWaitsForTheNextPageWhateverLoadsInBetween(
      Function<Supplier<App>, WebTest> transport) {
    try (WebTest web = transport.apply(SessionsBothWaysTest::app)) {
      sessionCookie(web.request("POST", "/save").send());
      for (String sideline : new String[] {"/style.css", "/favicon.ico", "/events", "/api/count"}) {
        web.request("GET", sideline).send();
      }
      assertEquals("notice=Saved", web.request("GET", "/list").send().text());
      web.request("POST", "/save").send();
      web.request("GET", "/page").send();
      assertEquals(
          "notice=none",
          web.request("GET", "/list").send().text(),
          "a page that does not read the flash still ends it");
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void rotatingKeepsTheValuesUnderANewIdAndTheOldIdNamesNothing(
      Function<Supplier<App>, WebTest> transport) {
    try (WebTest web = transport.apply(SessionsBothWaysTest::app)) {
      web.request("POST", "/login").query("name", "ann").send();
      String old = web.cookies().get("JSESSIONID");
      TestResponse rotated = web.request("POST", "/rotate").send();
      String fresh = web.cookies().get("JSESSIONID");
      assertTrue(
          fresh != null && !fresh.equals(old), "a new cookie: " + rotated.headers("Set-Cookie"));
      assertEquals(
          1, rotated.headers("Set-Cookie").size(), rotated.headers("Set-Cookie").toString());
      assertEquals("ann", web.get("/peek").text(), "the values moved with the session");
      web.cookies().clear();
      if (!web.toString().equals("WebTest.compared")) {
        // Each side of a comparison has ids of its own; the old one is only known per side.
        assertEquals(
            "null",
            web.request("GET", "/peek").cookie("JSESSIONID", old).send().text(),
            "the old id names nothing");
      }
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void theCookieJarCarriesTheSessionWithoutTheTestPassingIt(
      Function<Supplier<App>, WebTest> transport) {
    try (WebTest web = transport.apply(SessionsBothWaysTest::app)) {
      web.request("POST", "/login").query("name", "bea").send();
      assertEquals("bea", web.get("/peek").text());
      web.cookies().clear();
      assertEquals("null", web.get("/peek").text(), "a new visitor");
      web.followRedirects(true);
      TestResponse listed = web.request("POST", "/save").send();
      assertEquals(200, listed.status(), "the 303 was followed with a GET");
      assertEquals("notice=Saved", listed.text());
    }
  }

  @ParameterizedTest
  @MethodSource("transports")
  void withoutSessionsWritingFailsTheSameWayInMemoryAndOnJetty(
      Function<Supplier<App>, WebTest> transport) {
    Supplier<App> sessionless =
        () ->
            App.create()
                .post(
                    "/write",
                    req -> {
                      req.session().set("user", "x");
                      return WebResponse.text("written");
                    })
                .get(
                    "/read",
                    req -> WebResponse.text(String.valueOf((Object) req.session().get("user"))));
    try (WebTest web = transport.apply(sessionless)) {
      TestResponse r = web.request("POST", "/write").send();
      assertEquals(500, r.status());
      assertNull(r.header("Set-Cookie"));
      assertEquals("null", web.get("/read").text());
    }
  }
}
