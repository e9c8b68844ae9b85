package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UploadsTest {
  static final String BOUNDARY = "----silkBoundary7MA4YWxkTrZu0gW";

  @TempDir Path dir;
  Path uploads;
  Path kept;
  RunningApp running;

  @BeforeEach
  void start() throws Exception {
    uploads = Files.createDirectories(dir.resolve("uploads"));
    kept = dir.resolve("kept.bin");
    Uploads limits = Uploads.limits(64 * 1024, 256 * 1024).directory(uploads);
    running =
        App.create()
            .post(
                "/upload",
                req -> {
                  Form form = req.form(limits);
                  StringBuilder b = new StringBuilder(form.value("title"));
                  for (UploadedFile f : form.files("doc")) {
                    b.append('|').append(f.fileName()).append(':').append(f.size());
                    b.append(':').append(f.contentType());
                    b.append(':')
                        .append(new String(f.bytes(), StandardCharsets.ISO_8859_1).hashCode());
                  }
                  b.append("|files on disk ").append(count(uploads));
                  UploadedFile keep = form.file("keep");
                  if (keep != null) {
                    keep.moveTo(kept);
                  }
                  return WebResponse.text(b.toString());
                })
            .post(
                "/form",
                req ->
                    WebResponse.text(
                        req.form().values("a")
                            + " "
                            + req.form().value("b")
                            + " "
                            + req.form().names()))
            .put("/form", req -> WebResponse.text(req.form().value("b", "none")))
            .get("/form", req -> WebResponse.text(req.form().names().toString()))
            .port(0)
            .start();
  }

  @AfterEach
  void stop() {
    running.stop();
  }

  static long count(Path d) throws Exception {
    try (Stream<Path> files = Files.list(d)) {
      return files.count();
    }
  }

  static byte[] bytes(int n, long seed) {
    byte[] b = new byte[n];
    new SplittableRandom(seed).nextBytes(b);
    return b;
  }

  static byte[] multipart(Object... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int i = 0; i < parts.length; i += 3) {
      String name = (String) parts[i];
      String fileName = (String) parts[i + 1];
      byte[] content =
          parts[i + 2] instanceof String
              ? ((String) parts[i + 2]).getBytes(StandardCharsets.UTF_8)
              : (byte[]) parts[i + 2];
      String head =
          "--"
              + BOUNDARY
              + "\r\nContent-Disposition: form-data; name=\""
              + name
              + "\""
              + (fileName == null ? "" : "; filename=\"" + fileName.replace("\"", "\\\"") + "\"")
              + "\r\n"
              + (fileName == null ? "" : "Content-Type: application/x-test\r\n")
              + "\r\n";
      out.writeBytes(head.getBytes(StandardCharsets.UTF_8));
      out.writeBytes(content);
      out.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
    }
    out.writeBytes(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return out.toByteArray();
  }

  /** Posts a body over a socket, chunked or with its length, and reads the response. */
  static RawHttp post(int port, String path, String type, byte[] body, boolean chunked)
      throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      String head =
          "POST "
              + path
              + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: "
              + type
              + "\r\n"
              + (chunked
                  ? "Transfer-Encoding: chunked\r\n"
                  : "Content-Length: " + body.length + "\r\n")
              + "\r\n";
      // The server may answer and close before everything is sent: keep writing in the
      // background and read what comes back.
      Thread writer =
          new Thread(
              () -> {
                try {
                  out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                  for (int at = 0; at < body.length; at += 8192) {
                    int n = Math.min(8192, body.length - at);
                    if (chunked) {
                      out.write(
                          (Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                    }
                    out.write(body, at, n);
                    if (chunked) {
                      out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                    }
                    out.flush();
                  }
                  if (chunked) {
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                  }
                  out.flush();
                } catch (Exception closedByServer) {
                  // expected when the server refuses mid-stream
                }
              });
      writer.start();
      RawHttp response = RawHttp.read(socket.getInputStream(), false);
      writer.join(10_000);
      return response;
    }
  }

  @Test
  void fieldsAndFilesArriveAndTheTemporaryFilesAreDeletedAfterTheResponse() throws Exception {
    byte[] one = bytes(50_000, 1);
    byte[] two = bytes(10, 2);
    byte[] body =
        multipart("title", null, "Hello ✓", "doc", "a.bin", one, "doc", "b \"2\".txt", two);
    for (boolean chunked : new boolean[] {false, true}) {
      RawHttp r =
          post(
              running.port(),
              "/upload",
              "multipart/form-data; boundary=" + BOUNDARY,
              body,
              chunked);
      assertEquals(200, r.status, r.text());
      String expected =
          "Hello ✓|a.bin:50000:application/x-test:"
              + new String(one, StandardCharsets.ISO_8859_1).hashCode()
              + "|b \"2\".txt:10:application/x-test:"
              + new String(two, StandardCharsets.ISO_8859_1).hashCode()
              + "|files on disk 2";
      assertEquals(expected, r.text());
      awaitEmpty(uploads);
    }
  }

  @Test
  void aMovedUploadOutlivesTheRequest() throws Exception {
    byte[] content = bytes(1000, 3);
    RawHttp r =
        post(
            running.port(),
            "/upload",
            "multipart/form-data; boundary=\"" + BOUNDARY + "\"",
            multipart("title", null, "t", "keep", "k.bin", content),
            false);
    assertEquals(200, r.status, r.text());
    assertArrayEquals(content, Files.readAllBytes(kept));
    awaitEmpty(uploads);
  }

  @Test
  void aFileOverItsLimitIsRefusedMidStreamWith413AndNothingIsLeft() throws Exception {
    byte[] body = multipart("title", null, "t", "doc", "big.bin", bytes(200_000, 4));
    RawHttp r =
        post(running.port(), "/upload", "multipart/form-data; boundary=" + BOUNDARY, body, true);
    assertEquals(413, r.status);
    assertTrue(r.text().contains("65536"), r.text());
    awaitEmpty(uploads);
  }

  @Test
  void aRequestOverTheTotalLimitIsRefusedMidStreamWith413() throws Exception {
    byte[] body =
        multipart(
            "title",
            null,
            "t",
            "doc",
            "1.bin",
            bytes(60_000, 5),
            "doc",
            "2.bin",
            bytes(60_000, 6),
            "doc",
            "3.bin",
            bytes(60_000, 7),
            "doc",
            "4.bin",
            bytes(60_000, 8),
            "doc",
            "5.bin",
            bytes(60_000, 9));
    RawHttp r =
        post(running.port(), "/upload", "multipart/form-data; boundary=" + BOUNDARY, body, true);
    assertEquals(413, r.status);
    awaitEmpty(uploads);
    RawHttp declared =
        post(running.port(), "/upload", "multipart/form-data; boundary=" + BOUNDARY, body, false);
    assertEquals(413, declared.status, "refused from Content-Length");
    awaitEmpty(uploads);
  }

  @Test
  void urlencodedFormsAreReadOnPostAndPutOnly() throws Exception {
    byte[] body = "a=1&b=x+y%21&a=2".getBytes(StandardCharsets.US_ASCII);
    String type = "application/x-www-form-urlencoded";
    assertEquals("[1, 2] x y! [a, b]", post(running.port(), "/form", type, body, false).text());
    assertEquals("[]", RawHttp.send(running.port(), "GET", "/form?a=1").text());
    assertEquals(
        "[] null []",
        post(running.port(), "/form", "text/plain", body, false).text(),
        "other content types are no form");
  }

  @Test
  void partsAreFoundWhateverWayTheBodyIsCutIntoReads() throws Exception {
    long seed = new SplittableRandom().nextLong();
    SplittableRandom random = new SplittableRandom(seed);
    byte[] file = bytes(40_000, seed);
    // Boundary-like bytes inside the content must not end the part.
    System.arraycopy(
        ("\r\n--" + BOUNDARY.substring(0, 10)).getBytes(StandardCharsets.US_ASCII),
        0,
        file,
        100,
        14);
    byte[] body = multipart("f", null, "v", "doc", "x.bin", file, "g", null, "");
    for (int round = 0; round < 20; round++) {
      int max = 1 + random.nextInt(round < 5 ? 3 : 5000);
      InputStream in =
          new ByteArrayInputStream(body) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
              return super.read(b, off, Math.min(len, 1 + random.nextInt(max)));
            }
          };
      Form form =
          new MultipartReader(in, BOUNDARY, Uploads.limits(100_000, 1_000_000).directory(dir), 1000)
              .read();
      try {
        assertEquals("v", form.value("f"), "seed " + seed);
        assertEquals("", form.value("g"), "seed " + seed);
        assertArrayEquals(file, form.file("doc").bytes(), "seed " + seed);
      } finally {
        form.deleteFiles();
      }
    }
  }

  @Test
  void aFormWithTooManyPartsIsRefusedAndLeavesNoFiles() throws Exception {
    Object[] parts = new Object[3 * 1001];
    for (int i = 0; i < 1001; i++) {
      parts[3 * i] = "doc";
      parts[3 * i + 1] = "f" + i;
      parts[3 * i + 2] = "x";
    }
    RawHttp r =
        post(
            running.port(),
            "/upload",
            "multipart/form-data; boundary=" + BOUNDARY,
            multipart(parts),
            false);
    assertEquals(400, r.status);
    assertEquals(
        "the form has more than the 1000 parts (fields and files) allowed",
        HostileInputTest.detail(r));
    awaitEmpty(uploads);
  }

  @Test
  void headerParametersAreUnquoted() {
    assertEquals(
        "a;b\"c",
        MultipartReader.parameter("form-data; name=\"x\"; filename=\"a;b\\\"c\"", "filename"));
    assertEquals("abc", MultipartReader.boundary("multipart/form-data; boundary=abc"));
    assertEquals(List.of(), Form.EMPTY.files());
  }

  static void awaitEmpty(Path d) throws Exception {
    for (int i = 0; i < 100 && count(d) > 0; i++) {
      Thread.sleep(20);
    }
    assertEquals(0, count(d), "temporary files left in " + d);
  }
}
