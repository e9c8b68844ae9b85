package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.Cli;
import dev.silk.cli.CliRun;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk dev --shape-log} on a project with JSON routes: bodies sent over a real socket land
 * in the shape log under their route, the app still reads every byte it was sent, and {@code silk
 * codec from} turns the log into records. One session for all steps (a start costs a compile).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class DevShapeLogTest {
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @TempDir static Path dir;
  static Thread run;
  static final StringWriter out = new StringWriter();
  static final StringWriter err = new StringWriter();
  static final AtomicInteger exit = new AtomicInteger(-1);
  static int port;

  @BeforeAll
  static void start() throws Exception {
    TestProject project = TestProject.create(dir);
    project.write(
        "src/main/java/com/example/Main.java",
        """
        package com.example;

        import dev.silk.web.App;
        import dev.silk.web.WebResponse;

        public class Main {
          public static void main(String[] args) {
            App.create()
                .maxBodySize(4 * 1024 * 1024)
                .get("/", req -> WebResponse.text("hello"))
                .post("/orders", req -> WebResponse.text("got " + req.body().length))
                .put("/orders/{id}", req -> WebResponse.text("put " + req.body().length))
                .post("/notes", req -> WebResponse.text("note " + req.bodyText()))
                .post("/uploads", req -> WebResponse.text("got " + req.body().length))
                .port(8080)
                .start();
          }
        }
        """);
    run =
        new Thread(
            () ->
                exit.set(
                    Cli.run(
                        Console.capture(out, err),
                        "dev",
                        "--shape-log",
                        "--port",
                        "0",
                        "--no-browser",
                        "--dir",
                        dir.toString())),
            "test-silk-dev-shapes");
    run.start();
    Pattern serving = Pattern.compile("serving http://localhost:(\\d+)/");
    long deadline = System.currentTimeMillis() + 120_000;
    Matcher m = serving.matcher(out.toString());
    while (!m.find() && run.isAlive() && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
      m = serving.matcher(out.toString());
    }
    assertTrue(m.find(0), "no 'serving' line:\n" + out + err);
    port = Integer.parseInt(m.group(1));
  }

  @AfterAll
  static void stop() throws Exception {
    run.interrupt(); // what Ctrl-C amounts to for the command's wait
    run.join(30_000);
    assertEquals(ExitCodes.INTERRUPTED, exit.get(), out + "\n" + err);
  }

  @Test
  @Order(1)
  void theCommandSaysWhereTheShapeLogGoes() {
    assertTrue(out.toString().contains("target/silk/shapes/"), out.toString());
    assertTrue(out.toString().contains("silk codec from"), out.toString());
  }

  @Test
  @Order(2)
  void jsonBodiesAreLoggedUnderTheirRoutePatternWithTheirKeys() throws Exception {
    String first =
        """
        {"order_id":"ord_1","created_at":"2024-06-01T09:12:44Z","total":27.00,\
        "customer":{"id":1842,"email":"ada@example.com"},"lines":[{"sku":"TEA","quantity":2}]}""";
    String second =
        """
        {"order_id":"ord_2","created_at":"2024-06-02T10:00:00Z","total":12.50,\
        "customer":{"id":7,"email":"bob@example.com","phone":"+33 1 23"},"lines":[]}""";
    assertEquals("got " + bytes(first), send("POST", "/orders", "application/json", first));
    assertEquals(
        "got " + bytes(second), send("POST", "/orders", "application/json; charset=utf-8", second));
    String put = "{\"status\":\"shipped\",\"carrier\":\"ups\"}";
    assertEquals(
        "put " + bytes(put), send("PUT", "/orders/42/", "application/merge-patch+json", put));

    List<String> orders = awaitLines("POST_orders.ndjson", 2);
    assertTrue(orders.get(0).contains("\"route\":\"POST /orders\""), orders.get(0));
    for (String key : List.of("order_id", "created_at", "total", "customer", "email", "sku")) {
      assertTrue(orders.get(0).contains("\"" + key + "\""), key + " in " + orders.get(0));
    }
    assertTrue(orders.get(1).contains("\"phone\""), orders.get(1));
    assertFalse(
        String.join("\n", orders).contains("ada@example.com"), "no free text of a body is kept");
    List<String> puts = awaitLines("PUT_orders_id.ndjson", 1);
    assertTrue(puts.get(0).contains("\"route\":\"PUT /orders/{id}\""), puts.get(0));
    assertTrue(puts.get(0).contains("\"carrier\""), puts.get(0));
  }

  @Test
  @Order(3)
  void aMalformedBodyReachesTheAppAndIsLeftOutOfTheLog() throws Exception {
    String broken = "{\"title\": \"unfinished\",";
    assertEquals("note " + broken, send("POST", "/notes", "application/json", broken));
    assertEquals("hello", send("GET", "/", null, (String) null), "the dev server still serves");
    String fine = "{\"title\":\"done\",\"pinned\":true}";
    assertEquals("note " + fine, send("POST", "/notes", "application/json", fine));
    // Bodies are logged in the order they came, so once the good one is there, the bad one was
    // seen and skipped.
    List<String> notes = awaitLines("POST_notes.ndjson", 1);
    assertEquals(1, notes.size(), notes.toString());
    assertTrue(notes.get(0).contains("\"pinned\""), notes.get(0));
  }

  @Test
  @Order(4)
  void nonJsonAndOversizedBodiesPassThroughWholeAndUnlogged() throws Exception {
    String text = "{\"secret_text_key\":1}";
    assertEquals("got " + bytes(text), send("POST", "/uploads", "text/plain", text));
    StringBuilder big = new StringBuilder("{\"big_key\":[");
    while (big.length() < 1_500_000) {
      big.append("1234567890,");
    }
    big.append("0]}");
    assertEquals(
        "got " + bytes(big.toString()),
        send("POST", "/uploads", "application/json", big.toString()));
    // Without a declared length the dev server reads a chunked body up to the limit before it
    // knows; the app still gets all of it.
    assertEquals(
        "got " + bytes(big.toString()),
        send("POST", "/uploads", "application/json", chunked(big.toString())));
    String small = "{\"small_key\":true}";
    assertEquals(
        "got " + bytes(small), send("POST", "/uploads", "application/json", chunked(small)));
    assertEquals(
        404,
        status("POST", "/nowhere", "application/json", "{\"lost_key\":1}"),
        "a path with no route");

    List<String> uploads = awaitLines("POST_uploads.ndjson", 1);
    assertEquals(1, uploads.size(), uploads.toString());
    assertTrue(uploads.get(0).contains("small_key"), uploads.get(0));
    String all = allLogs();
    assertFalse(all.contains("secret_text_key"), all);
    assertFalse(all.contains("big_key"), all);
    assertFalse(all.contains("lost_key"), all);
  }

  @Test
  @Order(5)
  void silkCodecFromTurnsTheLogIntoRecords() throws Exception {
    Path log = dir.resolve("target/silk/shapes/POST_orders.ndjson");
    awaitLines("POST_orders.ndjson", 2);
    CliRun r =
        CliRun.of(
            "codec",
            "from",
            log.toString(),
            "--type",
            "Order",
            "--package",
            "com.example.shop",
            "--dry-run",
            "--dir",
            dir.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("public record Order("), r.out());
    for (String member :
        List.of(
            "String orderId",
            "Instant createdAt",
            "BigDecimal total",
            "Customer customer",
            "List<Line> lines",
            "String phone",
            "String sku")) {
      assertTrue(r.out().contains(member), member + " in\n" + r.out());
    }
  }

  private static int bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  private static String send(String method, String path, String type, String body)
      throws IOException, InterruptedException {
    return send(
        method,
        path,
        type,
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body));
  }

  /** A body without a declared length: the client sends it chunked. */
  private static HttpRequest.BodyPublisher chunked(String body) {
    return HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofString(body));
  }

  private static String send(
      String method, String path, String type, HttpRequest.BodyPublisher body)
      throws IOException, InterruptedException {
    HttpResponse<String> r = exchange(method, path, type, body);
    assertEquals(200, r.statusCode(), () -> method + " " + path + ": " + r.body());
    return r.body();
  }

  private static int status(String method, String path, String type, String body)
      throws IOException, InterruptedException {
    return exchange(method, path, type, HttpRequest.BodyPublishers.ofString(body)).statusCode();
  }

  private static HttpResponse<String> exchange(
      String method, String path, String type, HttpRequest.BodyPublisher body)
      throws IOException, InterruptedException {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
            .timeout(Duration.ofSeconds(30))
            .method(method, body);
    if (type != null) {
      b.header("Content-Type", type);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The lines of a shape-log file once it has at least {@code count}; fails after 10 s. */
  private static List<String> awaitLines(String file, int count) throws Exception {
    Path path = dir.resolve("target/silk/shapes").resolve(file);
    long deadline = System.currentTimeMillis() + 10_000;
    List<String> lines = List.of();
    while (System.currentTimeMillis() < deadline) {
      if (Files.exists(path)) {
        lines = Files.readAllLines(path);
        if (lines.size() >= count) {
          return lines;
        }
      }
      Thread.sleep(20);
    }
    throw new AssertionError(file + " never had " + count + " lines: " + lines + "\n" + allLogs());
  }

  private static String allLogs() throws IOException {
    Path folder = dir.resolve("target/silk/shapes");
    if (!Files.isDirectory(folder)) {
      return "";
    }
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path f : files.sorted().toList()) {
        all.append(f.getFileName()).append(":\n").append(Files.readString(f));
      }
    }
    return all.toString();
  }
}
