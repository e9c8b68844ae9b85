package dev.silk.web;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonLimits;
import dev.silk.json.JsonValue;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests built to make a server work hard or fail (issue 25), sent over sockets to a real Jetty:
 * each answers a 4xx that says what was wrong, and the tests check the refusal by its structure
 * (the status, the message, how many parameters or characters it names, how long the answer is),
 * never by a timing.
 */
class HostileInputTest {
  private static final String FORM = "application/x-www-form-urlencoded";
  private static final String JSON = "application/json";

  private static RunningApp server;
  private static RunningApp raised;
  private static final List<RequestLog> logs = new ArrayList<>();

  @BeforeAll
  static void start() {
    server = routes(App.create().maxBodySize(2 << 20)).host("127.0.0.1").port(0).start();
    raised =
        routes(App.create().maxBodySize(2 << 20))
            .maxFormKeys(5000)
            .jsonLimits(JsonLimits.defaults().maxNumberLength(5000))
            .maxHeaderSize(128 * 1024)
            .requestLogger(
                log -> {
                  synchronized (logs) {
                    logs.add(log);
                  }
                })
            .host("127.0.0.1")
            .port(0)
            .start();
  }

  private static App routes(App app) {
    return app.post("/form", req -> WebResponse.text("fields " + req.form().names().size()))
        .post("/form/qty", req -> WebResponse.text("qty " + req.form().intValue("qty", 0)))
        .post("/upload", req -> WebResponse.text("parts " + req.form().names().size()))
        .get("/query", req -> WebResponse.text("params " + req.queryNames().size()))
        .get("/items/{id}", req -> WebResponse.text("item " + req.pathInt("id")))
        .get("/longs/{id}", req -> WebResponse.text("long " + req.pathLong("id")))
        .get("/search", req -> WebResponse.text("at " + req.queryDouble("at", 0)))
        .post("/decimal", req -> WebResponse.text(req.bodyJson(JsonCodecs.BIG_DECIMAL).toString()))
        .post(
            "/decimal/wide",
            req ->
                WebResponse.text(
                    req.bodyJson(
                                JsonCodecs.BIG_DECIMAL,
                                JsonLimits.defaults().maxNumberLength(2_000_000))
                            .precision()
                        + " digits"))
        .post("/integer", req -> WebResponse.text(req.bodyJson(JsonCodecs.BIG_INTEGER).toString()))
        .post("/long", req -> WebResponse.text(Long.toString(req.bodyJson(JsonCodecs.LONG))))
        .post(
            "/echo/double",
            req -> WebResponse.json(JsonCodecs.DOUBLE, req.bodyJson(JsonCodecs.DOUBLE)))
        .post(
            "/echo/tree", req -> WebResponse.json(JsonValue.CODEC, req.bodyJson(JsonValue.CODEC)));
  }

  @AfterAll
  static void stop() {
    server.stop();
    raised.stop();
  }

  private static RawHttp post(RunningApp app, String path, String type, String body)
      throws Exception {
    return UploadsTest.post(app.port(), path, type, body.getBytes(UTF_8), false);
  }

  private static void assertRefused(RawHttp r, int status, String message) {
    assertEquals(status, r.status, r::text);
    assertEquals(message, detail(r));
  }

  /** The detail of a problem-details answer. */
  static String detail(RawHttp r) {
    return ((dev.silk.json.JsonString) dev.silk.json.JsonValue.parse(r.text()).at("/detail"))
        .value();
  }

  /** "k0=v&k1=v&...": {@code n} distinct names. */
  private static String params(int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : "&").append('k').append(i).append("=v");
    }
    return b.toString();
  }

  // ---- 1. forms and queries are linear and capped

  @Test
  void aFormOfSixtyThousandNamesIsRefusedAtTheThousandAndFirst() throws Exception {
    String body = params(60_000);
    assertTrue(body.length() > 460_000, "inside the default 1 MB body: " + body.length());
    assertRefused(
        post(server, "/form", FORM, body),
        400,
        "the form has more than the 1000 parameters allowed");
    assertEquals("fields 1000", post(server, "/form", FORM, params(1000)).text());
  }

  @Test
  void theKeyLimitIsTheAppsAndCountsRepeatedNames() throws Exception {
    assertEquals("fields 5000", post(raised, "/form", FORM, params(5000)).text());
    assertRefused(
        post(raised, "/form", FORM, params(5001)),
        400,
        "the form has more than the 5000 parameters allowed");
    String sameName = "a=1&".repeat(1001);
    assertRefused(
        post(server, "/form", FORM, sameName),
        400,
        "the form has more than the 1000 parameters allowed");
    // Empty pieces between ampersands are not parameters.
    assertEquals("fields 1", post(server, "/form", FORM, "&".repeat(300_000) + "a=1").text());
  }

  @Test
  void aQueryStringOfTooManyParametersIsRefused() throws Exception {
    assertEquals(
        "params 1000", RawHttp.send(raised.port(), "GET", "/query?" + params(1000)).text());
    assertRefused(
        RawHttp.send(raised.port(), "GET", "/query?" + params(5001)),
        400,
        "the query string has more than the 5000 parameters allowed");
    String compact = "a&".repeat(1001); // 2 KB: inside the default head limit of 8 KB
    assertRefused(
        RawHttp.send(server.port(), "GET", "/query?" + compact),
        400,
        "the query string has more than the 1000 parameters allowed");
  }

  @Test
  void aMultipartFormOfTooManyPartsIsRefused() throws Exception {
    Object[] parts = new Object[3 * 1001];
    for (int i = 0; i < 1001; i++) {
      parts[3 * i] = "f" + i;
      parts[3 * i + 2] = "v";
    }
    RawHttp r =
        UploadsTest.post(
            server.port(),
            "/upload",
            "multipart/form-data; boundary=" + UploadsTest.BOUNDARY,
            UploadsTest.multipart(parts),
            false);
    assertRefused(r, 400, "the form has more than the 1000 parts (fields and files) allowed");
  }

  // ---- 2. JSON numbers have a length limit

  @Test
  void aMegabyteNumberBoundToABigDecimalIsRefusedAtItsFirstDigit() throws Exception {
    String body = "{\"p\":" + "1".repeat(1 << 20) + "}";
    RawHttp r = post(server, "/echo/tree", JSON, body);
    assertRefused(
        r,
        400,
        "malformed JSON at line 1, column 6: a number of 1048576 characters is longer than the"
            + " limit of 1000");
    assertRefused(
        post(server, "/decimal", JSON, "1".repeat(1 << 20)),
        400,
        "malformed JSON at line 1, column 1: a number of 1048576 characters is longer than the"
            + " limit of 1000");
  }

  @Test
  void theNumberLimitIsTheAppsOrTheRoutes() throws Exception {
    String digits = "9".repeat(5000);
    assertEquals(digits, post(raised, "/decimal", JSON, digits).text());
    assertRefused(
        post(raised, "/decimal", JSON, digits + "9"),
        400,
        "malformed JSON at line 1, column 1: a number of 5001 characters is longer than the"
            + " limit of 5000");
    assertEquals("20000 digits", post(server, "/decimal/wide", JSON, "7".repeat(20_000)).text());
  }

  // ---- 3. conversions are bounded

  @Test
  void tenBytesCannotStandForAHundredMillionDigits() throws Exception {
    assertRefused(
        post(server, "/decimal", JSON, "1e99999999"),
        400,
        "malformed JSON at line 1, column 1: the number 1e99999999 has 100000000 digits when"
            + " written out, more than the limit of 1000");
    assertRefused(
        post(server, "/decimal", JSON, "1e-999999999"),
        400,
        "malformed JSON at line 1, column 1: the number 1e-999999999 has 1000000000 digits when"
            + " written out, more than the limit of 1000");
    assertRefused(
        post(server, "/integer", JSON, "1e99999999"),
        400,
        "malformed JSON at line 1, column 1: expected an integer but found 1e99999999");
    assertRefused(
        post(server, "/decimal", JSON, "1e9999999999"),
        400,
        "malformed JSON at line 1, column 1: the number 1e9999999999 is out of the range of"
            + " BigDecimal");
  }

  // ---- 4. no infinity from the reader

  @Test
  void anEchoOfANumberBeyondADoubleAnswers400Not500() throws Exception {
    assertRefused(
        post(server, "/echo/double", JSON, "1e400"),
        400,
        "malformed JSON at line 1, column 1: the number 1e400 is beyond the range of a double");
    assertEquals("1.0E300", post(server, "/echo/double", JSON, "1e300").text());
    // The tree keeps the text, so echoing it writes back exactly what came.
    assertEquals("{\"x\":1e400}", post(server, "/echo/tree", JSON, "{\"x\":1e400}").text());
  }

  // ---- 6. typed parameters are strict

  @Test
  void pathIntegersAreAsciiDigitsWithAnOptionalMinus() throws Exception {
    assertEquals("item 7", RawHttp.send(server.port(), "GET", "/items/7").text());
    assertEquals("item -7", RawHttp.send(server.port(), "GET", "/items/-7").text());
    String[][] refused = {
      {"+7", "+7"},
      {"%EF%BC%97", "\uFF17"}, // fullwidth 7
      {"%D9%A3", "\u0663"}, // Arabic-Indic 3
      {"%207", " 7"},
      {"7%20", "7 "},
      {"-", "-"},
      {"0x7", "0x7"},
      {"7.0", "7.0"}
    };
    for (String[] id : refused) {
      RawHttp r = RawHttp.send(server.port(), "GET", "/items/" + id[0]);
      assertEquals(400, r.status, id[0]);
      assertEquals("path parameter 'id' must be an integer, got '" + id[1] + "'", detail(r), id[0]);
    }
    assertRefused(
        RawHttp.send(server.port(), "GET", "/items/2147483648"),
        400,
        "path parameter 'id' must be an integer from -2147483648 to 2147483647, got '2147483648'");
    assertEquals(
        "long -9223372036854775808",
        RawHttp.send(server.port(), "GET", "/longs/-9223372036854775808").text());
    assertRefused(
        RawHttp.send(server.port(), "GET", "/longs/9223372036854775808"),
        400,
        "path parameter 'id' must be an integer from -9223372036854775808 to 9223372036854775807,"
            + " got '9223372036854775808'");
    assertRefused(
        RawHttp.send(server.port(), "GET", "/longs/%EF%BC%97"),
        400,
        "path parameter 'id' must be an integer, got '\uFF17'");
    assertRefused(
        post(server, "/form/qty", FORM, "qty=%2B3"),
        400,
        "form field 'qty' must be an integer, got '+3'");
    assertEquals("qty -3", post(server, "/form/qty", FORM, "qty=-3").text());
  }

  @Test
  void queryDoublesAreDecimalsAndNothingElse() throws Exception {
    assertEquals("at -1.5", RawHttp.send(server.port(), "GET", "/search?at=-1.5").text());
    assertEquals("at 150.0", RawHttp.send(server.port(), "GET", "/search?at=1.5e2").text());
    for (String at :
        new String[] {"%2B1", "1d", "0x1p3", "NaN", "Infinity", "1e999", ".5", "5.", "%201"}) {
      RawHttp r = RawHttp.send(server.port(), "GET", "/search?at=" + at);
      assertEquals(400, r.status, at);
      assertTrue(detail(r).startsWith("query parameter 'at' must be a number, got '"), r.text());
    }
  }

  // ---- 7. error bodies and logs do not echo unbounded input

  @Test
  void aSixtyThousandDigitIdComesBackAsAHundredCharacters() throws Exception {
    String id = "6".repeat(60_000);
    RawHttp path = RawHttp.send(raised.port(), "GET", "/items/" + id);
    assertRefused(
        path,
        400,
        "path parameter 'id' must be an integer from -2147483648 to 2147483647, got '"
            + "6".repeat(100)
            + "...(60000 chars)'");
    RawHttp json = post(server, "/long", JSON, id);
    assertRefused(
        json,
        400,
        "malformed JSON at line 1, column 1: the integer "
            + "6".repeat(100)
            + "...(60000 chars) does not fit in a long");
    RawHttp name = RawHttp.send(raised.port(), "GET", "/search?" + "n".repeat(60_000) + "=%zz");
    assertEquals(400, name.status);
    assertTrue(name.body.length < 300, name.body.length + " bytes");
    synchronized (logs) {
      RequestLog log =
          logs.stream().filter(l -> l.path().length() > 60_000).findFirst().orElseThrow();
      assertTrue(log.toString().length() < 300, log.toString());
      assertTrue(log.toString().contains("...(60007 chars)"), log.toString());
    }
  }

  // ---- 9. headers and URIs

  @Test
  void headersOverTheLimitAnswer431AndAUriOverItAnswers414() throws Exception {
    RawHttp header = RawHttp.send(server.port(), "GET", "/query", "X-Big: " + "h".repeat(9000));
    assertRefused(header, 431, "the request headers are larger than the 8192 bytes allowed");
    assertEquals("application/problem+json", header.header("Content-Type"));
    RawHttp uri = RawHttp.send(server.port(), "GET", "/query?" + "u".repeat(9000));
    assertRefused(
        uri,
        414,
        "the request URI is longer than the 8192 bytes allowed for the request line and headers");
    // Raised by the app, the same request is served.
    assertEquals(
        "params 0",
        RawHttp.send(raised.port(), "GET", "/query", "X-Big: " + "h".repeat(9000)).text());
    assertEquals(
        "params 1", RawHttp.send(raised.port(), "GET", "/query?" + "u".repeat(9000)).text());
  }

  @Test
  void aClientThatStopsSendingItsHeadersIsClosedAfterTheIdleTimeout() throws Exception {
    RunningApp quick =
        App.create()
            .get("/", req -> WebResponse.text("up"))
            .idleTimeout(Duration.ofMillis(300))
            .host("127.0.0.1")
            .port(0)
            .start();
    try (Socket socket = new Socket("127.0.0.1", quick.port())) {
      socket.setSoTimeout(20_000); // far past the idle timeout: the server must end it first
      socket.getOutputStream().write("GET / HTTP/1.1\r\nHost: x\r\n".getBytes(UTF_8));
      socket.getOutputStream().flush();
      String answer = new String(socket.getInputStream().readAllBytes(), UTF_8);
      assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 408 "), answer);
    } finally {
      quick.stop();
    }
  }

  // ---- 8 and 10 through HTTP: depth and repeated names are 400s that say where

  @Test
  void deepOrAmbiguousJsonBodiesAnswer400SayingWhere() throws Exception {
    assertRefused(
        post(server, "/echo/tree", JSON, "[".repeat(100_000) + "]".repeat(100_000)),
        400,
        "malformed JSON at line 1, column 513: objects and arrays nest deeper than 512 levels");
    assertRefused(
        post(server, "/echo/tree", JSON, "{\"a\":1,\"a\":2}"),
        400,
        "malformed JSON at line 1, column 8: the member name 'a' appears twice in one object");
  }
}
