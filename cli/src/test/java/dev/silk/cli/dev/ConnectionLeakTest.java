package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A browser opens connections all the time: one per page load or asset, and a new event stream on
 * every reload while the old one is dropped. Across reloads, none of them may pin an old app or
 * stay counted as a listening browser (D295).
 */
@Tag("slow")
class ConnectionLeakTest {
  private static final int RELOADS = 30;
  private static final int CONNECTIONS_PER_RELOAD = 20;

  @TempDir Path dir;

  @Test
  void newConnectionsAndDroppedEventStreamsPinNoOldApp() throws Exception {
    TestProject.create(dir);
    RecordingListener listener = new RecordingListener();
    OldLoaders old = new OldLoaders();
    try (DevSession session =
        new DevSession(
            DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener)) {
      int port = session.start();
      for (int i = 0; i < RELOADS; i++) {
        old.add(session.currentLoader());
        // A page open in a browser: its event stream is connected when the reload happens, and
        // dropped by the browser's reload right after.
        try (Socket events = connect(port)) {
          send(events, "/_silk/events");
          readUntil(events.getInputStream(), "event: hello");
          session.rerun().join();
          readUntil(events.getInputStream(), "event: reload");
        }
        // Each request on a connection of its own, closed by the client as curl closes it.
        for (int j = 0; j < CONNECTIONS_PER_RELOAD; j++) {
          String answer = oneShot(port, j % 2 == 0 ? "/" : "/item");
          assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
        }
      }
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      assertEquals(RELOADS + 1, session.generation());

      // The dropped streams are found closed at the next write (a reload's event or the
      // heartbeat) and no longer counted.
      session.rerun().join();
      int listening = -1;
      for (int attempt = 0; attempt < 100 && listening != 0; attempt++) {
        String status = oneShot(port, "/_silk/status");
        listening = Integer.parseInt(status.replaceAll("(?s).*\"liveClients\":(\\d+).*", "$1"));
        if (listening != 0) {
          Thread.sleep(100);
        }
      }
      assertEquals(0, listening, "event streams the browsers dropped are still counted");

      assertEquals(
          List.of(),
          old.aliveBesides(session.currentLoader(), 20, 50),
          "old app class loaders still reachable after new connections");
    }
  }

  private static Socket connect(int port) throws IOException {
    Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout(30_000);
    return socket;
  }

  private static void send(Socket socket, String path) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(
        ("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  /**
   * One request on a new connection, read up to the end of its body, then the connection closed by
   * the client without a {@code Connection: close}: what {@code curl} does.
   */
  private static String oneShot(int port, String path) throws IOException {
    try (Socket socket = connect(port)) {
      send(socket, path);
      InputStream in = socket.getInputStream();
      String head = readUntil(in, "\r\n\r\n");
      int length =
          Integer.parseInt(head.replaceAll("(?is).*\r\ncontent-length:\\s*(\\d+).*", "$1").trim());
      byte[] body = in.readNBytes(length);
      return head + new String(body, StandardCharsets.UTF_8);
    }
  }

  /** Reads until {@code marker} has been read; returns what was read. */
  private static String readUntil(InputStream in, String marker) throws IOException {
    ByteArrayOutputStream read = new ByteArrayOutputStream();
    while (!read.toString(StandardCharsets.UTF_8).contains(marker)) {
      int b = in.read();
      if (b < 0) {
        throw new IOException("closed before '" + marker + "': " + read);
      }
      read.write(b);
    }
    return read.toString(StandardCharsets.UTF_8);
  }
}
