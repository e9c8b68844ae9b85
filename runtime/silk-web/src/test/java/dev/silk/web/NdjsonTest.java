package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonLimits;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class NdjsonTest {
  @Test
  void aBodyIsReadValueByValueAndValuesAreWrittenLineByLine() throws Exception {
    RunningApp running =
        App.create()
            .post(
                "/import",
                req -> {
                  long total = 0;
                  int count = 0;
                  try (NdjsonReader<String> lines = Ndjson.reader(req, JsonCodecs.STRING)) {
                    while (lines.hasNext()) {
                      total += lines.next().length();
                      count++;
                    }
                  }
                  return WebResponse.text(count + " " + total);
                })
            .get("/export", req -> Ndjson.response(JsonCodecs.INT, List.of(1, 2, 3)))
            .get(
                "/feed",
                req ->
                    Ndjson.stream(
                        JsonCodecs.STRING,
                        sink -> {
                          sink.send("a");
                          sink.flush();
                          sink.send("b\n");
                        }))
            .port(0)
            .start();
    try {
      String longValue = "x".repeat(20_000);
      String body = "\"one\"\n\n\"two\"\r\n  \n\"" + longValue + "\"\n\"last\"";
      RawHttp r =
          UploadsTest.post(
              running.port(),
              "/import",
              Ndjson.CONTENT_TYPE,
              body.getBytes(StandardCharsets.UTF_8),
              true);
      assertEquals("4 " + (3 + 3 + 20_000 + 4), r.text());

      RawHttp bad =
          UploadsTest.post(
              running.port(),
              "/import",
              Ndjson.CONTENT_TYPE,
              "\"ok\"\n\n{\"broken\"\n".getBytes(StandardCharsets.UTF_8),
              false);
      assertEquals(400, bad.status);
      assertTrue(bad.text().contains("line 3"), bad.text());

      RawHttp export = RawHttp.send(running.port(), "GET", "/export");
      assertEquals("application/x-ndjson", export.header("Content-Type"));
      assertEquals("1\n2\n3\n", export.text());
      assertEquals("\"a\"\n\"b\\n\"\n", RawHttp.send(running.port(), "GET", "/feed").text());
    } finally {
      running.stop();
    }
  }

  @Test
  void memoryStaysAtOneChunkWhileLinesFitInIt() throws Exception {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      b.append(i).append('\n');
    }
    byte[] bytes = b.toString().getBytes(StandardCharsets.US_ASCII);
    NdjsonReader<Integer> reader =
        new NdjsonReader<>(
            new ByteArrayInputStream(bytes), JsonCodecs.INT, 1 << 20, JsonLimits.defaults());
    long sum = 0;
    int maxBuffer = 0;
    while (reader.hasNext()) {
      sum += reader.next();
      maxBuffer = Math.max(maxBuffer, reader.lineBufferCapacity());
    }
    assertEquals(100_000L * 99_999 / 2, sum);
    // Only lines cut by a chunk boundary are copied, into a buffer as long as such a line.
    assertTrue(maxBuffer <= 16, "line buffer grew to " + maxBuffer);
  }

  @Test
  void aLineOverTheLimitAnswers413() {
    InputStream in =
        new ByteArrayInputStream(
            ("\"" + "y".repeat(50_000) + "\"\n").getBytes(StandardCharsets.US_ASCII));
    NdjsonReader<String> reader =
        new NdjsonReader<>(in, JsonCodecs.STRING, 10_000, JsonLimits.defaults());
    HttpException e = assertThrows(HttpException.class, reader::hasNext);
    assertEquals(413, e.status());
  }
}
