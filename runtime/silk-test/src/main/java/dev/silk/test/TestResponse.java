package dev.silk.test;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A complete response as a test sees it: status, headers (case-insensitive) and body.
 *
 * <pre>{@code
 * TestResponse r = web.get("/");
 * assertEquals(200, r.status());
 * assertEquals("Hello", r.text());
 * }</pre>
 */
public final class TestResponse {
  private final int status;
  private final Map<String, List<String>> headers;
  private final byte[] body;

  /** Headers keyed by lower-cased name. */
  TestResponse(int status, Map<String, List<String>> headers, byte[] body) {
    this.status = status;
    this.headers = headers;
    this.body = body;
  }

  public int status() {
    return status;
  }

  /** The first value of a header, found case-insensitively, or {@code null}. */
  public String header(String name) {
    List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
    return values == null || values.isEmpty() ? null : values.get(0);
  }

  /** Every value of a header (such as {@code Set-Cookie}), in order. */
  public List<String> headers(String name) {
    List<String> values = headers.get(name.toLowerCase(Locale.ROOT));
    return values == null ? List.of() : values;
  }

  /** The body bytes. */
  public byte[] bytes() {
    return body.clone();
  }

  /** The body as UTF-8 text. */
  public String text() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /** The body read by {@code codec}; fails the test with the parser's message if it is not JSON. */
  public <T> T json(JsonCodec<T> codec) {
    return Json.read(codec, body);
  }

  @Override
  public String toString() {
    return status + " " + text();
  }
}
