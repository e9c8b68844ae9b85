package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.web.spi.ProtocolUpgrade;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The answer to a request, as an immutable value: status, headers, cookies and a {@link Body}.
 *
 * <p>A handler returns one instead of writing to a stream, so it answers exactly once and a test
 * asserts on a value. Each {@code with...} method returns a new response and leaves this one
 * untouched (headers are copy-on-write), so constants can be shared between requests. Nothing is
 * written until every filter has answered: JSON documents are written at send time, straight from a
 * reused buffer, with {@code Content-Length}.
 *
 * <pre>{@code
 * WebResponse.text("Hello");
 * WebResponse.json(ItemCodec.INSTANCE, item);
 * WebResponse.status(201).withJson(ItemCodec.INSTANCE, item).withHeader("Location", "/items/7");
 * WebResponse.redirect("/login").withCookie(Cookie.expired("session"));
 * }</pre>
 */
public final class WebResponse {
  // Spelled as Jetty caches them, so Jetty recognises the value without parsing it and every
  // transport reports the same text.
  static final String TEXT_TYPE = "text/plain;charset=utf-8";
  static final String HTML_TYPE = "text/html;charset=utf-8";
  static final String JSON_TYPE = "application/json";
  static final String BYTES_TYPE = "application/octet-stream";

  private static final ResponseHeaders TEXT = ResponseHeaders.NONE.with("Content-Type", TEXT_TYPE);
  private static final ResponseHeaders HTML = ResponseHeaders.NONE.with("Content-Type", HTML_TYPE);
  private static final ResponseHeaders JSON = ResponseHeaders.NONE.with("Content-Type", JSON_TYPE);
  private static final ResponseHeaders PROBLEM =
      ResponseHeaders.NONE.with("Content-Type", Problem.MEDIA_TYPE);
  private static final ResponseHeaders BYTES =
      ResponseHeaders.NONE.with("Content-Type", BYTES_TYPE);
  private static final Cookie[] NO_COOKIES = new Cookie[0];

  private final int status;
  private final ResponseHeaders headers;
  private final Cookie[] cookies;
  private final Body body;

  private WebResponse(int status, ResponseHeaders headers, Cookie[] cookies, Body body) {
    this.status = status;
    this.headers = headers;
    this.cookies = cookies;
    this.body = body;
  }

  // ---- factories

  /** A response from parts prepared ahead (static files keep theirs per file). */
  static WebResponse of(int status, ResponseHeaders headers, Body body) {
    return new WebResponse(status, headers, NO_COOKIES, body);
  }

  /** 200 with a UTF-8 {@code text/plain} body. */
  public static WebResponse text(String text) {
    return new WebResponse(200, TEXT, NO_COOKIES, new Body.Text(text));
  }

  /** 200 with a UTF-8 {@code text/html} body (the caller escapes what it interpolates). */
  public static WebResponse html(String html) {
    return new WebResponse(200, HTML, NO_COOKIES, new Body.Text(html));
  }

  /**
   * 200 with an {@code application/json} body: {@code value} and the codec that writes it. The
   * document is written at send time into a reused buffer, so no byte array is made here.
   */
  public static <T> WebResponse json(JsonCodec<T> codec, T value) {
    return new WebResponse(200, JSON, NO_COOKIES, new Body.Json<>(codec, value));
  }

  /**
   * {@code 101 Switching Protocols}: after the after-filters, the transport hands the connection to
   * {@code protocol}. For protocol modules such as silk-websocket; headers added by filters go out
   * with the {@code 101}.
   */
  public static WebResponse upgrade(ProtocolUpgrade protocol) {
    return new WebResponse(101, ResponseHeaders.NONE, NO_COOKIES, new Body.Upgrade(protocol));
  }

  /** 200 with an {@code application/octet-stream} body; the array is not copied. */
  public static WebResponse bytes(byte[] bytes) {
    return new WebResponse(200, BYTES, NO_COOKIES, new Body.Bytes(bytes));
  }

  /** 200 with a body of the given content type; the array is not copied. */
  public static WebResponse bytes(byte[] bytes, String contentType) {
    return new WebResponse(
        200,
        ResponseHeaders.NONE.with("Content-Type", contentType),
        NO_COOKIES,
        new Body.Bytes(bytes));
  }

  /** 200 with a body written by {@code writer} after the headers, chunked (length unknown). */
  public static WebResponse stream(String contentType, StreamWriter writer) {
    return stream(contentType, -1, writer);
  }

  /** 200 with a body of known length written by {@code writer}; {@code HEAD} never runs it. */
  public static WebResponse stream(String contentType, long length, StreamWriter writer) {
    return new WebResponse(
        200,
        ResponseHeaders.NONE.with("Content-Type", contentType),
        NO_COOKIES,
        new Body.Stream(writer, length));
  }

  /**
   * 200 with the HTML of a jte template with one {@code @param}, rendered by the app's {@link
   * Templates} (see {@link App#templates}) after the handler returns.
   */
  public static WebResponse template(String name, Object model) {
    return new WebResponse(200, HTML, NO_COOKIES, new Body.Template(name, model, null));
  }

  /** 200 with the HTML of a jte template whose {@code @param}s are given by name. */
  public static WebResponse template(String name, Map<String, ?> params) {
    if (params == null) {
      throw new IllegalArgumentException("template params are null");
    }
    return new WebResponse(200, HTML, NO_COOKIES, new Body.Template(name, null, params));
  }

  /**
   * 200 with a {@code text/event-stream} body: after the headers, {@code source} sends events on an
   * {@link SseStream} until it returns or the client disconnects.
   */
  public static WebResponse events(ServerSentEvents source) {
    return new WebResponse(200, SseStream.HEADERS, NO_COOKIES, new Body.Events(source));
  }

  /**
   * A problem as RFC 9457 details ({@code application/problem+json}) with the problem's status,
   * whatever the client accepts: for APIs whose errors are JSON for every client. Without it, Silk
   * answers a thrown {@link HttpException} with JSON, an HTML page or text, as the client accepts.
   */
  public static WebResponse problem(Problem problem) {
    return new WebResponse(
        problem.status(), PROBLEM, NO_COOKIES, new Body.Json<>(Problem.CODEC, problem));
  }

  /** 302 Found to {@code location}: the browser follows with a GET. */
  public static WebResponse redirect(String location) {
    return redirect(location, 302);
  }

  /** A redirect with a chosen status (301, 302, 303, 307 or 308). */
  public static WebResponse redirect(String location, int status) {
    if (status != 301 && status != 302 && status != 303 && status != 307 && status != 308) {
      throw new IllegalArgumentException("not a redirect status: " + status);
    }
    return new WebResponse(
        status, ResponseHeaders.NONE.with("Location", location), NO_COOKIES, Body.Empty.INSTANCE);
  }

  /** 204 No Content. */
  public static WebResponse noContent() {
    return status(204);
  }

  /** 404 with no body (the app's 404 error handler, if any, supplies one). */
  public static WebResponse notFound() {
    return status(404);
  }

  /** A status with no body; derive the rest with {@code with...}. */
  public static WebResponse status(int status) {
    return new WebResponse(
        checkStatus(status), ResponseHeaders.NONE, NO_COOKIES, Body.Empty.INSTANCE);
  }

  // ---- derivations

  /** The same response with another status. */
  public WebResponse withStatus(int newStatus) {
    return new WebResponse(checkStatus(newStatus), headers, cookies, body);
  }

  /** The same response with a header set (replacing any value of that name, case-insensitively). */
  public WebResponse withHeader(String name, String value) {
    ResponseHeaders h = headers.with(name, value);
    return h == headers ? this : new WebResponse(status, h, cookies, body);
  }

  /** The same response without a header. */
  public WebResponse withoutHeader(String name) {
    ResponseHeaders h = headers.without(name);
    return h == headers ? this : new WebResponse(status, h, cookies, body);
  }

  /** The same response with its {@code Content-Type} set. */
  public WebResponse withContentType(String contentType) {
    return withHeader("Content-Type", contentType);
  }

  /** The same response setting one more cookie. */
  public WebResponse withCookie(Cookie cookie) {
    Cookie[] c = Arrays.copyOf(cookies, cookies.length + 1);
    c[cookies.length] = cookie;
    return new WebResponse(status, headers, c, body);
  }

  /** The same response setting a cookie with {@link Cookie#of}'s defaults. */
  public WebResponse withCookie(String name, String value) {
    return withCookie(Cookie.of(name, value));
  }

  /** The same status, headers and cookies with a UTF-8 {@code text/plain} body. */
  public WebResponse withText(String text) {
    return withBody(new Body.Text(text), TEXT_TYPE);
  }

  /** The same status, headers and cookies with a UTF-8 {@code text/html} body. */
  public WebResponse withHtml(String html) {
    return withBody(new Body.Text(html), HTML_TYPE);
  }

  /** The same status, headers and cookies with an {@code application/json} body. */
  public <T> WebResponse withJson(JsonCodec<T> codec, T value) {
    return withBody(new Body.Json<>(codec, value), JSON_TYPE);
  }

  /** The same status, headers and cookies with a bytes body (not copied) of a content type. */
  public WebResponse withBytes(byte[] bytes, String contentType) {
    return withBody(new Body.Bytes(bytes), contentType);
  }

  /**
   * The same response with another body and content type; for body kinds without a factory of their
   * own. A {@code null} content type leaves the header as it is.
   */
  public WebResponse withBody(Body newBody, String contentType) {
    if (newBody == null) {
      throw new IllegalArgumentException("body is null");
    }
    ResponseHeaders h = contentType == null ? headers : headers.with("Content-Type", contentType);
    return new WebResponse(status, h, cookies, newBody);
  }

  // ---- reading

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** A header's value, found case-insensitively, or {@code null}. */
  public String header(String name) {
    return headers.get(name);
  }

  /** Every header by the name first given, in order (cookies are in {@link #cookies()}). */
  public Map<String, String> headers() {
    return headers.asMap();
  }

  /** The cookies this response sets. */
  public List<Cookie> cookies() {
    return List.of(cookies);
  }

  /** The body. */
  public Body body() {
    return body;
  }

  ResponseHeaders headerList() {
    return headers;
  }

  Cookie[] cookieArray() {
    return cookies;
  }

  @Override
  public String toString() {
    return "WebResponse[" + status + ", " + body.kind() + "]";
  }

  private static int checkStatus(int status) {
    if (status < 100 || status > 999) {
      throw new IllegalArgumentException("not an HTTP status: " + status);
    }
    return status;
  }
}
