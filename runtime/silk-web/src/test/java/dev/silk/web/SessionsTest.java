package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SessionsTest {
  static RunningApp running;
  static RunningApp sessionless;

  @BeforeAll
  static void start() {
    running =
        App.create()
            .sessions()
            .get(
                "/peek",
                req -> WebResponse.text(String.valueOf((Object) req.session().get("user"))))
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
                  req.flash().put("notice", "Saved " + req.query("what"));
                  return WebResponse.redirect("/list", 303);
                })
            .get("/list", req -> WebResponse.text("notice=" + req.flash().get("notice")))
            .get("/other", req -> WebResponse.html("<p>another page</p>"))
            .get("/style.css", req -> WebResponse.bytes(new byte[] {'*'}, "text/css"))
            .port(0)
            .start();
    sessionless =
        App.create()
            .get(
                "/peek",
                req -> WebResponse.text(String.valueOf((Object) req.session().get("user"))))
            .get(
                "/write",
                req -> {
                  req.session().set("user", "x");
                  return WebResponse.text("written");
                })
            .port(0)
            .start();
  }

  @AfterAll
  static void stop() {
    running.stop();
    sessionless.stop();
  }

  static String cookieOf(RawHttp r) {
    String set = r.header("Set-Cookie");
    return set == null ? null : set.substring(0, set.indexOf(';'));
  }

  @Test
  void readingNeverCreatesASession() throws Exception {
    RawHttp r = RawHttp.send(running.port(), "GET", "/peek");
    assertEquals("null", r.text());
    assertNull(r.header("Set-Cookie"));
    assertNull(RawHttp.send(running.port(), "GET", "/list").header("Set-Cookie"), "nor flash");
  }

  @Test
  void aWrittenValueIsThereOnTheNextRequestUntilTheSessionEnds() throws Exception {
    RawHttp login = RawHttp.send(running.port(), "POST", "/login?name=ann");
    String setCookie = login.header("Set-Cookie");
    assertTrue(setCookie.contains("HttpOnly"), setCookie);
    assertTrue(setCookie.contains("SameSite=Lax"), setCookie);
    String cookie = cookieOf(login);
    assertEquals("ann", RawHttp.send(running.port(), "GET", "/peek", "Cookie: " + cookie).text());
    RawHttp.send(running.port(), "POST", "/logout", "Cookie: " + cookie);
    assertEquals("null", RawHttp.send(running.port(), "GET", "/peek", "Cookie: " + cookie).text());
  }

  @Test
  void aFlashValueSurvivesExactlyOneRedirect() throws Exception {
    RawHttp save = RawHttp.send(running.port(), "POST", "/save?what=item");
    assertEquals(303, save.status);
    String cookie = "Cookie: " + cookieOf(save);
    assertEquals("notice=Saved item", RawHttp.send(running.port(), "GET", "/list", cookie).text());
    assertEquals("notice=null", RawHttp.send(running.port(), "GET", "/list", cookie).text());

    RawHttp.send(running.port(), "POST", "/save?what=again", cookie);
    RawHttp.send(running.port(), "GET", "/style.css", cookie);
    RawHttp.send(running.port(), "GET", "/other", cookie);
    assertEquals(
        "notice=null",
        RawHttp.send(running.port(), "GET", "/list", cookie).text(),
        "the next page ends the flash even when it does not read it (a stylesheet does not)");
  }

  @Test
  void withoutSessionsReadingIsEmptyAndWritingSaysHowToTurnThemOn() throws Exception {
    assertEquals("null", RawHttp.send(sessionless.port(), "GET", "/peek").text());
    assertEquals(500, RawHttp.send(sessionless.port(), "GET", "/write").status);
  }
}
