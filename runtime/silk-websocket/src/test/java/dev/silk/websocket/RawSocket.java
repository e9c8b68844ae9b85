package dev.silk.websocket;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A WebSocket client written byte by byte, for what a well-behaved client library will not send:
 * text that is not UTF-8, a frame header announcing a huge payload, a client that never reads.
 */
final class RawSocket implements AutoCloseable {
  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  RawSocket(int port, String path) throws IOException {
    socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(5000);
    in = socket.getInputStream();
    out = socket.getOutputStream();
    String key =
        Base64.getEncoder().encodeToString("sixteen byte key".getBytes(StandardCharsets.US_ASCII));
    out.write(
        ("GET "
                + path
                + " HTTP/1.1\r\nHost: 127.0.0.1:"
                + port
                + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
                + key
                + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String head = readHead();
    if (!head.startsWith("HTTP/1.1 101")) {
      throw new IOException("no upgrade: " + head);
    }
  }

  /** Sends one masked frame (mask of zeros, so the payload goes as it is) with fin set. */
  void frame(int opcode, byte[] payload) throws IOException {
    frameHeader(opcode, payload.length);
    out.write(payload);
    out.flush();
  }

  /** Sends only a masked frame's header, announcing {@code length} payload bytes. */
  void frameHeader(int opcode, long length) throws IOException {
    ByteArrayOutputStream header = new ByteArrayOutputStream();
    header.write(0x80 | opcode);
    if (length < 126) {
      header.write(0x80 | (int) length);
    } else if (length < 65536) {
      header.write(0x80 | 126);
      header.write((int) (length >> 8));
      header.write((int) length);
    } else {
      header.write(0x80 | 127);
      for (int shift = 56; shift >= 0; shift -= 8) {
        header.write((int) (length >> shift));
      }
    }
    header.write(new byte[4]);
    out.write(header.toByteArray());
    out.flush();
  }

  /** Reads frames until a close frame and returns its code, or -1 if the connection ends first. */
  int closeCode() throws IOException {
    while (true) {
      int b0 = in.read();
      if (b0 < 0) {
        return -1;
      }
      int b1 = in.read();
      long length = b1 & 0x7F;
      if (length == 126) {
        length = (in.read() << 8) | in.read();
      } else if (length == 127) {
        length = 0;
        for (int i = 0; i < 8; i++) {
          length = (length << 8) | in.read();
        }
      }
      byte[] payload = in.readNBytes((int) length);
      if ((b0 & 0x0F) == 0x8) {
        return payload.length >= 2 ? ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF) : 1005;
      }
    }
  }

  private String readHead() throws IOException {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      head.append((char) b);
    }
    return head.toString();
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
