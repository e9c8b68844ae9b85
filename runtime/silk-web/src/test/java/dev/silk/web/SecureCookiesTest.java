package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Cookies go out Secure on HTTPS, which behind a trusted proxy its X-Forwarded-Proto says. */
class SecureCookiesTest {
  private static RunningApp start(boolean behindProxy) {
    return App.create()
        .sessions()
        .behindProxy(behindProxy)
        .get(
            "/set",
            req -> {
              req.session().set("user", "ann");
              return WebResponse.text("ok").withCookie("theme", "dark");
            })
        .host("127.0.0.1")
        .port(0)
        .start();
  }

  /** Each Set-Cookie line (RawHttp joins repeated headers with ", "). */
  private static List<String> setCookies(RunningApp app, String... headers) throws Exception {
    String joined = RawHttp.send(app.port(), "GET", "/set", headers).header("Set-Cookie");
    return List.of(joined.split(", (?=[A-Za-z]+=)"));
  }

  @Test
  void behindATrustedProxyAnHttpsRequestGetsSecureCookiesTheSessionsToo() throws Exception {
    try (RunningApp app = start(true)) {
      List<String> secure = setCookies(app, "X-Forwarded-Proto: https");
      assertEquals(2, secure.size(), secure.toString());
      for (String cookie : secure) {
        assertTrue(cookie.contains("; Secure"), cookie);
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), cookie);
      }
      for (String cookie : setCookies(app)) {
        assertFalse(cookie.contains("Secure"), "plain HTTP: " + cookie);
      }
    }
  }

  @Test
  void withoutTrustTheHeaderChangesNothing() throws Exception {
    try (RunningApp app = start(false)) {
      for (String cookie : setCookies(app, "X-Forwarded-Proto: https")) {
        assertFalse(cookie.contains("Secure"), cookie);
      }
    }
  }
}
