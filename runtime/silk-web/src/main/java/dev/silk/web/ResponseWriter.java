package dev.silk.web;

import dev.silk.json.JsonOutput;
import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes a {@link WebResponse} to an {@link Exchange}, once every filter has answered.
 *
 * <p>In-memory bodies are turned into bytes before the status goes out, so their length is known
 * ({@code Content-Length}, never chunked) and a failure while producing them can still become a
 * clean 500. {@code HEAD} gets the same headers and length and no body bytes.
 */
final class ResponseWriter {
  private ResponseWriter() {}

  /** The body writer failed after the headers were sent; the container must cut the connection. */
  static final class BodyFailedException extends IOException {
    private static final long serialVersionUID = 1L;

    BodyFailedException(Exception cause) {
      super("writing the response body failed", cause);
    }
  }

  /**
   * An in-memory body could not be produced (a JSON codec threw) before anything was sent, so the
   * dispatcher can still answer with a 500 instead.
   */
  static final class UnwrittenException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UnwrittenException(RuntimeException cause) {
      super(cause.getMessage(), cause, false, false);
    }

    @Override
    public synchronized RuntimeException getCause() {
      return (RuntimeException) super.getCause();
    }
  }

  /**
   * Writes the response and returns the body bytes sent: 0 for HEAD, -1 when a stream of unknown
   * length was sent. The switch is an expression, so a new {@link Body.Kind} does not compile until
   * it is written here.
   */
  static long write(Exchange exchange, WebResponse response, boolean head, boolean threadBuffers)
      throws IOException {
    Body body = response.body();
    return switch (body.kind()) {
      case EMPTY -> sendEmpty(exchange, response);
      case TEXT ->
          sendBytes(
              exchange, response, ((Body.Text) body).text().getBytes(StandardCharsets.UTF_8), head);
      case BYTES -> sendBytes(exchange, response, ((Body.Bytes) body).bytes(), head);
      case JSON -> sendJson(exchange, response, (Body.Json<?>) body, head, threadBuffers);
      case STREAM -> sendStream(exchange, response, (Body.Stream) body, head);
      case EVENTS -> sendEvents(exchange, response, (Body.Events) body, head);
      case UPGRADE -> sendUpgrade(exchange, response, (Body.Upgrade) body);
      case TEMPLATE ->
          // The dispatcher renders templates into text before anything is written.
          throw new IllegalStateException("an unrendered template reached the writer");
    };
  }

  private static long sendEmpty(Exchange exchange, WebResponse response) {
    head(exchange, response);
    if (hasLength(response.status())) {
      exchange.contentLength(0);
    }
    return 0;
  }

  private static long sendBytes(Exchange exchange, WebResponse response, byte[] bytes, boolean head)
      throws IOException {
    head(exchange, response);
    exchange.contentLength(bytes.length);
    if (!head && bytes.length > 0) {
      exchange.output().write(bytes);
    }
    return head ? 0 : bytes.length;
  }

  /**
   * Writes the document into the thread's buffer, then sends it from there with its length. The
   * buffer goes back in {@code finally} on every path (HEAD, a failed write, a failing codec)
   * unless it grew past the keep limit.
   */
  private static long sendJson(
      Exchange exchange,
      WebResponse response,
      Body.Json<?> body,
      boolean head,
      boolean threadBuffers)
      throws IOException {
    JsonBuffers.Slot slot = JsonBuffers.slot(threadBuffers);
    JsonOutput out = slot.take();
    boolean small = false;
    try {
      byte[] buffer;
      try {
        body.writeTo(out);
        buffer = out.buffer();
      } catch (RuntimeException e) {
        throw new UnwrittenException(e);
      }
      int size = out.size();
      small = buffer.length <= JsonBuffers.KEEP_LIMIT;
      head(exchange, response);
      exchange.contentLength(size);
      if (!head) {
        exchange.output().write(buffer, 0, size);
      }
      return head ? 0 : size;
    } finally {
      // After a failed codec the capacity is unknown; the size bounds it within a doubling.
      slot.give(out, small || out.size() <= JsonBuffers.KEEP_LIMIT / 2);
    }
  }

  private static long sendStream(
      Exchange exchange, WebResponse response, Body.Stream body, boolean head) throws IOException {
    head(exchange, response);
    if (body.length() >= 0) {
      exchange.contentLength(body.length());
    }
    if (head) {
      if (body.length() < 0) {
        unknownLength(exchange);
      }
      return 0;
    }
    OutputStream out = exchange.output();
    try {
      body.writer().writeTo(out);
      out.flush();
    } catch (IOException | RuntimeException e) {
      throw new BodyFailedException(e);
    }
    return body.length();
  }

  private static long sendEvents(
      Exchange exchange, WebResponse response, Body.Events body, boolean head) throws IOException {
    head(exchange, response);
    if (head) {
      unknownLength(exchange);
    } else {
      try {
        SseStream.run(body.source(), exchange);
      } catch (IOException | RuntimeException e) {
        throw new BodyFailedException(e);
      }
    }
    return head ? 0 : -1;
  }

  /**
   * The transport switches protocols, sending the {@code 101} with the headers filters added. One
   * that cannot (a test in memory) gets a 501 that says where upgrades work; one the protocol
   * refused after its own checks a 400.
   */
  private static long sendUpgrade(Exchange exchange, WebResponse response, Body.Upgrade body)
      throws IOException {
    for (int i = 0; i < response.headerList().names.length; i++) {
      exchange.addHeader(response.headerList().names[i], response.headerList().values[i]);
    }
    if (exchange.upgrade(body.protocol())) {
      return 0;
    }
    byte[] text =
        ("this connection cannot switch protocols: upgrades (WebSocket) need a real server,"
                + " such as WebTest.serve(app) in a test")
            .getBytes(StandardCharsets.UTF_8);
    exchange.status(501);
    exchange.addHeader("Content-Type", WebResponse.TEXT_TYPE);
    exchange.contentLength(text.length);
    exchange.output().write(text);
    return text.length;
  }

  /**
   * A HEAD answer for a body whose length a GET would not know: the headers go out now, without a
   * length, as the GET's do. Left alone, a container that saw no bytes written would declare {@code
   * Content-Length: 0}, which a GET of the same resource does not say.
   */
  private static void unknownLength(Exchange exchange) throws IOException {
    exchange.output().flush();
  }

  /** Status, headers and cookies. */
  private static void head(Exchange exchange, WebResponse response) {
    exchange.status(response.status());
    ResponseHeaders headers = response.headerList();
    String[] names = headers.names;
    String[] values = headers.values;
    for (int i = 0; i < names.length; i++) {
      exchange.addHeader(names[i], values[i]);
    }
    boolean secure = exchange.secure();
    for (Cookie cookie : response.cookieArray()) {
      // A cookie set over HTTPS is Secure, so that no later plain-HTTP request can carry it.
      exchange.addHeader(
          "Set-Cookie",
          secure && !cookie.secure()
              ? cookie.withSecure(true).headerValue()
              : cookie.headerValue());
    }
  }

  /** 1xx, 204 and 304 answers never carry a body length. */
  private static boolean hasLength(int status) {
    return status >= 200 && status != 204 && status != 304;
  }
}
