package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonValue;
import dev.silk.web.spi.Dispatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The access log: one line per request, Combined Log Format or JSON, on dev.silk.web.access. */
class AccessLogTest {
  private static final long MAY_FIRST = 1714566600123L; // 2024-05-01T12:30:00.123Z

  private static RequestLog entry(String method, String query, long bytes, String agent) {
    return new RequestLog(
        method,
        "/items",
        200,
        bytes,
        840_000,
        "127.0.0.1",
        "3f2a91c0",
        query,
        "HTTP/1.1",
        agent,
        "https://example.com/",
        MAY_FIRST);
  }

  @Test
  void combinedLinesAreWhatLogToolsRead() {
    assertEquals(
        "127.0.0.1 - - [01/May/2024:12:30:00 +0000] \"GET /items?page=2 HTTP/1.1\" 200 1532"
            + " \"https://example.com/\" \"Mozilla/5.0\"",
        AccessLines.combined(entry("GET", "page=2", 1532, "Mozilla/5.0")));
    assertEquals(
        "127.0.0.1 - - [01/May/2024:12:30:00 +0000] \"GET /items HTTP/1.1\" 200 -"
            + " \"https://example.com/\" \"-\"",
        AccessLines.combined(entry("GET", null, -1, null)));
  }

  @Test
  void nothingAClientSendsCanForgeALineOrFillTheLog() {
    String line =
        AccessLines.combined(entry("GET", null, 0, "a\"b\\c\nd\u00e9" + "x".repeat(5000)));
    assertTrue(line.contains("\"a\\x22b\\x5Cc\\x0Ad\\xC3\\xA9xxx"), line);
    assertTrue(line.endsWith("...(5008 chars)\""), line);
    assertTrue(line.length() < 1200, "cut: " + line.length());
  }

  @Test
  void jsonLinesHoldTheIdTheTimeAndTheMicroseconds() {
    JsonValue v = JsonValue.parse(AccessLines.json(entry("HEAD", "page=2", 0, "curl/8")));
    assertEquals(
        JsonValue.parse(
            "{\"time\":\"2024-05-01T12:30:00.123Z\",\"id\":\"3f2a91c0\",\"method\":\"HEAD\","
                + "\"path\":\"/items\",\"query\":\"page=2\",\"status\":200,\"bytes\":0,"
                + "\"micros\":840,\"remote\":\"127.0.0.1\",\"userAgent\":\"curl/8\","
                + "\"referer\":\"https://example.com/\"}"),
        v);
  }

  @Test
  void eachRequestIsOneLineOnTheAccessLoggerWithTheRequestsOwnId() throws Exception {
    Logger jul = Logger.getLogger(RequestLogger.ACCESS_LOGGER);
    List<String> lines = new ArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            lines.add(record.getMessage());
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    jul.addHandler(handler);
    try {
      Dispatcher d =
          Dispatcher.of(
              App.create()
                  .requestLogger(RequestLogger.json())
                  .get("/items", req -> WebResponse.text("0123456789"))
                  .get("/feed", req -> WebResponse.stream("text/plain", out -> out.write('x'))));
      MemoryExchange.send(d, "GET", "/items", "X-Request-Id: abc-1", "User-Agent: test");
      MemoryExchange.send(d, "HEAD", "/items");
      MemoryExchange.send(d, "GET", "/feed");
      assertEquals(3, lines.size(), lines.toString());
      JsonValue get = JsonValue.parse(lines.get(0));
      assertEquals("\"abc-1\"", get.at("/id").toString());
      assertEquals("10", get.at("/bytes").toString());
      assertEquals("\"test\"", get.at("/userAgent").toString());
      assertEquals(
          "0", JsonValue.parse(lines.get(1)).at("/bytes").toString(), "HEAD sends no body");
      assertEquals("-1", JsonValue.parse(lines.get(2)).at("/bytes").toString(), "unknown length");
    } finally {
      jul.removeHandler(handler);
    }
  }
}
