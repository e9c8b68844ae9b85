package dev.silk.web;

import dev.silk.web.spi.Exchange;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads a request body into one array, refusing bodies over the limit.
 *
 * <p>With a {@code Content-Length} the decision is made before a byte is read (413), and the array
 * is allocated at its exact size. Without one (chunked), the body is read in growing steps and
 * refused as soon as it passes the limit, so a client cannot make the server buffer more than the
 * limit plus one step.
 */
final class BodyReader {
  static final byte[] EMPTY = new byte[0];

  private BodyReader() {}

  static byte[] read(Exchange exchange, long limit) {
    long length = exchange.contentLength();
    if (length > limit) {
      throw tooLarge(limit);
    }
    if (length == 0) {
      return EMPTY;
    }
    try (InputStream in = exchange.body()) {
      if (length > 0) {
        byte[] body = new byte[(int) length];
        int n = in.readNBytes(body, 0, body.length);
        if (n < body.length) {
          throw new HttpException(400, "the request body ended before its Content-Length");
        }
        return body;
      }
      return readUnsized(in, limit);
    } catch (IOException e) {
      throw new HttpException(400, "the request body could not be read");
    }
  }

  private static byte[] readUnsized(InputStream in, long limit) throws IOException {
    byte[] buf = new byte[(int) Math.min(8192, limit + 1)];
    int size = 0;
    while (true) {
      if (size == buf.length) {
        if (size > limit) {
          throw tooLarge(limit);
        }
        buf = Arrays.copyOf(buf, (int) Math.min((long) buf.length * 2, limit + 1));
      }
      int n = in.read(buf, size, buf.length - size);
      if (n < 0) {
        break;
      }
      size += n;
    }
    if (size > limit) {
      throw tooLarge(limit);
    }
    return size == buf.length ? buf : Arrays.copyOf(buf, size);
  }

  /**
   * A 413 that closes the connection: the rest of the body is never read, so the connection cannot
   * carry another request, and {@code Connection: close} tells the client so before it tries.
   */
  static HttpException tooLarge(long limit) {
    return tooLarge("the request body is larger than the limit of " + limit + " bytes");
  }

  /** A 413 with its own message, closing the connection as {@link #tooLarge(long)} does. */
  static HttpException tooLarge(String message) {
    return new HttpException(413, message).withHeader("Connection", "close");
  }
}
