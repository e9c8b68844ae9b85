package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonCodecs;
import dev.silk.web.spi.Dispatcher;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FiltersTest {
  static final String BIG = "Silk is a fast web framework. ".repeat(200);
  static final byte[] NOISE = new byte[5000];
  static final List<RequestLog> LOG = new CopyOnWriteArrayList<>();
  static RunningApp running;

  @BeforeAll
  static void start() {
    new SplittableRandom(42).nextBytes(NOISE);
    CorsFilter cors =
        CorsFilter.origins("https://a.example")
            .methods("GET", "POST", "PUT")
            .headers("Content-Type", "X-Token")
            .exposeHeaders("X-Total")
            .credentials(true)
            .maxAge(Duration.ofHours(1));
    running =
        App.create()
            .before(cors)
            .before("/api", req -> req.header("X-Token") == null ? WebResponse.status(401) : null)
            .after(cors)
            .after(
                SecurityHeaders.defaults()
                    .contentSecurityPolicy("default-src 'self'")
                    .hsts(Duration.ofDays(365), true))
            .after(GzipFilter.create())
            .requestLogger(LOG::add)
            .get("/api/items", req -> WebResponse.text("items"))
            .put("/api/items", req -> WebResponse.text("put"))
            .get("/big", req -> WebResponse.text(BIG))
            .get("/small", req -> WebResponse.text("small"))
            .get(
                "/json",
                req ->
                    WebResponse.json(
                        JsonCodecs.STRING.list(), Collections.nCopies(100, "silk json")))
            .get("/tiny-json", req -> WebResponse.json(JsonCodecs.STRING, "tiny"))
            .get("/noise", req -> WebResponse.bytes(NOISE, "text/plain"))
            .get(
                "/image",
                req -> WebResponse.bytes(BIG.getBytes(StandardCharsets.UTF_8), "image/png"))
            .get(
                "/stream",
                req ->
                    WebResponse.stream(
                        "text/plain; charset=utf-8",
                        out -> {
                          for (int i = 0; i < 10; i++) {
                            out.write(BIG.getBytes(StandardCharsets.UTF_8));
                            out.flush();
                          }
                        }))
            .get(
                "/framed",
                req ->
                    WebResponse.html("<p>frame me</p>").withHeader("X-Frame-Options", "SAMEORIGIN"))
            .get(
                "/negotiate",
                req -> {
                  String type = req.preferredType("application/json", "text/html");
                  return WebResponse.text(req.accepts("text/html") + " " + type);
                })
            .port(0)
            .start();
  }

  @AfterAll
  static void stop() {
    running.stop();
  }

  static RawHttp get(String target, String... headers) throws Exception {
    return RawHttp.send(running.port(), "GET", target, headers);
  }

  static byte[] gunzip(byte[] body) throws Exception {
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
      return in.readAllBytes();
    }
  }

  // ---- CORS

  @Test
  void anAllowedPreflightIsAnsweredBeforeAuthentication() throws Exception {
    RawHttp r =
        RawHttp.send(
            running.port(),
            "OPTIONS",
            "/api/items",
            "Origin: https://a.example",
            "Access-Control-Request-Method: PUT",
            "Access-Control-Request-Headers: content-type, x-token");
    assertEquals(204, r.status);
    assertEquals("https://a.example", r.header("Access-Control-Allow-Origin"));
    assertEquals("GET, POST, PUT", r.header("Access-Control-Allow-Methods"));
    assertEquals("content-type, x-token", r.header("Access-Control-Allow-Headers"));
    assertEquals("true", r.header("Access-Control-Allow-Credentials"));
    assertEquals("3600", r.header("Access-Control-Max-Age"));
    assertTrue(r.header("Vary").contains("Origin"));
  }

  @Test
  void aPreflightFromAnotherOriginOrForAnotherMethodOrHeaderIsDenied() throws Exception {
    String[][] cases = {
      {"Origin: https://evil.example", "Access-Control-Request-Method: GET"},
      {"Origin: https://a.example", "Access-Control-Request-Method: DELETE"},
      {
        "Origin: https://a.example",
        "Access-Control-Request-Method: GET",
        "Access-Control-Request-Headers: X-Other"
      },
    };
    for (String[] headers : cases) {
      RawHttp r = RawHttp.send(running.port(), "OPTIONS", "/api/items", headers);
      assertEquals(403, r.status, String.join(" ", headers));
      assertNull(r.header("Access-Control-Allow-Origin"));
    }
  }

  @Test
  void actualRequestsFromAllowedOriginsGetTheHeaders() throws Exception {
    RawHttp ok = get("/api/items", "Origin: https://a.example", "X-Token: t");
    assertEquals("items", ok.text());
    assertEquals("https://a.example", ok.header("Access-Control-Allow-Origin"));
    assertEquals("true", ok.header("Access-Control-Allow-Credentials"));
    assertEquals("X-Total", ok.header("Access-Control-Expose-Headers"));
    assertEquals("Origin", ok.header("Vary"));

    RawHttp other = get("/api/items", "Origin: https://evil.example", "X-Token: t");
    assertNull(other.header("Access-Control-Allow-Origin"));
    assertEquals("Origin", other.header("Vary"));
  }

  @Test
  void anAfterFilterAloneAnswersPreflightsTooAndAnyOriginMeansStar() throws Exception {
    Dispatcher d =
        Dispatcher.of(
            App.create()
                .after(CorsFilter.anyOrigin().methods("GET", "PATCH"))
                .patch("/x", req -> WebResponse.text("x")));
    MemoryExchange pre =
        MemoryExchange.send(
            d,
            "OPTIONS",
            "/x",
            "Origin: https://b.example",
            "Access-Control-Request-Method: PATCH");
    assertEquals(204, pre.status);
    assertEquals("*", pre.header("Access-Control-Allow-Origin", true));
    assertThrows(IllegalArgumentException.class, () -> CorsFilter.anyOrigin().credentials(true));
  }

  // ---- gzip

  @Test
  void largeTextIsCompressedForClientsThatAcceptGzip() throws Exception {
    RawHttp r = get("/big", "Accept-Encoding: gzip, deflate");
    assertEquals("gzip", r.header("Content-Encoding"));
    assertEquals("Origin, Accept-Encoding", r.header("Vary"), "CORS varies by origin too");
    assertEquals(Integer.toString(r.body.length), r.header("Content-Length"));
    assertTrue(r.body.length < BIG.length() / 10);
    assertEquals(BIG, new String(gunzip(r.body), StandardCharsets.UTF_8));
  }

  @Test
  void compressionDependsOnAcceptEncodingSizeTypeAndGain() throws Exception {
    RawHttp plain = get("/big");
    assertNull(plain.header("Content-Encoding"));
    assertTrue(Vary.contains(plain.header("Vary"), "Accept-Encoding"));
    assertEquals(BIG, plain.text());

    assertNull(get("/big", "Accept-Encoding: gzip;q=0, br").header("Content-Encoding"));
    assertEquals("gzip", get("/big", "Accept-Encoding: *").header("Content-Encoding"));

    RawHttp small = get("/small", "Accept-Encoding: gzip");
    assertNull(small.header("Content-Encoding"));
    assertTrue(
        !Vary.contains(small.header("Vary"), "Accept-Encoding"),
        "under the threshold the answer never varies");

    RawHttp noise = get("/noise", "Accept-Encoding: gzip");
    assertNull(noise.header("Content-Encoding"), "not sent when it would not be smaller");
    assertArrayEquals(NOISE, noise.body);

    assertNull(get("/image", "Accept-Encoding: gzip").header("Content-Encoding"));
  }

  @Test
  void jsonDocumentsAreCompressedWhenLargeEnough() throws Exception {
    String expected = Json.toJson(JsonCodecs.STRING.list(), Collections.nCopies(100, "silk json"));
    RawHttp r = get("/json", "Accept-Encoding: gzip");
    assertEquals("gzip", r.header("Content-Encoding"));
    assertEquals("application/json", r.header("Content-Type"));
    assertEquals(expected, new String(gunzip(r.body), StandardCharsets.UTF_8));
    assertEquals(expected, get("/json").text());

    RawHttp tiny = get("/tiny-json", "Accept-Encoding: gzip");
    assertNull(tiny.header("Content-Encoding"));
    assertEquals("\"tiny\"", tiny.text());
    assertTrue(Vary.contains(tiny.header("Vary"), "Accept-Encoding"));
  }

  @Test
  void acceptEncodingIsReadWithItsQualities() {
    assertTrue(GzipFilter.acceptsGzip("gzip"));
    assertTrue(GzipFilter.acceptsGzip("deflate, GZIP;q=0.5, br"));
    assertTrue(GzipFilter.acceptsGzip("br;q=1.0, *"));
    assertTrue(!GzipFilter.acceptsGzip("gzip;q=0"));
    assertTrue(!GzipFilter.acceptsGzip("gzip; q=0.000, *"));
    assertTrue(!GzipFilter.acceptsGzip("*;q=0"));
    assertTrue(!GzipFilter.acceptsGzip("identity, br"));
    assertTrue(!GzipFilter.acceptsGzip(""));
  }

  @Test
  void streamedBodiesAreCompressedAsTheyAreWritten() throws Exception {
    RawHttp r = get("/stream", "Accept-Encoding: gzip");
    assertEquals("gzip", r.header("Content-Encoding"));
    assertNull(r.header("Content-Length"));
    assertEquals(BIG.repeat(10), new String(gunzip(r.body), StandardCharsets.UTF_8));
    RawHttp head = RawHttp.send(running.port(), "HEAD", "/stream", "Accept-Encoding: gzip");
    assertEquals("gzip", head.header("Content-Encoding"));
  }

  @Test
  void pooledDeflatersGiveValidGzipForManySizes() throws Exception {
    DeflaterPool pool = new DeflaterPool(6);
    long seed = new SplittableRandom().nextLong();
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < 200; i++) {
      byte[] in = new byte[random.nextInt(20_000)];
      for (int k = 0; k < in.length; k++) {
        in[k] = (byte) (random.nextInt(4) == 0 ? random.nextInt(256) : 'a' + random.nextInt(3));
      }
      byte[] gz = pool.gzip(in);
      if (gz != null) {
        assertTrue(gz.length < in.length, "seed " + seed);
        assertArrayEquals(in, gunzip(gz), "seed " + seed);
      }
    }
  }

  // ---- security headers

  @Test
  void securityHeadersAreAddedUnlessTheHandlerSetThem() throws Exception {
    RawHttp r = get("/small");
    assertEquals("nosniff", r.header("X-Content-Type-Options"));
    assertEquals("DENY", r.header("X-Frame-Options"));
    assertEquals("strict-origin-when-cross-origin", r.header("Referrer-Policy"));
    assertEquals("default-src 'self'", r.header("Content-Security-Policy"));
    assertEquals("max-age=31536000; includeSubDomains", r.header("Strict-Transport-Security"));
    assertEquals("SAMEORIGIN", get("/framed").header("X-Frame-Options"));
    assertNull(
        SecurityHeaders.defaults()
            .after(null, WebResponse.text("x"))
            .header("Strict-Transport-Security"),
        "HSTS only when asked");
  }

  // ---- request log and negotiation

  @Test
  void theRequestLoggerSeesMethodPathStatusBytesAndTime() throws Exception {
    get("/small?x=1");
    RequestLog entry = null;
    for (int i = 0; i < 50 && entry == null; i++) {
      for (RequestLog l : LOG) {
        if (l.path().equals("/small")) {
          entry = l;
        }
      }
      Thread.sleep(10);
    }
    assertEquals("GET", entry.method());
    assertEquals(200, entry.status());
    assertEquals(5, entry.bytes());
    assertTrue(entry.nanos() > 0);
    assertTrue(entry.toString().startsWith("GET /small 200 5B "), entry.toString());
  }

  @Test
  void handlersCanAskWhatTheClientAccepts() throws Exception {
    assertEquals("true application/json", get("/negotiate").text());
    assertEquals(
        "true text/html",
        get("/negotiate", "Accept: text/html,application/xhtml+xml,*/*;q=0.8").text());
    assertEquals("false application/json", get("/negotiate", "Accept: application/json").text());
    assertEquals("false null", get("/negotiate", "Accept: image/png").text());
  }

  @Test
  void theMostSpecificRangeDecidesAQuality() {
    assertEquals(0, ContentNegotiation.quality("text/*, text/html;q=0", "text/html"));
    assertEquals(1, ContentNegotiation.quality("text/*, text/html;q=0", "text/plain"));
    assertEquals(0.5, ContentNegotiation.quality("*/*;q=0.5", "image/png"));
    assertEquals(1, ContentNegotiation.quality("TEXT/HTML", "text/html; charset=utf-8"));
    assertEquals(
        "text/html",
        ContentNegotiation.preferred(
            "application/json;q=0.9, text/html", "application/json", "text/html"));
  }
}
