package dev.silk.test;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A request being built by a test: method, path, query parameters, headers, cookies and a body,
 * which may be a form.
 *
 * <pre>{@code
 * web.request("PUT", "/items/7").query("notify", "true").header("X-Token", "t")
 *     .body("{\"name\":\"pen\"}", "application/json").send();
 * web.request("POST", "/todos").form("title", "Water the plants").send();
 * web.request("POST", "/photos").form("caption", "Dog").file("photo", "dog.jpg", "image/jpeg", bytes).send();
 * }</pre>
 */
public final class TestRequest {
  private static final String FORM = "application/x-www-form-urlencoded";

  /** One field of a form: a value, or a file when {@code fileName} is set. */
  private record Field(String name, String value, String fileName, String type, byte[] content) {}

  private final WebTest web;
  final String method;
  private final String path;
  private final StringBuilder query = new StringBuilder();
  private final List<String[]> headers = new ArrayList<>();
  private final List<Field> fields = new ArrayList<>();
  private boolean multipart;
  private byte[] body;
  private boolean chunked;

  TestRequest(WebTest web, String method, String path) {
    this.web = web;
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

  /**
   * Adds a cookie to the {@code Cookie} header; it takes the place of a cookie of that name in the
   * test's {@link CookieJar}.
   */
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

  /**
   * Adds a form field, as a browser submits an {@code <input>}: the body becomes {@code
   * application/x-www-form-urlencoded}, or {@code multipart/form-data} once a {@link #file} is
   * added. Repeat a name for a repeated field (checkboxes).
   */
  public TestRequest form(String name, String value) {
    fields.add(new Field(name, value, null, null, null));
    return this;
  }

  /** Adds an uploaded file: the body becomes {@code multipart/form-data}. */
  public TestRequest file(String field, String fileName, String contentType, byte[] content) {
    fields.add(new Field(field, null, fileName, contentType, content));
    multipart = true;
    return this;
  }

  /** Sends the form as {@code multipart/form-data} even without a file. */
  public TestRequest multipart() {
    multipart = true;
    return this;
  }

  /** Sends the body without {@code Content-Length}, as a chunked upload does. */
  public TestRequest chunked() {
    this.chunked = true;
    return this;
  }

  /**
   * Sends the request and returns the complete response, following redirects if the {@link WebTest}
   * was told to.
   */
  public TestResponse send() {
    return web.send(this);
  }

  /** The path as given, percent-encoding left as it is. */
  String path() {
    return path;
  }

  /**
   * The request as it goes out: the jar's cookies for its path (except those set on the request) in
   * the {@code Cookie} header, the form encoded.
   */
  Wire wire(CookieJar jar) {
    List<String[]> h = new ArrayList<>(headers.size() + 2);
    List<String> explicit = new ArrayList<>();
    String cookieHeader = null;
    for (String[] header : headers) {
      if (header[0].equalsIgnoreCase("Cookie")) {
        cookieHeader = header[1];
        for (String pair : header[1].split(";")) {
          int eq = pair.indexOf('=');
          explicit.add((eq < 0 ? pair : pair.substring(0, eq)).trim());
        }
      } else {
        h.add(header.clone());
      }
    }
    List<String> pairs = new ArrayList<>(jar.forPath(path, explicit));
    if (cookieHeader != null) {
      pairs.add(cookieHeader);
    }
    if (!pairs.isEmpty()) {
      h.add(new String[] {"Cookie", String.join("; ", pairs)});
    }
    byte[] b = body;
    if (!fields.isEmpty()) {
      if (b != null) {
        throw new IllegalStateException("a request has either a body or form fields, not both");
      }
      if (multipart) {
        String boundary = "silk-test-" + Long.toHexString(System.nanoTime());
        b = multipartBody(boundary);
        setType(h, "multipart/form-data; boundary=" + boundary);
      } else {
        b = urlencoded().getBytes(StandardCharsets.US_ASCII);
        setType(h, FORM);
      }
    }
    return new Wire(method, path, rawQuery(), h, b, chunked);
  }

  /**
   * The same request sent to a redirect's {@code location}: a GET without body, except 307 and 308.
   */
  TestRequest redirectedTo(String location, int status) {
    boolean keep = status == 307 || status == 308;
    TestRequest next = new TestRequest(web, keep ? method : "GET", location);
    for (String[] header : headers) {
      String name = header[0].toLowerCase(Locale.ROOT);
      if (keep || !(name.equals("content-type") || name.equals("content-length"))) {
        next.headers.add(header.clone());
      }
    }
    if (keep) {
      next.body = body;
      next.fields.addAll(fields);
      next.multipart = multipart;
      next.chunked = chunked;
    }
    return next;
  }

  private static void setType(List<String[]> headers, String type) {
    for (String[] h : headers) {
      if (h[0].equalsIgnoreCase("Content-Type")) {
        return; // the test set its own
      }
    }
    headers.add(new String[] {"Content-Type", type});
  }

  private String urlencoded() {
    StringBuilder sb = new StringBuilder();
    for (Field f : fields) {
      if (sb.length() > 0) {
        sb.append('&');
      }
      sb.append(URLEncoder.encode(f.name, StandardCharsets.UTF_8))
          .append('=')
          .append(URLEncoder.encode(f.value, StandardCharsets.UTF_8));
    }
    return sb.toString();
  }

  private byte[] multipartBody(String boundary) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (Field f : fields) {
      StringBuilder head = new StringBuilder();
      head.append("--").append(boundary).append("\r\n");
      head.append("Content-Disposition: form-data; name=\"").append(quoted(f.name)).append('"');
      if (f.fileName != null) {
        head.append("; filename=\"").append(quoted(f.fileName)).append('"');
        head.append("\r\nContent-Type: ")
            .append(f.type == null ? "application/octet-stream" : f.type);
      }
      head.append("\r\n\r\n");
      out.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
      out.writeBytes(f.fileName != null ? f.content : f.value.getBytes(StandardCharsets.UTF_8));
      out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
    }
    out.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
    return out.toByteArray();
  }

  /** A name in a multipart header: quotes and line breaks escaped as browsers do. */
  private static String quoted(String s) {
    return s.replace("\"", "%22").replace("\r", "%0D").replace("\n", "%0A");
  }

  /** The query string, or {@code null}. */
  String rawQuery() {
    return query.length() == 0 ? null : query.toString();
  }
}
