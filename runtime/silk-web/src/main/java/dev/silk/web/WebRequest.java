package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonLimits;
import dev.silk.json.validation.Violation;
import dev.silk.json.validation.Violations;
import dev.silk.web.forms.BoundForm;
import dev.silk.web.forms.FormBinder;
import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The request a handler answers: method, path and its variables, query, headers, cookies, body.
 *
 * <p>Everything is parsed on first use and kept: a handler that reads no query never parses one,
 * and the body is read once into an array sized by {@code Content-Length}. Typed getters share one
 * error contract: they return a value or throw an {@link HttpException} 400 that names the
 * parameter, so a handler never writes its own validation for "is this a number".
 *
 * <pre>{@code
 * app.get("/items/{id}", req -> {
 *   long id = req.pathLong("id");                 // 400 "path parameter 'id' must be an integer"
 *   int limit = req.queryInt("limit", 20);        // default when absent, 400 when not a number
 *   String lang = req.header("Accept-Language");  // case-insensitive, null when absent
 *   return WebResponse.text(id + " " + limit + " " + lang);
 * });
 * }</pre>
 *
 * <p>A request belongs to the thread answering it; it is not safe to share across threads.
 */
public final class WebRequest {
  private static final String PATH = "path parameter";
  private static final String QUERY = "query parameter";

  private final Exchange exchange;
  private final String method;
  private final RequestLimits limits;
  private final boolean sessions;
  String[] segments;
  RouteEntry route;

  private QueryParams query;
  private Map<String, String> cookies;
  private byte[] body;
  private String bodyText;
  private boolean streamTaken;
  private Map<String, Object> attributes;
  private Form form;
  private String id;
  boolean flashRead;

  WebRequest(Exchange exchange, String method, RequestLimits limits, boolean sessions) {
    this.exchange = exchange;
    this.method = method;
    this.limits = limits;
    this.sessions = sessions;
  }

  /** The method as sent, such as {@code GET}; a {@code HEAD} request reports {@code HEAD}. */
  public String method() {
    return method;
  }

  /** The path as sent, still percent-encoded, without the query string. */
  public String path() {
    return exchange.rawPath();
  }

  /**
   * This request's id, as error answers, the request log and the error log name it: the client's
   * {@code X-Request-Id} when it sent a plausible one (1 to 64 letters, digits, {@code .-_:}), as a
   * proxy in front of the app does, else a short one made on first use.
   */
  public String id() {
    String i = id;
    if (i == null) {
      i = id = RequestIds.of(exchange.header("X-Request-Id"));
    }
    return i;
  }

  /** The route that matched, or {@code null} (in filters, for a path no route matches). */
  public Route route() {
    return route == null ? null : route.route;
  }

  // ---- path variables

  /**
   * The decoded value of a path variable such as {@code id} in {@code /items/{id}}.
   *
   * @throws IllegalArgumentException if the matched route has no such variable (a bug in the app)
   */
  public String pathParam(String name) {
    String value = route == null ? null : route.variable(segments, name);
    if (value == null) {
      throw new IllegalArgumentException(
          "the route "
              + (route == null ? "(none)" : route.route.path())
              + " has no {"
              + name
              + "}");
    }
    return value;
  }

  /** A path variable as an {@code int}; 400 naming it if it is not one. */
  public int pathInt(String name) {
    return TypedValues.toInt(pathParam(name), PATH, name);
  }

  /** A path variable as a {@code long}; 400 naming it if it is not one. */
  public long pathLong(String name) {
    return TypedValues.toLong(pathParam(name), PATH, name);
  }

  /** Every path variable by name, decoded; one shared empty map for routes without variables. */
  public Map<String, String> pathParams() {
    return route == null ? Map.of() : route.variables(segments);
  }

  // ---- query

  private QueryParams query() {
    QueryParams q = query;
    if (q == null) {
      q =
          query =
              QueryParams.parse(
                  exchange.rawQuery(), limits.maxFormKeys(), QueryParams.Source.QUERY);
    }
    return q;
  }

  /** The raw query string without {@code ?}, or {@code null}. */
  public String queryString() {
    return exchange.rawQuery();
  }

  /** The first value of a query parameter, decoded, or {@code null} when absent. */
  public String query(String name) {
    return query().first(name);
  }

  /** The first value of a query parameter, or {@code fallback} when absent. */
  public String query(String name, String fallback) {
    String value = query().first(name);
    return value == null ? fallback : value;
  }

  /** Every value of a repeated query parameter ({@code ?tag=a&tag=b}), in order; empty if none. */
  public List<String> queryAll(String name) {
    return query().all(name);
  }

  /** The query parameter names, in order of first appearance. */
  public List<String> queryNames() {
    return query().names();
  }

  /** A required query parameter as an {@code int}; 400 naming it if absent or not an integer. */
  public int queryInt(String name) {
    return TypedValues.toInt(required(name), QUERY, name);
  }

  /** An optional query parameter as an {@code int}; 400 naming it if present but not an integer. */
  public int queryInt(String name, int fallback) {
    String value = query().first(name);
    return value == null ? fallback : TypedValues.toInt(value, QUERY, name);
  }

  /** A required query parameter as a {@code long}; 400 naming it if absent or not an integer. */
  public long queryLong(String name) {
    return TypedValues.toLong(required(name), QUERY, name);
  }

  /** An optional query parameter as a {@code long}; 400 naming it if present but malformed. */
  public long queryLong(String name, long fallback) {
    String value = query().first(name);
    return value == null ? fallback : TypedValues.toLong(value, QUERY, name);
  }

  /** A required query parameter as a {@code double}; 400 naming it if absent or not a number. */
  public double queryDouble(String name) {
    return TypedValues.toDouble(required(name), QUERY, name);
  }

  /** An optional query parameter as a {@code double}; 400 naming it if present but malformed. */
  public double queryDouble(String name, double fallback) {
    String value = query().first(name);
    return value == null ? fallback : TypedValues.toDouble(value, QUERY, name);
  }

  /** An optional query parameter, {@code true} or {@code false}; 400 naming it for other text. */
  public boolean queryBoolean(String name, boolean fallback) {
    String value = query().first(name);
    return value == null ? fallback : TypedValues.toBoolean(value, QUERY, name);
  }

  private String required(String name) {
    String value = query().first(name);
    if (value == null) {
      throw TypedValues.missing(QUERY, name);
    }
    return value;
  }

  // ---- headers and cookies

  /** The first value of a header, found case-insensitively, or {@code null}. */
  public String header(String name) {
    return exchange.header(name);
  }

  /** Every value of a header, in order; empty if absent. */
  public List<String> headers(String name) {
    return exchange.headers(name);
  }

  /** The names of the headers sent. */
  public List<String> headerNames() {
    return exchange.headerNames();
  }

  /** A cookie's value as sent, or {@code null}. */
  public String cookie(String name) {
    return cookies().get(name);
  }

  /** Every cookie by name. */
  public Map<String, String> cookies() {
    Map<String, String> c = cookies;
    if (c == null) {
      c = cookies = RequestCookies.parse(exchange.headers("Cookie"));
    }
    return c;
  }

  /** The {@code Content-Type} header, or {@code null}. */
  public String contentType() {
    return exchange.header("Content-Type");
  }

  /** The declared body length, or -1 when the body is chunked or absent. */
  public long contentLength() {
    return exchange.contentLength();
  }

  /** The client's IP address (the connection's peer; a proxy's address behind a proxy). */
  public String remoteAddress() {
    return exchange.remoteAddress();
  }

  // ---- body

  /**
   * The body as bytes, read on first call and kept; later calls return the same array.
   *
   * <p>413 if it is larger than the app's {@link App#maxBodySize}: decided from {@code
   * Content-Length} before anything is read, or while reading a chunked body.
   */
  public byte[] body() {
    byte[] b = body;
    if (b == null) {
      if (streamTaken) {
        throw new IllegalStateException("the body was already taken as a stream");
      }
      b = body = BodyReader.read(exchange, limits.maxBodySize());
    }
    return b;
  }

  /** The body as text, decoded once in the {@code Content-Type} charset (UTF-8 when none). */
  public String bodyText() {
    String t = bodyText;
    if (t == null) {
      t = bodyText = new String(body(), charset());
    }
    return t;
  }

  /**
   * The body parsed as JSON by {@code codec}, straight from the bytes (no String is made), under
   * the app's {@link App#jsonLimits}, then checked against its constraints ({@code
   * dev.silk.json.validation}) when the codec has any.
   *
   * <p>Malformed JSON, a value of the wrong shape or trailing content, or a document past the
   * limits, is a 400 that says where: {@code malformed JSON at line 1, column 9: ...}, with the
   * value's JSON Pointer in the problem's {@code errors}. Values that break their constraints, or
   * that a record's constructor refuses, are a 422 listing every violation with its pointer ({@code
   * /items/3/name}). To read without checking, use {@code Json.read(codec, req.body())}.
   */
  public <T> T bodyJson(JsonCodec<T> codec) {
    return bodyJson(codec, limits.json());
  }

  /**
   * The body parsed as JSON by {@code codec} under other limits than the app's, for the one route
   * that takes deeper documents or longer numbers.
   */
  public <T> T bodyJson(JsonCodec<T> codec, JsonLimits jsonLimits) {
    byte[] bytes = body();
    T value;
    try {
      JsonInput in = new JsonInput(bytes).limits(jsonLimits);
      value = codec.read(in);
      in.end();
    } catch (JsonException e) {
      throw unreadable(e);
    }
    if (codec.validates()) {
      Violations violations = new Violations();
      codec.validate(value, violations);
      if (!violations.isEmpty()) {
        throw new HttpException(Problem.invalid(violations.list(), violations.count()));
      }
    }
    return value;
  }

  private static HttpException unreadable(JsonException e) {
    if (e.refused()) {
      String why = e.getCause() == null ? null : e.getCause().getMessage();
      Violation v = new Violation(e.pointer(), why == null || why.isBlank() ? "is invalid" : why);
      return new HttpException(Problem.invalid(List.of(v), 1));
    }
    String where = e.line() > 0 ? " at line " + e.line() + ", column " + e.column() : "";
    Problem p = Problem.of(400, "malformed JSON" + where + ": " + e.reason());
    return new HttpException(
        e.pointer() == null ? p : p.withErrors(List.of(new Violation(e.pointer(), e.reason()))));
  }

  /**
   * The body as a raw stream, for bodies read piece by piece (uploads, NDJSON). No size limit
   * applies; after this, {@link #body()} cannot be used.
   */
  public InputStream bodyStream() throws IOException {
    if (body != null || streamTaken) {
      throw new IllegalStateException("the body was already read");
    }
    streamTaken = true;
    return exchange.body();
  }

  private Charset charset() {
    String type = contentType();
    if (type != null) {
      int at = type.toLowerCase(Locale.ROOT).indexOf("charset=");
      if (at >= 0) {
        int end = type.indexOf(';', at);
        String name = type.substring(at + 8, end < 0 ? type.length() : end).trim();
        if (name.length() > 1 && name.startsWith("\"") && name.endsWith("\"")) {
          name = name.substring(1, name.length() - 1);
        }
        // The standard charsets only: no by-name lookup of charset providers per request.
        switch (name.toLowerCase(Locale.ROOT)) {
          case "utf-8":
          case "utf8":
            return StandardCharsets.UTF_8;
          case "iso-8859-1":
          case "latin1":
            return StandardCharsets.ISO_8859_1;
          case "us-ascii":
            return StandardCharsets.US_ASCII;
          case "utf-16":
            return StandardCharsets.UTF_16;
          default:
            throw new HttpException(415, "unsupported charset '" + TypedValues.shorten(name) + "'");
        }
      }
    }
    return StandardCharsets.UTF_8;
  }

  // ---- forms, uploads, session, negotiation (small types of their own)

  /**
   * The form sent with this request: urlencoded or multipart fields and uploaded files, parsed on
   * first call under the app's body size limit (per file and in total). Empty for other methods
   * than POST, PUT and PATCH and for other content types.
   */
  public Form form() {
    Form f = form;
    return f != null ? f : form(Uploads.limits(limits.maxBodySize(), limits.maxBodySize()));
  }

  /**
   * The form, parsed with explicit upload limits (for a route that takes larger files). Uploaded
   * files go to temporary files that are deleted when the response has been written.
   */
  public Form form(Uploads uploads) {
    Form f = form;
    if (f == null) {
      f = form = Form.read(this, uploads, limits.maxFormKeys());
    }
    return f;
  }

  /**
   * The form bound to a record by a binder that silk-json-processor generated for a
   * {@code @FormBound} record ({@code SignUpForm.INSTANCE}): each field converted, the record's
   * constraints checked, the submitted values kept for showing the form again.
   *
   * <pre>{@code
   * BoundForm<SignUp> form = req.form(SignUpForm.INSTANCE);
   * if (!form.isValid()) return WebResponse.template("signup.jte", form).withStatus(422);
   * }</pre>
   */
  public <T> BoundForm<T> form(FormBinder<T> binder) {
    return binder.bind(form());
  }

  /**
   * This client's session: reading it never creates one, setting a value does. Needs {@link
   * App#sessions()}.
   */
  public Session session() {
    return new Session(exchange, sessions);
  }

  /** Values the previous request left for the next page (typically across a redirect). */
  public Flash flash() {
    return new Flash(this, session());
  }

  /** Whether the client's {@code Accept} header accepts a media type, such as {@code text/html}. */
  public boolean accepts(String mediaType) {
    return ContentNegotiation.accepts(exchange.header("Accept"), mediaType);
  }

  /**
   * Of the media types the handler can produce, the one the client prefers ({@code Accept} quality,
   * then the handler's order), or {@code null} if it accepts none of them.
   */
  public String preferredType(String... offered) {
    return ContentNegotiation.preferred(exchange.header("Accept"), offered);
  }

  /** The app's JSON limits, for the NDJSON reader. */
  JsonLimits jsonLimits() {
    return limits.json();
  }

  /** Ends the request's resources once its response is written: uploaded files are deleted. */
  void release() {
    if (form != null) {
      form.deleteFiles();
    }
  }

  // ---- attributes

  /**
   * A value a filter stored for later filters and the handler (the signed-in user, a start time).
   *
   * @return the value, or {@code null} if none was stored
   */
  @SuppressWarnings("unchecked")
  public <T> T attribute(String name) {
    return attributes == null ? null : (T) attributes.get(name);
  }

  /** Stores a value for the rest of this request; {@code null} removes it. */
  public void attribute(String name, Object value) {
    if (value == null) {
      if (attributes != null) {
        attributes.remove(name);
      }
      return;
    }
    if (attributes == null) {
      attributes = new HashMap<>(4);
    }
    attributes.put(name, value);
  }

  /** The method and path as an error log line names them, each cut at 100 chars. */
  @Override
  public String toString() {
    return TypedValues.shorten(method) + " " + TypedValues.shorten(exchange.rawPath());
  }
}
