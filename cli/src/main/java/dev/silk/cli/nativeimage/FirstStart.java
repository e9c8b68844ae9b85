package dev.silk.cli.nativeimage;

import dev.silk.cli.LocalServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One start of the app as its users see it: launch to the first {@code 200}, the resident memory at
 * that moment, and then the latency of the first {@link #REQUESTS} requests, sent one after the
 * other over one keep-alive connection, round-robin over the training paths. Those requests are the
 * ones an AOT cache's linked classes and method profiles should make faster; a plain JVM interprets
 * and compiles its way through them.
 *
 * <pre>{@code
 * FirstStart.Figures f = FirstStart.measure(port -> command, project, log, List.of("/"));
 * }</pre>
 */
final class FirstStart {
  /** How many requests after the first 200 are timed. */
  static final int REQUESTS = 1000;

  private FirstStart() {}

  /**
   * What one start measured.
   *
   * @param bootMillis launch to the first 200
   * @param rssBytes the resident set size then, or -1 when it could not be read
   * @param firstRequestsMillis the time the {@link #REQUESTS} requests took together
   * @param p50Micros their median latency
   * @param p99Micros their 99th percentile
   * @param maxMicros the slowest
   */
  record Figures(
      long bootMillis,
      long rssBytes,
      double firstRequestsMillis,
      long p50Micros,
      long p99Micros,
      long maxMicros) {}

  /** Starts {@code command}, measures it, and stops it. */
  static Figures measure(IntFunction<List<String>> command, Path dir, Path log, List<String> paths)
      throws IOException, InterruptedException {
    try (LocalServer app = LocalServer.start(command, dir, log)) {
      long boot = app.awaitAnswer(paths.get(0), Duration.ofSeconds(120), true);
      long rss = app.residentBytes().orElse(-1);
      HttpClient client =
          HttpClient.newBuilder()
              .version(HttpClient.Version.HTTP_1_1)
              .connectTimeout(Duration.ofSeconds(5))
              .build();
      HttpRequest[] requests = new HttpRequest[paths.size()];
      for (int i = 0; i < requests.length; i++) {
        requests[i] =
            HttpRequest.newBuilder(URI.create(app.baseUrl() + paths.get(i)))
                .timeout(Duration.ofSeconds(30))
                .build();
      }
      long[] micros = new long[REQUESTS];
      long all = System.nanoTime();
      for (int i = 0; i < REQUESTS; i++) {
        long start = System.nanoTime();
        HttpResponse<Void> response =
            client.send(requests[i % requests.length], HttpResponse.BodyHandlers.discarding());
        micros[i] = (System.nanoTime() - start) / 1000;
        if (response.statusCode() >= 400) {
          throw new IOException(
              "GET " + paths.get(i % requests.length) + " answered " + response.statusCode());
        }
      }
      double total = (System.nanoTime() - all) / 1e6;
      app.stop(Duration.ofSeconds(30));
      Arrays.sort(micros);
      return new Figures(
          boot,
          rss,
          total,
          micros[REQUESTS / 2],
          micros[(int) Math.ceil(REQUESTS * 0.99) - 1],
          micros[REQUESTS - 1]);
    }
  }
}
