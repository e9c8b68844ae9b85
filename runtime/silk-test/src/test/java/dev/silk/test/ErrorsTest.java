package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.validation.Violation;
import dev.silk.web.App;
import dev.silk.web.GzipFilter;
import dev.silk.web.HttpException;
import dev.silk.web.Problem;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * Errors as a real application answers them, in memory and on Jetty: problem details for API
 * clients, pages for browsers, one hook per status or for all, scoped to a group, and 422 with
 * every violation of a request body.
 */
class ErrorsTest {
  static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

  @TempDir static Path dir;
  static WebTest inProcess;
  static WebTest served;
  static WebTest compared;

  static App app(Path classes) {
    return App.create()
        .templates(
            Templates.development(dir.resolve("jte"), classes, ErrorsTest.class.getClassLoader()))
        .after(GzipFilter.create())
        .error(404, (e, req) -> WebResponse.template("missing.jte", e.problem()).withStatus(404))
        .get("/", req -> WebResponse.text("home"))
        .get(
            "/thrown",
            req -> {
              throw new HttpException(404, "no such thing");
            })
        .group(
            "/api",
            api ->
                api.error((e, req) -> WebResponse.problem(e.problem()))
                    .post(
                        "/orders",
                        req -> {
                          NewOrder order = req.bodyJson(NewOrderCodec.INSTANCE);
                          return WebResponse.status(201).withText(order.customer());
                        })
                    .get(
                        "/conflict",
                        req -> {
                          throw new HttpException(
                                  Problem.of(409)
                                      .withType("https://example.com/problems/out-of-stock")
                                      .withTitle("Out of stock")
                                      .withDetail("only 2 left")
                                      .with("available", 2))
                              .withHeader("Retry-After", "60");
                        }))
        .group(
            "/typed",
            typed ->
                typed
                    .exception(
                        HttpException.class,
                        (e, req) -> WebResponse.text("typed " + e.status()).withStatus(e.status()))
                    .get("/thing", req -> WebResponse.text("thing")))
        .group(
            "/nulls",
            nulls ->
                nulls
                    .error(404, (e, req) -> null)
                    .get(
                        "/thrown",
                        req -> {
                          throw new HttpException(404, "gone");
                        })
                    .get("/empty", req -> WebResponse.notFound()));
  }

  @BeforeAll
  static void start() throws Exception {
    Path jte = Files.createDirectories(dir.resolve("jte"));
    Files.writeString(
        jte.resolve("missing.jte"),
        "@param dev.silk.web.Problem problem\n<h1>Nothing here</h1>\n<p>${problem.detail()}</p>\n"
            + "<p>"
            + "Try the home page. ".repeat(80)
            + "</p>\n");
    inProcess = WebTest.of(app(dir.resolve("classes-memory")));
    served = WebTest.serve(app(dir.resolve("classes-served")));
    int[] n = {0};
    compared = WebTest.compared(() -> app(dir.resolve("classes-compared-" + n[0]++)));
  }

  @AfterAll
  static void stop() {
    served.close();
    compared.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served, compared);
  }

  private static String gunzip(byte[] bytes) throws Exception {
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @EachTransport
  void apiClientsGetProblemDetailsBrowsersAPageAndTextClientsText(WebTest web) {
    TestResponse json = web.request("POST", "/").header("X-Request-Id", "req-42").send();
    assertEquals(405, json.status());
    assertEquals("GET, HEAD, OPTIONS", json.header("Allow"));
    assertEquals("application/problem+json", json.header("Content-Type"));
    Problem p = json.problem();
    assertEquals(Problem.BLANK, p.type());
    assertEquals("Method Not Allowed", p.title());
    assertEquals("method POST is not allowed here", p.detail());
    assertEquals("/", p.instance());
    assertEquals("req-42", p.requestId(), "a plausible X-Request-Id is kept");

    TestResponse page = web.request("POST", "/").header("Accept", BROWSER).send();
    assertEquals(405, page.status());
    assertEquals("GET, HEAD, OPTIONS", page.header("Allow"));
    assertTrue(page.header("Content-Type").startsWith("text/html"));
    assertTrue(page.text().contains("<h1>405 Method Not Allowed</h1>"), page.text());

    TestResponse text = web.request("POST", "/").header("Accept", "text/plain").send();
    assertEquals("method POST is not allowed here", text.text());
    assertEquals("Accept", text.header("Vary"));
  }

  @EachTransport
  void aGroupAnswersEveryErrorAsJsonWhateverTheClientAccepts(WebTest web) {
    TestResponse r = web.request("GET", "/api/nothing").header("Accept", BROWSER).send();
    assertEquals(404, r.status());
    assertEquals("/api/nothing", r.problem().instance());

    TestResponse conflict = web.get("/api/conflict");
    assertEquals(409, conflict.status());
    assertEquals("60", conflict.header("Retry-After"), "the exception's header, whoever answers");
    conflict
        .assertJson("/type", "https://example.com/problems/out-of-stock")
        .assertJson("/title", "Out of stock")
        .assertJson("/status", 409)
        .assertJson("/available", 2);
  }

  @EachTransport
  void pagesOutsideTheGroupGetTheAppsPageRenderedBeforeTheAfterFilters(WebTest web)
      throws Exception {
    for (String path : List.of("/nowhere", "/thrown")) {
      TestResponse r =
          web.request("GET", path)
              .header("Accept", BROWSER)
              .header("Accept-Encoding", "gzip")
              .send();
      assertEquals(404, r.status(), path);
      assertEquals("gzip", r.header("Content-Encoding"), path + ": gzip saw the rendered page");
      assertTrue(gunzip(r.bytes()).contains("<h1>Nothing here</h1>"), path);
    }
  }

  @EachTransport
  void exceptionHandlersByTypeSeeTheRoutersOwn404And405And501(WebTest web) {
    assertEquals("typed 404", web.get("/typed/none").text());
    TestResponse post = web.post("/typed/thing", "x");
    assertEquals("typed 405", post.text());
    assertEquals(
        "GET, HEAD, OPTIONS", post.header("Allow"), "the 405's Allow goes with any answer");
    assertEquals("typed 501", web.request("BREW", "/typed/thing").send().text());
  }

  @EachTransport
  void anErrorHandlerReturningNullPassesTheErrorOnTheSameWayForEveryKindOf404(WebTest web) {
    // The group's handler declines, so the app's 404 page answers: thrown, empty or unrouted.
    for (String path : List.of("/nulls/thrown", "/nulls/empty", "/nulls/unknown")) {
      TestResponse r = web.get(path);
      assertEquals(404, r.status(), path);
      assertTrue(r.text().contains("<h1>Nothing here</h1>"), path + ": " + r.text());
    }
    assertTrue(web.get("/nulls/thrown").text().contains("<p>gone</p>"));
  }

  @EachTransport
  void aBodyThatBreaksItsConstraintsIsA422ListingEveryViolation(WebTest web) {
    String body =
        "{\"customer\":\" \",\"email\":\"nope\",\"lines\":["
            + "{\"sku\":\"A-1\",\"quantity\":2},{\"sku\":\"\",\"quantity\":0}]}";
    TestResponse r = web.request("POST", "/api/orders").body(body, "application/json").send();
    assertEquals(422, r.status());
    Problem p = r.problem();
    assertEquals("Unprocessable Content", p.title());
    assertEquals(
        List.of(
            new Violation("/customer", "must not be blank"),
            new Violation("/email", "must be an email address"),
            new Violation("/lines/1/sku", "must not be blank"),
            new Violation("/lines/1/quantity", "must be at least 1")),
        p.errors());
    assertTrue(
        p.detail().startsWith("4 invalid values: /customer must not be blank; "), p.detail());
  }

  @EachTransport
  void aRecordsConstructorRefusingItsValuesIsAViolationAtThatRecord(WebTest web) {
    String body =
        "{\"customer\":\"Ann\",\"lines\":[{\"sku\":\"A\",\"quantity\":1}],"
            + "\"stay\":{\"from\":\"2024-05-03\",\"to\":\"2024-05-01\"}}";
    TestResponse r = web.request("POST", "/api/orders").body(body, "application/json").send();
    assertEquals(422, r.status(), r.text());
    assertEquals(
        List.of(new Violation("/stay", "must not end before it starts")), r.problem().errors());
  }

  @EachTransport
  void malformedJsonIsA400PointingAtTheValue(WebTest web) {
    TestResponse r =
        web.request("POST", "/api/orders")
            .body("{\"customer\":\"Ann\",\"lines\":[{\"sku\":7}]}", "application/json")
            .send();
    assertEquals(400, r.status());
    assertEquals("/lines/0/sku", r.problem().errors().get(0).pointer());
    assertNotNull(r.problem().requestId());
    assertNull(r.json("/nothing"));
  }
}
