package dev.silk.web.spi;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * One request and its response as a transport sees them: the bytes and fields Silk reads and the
 * calls it makes to answer.
 *
 * <p>Applications never use this type. It exists so that every transport drives the same {@link
 * Dispatcher}: the Jetty servlet implements it over the servlet API, {@code WebTest} over memory,
 * and a test of Silk itself could implement it over anything. The dispatcher calls the response
 * methods in order: {@link #status}, {@link #addHeader} (any number), {@link #contentLength} (at
 * most once), {@link #output} (at most once).
 */
public interface Exchange {
  /** The request method as sent, such as {@code GET}. */
  String method();

  /** The request path as sent, still percent-encoded, without the query string. */
  String rawPath();

  /**
   * The query string as sent, still percent-encoded, without the {@code ?}; {@code null} if none.
   */
  String rawQuery();

  /** The first value of a request header, found case-insensitively; {@code null} if absent. */
  String header(String name);

  /** Every value of a request header, in order; empty if absent. */
  List<String> headers(String name);

  /** The names of the request headers. */
  List<String> headerNames();

  /** The request body's declared length, or -1 when unknown (chunked). */
  long contentLength();

  /** The request body; read at most once. */
  InputStream body() throws IOException;

  /** The client's IP address. */
  String remoteAddress();

  /** Sets the response status. */
  void status(int status);

  /** Adds a response header (a repeated name adds another line). */
  void addHeader(String name, String value);

  /** Sets the response body's length. */
  void contentLength(long length);

  /** The response body stream; headers are committed on first write. */
  OutputStream output() throws IOException;

  /**
   * The container's session for this request, creating one if {@code create}; {@code null} when
   * there is none, or when the transport has no sessions (the default).
   */
  default ContainerSession session(boolean create) {
    return null;
  }

  /**
   * Whether the request came over HTTPS (as the container sees it: behind a proxy, from its {@code
   * X-Forwarded-Proto} when the app trusts it). Cookies of such a response are sent {@code Secure}.
   */
  default boolean secure() {
    return false;
  }

  /** The protocol of the request line, such as {@code HTTP/1.1}, as the access log writes it. */
  default String protocol() {
    return "HTTP/1.1";
  }

  /**
   * Hands the connection to another protocol, with the status and headers set so far, and returns
   * once the switch is done; {@code false} when this transport has no connection to hand over (the
   * default: a test in memory) or {@code upgrade} refused the request, with nothing sent.
   */
  default boolean upgrade(ProtocolUpgrade upgrade) throws IOException {
    return false;
  }
}
