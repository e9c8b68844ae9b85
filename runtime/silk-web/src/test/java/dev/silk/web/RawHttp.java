package dev.silk.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A bare HTTP/1.1 client over a socket, for tests that must send exactly the bytes they mean
 * (encoded dots, backslashes, NUL) and read exactly what comes back (compressed bodies, no body on
 * HEAD).
 */
final class RawHttp {
  final int status;
  final Map<String, String> headers;
  final byte[] body;

  private RawHttp(int status, Map<String, String> headers, byte[] body) {
    this.status = status;
    this.headers = headers;
    this.body = body;
  }

  String header(String name) {
    return headers.get(name.toLowerCase(Locale.ROOT));
  }

  String text() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /** Sends a request without a body; {@code extraHeaders} are "Name: value" lines. */
  static RawHttp send(int port, String method, String target, String... extraHeaders)
      throws IOException {
    StringBuilder req = new StringBuilder();
    req.append(method).append(' ').append(target).append(" HTTP/1.1\r\n");
    req.append("Host: localhost\r\nConnection: close\r\n");
    for (String h : extraHeaders) {
      req.append(h).append("\r\n");
    }
    req.append("\r\n");
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(req.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      return read(socket.getInputStream(), method.equals("HEAD"));
    }
  }

  /** Reads one response: status line, headers, then a body by length, chunks or to the end. */
  static RawHttp read(InputStream in, boolean head) throws IOException {
    String statusLine = line(in);
    int status = Integer.parseInt(statusLine.split(" ")[1]);
    Map<String, String> headers = new LinkedHashMap<>();
    for (String l = line(in); !l.isEmpty(); l = line(in)) {
      int colon = l.indexOf(':');
      String name = l.substring(0, colon).trim().toLowerCase(Locale.ROOT);
      String value = l.substring(colon + 1).trim();
      headers.merge(name, value, (a, b) -> a + ", " + b);
    }
    byte[] body;
    if (head || status == 304 || status == 204) {
      body = new byte[0];
    } else if (headers.containsKey("content-length")) {
      body = in.readNBytes(Integer.parseInt(headers.get("content-length")));
    } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      while (true) {
        int size = Integer.parseInt(line(in).trim(), 16);
        if (size == 0) {
          line(in);
          break;
        }
        b.write(in.readNBytes(size));
        line(in);
      }
      body = b.toByteArray();
    } else {
      body = in.readAllBytes();
    }
    return new RawHttp(status, headers, body);
  }

  private static String line(InputStream in) throws IOException {
    StringBuilder b = new StringBuilder();
    int c;
    while ((c = in.read()) >= 0 && c != '\n') {
      if (c != '\r') {
        b.append((char) c);
      }
    }
    return b.toString();
  }
}
