package dev.silk.test;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonValue;
import dev.silk.web.Problem;
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

  /** Every header by lower-cased name, for comparing answers. */
  Map<String, List<String>> headerMap() {
    return headers;
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

  /** The body as a JSON tree; fails the test with the parser's message if it is not JSON. */
  public JsonValue json() {
    try {
      return JsonValue.parse(body);
    } catch (JsonException e) {
      throw new AssertionError("the body is not JSON (" + e.getMessage() + "): " + this, e);
    }
  }

  /**
   * The value a JSON Pointer names in the body ({@code "/items/0/name"}), or {@code null} when the
   * document has none there.
   */
  public JsonValue json(String pointer) {
    return json().at(pointer);
  }

  /**
   * Checks the value at a JSON Pointer: {@code expected} is a String, a number, a Boolean, {@code
   * null} (JSON null) or a {@link JsonValue}. A failure says what is there and shows the document.
   *
   * <pre>{@code
   * web.get("/items/7").assertJson("/name", "pen").assertJson("/tags/0", "blue").assertJson("/stock", 3);
   * }</pre>
   */
  public TestResponse assertJson(String pointer, Object expected) {
    JsonValue actual = json(pointer);
    if (actual == null) {
      throw new AssertionError("no value at " + pointer + " in " + text());
    }
    JsonValue want = JsonValues.of(expected);
    if (!want.equals(actual)) {
      throw new AssertionError(
          "at " + pointer + " expected " + want + " but found " + actual + " in " + text());
    }
    return this;
  }

  /**
   * The body as RFC 9457 problem details, as Silk answers errors to clients that accept JSON; fails
   * the test, showing what came instead, if it is not one.
   *
   * <pre>{@code
   * Problem p = web.request("POST", "/items").json(NewItemCodec.INSTANCE, item).send().problem();
   * assertEquals(422, p.status());
   * assertEquals(List.of(new Violation("/name", "must not be blank")), p.errors());
   * }</pre>
   */
  public Problem problem() {
    String type = header("Content-Type");
    if (type == null || !type.startsWith(Problem.MEDIA_TYPE)) {
      throw new AssertionError(
          "expected problem details (" + Problem.MEDIA_TYPE + "), got " + type + ": " + this);
    }
    try {
      return Json.read(Problem.CODEC, body);
    } catch (JsonException e) {
      throw new AssertionError(
          "the problem details do not read (" + e.getMessage() + "): " + this, e);
    }
  }

  /**
   * The value of the first {@code <input>} named {@code name} in an HTML body, its entities
   * decoded, or {@code null} when there is none: what a form page filled in, or the CSRF token its
   * hidden field carries.
   *
   * <pre>{@code
   * String token = web.get("/todos").inputValue("_csrf");
   * web.request("POST", "/todos").form("_csrf", token).form("title", "Tea").send();
   * }</pre>
   */
  public String inputValue(String name) {
    java.util.regex.Matcher input = INPUT.matcher(text());
    while (input.find()) {
      String tag = input.group();
      java.util.regex.Matcher n = attribute("name").matcher(tag);
      if (n.find() && unescape(n.group(1)).equals(name)) {
        java.util.regex.Matcher v = attribute("value").matcher(tag);
        return v.find() ? unescape(v.group(1)) : "";
      }
    }
    return null;
  }

  private static final java.util.regex.Pattern INPUT =
      java.util.regex.Pattern.compile("<input\\b[^>]*>", java.util.regex.Pattern.CASE_INSENSITIVE);

  private static java.util.regex.Pattern attribute(String name) {
    return java.util.regex.Pattern.compile(
        "\\s" + name + "\\s*=\\s*\"([^\"]*)\"", java.util.regex.Pattern.CASE_INSENSITIVE);
  }

  private static String unescape(String s) {
    return s.replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
  }

  @Override
  public String toString() {
    return status + " " + text();
  }
}
