package dev.silk.web;

import dev.silk.web.spi.Dispatcher;
import dev.silk.web.spi.Exchange;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An {@link Exchange} over memory for silk-web's own tests, so a request reaches the {@link
 * Dispatcher} exactly as written, with no container in between to reject or normalise it.
 */
final class MemoryExchange implements Exchange {
  private final String method;
  private final String path;
  private final String query;
  private final Map<String, List<String>> requestHeaders = new LinkedHashMap<>();
  private final byte[] requestBody;
  int status;
  final Map<String, List<String>> responseHeaders = new LinkedHashMap<>();
  final ByteArrayOutputStream body = new ByteArrayOutputStream();

  MemoryExchange(String method, String target, byte[] requestBody, String... headers) {
    this.method = method;
    int q = target.indexOf('?');
    this.path = q < 0 ? target : target.substring(0, q);
    this.query = q < 0 ? null : target.substring(q + 1);
    this.requestBody = requestBody == null ? new byte[0] : requestBody;
    for (String h : headers) {
      int colon = h.indexOf(':');
      requestHeaders
          .computeIfAbsent(
              h.substring(0, colon).trim().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
          .add(h.substring(colon + 1).trim());
    }
  }

  /** Dispatches a request through {@code dispatcher} and returns the exchange to read. */
  static MemoryExchange send(Dispatcher dispatcher, String method, String target, String... headers)
      throws Exception {
    MemoryExchange exchange = new MemoryExchange(method, target, null, headers);
    dispatcher.dispatch(exchange);
    return exchange;
  }

  String header(String name, boolean response) {
    List<String> v = responseHeaders.get(name.toLowerCase(Locale.ROOT));
    return v == null ? null : v.get(0);
  }

  String text() {
    return body.toString(StandardCharsets.UTF_8);
  }

  @Override
  public String method() {
    return method;
  }

  @Override
  public String rawPath() {
    return path;
  }

  @Override
  public String rawQuery() {
    return query;
  }

  @Override
  public String header(String name) {
    List<String> v = requestHeaders.get(name.toLowerCase(Locale.ROOT));
    return v == null ? null : v.get(0);
  }

  @Override
  public List<String> headers(String name) {
    return requestHeaders.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
  }

  @Override
  public List<String> headerNames() {
    return new ArrayList<>(requestHeaders.keySet());
  }

  @Override
  public long contentLength() {
    return requestBody.length;
  }

  @Override
  public InputStream body() {
    return new ByteArrayInputStream(requestBody);
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

  @Override
  public void contentLength(long length) {
    addHeader("Content-Length", Long.toString(length));
  }

  @Override
  public OutputStream output() {
    return body;
  }
}
