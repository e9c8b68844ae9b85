package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.App;
import dev.silk.web.Cookie;
import dev.silk.web.HttpException;
import dev.silk.web.Problem;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * Every request-path feature, asserted once and run twice: in memory through {@link WebTest#of} and
 * over a real Jetty on an ephemeral port through {@link WebTest#serve}. Both must answer the same,
 * since both drive the same dispatcher.
 */
@Tag("slow")
class FeaturesTest {
  static final AtomicInteger streamWrites = new AtomicInteger();
  static WebTest inProcess;
  static WebTest served;
  static WebTest compared;

  static class NotYours extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }

  static class Missing extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }

  static class MissingThing extends Missing {
    private static final long serialVersionUID = 1L;
  }

  static App app() {
    return App.create()
        .get("/", req -> WebResponse.text("Hello"))
        .get("/items/{id}", req -> WebResponse.text("item " + req.pathLong("id")))
        .get("/files/{name}", req -> WebResponse.text("file " + req.pathParam("name")))
        .get("/study/today", req -> WebResponse.text("today"))
        .get("/study/{mode}", req -> WebResponse.text("mode " + req.pathParam("mode")))
        .get("/{lang}/about", req -> WebResponse.text("about in " + req.pathParam("lang")))
        .get("/params/{a}/{b}", req -> WebResponse.text(req.pathParams().toString()))
        .post("/items", req -> WebResponse.status(201).withText("created " + req.bodyText()))
        .put(
            "/items/{id}",
            req -> WebResponse.text("put " + req.pathInt("id") + " " + req.bodyText()))
        .patch("/items/{id}", req -> WebResponse.text("patch " + req.pathInt("id")))
        .delete("/items/{id}", req -> WebResponse.noContent())
        .post("/echo", req -> WebResponse.bytes(req.body(), "application/x-echo"))
        .get("/query", req -> WebResponse.text(req.queryInt("page", 1) + " " + req.query("q", "-")))
        .get("/required", req -> WebResponse.text("limit " + req.queryInt("limit")))
        .get("/tags", req -> WebResponse.text(String.join(",", req.queryAll("tag"))))
        .get("/decimal", req -> WebResponse.text("x=" + req.queryDouble("x", 0)))
        .get(
            "/headers",
            req -> WebResponse.text(req.header("x-MIXED-case") + " " + req.headers("X-Many")))
        .get(
            "/cookies",
            req ->
                WebResponse.text(
                    req.cookie("a") + " " + req.cookie("b") + " " + req.cookie("none")))
        .get("/remote", req -> WebResponse.text(req.remoteAddress()))
        .get("/attribute", req -> WebResponse.text("user " + req.attribute("user")))
        .get(
            "/set-cookie",
            req ->
                WebResponse.text("ok")
                    .withCookie("theme", "dark")
                    .withCookie(
                        Cookie.of("sid", "xyz").withMaxAge(Duration.ofHours(1)).withSecure(true)))
        .get("/redirect", req -> WebResponse.redirect("/"))
        .get(
            "/headers-out",
            req -> WebResponse.text("h").withHeader("X-One", "1").withHeader("x-one", "2"))
        .get(
            "/stream",
            req ->
                WebResponse.stream(
                    "text/csv",
                    out -> {
                      streamWrites.incrementAndGet();
                      for (int i = 0; i < 3; i++) {
                        out.write(("row " + i + "\n").getBytes(StandardCharsets.UTF_8));
                      }
                    }))
        .get(
            "/sized-stream",
            req ->
                WebResponse.stream(
                    "text/plain",
                    5,
                    out -> {
                      streamWrites.incrementAndGet();
                      out.write("fives".getBytes(StandardCharsets.UTF_8));
                    }))
        .get(
            "/teapot",
            req -> {
              throw new HttpException(418 + 1, "enhance your calm");
            })
        .get(
            "/boom",
            req -> {
              throw new IllegalStateException("secret internals");
            })
        .get(
            "/not-yours",
            req -> {
              throw new NotYours();
            })
        .get(
            "/missing-thing",
            req -> {
              throw new MissingThing();
            })
        .get(
            "/missing",
            req -> {
              throw new Missing();
            })
        .get("/gone", req -> WebResponse.notFound())
        .get("/admin/panel", req -> WebResponse.text("panel"))
        .get("/administrator", req -> WebResponse.text("not admin"))
        .group(
            "/api",
            api ->
                api.get("/health", req -> WebResponse.text("ok"))
                    .after((req, res) -> res.withHeader("X-Api", "yes"))
                    .group(
                        "/v2",
                        v2 ->
                            v2.get(
                                "/items/{id}",
                                req -> WebResponse.text("v2 " + req.pathParam("id")))))
        .before(
            req -> {
              req.attribute("user", "ada");
              return null;
            })
        .before(
            "/admin",
            req ->
                req.header("X-Token") == null
                    ? WebResponse.status(401).withText("who are you")
                    : null)
        .after((req, res) -> res.withHeader("X-Served-By", "silk"))
        .exception(NotYours.class, (e, req) -> WebResponse.status(403).withText("not yours"))
        .exception(Missing.class, (e, req) -> WebResponse.status(404).withText("missing"))
        .exception(
            MissingThing.class, (e, req) -> WebResponse.status(404).withText("missing thing"))
        .error(
            404,
            (e, req) -> WebResponse.html("<h1>Nothing at " + req.path() + "</h1>").withStatus(404))
        .error(400, (e, req) -> WebResponse.text("bad: " + e.getMessage()).withStatus(400));
  }

  @BeforeAll
  static void start() {
    App app = app();
    inProcess = WebTest.of(app);
    served = WebTest.serve(app);
    compared = WebTest.compared(FeaturesTest::app);
  }

  @AfterAll
  static void stop() {
    served.close();
    compared.close();
    inProcess.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served, compared);
  }

  @EachTransport
  void aGetAnswersTextWithItsTypeAndLength(WebTest web) {
    TestResponse r = web.get("/");
    assertEquals(200, r.status());
    assertEquals("Hello", r.text());
    assertEquals("text/plain;charset=utf-8", r.header("Content-Type"));
    assertEquals("5", r.header("content-length"));
    assertEquals("silk", r.header("X-Served-By"));
  }

  @EachTransport
  void pathVariablesAreDecodedAndTyped(WebTest web) {
    assertEquals("item 42", web.get("/items/42").text());
    assertEquals("file a b+c", web.get("/files/a%20b+c").text());
    assertEquals("file caf\u00e9", web.get("/files/caf%C3%A9").text());
    assertEquals("{a=1, b=2}", web.get("/params/1/2").text());
  }

  @EachTransport
  void aBadTypedPathVariableIsA400NamingIt(WebTest web) {
    TestResponse r = web.get("/items/abc");
    assertEquals(400, r.status());
    assertEquals("bad: path parameter 'id' must be an integer, got 'abc'", r.text());
  }

  @EachTransport
  void anEarlierLiteralRouteBeatsALaterVariableOne(WebTest web) {
    assertEquals("today", web.get("/study/today").text());
    assertEquals("mode exam", web.get("/study/exam").text());
  }

  @EachTransport
  void aRouteStartingWithAVariableMatchesUnderEveryFirstSegment(WebTest web) {
    assertEquals("about in en", web.get("/en/about").text());
    assertEquals("mode about", web.get("/study/about").text(), "/study/{mode} came first");
    assertEquals("about in api", web.get("/api/about").text(), "a bucket made later");
  }

  @EachTransport
  void aTrailingSlashIsIgnored(WebTest web) {
    assertEquals("item 7", web.get("/items/7/").text());
  }

  @EachTransport
  void postPutPatchAndDeleteReachTheirRoutes(WebTest web) {
    TestResponse post = web.post("/items", "pen");
    assertEquals(201, post.status());
    assertEquals("created pen", post.text());
    assertEquals("put 3 ink", web.put("/items/3", "ink").text());
    assertEquals("patch 4", web.patch("/items/4", "").text());
    TestResponse delete = web.delete("/items/5");
    assertEquals(204, delete.status());
    assertNull(delete.header("Content-Length"));
    assertEquals("", delete.text());
  }

  @EachTransport
  void headAnswersFromTheGetRouteWithLengthAndNoBody(WebTest web) {
    TestResponse r = web.head("/");
    assertEquals(200, r.status());
    assertEquals("5", r.header("Content-Length"));
    assertEquals(0, r.bytes().length);
  }

  @EachTransport
  void optionsListsTheAllowedMethods(WebTest web) {
    TestResponse r = web.options("/items/1");
    assertEquals(204, r.status());
    assertEquals("GET, HEAD, PUT, PATCH, DELETE, OPTIONS", r.header("Allow"));
  }

  @EachTransport
  void aPathOfAnotherMethodIsA405WithAllow(WebTest web) {
    TestResponse r = web.post("/", "x");
    assertEquals(405, r.status());
    assertEquals("GET, HEAD, OPTIONS", r.header("Allow"));
    assertEquals("silk", r.header("X-Served-By"));
  }

  @EachTransport
  void anUnknownPathIsA404FromTheErrorHandler(WebTest web) {
    TestResponse r = web.get("/nowhere");
    assertEquals(404, r.status());
    assertEquals("<h1>Nothing at /nowhere</h1>", r.text());
    assertTrue(r.header("Content-Type").startsWith("text/html"));
    assertEquals("silk", r.header("X-Served-By"), "after-filters see 404s too");
  }

  @EachTransport
  void anEmptyNotFoundFromAHandlerGetsTheErrorPage(WebTest web) {
    TestResponse r = web.get("/gone");
    assertEquals(404, r.status());
    assertEquals("<h1>Nothing at /gone</h1>", r.text());
  }

  @EachTransport
  void anUnknownMethodIsA501(WebTest web) {
    TestResponse r = web.request("BREW", "/").send();
    assertEquals(501, r.status());
    assertEquals("method BREW is not supported", r.problem().detail());
  }

  @EachTransport
  void groupsPrefixTheirRoutesAndNest(WebTest web) {
    assertEquals("ok", web.get("/api/health").text());
    assertEquals("yes", web.get("/api/health").header("X-Api"));
    assertEquals("v2 9", web.get("/api/v2/items/9").text());
    assertNull(web.get("/").header("X-Api"), "a group's filter stays in its group");
  }

  @EachTransport
  void aBeforeFilterHandsValuesToTheHandler(WebTest web) {
    assertEquals("user ada", web.get("/attribute").text());
  }

  @EachTransport
  void aPrefixFilterCanAnswerInsteadOfTheHandler(WebTest web) {
    TestResponse refused = web.get("/admin/panel");
    assertEquals(401, refused.status());
    assertEquals("who are you", refused.text());
    assertEquals("silk", refused.header("X-Served-By"));
    assertEquals("panel", web.request("GET", "/admin/panel").header("X-Token", "t").send().text());
    assertEquals("not admin", web.get("/administrator").text(), "prefixes compare whole segments");
  }

  @EachTransport
  void anHttpExceptionAnswersItsStatusAndMessage(WebTest web) {
    TestResponse r = web.get("/teapot");
    assertEquals(419, r.status());
    assertEquals("enhance your calm", r.problem().detail());
    assertEquals(
        "enhance your calm",
        web.request("GET", "/teapot").header("Accept", "text/plain").send().text(),
        "a client that wants text gets the detail alone");
  }

  @EachTransport
  void exceptionHandlersMatchByTypeMostSpecificFirst(WebTest web) {
    assertEquals(403, web.get("/not-yours").status());
    assertEquals("missing thing", web.get("/missing-thing").text());
    assertEquals("missing", web.get("/missing").text());
  }

  @EachTransport
  void anUnhandledExceptionIsA500WithARequestIdAndNoInternals(WebTest web) {
    TestResponse r = web.get("/boom");
    assertEquals(500, r.status());
    Problem problem = r.problem();
    assertEquals("Internal Server Error", problem.title());
    assertTrue(problem.requestId().matches("[0-9a-f]+"), r.text());
    assertTrue(
        web.request("GET", "/boom")
            .header("Accept", "text/plain")
            .send()
            .text()
            .matches("Internal Server Error \\(request [0-9a-f]+\\)"));
    assertFalse(r.text().contains("secret"));
    assertFalse(r.text().contains("IllegalStateException"));
  }

  @EachTransport
  void queryParametersAreTypedWithDefaults(WebTest web) {
    assertEquals("1 -", web.get("/query").text());
    assertEquals("3 hello world", web.get("/query?page=3&q=hello+world").text());
    assertEquals(
        "2 a&b=c",
        web.request("GET", "/query").query("page", "2").query("q", "a&b=c").send().text());
    assertEquals("x=2.5", web.get("/decimal?x=2.5").text());
  }

  @EachTransport
  void aBadOrMissingQueryParameterIsA400NamingIt(WebTest web) {
    assertEquals(
        "bad: query parameter 'page' must be an integer, got 'two'",
        web.get("/query?page=two").text());
    assertEquals("bad: query parameter 'limit' is required", web.get("/required").text());
    assertEquals(
        "bad: query parameter 'x' must be a number, got 'NaN'", web.get("/decimal?x=NaN").text());
  }

  @EachTransport
  void malformedPercentEncodingInTheQueryIsA400(WebTest web) {
    // java.net.http refuses to send these, so the served app gets them over a raw socket.
    if (web.isServed()) {
      String answer = RawHttp.get(web.port(), "/query?q=%zz");
      assertTrue(answer.startsWith("HTTP/1.1 400 "), answer);
      assertTrue(
          answer.endsWith("bad: bad query parameter 'q': malformed percent-escape '%zz'"), answer);
      return;
    }
    TestResponse r = web.get("/query?q=%zz");
    assertEquals(400, r.status());
    assertEquals("bad: bad query parameter 'q': malformed percent-escape '%zz'", r.text());
    assertEquals(400, web.get("/query?q=%C3").status(), "a truncated escape");
    assertEquals(400, web.get("/query?q=%FF").status(), "not UTF-8");
  }

  @EachTransport
  void malformedPercentEncodingInThePathIsA400(WebTest web) {
    if (web.isServed()) {
      String answer = RawHttp.get(web.port(), "/files/%zz");
      assertTrue(answer.startsWith("HTTP/1.1 400 "), answer);
      return;
    }
    assertEquals(
        "bad: bad request path: malformed percent-escape '%zz'", web.get("/files/%zz").text());
  }

  @EachTransport
  void repeatedQueryParametersComeAsAList(WebTest web) {
    assertEquals("a,b,c", web.get("/tags?tag=a&tag=b&other=1&tag=c").text());
    assertEquals("", web.get("/tags").text());
  }

  @EachTransport
  void headersAreCaseInsensitiveAndRepeatable(WebTest web) {
    TestResponse r =
        web.request("GET", "/headers")
            .header("X-Mixed-Case", "yes")
            .header("X-Many", "1")
            .header("X-Many", "2")
            .send();
    assertTrue(r.text().startsWith("yes ["), r.text());
    assertTrue(r.text().contains("1") && r.text().contains("2"), r.text());
  }

  @EachTransport
  void cookiesAreReadFromTheCookieHeader(WebTest web) {
    assertEquals(
        "1 two null",
        web.request("GET", "/cookies").cookie("a", "1").cookie("b", "\"two\"").send().text());
  }

  @EachTransport
  void theRemoteAddressIsTheClients(WebTest web) {
    assertEquals("127.0.0.1", web.get("/remote").text());
  }

  @EachTransport
  void bodyBytesComeBackAsSent(WebTest web) {
    byte[] bytes = new byte[70_000];
    new java.util.SplittableRandom(7).nextBytes(bytes);
    TestResponse r = web.request("POST", "/echo").body(bytes).send();
    assertEquals(200, r.status());
    assertEquals("application/x-echo", r.header("Content-Type"));
    assertTrue(java.util.Arrays.equals(bytes, r.bytes()));
    TestResponse chunked = web.request("POST", "/echo").body(bytes).chunked().send();
    assertTrue(java.util.Arrays.equals(bytes, chunked.bytes()));
  }

  @EachTransport
  void cookiesAreSetWithSafeDefaults(WebTest web) {
    List<String> cookies = web.get("/set-cookie").headers("Set-Cookie");
    assertEquals(
        List.of(
            "theme=dark; Path=/; HttpOnly; SameSite=Lax",
            "sid=xyz; Path=/; Max-Age=3600; Secure; HttpOnly; SameSite=Lax"),
        cookies);
  }

  @EachTransport
  void redirectsCarryTheirLocation(WebTest web) {
    TestResponse r = web.get("/redirect");
    assertEquals(302, r.status());
    assertEquals("/", r.header("Location"));
  }

  @EachTransport
  void aHeaderSetTwiceKeepsTheLastValueWhateverItsCase(WebTest web) {
    TestResponse r = web.get("/headers-out");
    assertEquals(List.of("2"), r.headers("X-One"));
  }

  @EachTransport
  void streamBodiesAreWrittenAfterTheHeaders(WebTest web) {
    TestResponse r = web.get("/stream");
    assertEquals("row 0\nrow 1\nrow 2\n", r.text());
    assertEquals("text/csv", r.header("Content-Type"));
    TestResponse sized = web.get("/sized-stream");
    assertEquals("fives", sized.text());
    assertEquals("5", sized.header("Content-Length"));
  }

  @EachTransport
  void headOnAStreamNeverRunsItsWriter(WebTest web) {
    int before = streamWrites.get();
    TestResponse r = web.head("/sized-stream");
    assertEquals(200, r.status());
    assertEquals("5", r.header("Content-Length"));
    assertEquals(before, streamWrites.get());
  }
}
