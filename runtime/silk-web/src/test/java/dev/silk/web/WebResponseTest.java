package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WebResponseTest {
  @Test
  void derivationsLeaveTheOriginalUntouched() {
    WebResponse base = WebResponse.text("hi");
    WebResponse derived = base.withHeader("X-A", "1").withStatus(201).withCookie("c", "v");
    assertNull(base.header("X-A"));
    assertEquals(200, base.status());
    assertEquals(List.of(), base.cookies());
    assertEquals("1", derived.header("x-a"));
    assertEquals(201, derived.status());
    assertEquals("c", derived.cookies().get(0).name());
  }

  @Test
  void headersAreKeyedCaseInsensitivelyAndKeepTheirFirstOrder() {
    WebResponse r =
        WebResponse.status(200)
            .withHeader("X-One", "1")
            .withHeader("X-Two", "2")
            .withHeader("x-one", "3");
    assertEquals(Map.of("x-one", "3", "X-Two", "2"), r.headers());
    assertEquals("3", r.header("X-ONE"));
    assertEquals("2", r.withoutHeader("X-ONE").headers().get("X-Two"));
    assertNull(r.withoutHeader("X-ONE").header("x-one"));
  }

  @Test
  void bytesAreNotCopied() {
    byte[] bytes = {1, 2, 3};
    assertSame(bytes, ((Body.Bytes) WebResponse.bytes(bytes).body()).bytes());
  }

  @Test
  void headerAndCookieInjectionIsRefused() {
    WebResponse r = WebResponse.text("x");
    assertThrows(
        IllegalArgumentException.class, () -> r.withHeader("X-A", "a\r\nSet-Cookie: evil=1"));
    assertThrows(IllegalArgumentException.class, () -> r.withHeader("Bad Name", "v"));
    assertThrows(IllegalArgumentException.class, () -> Cookie.of("a", "b; Domain=evil"));
    assertThrows(
        IllegalArgumentException.class, () -> Cookie.of("a", "b").withSameSite("Sometimes"));
  }

  @Test
  void factoriesSetTheirStatusAndType() {
    assertEquals("text/html;charset=utf-8", WebResponse.html("<p>").header("Content-Type"));
    assertEquals(
        "application/json",
        WebResponse.json(dev.silk.json.JsonCodecs.INT, 1).header("content-type"));
    assertEquals(Body.Kind.JSON, WebResponse.json(dev.silk.json.JsonCodecs.INT, 1).body().kind());
    assertEquals(303, WebResponse.redirect("/x", 303).status());
    assertEquals("/x", WebResponse.redirect("/x").header("Location"));
    assertEquals(204, WebResponse.noContent().status());
    assertEquals(404, WebResponse.notFound().status());
    assertEquals(Body.Kind.EMPTY, WebResponse.notFound().body().kind());
    assertThrows(IllegalArgumentException.class, () -> WebResponse.redirect("/x", 200));
    assertThrows(IllegalArgumentException.class, () -> new HttpException(200, "not an error"));
  }

  @Test
  void cookiesFormatTheirAttributes() {
    assertEquals(
        "s=1; Path=/app; Domain=example.com; Max-Age=0; Secure; SameSite=Strict",
        Cookie.expired("s")
            .withPath("/app")
            .withDomain("example.com")
            .withSecure(true)
            .withHttpOnly(false)
            .withSameSite("Strict")
            .withValue("1")
            .headerValue());
  }
}
