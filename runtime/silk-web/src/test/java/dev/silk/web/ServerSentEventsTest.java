package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class ServerSentEventsTest {
  @Test
  void eventsAreWrittenInTheEventStreamFormat() throws Exception {
    RunningApp running =
        App.create()
            .get(
                "/events",
                req ->
                    WebResponse.events(
                        sse -> {
                          sse.retry(Duration.ofSeconds(3));
                          sse.comment("hello");
                          sse.send("one");
                          sse.send("tick", "line1\nline2", "7");
                          sse.send("x", "a\r\nb\rc", null);
                          sse.send("last seen " + sse.lastEventId());
                        }))
            .port(0)
            .start();
    try {
      RawHttp r = RawHttp.send(running.port(), "GET", "/events", "Last-Event-ID: 41");
      assertEquals(200, r.status);
      assertEquals("text/event-stream;charset=utf-8", r.header("Content-Type").replace(" ", ""));
      assertEquals("no-cache", r.header("Cache-Control"));
      assertNull(r.header("Content-Length"));
      assertEquals(
          "retry: 3000\n\n"
              + ": hello\n\n"
              + "data: one\n\n"
              + "event: tick\nid: 7\ndata: line1\ndata: line2\n\n"
              + "event: x\ndata: a\ndata: b\ndata: c\n\n"
              + "data: last seen 41\n\n",
          r.text());
    } finally {
      running.stop();
    }
  }

  @Test
  void headNeverRunsTheSource() throws Exception {
    AtomicBoolean ran = new AtomicBoolean();
    RunningApp running =
        App.create()
            .get("/events", req -> WebResponse.events(sse -> ran.set(true)))
            .port(0)
            .start();
    try {
      RawHttp r = RawHttp.send(running.port(), "HEAD", "/events");
      assertEquals(200, r.status);
      assertFalse(ran.get());
    } finally {
      running.stop();
    }
  }

  @Test
  void namesAndIdsWithLineBreaksAreRefused() {
    SseStream sse = new SseStream(OutputStream.nullOutputStream(), null);
    assertThrows(IllegalArgumentException.class, () -> sse.send("a\nb", "x"));
    assertThrows(IllegalArgumentException.class, () -> sse.send("a", "x", "1\r2"));
  }

  @Test
  void aClientThatDisconnectsEndsTheStreamQuietly() throws Exception {
    Logger log = Logger.getLogger("dev.silk.web");
    List<LogRecord> problems = new CopyOnWriteArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
              problems.add(record);
            }
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    log.addHandler(handler);
    CountDownLatch ended = new CountDownLatch(1);
    AtomicInteger sent = new AtomicInteger();
    RunningApp running =
        App.create()
            .get(
                "/feed",
                req ->
                    WebResponse.events(
                        sse -> {
                          try {
                            sse.send("first");
                            // Heartbeats until the client is gone; the failing send ends the loop.
                            while (sse.isOpen()) {
                              sse.comment("ping");
                              sent.incrementAndGet();
                              Thread.sleep(10);
                            }
                          } finally {
                            ended.countDown();
                          }
                        }))
            .port(0)
            .start();
    try {
      try (Socket socket = new Socket("127.0.0.1", running.port())) {
        OutputStream out = socket.getOutputStream();
        out.write("GET /feed HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        InputStream in = socket.getInputStream();
        String seen = "";
        byte[] buf = new byte[1024];
        while (!seen.contains("data: first")) {
          int n = in.read(buf);
          assertTrue(n > 0, "the stream ended before the first event");
          seen += new String(buf, 0, n, StandardCharsets.UTF_8);
        }
      }
      assertTrue(
          ended.await(10, TimeUnit.SECONDS), "the source kept running after the client left");
      Thread.sleep(200); // let anything the dispatcher would log arrive
      assertTrue(problems.isEmpty(), () -> "logged: " + problems.get(0).getMessage());
      assertTrue(sent.get() > 0);
    } finally {
      running.stop();
      log.removeHandler(handler);
    }
  }
}
