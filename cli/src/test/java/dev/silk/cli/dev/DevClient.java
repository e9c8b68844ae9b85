package dev.silk.cli.dev;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

/** An HTTP client for the dev server, with an SSE listener on {@code /_silk/events}. */
final class DevClient implements AutoCloseable {
  record Answer(int status, String contentType, String body) {}

  private final HttpClient http =
      HttpClient.newBuilder()
          .connectTimeout(Duration.ofSeconds(5))
          .cookieHandler(new java.net.CookieManager())
          .build();
  private final String base;
  final List<String> events = new CopyOnWriteArrayList<>();
  private volatile InputStream sse;

  DevClient(int port) {
    this.base = "http://localhost:" + port;
  }

  /** {@code http://localhost:PORT}. */
  String base() {
    return base;
  }

  Answer get(String path) throws IOException, InterruptedException {
    return get(path, "text/html");
  }

  Answer get(String path, String accept) throws IOException, InterruptedException {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + path))
                .header("Accept", accept)
                .timeout(Duration.ofSeconds(30))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), r.headers().firstValue("content-type").orElse(""), r.body());
  }

  Answer postJson(String path, String json) throws IOException, InterruptedException {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .timeout(Duration.ofSeconds(30))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), r.headers().firstValue("content-type").orElse(""), r.body());
  }

  /** Polls {@code path} until the answer satisfies {@code test}, failing after 30 s. */
  Answer await(String path, Predicate<Answer> test) throws IOException, InterruptedException {
    return await(path, test, 30_000);
  }

  /** Polls {@code path} until the answer satisfies {@code test}, failing after {@code millis}. */
  Answer await(String path, Predicate<Answer> test, long millis)
      throws IOException, InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    Answer last = null;
    while (System.currentTimeMillis() < deadline) {
      last = get(path);
      if (test.test(last)) {
        return last;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("GET " + path + " never matched; last answer: " + last);
  }

  /** Connects the live-reload stream and records every event name it receives. */
  void listen() throws IOException, InterruptedException {
    HttpResponse<InputStream> r =
        http.send(
            HttpRequest.newBuilder(URI.create(base + "/_silk/events")).build(),
            HttpResponse.BodyHandlers.ofInputStream());
    sse = r.body();
    Thread t =
        new Thread(
            () -> {
              try (BufferedReader reader =
                  new BufferedReader(new InputStreamReader(sse, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                  if (line.startsWith("event: ")) {
                    events.add(line.substring("event: ".length()));
                  }
                }
              } catch (IOException e) {
                // closed
              }
            },
            "test-sse");
    t.setDaemon(true);
    t.start();
    long deadline = System.currentTimeMillis() + 10_000;
    while (!events.contains("hello") && System.currentTimeMillis() < deadline) {
      Thread.sleep(10);
    }
  }

  /** Waits until more than {@code before} events named {@code name} arrived. */
  void awaitEvent(String name, long before) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 30_000;
    while (count(name) <= before && System.currentTimeMillis() < deadline) {
      Thread.sleep(10);
    }
    if (count(name) <= before) {
      throw new AssertionError("no '" + name + "' event; got " + events);
    }
  }

  long count(String name) {
    return events.stream().filter(name::equals).count();
  }

  @Override
  public void close() throws IOException {
    if (sse != null) {
      sse.close();
    }
  }

  /**
   * The session's app generation once no reload has happened for two seconds: a busy machine may
   * still be delivering the previous step's file events.
   */
  static int settledGeneration(DevSession session) throws InterruptedException {
    int seen = session.generation();
    long quietSince = System.currentTimeMillis();
    while (System.currentTimeMillis() - quietSince < 2000) {
      Thread.sleep(25);
      int now = session.generation();
      if (now != seen) {
        seen = now;
        quietSince = System.currentTimeMillis();
      }
    }
    return seen;
  }

  /**
   * Waits up to ten seconds for the session's app generation to pass {@code generation}; answers
   * whether it did. The page of a new app can answer a moment before its number is recorded.
   */
  static boolean generationPassed(DevSession session, int generation) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 10_000;
    while (session.generation() <= generation) {
      if (System.currentTimeMillis() > deadline) {
        return false;
      }
      Thread.sleep(10);
    }
    return true;
  }
}
