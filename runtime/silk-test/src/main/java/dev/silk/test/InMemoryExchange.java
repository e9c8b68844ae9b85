package dev.silk.test;

import dev.silk.web.spi.ContainerSession;
import dev.silk.web.spi.Exchange;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An {@link Exchange} over memory, checking what a real server would: a declared {@code
 * Content-Length} must match the bytes written, and a {@code HEAD} answer has no body.
 */
final class InMemoryExchange implements Exchange {
  private static final byte[] NONE = new byte[0];
  private static final DateTimeFormatter DATE =
      DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US);

  private final Wire request;
  private final MemorySessions sessions;
  private ContainerSession session;
  private final Map<String, List<String>> requestHeaders = new LinkedHashMap<>();
  private final List<String> requestHeaderNames = new ArrayList<>();

  private int status = 200;
  private final Map<String, List<String>> responseHeaders = new LinkedHashMap<>();
  private long contentLength = -1;
  private ByteArrayOutputStream output;

  InMemoryExchange(Wire request, MemorySessions sessions) {
    this.request = request;
    this.sessions = sessions;
    for (String[] h : request.headers()) {
      String key = h[0].toLowerCase(Locale.ROOT);
      if (!requestHeaders.containsKey(key)) {
        requestHeaderNames.add(h[0]);
      }
      requestHeaders.computeIfAbsent(key, k -> new ArrayList<>()).add(h[1]);
    }
  }

  @Override
  public String method() {
    return request.method();
  }

  @Override
  public String rawPath() {
    return request.path();
  }

  @Override
  public String rawQuery() {
    return request.rawQuery();
  }

  @Override
  public String header(String name) {
    List<String> values = requestHeaders.get(name.toLowerCase(Locale.ROOT));
    return values == null ? null : values.get(0);
  }

  @Override
  public List<String> headers(String name) {
    List<String> values = requestHeaders.get(name.toLowerCase(Locale.ROOT));
    return values == null ? List.of() : Collections.unmodifiableList(values);
  }

  @Override
  public List<String> headerNames() {
    return Collections.unmodifiableList(requestHeaderNames);
  }

  @Override
  public long contentLength() {
    if (request.body() == null) {
      return request.chunked() ? -1 : 0;
    }
    return request.chunked() ? -1 : request.body().length;
  }

  @Override
  public InputStream body() {
    return new ByteArrayInputStream(request.body() == null ? NONE : request.body());
  }

  @Override
  public String remoteAddress() {
    return "127.0.0.1";
  }

  @Override
  public void status(int newStatus) {
    status = newStatus;
  }

  @Override
  public void addHeader(String name, String value) {
    responseHeaders
        .computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ArrayList<>())
        .add(value);
  }

  /**
   * Replaces the response header {@code name} whose value starts with {@code prefix}, or adds it: a
   * rotated session's cookie replaces the one its creation set, as one {@code Set-Cookie} per
   * cookie is what Jetty sends.
   */
  void replaceHeader(String name, String prefix, String value) {
    List<String> values =
        responseHeaders.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ArrayList<>());
    values.removeIf(v -> v.startsWith(prefix));
    values.add(value);
  }

  @Override
  public void contentLength(long length) {
    contentLength = length;
    addHeader("Content-Length", Long.toString(length));
  }

  @Override
  public ContainerSession session(boolean create) {
    // Like a container, a session made during this request is this request's from then on.
    if (session == null || !sessions.isLive(session)) {
      session = sessions.find(headers("Cookie"), create, this);
    }
    return session;
  }

  @Override
  public OutputStream output() {
    if (output == null) {
      output = new ByteArrayOutputStream();
    }
    return output;
  }

  TestResponse response() {
    byte[] body = output == null ? NONE : output.toByteArray();
    if (request.method().equals("HEAD") && body.length > 0) {
      throw new IllegalStateException("a HEAD response wrote " + body.length + " body bytes");
    }
    if (!request.method().equals("HEAD") && contentLength >= 0 && contentLength != body.length) {
      throw new IllegalStateException(
          "Content-Length was " + contentLength + " but the body has " + body.length + " bytes");
    }
    // What Jetty adds on the wire, so that a test sees the headers a client would.
    addHeader("Date", DATE.format(ZonedDateTime.now(ZoneOffset.UTC)));
    if (contentLength < 0 && status >= 200 && status != 204 && status != 304) {
      addHeader("Transfer-Encoding", "chunked");
    }
    return new TestResponse(status, Collections.unmodifiableMap(responseHeaders), body);
  }
}
