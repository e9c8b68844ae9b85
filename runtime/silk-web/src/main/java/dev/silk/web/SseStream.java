package dev.silk.web;

import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The open event stream a {@link ServerSentEvents} source writes to, in the {@code
 * text/event-stream} format: each send is one event, written and flushed at once.
 *
 * <p>Data with line breaks becomes several {@code data:} lines (the browser joins them with {@code
 * \n}); event names and ids may not contain line breaks. Comments ({@link #comment}) are ignored by
 * browsers and make good heartbeats: they are how a server notices a client that went away without
 * closing.
 *
 * <pre>{@code
 * String resumeAfter = sse.lastEventId();   // null on the first connection
 * sse.send("update", "{\"n\":1}", "1");
 * sse.comment("keep-alive");
 * }</pre>
 */
public final class SseStream {
  static final ResponseHeaders HEADERS =
      ResponseHeaders.NONE
          .with("Content-Type", "text/event-stream; charset=utf-8")
          .with("Cache-Control", "no-cache")
          // Tells nginx-style proxies not to buffer the stream.
          .with("X-Accel-Buffering", "no");

  private final OutputStream out;
  private final String lastEventId;
  private boolean open = true;

  SseStream(OutputStream out, String lastEventId) {
    this.out = out;
    this.lastEventId = lastEventId;
  }

  /** Runs a source over an exchange whose headers are written; a client going away is no error. */
  static void run(ServerSentEvents source, Exchange exchange) throws IOException {
    SseStream sse = new SseStream(exchange.output(), exchange.header("Last-Event-ID"));
    try {
      source.stream(sse);
    } catch (IOException e) {
      if (sse.open) {
        throw e;
      }
      // The client closed the connection: the stream simply ends.
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IOException("the event source failed", e);
    }
    try {
      sse.out.flush();
    } catch (IOException clientGone) {
      // The source is done; a client that left meanwhile misses nothing it could still read.
      sse.open = false;
    }
  }

  /**
   * The {@code Last-Event-ID} the browser sent when reconnecting (the id of the last event it got),
   * or {@code null} on a first connection.
   */
  public String lastEventId() {
    return lastEventId;
  }

  /** Whether the client is still there, as far as the last write could tell. */
  public boolean isOpen() {
    return open;
  }

  /** Sends an unnamed event (a browser's {@code onmessage}). */
  public SseStream send(String data) throws IOException {
    return send(null, data, null);
  }

  /** Sends a named event (a browser's {@code addEventListener(event, ...)}). */
  public SseStream send(String event, String data) throws IOException {
    return send(event, data, null);
  }

  /**
   * Sends an event with a name and an id; either may be {@code null}. The id comes back as {@link
   * #lastEventId()} when the browser reconnects.
   */
  public SseStream send(String event, String data, String id) throws IOException {
    StringBuilder text = new StringBuilder(data == null ? 32 : data.length() + 32);
    if (event != null) {
      text.append("event: ").append(field("event name", event)).append('\n');
    }
    if (id != null) {
      text.append("id: ").append(field("event id", id)).append('\n');
    }
    appendData(text, data == null ? "" : data);
    text.append('\n');
    write(text.toString());
    return this;
  }

  /** Tells the browser how long to wait before reconnecting after the stream ends. */
  public SseStream retry(Duration delay) throws IOException {
    write("retry: " + delay.toMillis() + "\n\n");
    return this;
  }

  /** Sends a comment: ignored by browsers, useful as a heartbeat that detects a closed client. */
  public SseStream comment(String text) throws IOException {
    StringBuilder b = new StringBuilder(text.length() + 4);
    int start = 0;
    // A comment with line breaks is several comment lines; a bare line would be a field.
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
        b.append(": ").append(text, start, i).append('\n');
        if (i + 1 < text.length() && text.charAt(i) == '\r' && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    write(b.append('\n').toString());
    return this;
  }

  private static void appendData(StringBuilder text, String data) {
    int start = 0;
    int n = data.length();
    for (int i = 0; i <= n; i++) {
      char c = i == n ? '\n' : data.charAt(i);
      if (c == '\n' || c == '\r') {
        text.append("data: ").append(data, start, i).append('\n');
        if (c == '\r' && i + 1 < n && data.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
  }

  private static String field(String what, String value) {
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(what + " may not contain a line break: " + value);
    }
    return value;
  }

  private void write(String text) throws IOException {
    if (!open) {
      throw new IOException("the client has closed the event stream");
    }
    try {
      out.write(text.getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      open = false;
      throw e;
    }
  }
}
