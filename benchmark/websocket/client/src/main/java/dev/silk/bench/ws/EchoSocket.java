package dev.silk.bench.ws;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.SplittableRandom;

/**
 * One client connection of the echo, speaking just enough RFC 6455 for it: the opening handshake
 * (checked, {@code Sec-WebSocket-Accept} included), masked text frames out, unmasked frames in.
 *
 * <p>The load client is the other half of every measurement, so it is kept cheap: one direct buffer
 * each way, no allocation per message, the echo compared byte for byte with what was sent. The
 * JDK's own client, which {@link EchoLoad} uses to check each server first, costs as much CPU per
 * message as the servers do, and would have been the ceiling.
 */
final class EchoSocket {
  private static final String ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

  final SocketChannel channel;
  private final ByteBuffer payload;
  private final ByteBuffer out;
  private final ByteBuffer in = ByteBuffer.allocateDirect(4096);
  private final SplittableRandom random;

  /** When the message in flight was sent ({@link System#nanoTime}), or -1 when none is. */
  long sentAt = -1;

  private EchoSocket(SocketChannel channel, byte[] message, SplittableRandom random) {
    if (message.length > 125) {
      throw new IllegalArgumentException("the echo client sends messages of at most 125 bytes");
    }
    this.channel = channel;
    this.payload = ByteBuffer.allocateDirect(message.length).put(message).flip();
    this.out = ByteBuffer.allocateDirect(6 + message.length);
    this.random = random;
  }

  /** Connects to {@code uri} and completes the opening handshake, blocking. */
  static EchoSocket open(URI uri, byte[] message, SplittableRandom random) throws IOException {
    SocketChannel channel = SocketChannel.open();
    try {
      channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
      channel.connect(new InetSocketAddress(uri.getHost(), uri.getPort()));
      EchoSocket socket = new EchoSocket(channel, message, random.split());
      socket.handshake(uri);
      channel.configureBlocking(false);
      return socket;
    } catch (IOException | RuntimeException e) {
      channel.close();
      throw e;
    }
  }

  private void handshake(URI uri) throws IOException {
    byte[] nonce = new byte[16];
    random.nextBytes(nonce);
    String key = Base64.getEncoder().encodeToString(nonce);
    String request =
        "GET "
            + uri.getRawPath()
            + " HTTP/1.1\r\nHost: "
            + uri.getHost()
            + ":"
            + uri.getPort()
            + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
            + key
            + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    ByteBuffer bytes = ByteBuffer.wrap(request.getBytes(StandardCharsets.US_ASCII));
    while (bytes.hasRemaining()) {
      channel.write(bytes);
    }
    StringBuilder head = new StringBuilder();
    ByteBuffer one = ByteBuffer.allocate(1);
    // Byte by byte up to the blank line, so no frame byte is taken with the head.
    while (head.length() < 4 || !head.substring(head.length() - 4).equals("\r\n\r\n")) {
      one.clear();
      if (channel.read(one) < 0) {
        throw new IOException("the server closed the connection during the handshake: " + head);
      }
      head.append((char) one.get(0));
      if (head.length() > 16 * 1024) {
        throw new IOException("the handshake answer is over 16 KiB");
      }
    }
    String answer = head.toString();
    if (!answer.startsWith("HTTP/1.1 101")) {
      throw new IOException("the server refused the WebSocket handshake: " + answer.strip());
    }
    String expected = accept(key);
    boolean accepted =
        answer
            .lines()
            .anyMatch(
                l ->
                    l.regionMatches(true, 0, "Sec-WebSocket-Accept:", 0, 21)
                        && l.substring(21).strip().equals(expected));
    if (!accepted) {
      throw new IOException("the handshake answer lacks Sec-WebSocket-Accept " + expected);
    }
  }

  private static String accept(String key) {
    try {
      byte[] sha1 =
          MessageDigest.getInstance("SHA-1")
              .digest((key + ACCEPT_GUID).getBytes(StandardCharsets.US_ASCII));
      return Base64.getEncoder().encodeToString(sha1);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Sends the message in one masked text frame, with a new mask as RFC 6455 asks. */
  void send(long now) throws IOException {
    int mask = random.nextInt();
    out.clear();
    out.put((byte) 0x81).put((byte) (0x80 | payload.remaining())).putInt(mask);
    for (int i = 0; i < payload.remaining(); i++) {
      out.put((byte) (payload.get(i) ^ (mask >>> (8 * (3 - (i & 3))))));
    }
    out.flip();
    while (out.hasRemaining()) {
      // Six bytes of header and a short payload always fit an idle socket's send buffer.
      channel.write(out);
    }
    sentAt = now;
  }

  /**
   * Reads what arrived; returns true once the whole echo is in and equals the message sent.
   *
   * @throws IOException if the connection closed or the echo differs
   */
  boolean read() throws IOException {
    if (channel.read(in) < 0) {
      throw new IOException("the server closed the connection");
    }
    if (in.position() < 2) {
      return false;
    }
    int b0 = in.get(0) & 0xFF;
    int b1 = in.get(1) & 0xFF;
    if ((b1 & 0x80) != 0) {
      throw new IOException("the server masked a frame");
    }
    int length = b1 & 0x7F;
    int header = 2;
    if (length == 126) {
      if (in.position() < 4) {
        return false;
      }
      length = in.getShort(2) & 0xFFFF;
      header = 4;
    } else if (length == 127) {
      throw new IOException("an echo frame of over 64 KiB");
    }
    if (in.position() < header + length) {
      return false;
    }
    if (b0 != 0x81) {
      throw new IOException(
          "expected one final text frame, got opcode " + (b0 & 0x0F) + " fin " + (b0 >> 7));
    }
    if (!in.slice(header, length).equals(payload)) {
      byte[] got = new byte[length];
      in.get(header, got);
      throw new IOException(
          "the echo differs from the message sent: " + new String(got, StandardCharsets.UTF_8));
    }
    if (in.position() > header + length) {
      throw new IOException("more than the echo arrived with one message in flight");
    }
    in.clear();
    return true;
  }

  void close() {
    try {
      channel.close();
    } catch (IOException e) {
      // Closing at the end of a run: nothing to do about it.
    }
  }
}
