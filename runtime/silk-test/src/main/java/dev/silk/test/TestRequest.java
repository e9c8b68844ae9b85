package dev.silk.test;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A request being built by a test: method, path, query parameters, headers, cookies and a body.
 *
 * <pre>{@code
 * web.request("PUT", "/items/7").query("notify", "true").header("X-Token", "t")
 *     .body("{\"name\":\"pen\"}", "application/json").send();
 * }</pre>
 */
public final class TestRequest {
  private final Transport transport;
  final String method;
  private final String path;
  private final StringBuilder query = new StringBuilder();
  final List<String[]> headers = new ArrayList<>();
  byte[] body;
  boolean chunked;

  TestRequest(Transport transport, String method, String path) {
    this.transport = transport;
    this.method = method;
    int q = path.indexOf('?');
    this.path = q < 0 ? path : path.substring(0, q);
    if (q >= 0) {
      query.append(path, q + 1, path.length());
    }
  }

  /** Adds a query parameter, percent-encoding name and value. */
  public TestRequest query(String name, String value) {
    if (query.length() > 0) {
      query.append('&');
    }
    query.append(URLEncoder.encode(name, StandardCharsets.UTF_8));
    query.append('=').append(URLEncoder.encode(value, StandardCharsets.UTF_8));
    return this;
  }

  /** Adds a header (a repeated name adds another value). */
  public TestRequest header(String name, String value) {
    headers.add(new String[] {name, value});
    return this;
  }

  /** Adds a cookie to the {@code Cookie} header. */
  public TestRequest cookie(String name, String value) {
    for (String[] h : headers) {
      if (h[0].equalsIgnoreCase("Cookie")) {
        h[1] = h[1] + "; " + name + "=" + value;
        return this;
      }
    }
    return header("Cookie", name + "=" + value);
  }

  /** A UTF-8 text body. */
  public TestRequest body(String text) {
    return body(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A UTF-8 text body with its content type. */
  public TestRequest body(String text, String contentType) {
    return body(text).header("Content-Type", contentType);
  }

  /** A body of bytes (sent with {@code Content-Length} unless {@link #chunked()}). */
  public TestRequest body(byte[] bytes) {
    this.body = bytes;
    return this;
  }

  /** A JSON body written by {@code codec}, with {@code Content-Type: application/json}. */
  public <T> TestRequest json(JsonCodec<T> codec, T value) {
    return body(Json.toBytes(codec, value)).header("Content-Type", "application/json");
  }

  /** Sends the body without {@code Content-Length}, as a chunked upload does. */
  public TestRequest chunked() {
    this.chunked = true;
    return this;
  }

  /** Sends the request and returns the complete response. */
  public TestResponse send() {
    return transport.send(this);
  }

  /** The path as given, percent-encoding left as it is. */
  String path() {
    return path;
  }

  /** The query string, or {@code null}. */
  String rawQuery() {
    return query.length() == 0 ? null : query.toString();
  }

  String target() {
    return query.length() == 0 ? path : path + "?" + query;
  }
}
