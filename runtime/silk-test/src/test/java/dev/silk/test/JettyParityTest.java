package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodecs;
import dev.silk.web.App;
import dev.silk.web.Ndjson;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * What the test kit once answered differently from Jetty (issue 27's bugs 1 and 8), checked in
 * memory, on Jetty and compared. The other bugs of that issue have theirs beside the feature they
 * touch: sessions off ({@code SessionsBothWaysTest}), a handler's empty 404, thrown errors and the
 * after-filters, the router's own errors ({@code ErrorsTest}), the request after a 413 ({@code
 * BodyLimitTest}) and the flash ({@code SessionsBothWaysTest}).
 */
class JettyParityTest {
  static WebTest inProcess;
  static WebTest served;
  static WebTest compared;

  static App app() {
    return App.create()
        .get("/a", req -> WebResponse.text("a"))
        .get("/files/{name}", req -> WebResponse.text("file " + req.pathParam("name")))
        .get(
            "/stream",
            req ->
                WebResponse.stream(
                    "text/csv", out -> out.write("a,b\n".getBytes(StandardCharsets.UTF_8))))
        .get("/ndjson", req -> Ndjson.response(JsonCodecs.STRING, List.of("one", "two")))
        .get("/events", req -> WebResponse.events(sse -> sse.send("hello")));
  }

  @BeforeAll
  static void start() {
    inProcess = WebTest.of(app());
    served = WebTest.serve(app());
    compared = WebTest.compared(JettyParityTest::app);
  }

  @AfterAll
  static void stop() {
    served.close();
    compared.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served, compared);
  }

  @EachTransport
  void headOfABodyOfUnknownLengthSaysWhatGetSays(WebTest web) {
    // Bug 1: Jetty answered such a HEAD with Content-Length: 0, memory with no length at all.
    for (String path : List.of("/stream", "/ndjson", "/events")) {
      TestResponse get = web.get(path);
      TestResponse head = web.head(path);
      assertEquals(200, head.status(), path);
      assertNull(head.header("Content-Length"), path);
      assertEquals("chunked", get.header("Transfer-Encoding"), path);
      assertEquals(get.header("Transfer-Encoding"), head.header("Transfer-Encoding"), path);
      assertEquals(get.header("Content-Type"), head.header("Content-Type"), path);
      assertEquals(0, head.bytes().length, path);
    }
  }

  @EachTransport
  void ambiguousPathsAreA400ProblemOnEveryTransport(WebTest web) {
    // Bug 8: these answered 404 in memory and Jetty's own 400 page on the server.
    for (String path : List.of("//a", "/a//", "/files/..%2Fsecret", "/files/%2e%2e", "/a%2Fb")) {
      TestResponse r = web.get(path);
      assertEquals(400, r.status(), path);
      assertEquals("application/problem+json", r.header("Content-Type"), path);
      assertTrue(r.problem().detail().contains("path"), path + ": " + r.problem().detail());
    }
    assertEquals("file a.txt", web.get("/files/a.txt").text(), "a plain name still routes");
  }
}
