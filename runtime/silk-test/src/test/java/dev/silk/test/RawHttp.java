package dev.silk.test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Sends bytes no well-behaved client would send, such as a malformed escape in the target. */
final class RawHttp {
  private RawHttp() {}

  /** Sends {@code request} as is and returns everything the server answers until it closes. */
  static String exchange(int port, String request) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A GET of {@code target} that asks the server to close afterwards. */
  static String get(int port, String target) {
    return exchange(
        port, "GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  }
}
