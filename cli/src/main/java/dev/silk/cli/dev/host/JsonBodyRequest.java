package dev.silk.cli.dev.host;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A request whose JSON body the dev server read ahead for the shape log, replayed to the app byte
 * for byte.
 *
 * <p>Only {@code POST}, {@code PUT} and {@code PATCH} requests with a JSON content type are read
 * ahead, and at most {@link #LIMIT} bytes of them: a body that turns out larger (a chunked one,
 * whose length was not declared) is replayed from the bytes read so far and then from the
 * connection, and is not logged. A read that fails is replayed up to the failure, which the app
 * then meets itself.
 *
 * <pre>{@code
 * JsonBodyRequest read = JsonBodyRequest.readAhead(request);   // null: not a JSON body
 * servlet.service(read == null ? request : read, response);
 * byte[] body = read == null ? null : read.body();             // null: too large or unreadable
 * }</pre>
 */
final class JsonBodyRequest extends HttpServletRequestWrapper {
  /** The largest body that is logged: 1 MiB. */
  static final int LIMIT = 1024 * 1024;

  private final byte[] head;
  private final boolean whole;
  private final IOException failure;
  private ServletInputStream stream;
  private BufferedReader reader;

  private JsonBodyRequest(
      HttpServletRequest request, byte[] head, boolean whole, IOException failure) {
    super(request);
    this.head = head;
    this.whole = whole;
    this.failure = failure;
  }

  /**
   * Reads the body of {@code request} ahead when it is a JSON body that may be logged; {@code null}
   * (nothing read) otherwise.
   */
  static JsonBodyRequest readAhead(HttpServletRequest request) {
    if (!hasJsonBody(request) || request.getContentLengthLong() > LIMIT) {
      return null;
    }
    ServletInputStream in;
    try {
      in = request.getInputStream();
    } catch (IOException | IllegalStateException e) {
      return null;
    }
    long declared = request.getContentLengthLong();
    ByteArrayOutputStream read = new ByteArrayOutputStream(declared > 0 ? (int) declared : 8192);
    byte[] chunk = new byte[8192];
    boolean whole = false;
    IOException failure = null;
    try {
      while (read.size() <= LIMIT) {
        int n = in.read(chunk, 0, Math.min(chunk.length, LIMIT + 1 - read.size()));
        if (n < 0) {
          whole = true;
          break;
        }
        read.write(chunk, 0, n);
      }
    } catch (IOException e) {
      failure = e;
    }
    return new JsonBodyRequest(request, read.toByteArray(), whole, failure);
  }

  /** Whether the request sends a body in a JSON content type with a method that carries one. */
  static boolean hasJsonBody(HttpServletRequest request) {
    String method = request.getMethod();
    if (!method.equals("POST") && !method.equals("PUT") && !method.equals("PATCH")) {
      return false;
    }
    String type = request.getContentType();
    if (type == null) {
      return false;
    }
    int semicolon = type.indexOf(';');
    String media =
        (semicolon < 0 ? type : type.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    return media.equals("application/json") || (media.indexOf('/') > 0 && media.endsWith("+json"));
  }

  /** The whole body, or {@code null} when it was larger than {@link #LIMIT} or a read failed. */
  byte[] body() {
    return whole ? head : null;
  }

  @Override
  public ServletInputStream getInputStream() throws IOException {
    if (reader != null) {
      throw new IllegalStateException("getReader() was already called");
    }
    if (stream == null) {
      stream = new Replay(whole ? null : super.getInputStream());
    }
    return stream;
  }

  @Override
  public BufferedReader getReader() throws IOException {
    if (reader == null) {
      if (stream != null) {
        throw new IllegalStateException("getInputStream() was already called");
      }
      String encoding = getCharacterEncoding();
      Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
      reader =
          new BufferedReader(
              new InputStreamReader(new Replay(whole ? null : super.getInputStream()), charset));
    }
    return reader;
  }

  /** The bytes read ahead, then (for a body not read whole) the rest from the connection. */
  private final class Replay extends ServletInputStream {
    private final ServletInputStream rest;
    private int position;

    Replay(ServletInputStream rest) {
      this.rest = rest;
    }

    @Override
    public int read() throws IOException {
      if (position < head.length) {
        return head[position++] & 0xff;
      }
      return afterHead() ? rest.read() : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      if (position < head.length) {
        int n = Math.min(len, head.length - position);
        System.arraycopy(head, position, b, off, n);
        position += n;
        return n;
      }
      return afterHead() ? rest.read(b, off, len) : -1;
    }

    /** Whether reading goes on from the connection; throws the failure of the read ahead. */
    private boolean afterHead() throws IOException {
      if (failure != null) {
        throw failure;
      }
      return rest != null;
    }

    @Override
    public int available() throws IOException {
      return position < head.length ? head.length - position : rest == null ? 0 : rest.available();
    }

    @Override
    public boolean isFinished() {
      return position >= head.length && (rest == null || rest.isFinished());
    }

    @Override
    public boolean isReady() {
      return position < head.length || rest == null || rest.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
      if (rest != null) {
        rest.setReadListener(listener);
        return;
      }
      // Everything is in memory already: all of it is available now.
      try {
        listener.onDataAvailable();
        listener.onAllDataRead();
      } catch (IOException e) {
        listener.onError(e);
      }
    }
  }
}
