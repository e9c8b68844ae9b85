package dev.silk.cli.nativeimage;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * A small closed-loop HTTP load: a few workers send the given {@code GET} paths round-robin over
 * keep-alive connections until the time is up. It drives the PGO training run, where what matters
 * is that every route's code runs many times, not the throughput it reaches.
 *
 * <p>It uses the JDK's {@code HttpClient} so the CLI needs nothing more; {@code silk bench} is
 * meant to share it (or replace it with its own driver) once it lands.
 *
 * <pre>{@code
 * TrainingLoad.Result r = new TrainingLoad(4).run("http://localhost:8080", List.of("/"), Duration.ofSeconds(30));
 * }</pre>
 */
final class TrainingLoad {
  private final int workers;

  TrainingLoad(int workers) {
    this.workers = workers;
  }

  /**
   * What the run sent and got back.
   *
   * @param requests the number of answered requests
   * @param failures requests that got no answer (connection refused or reset, timeout)
   * @param statuses how many answers each status got, per path
   */
  record Result(long requests, long failures, Map<String, Map<Integer, Long>> statuses) {}

  /** Sends the paths to {@code baseUrl} for {@code duration}; returns when every worker ended. */
  Result run(String baseUrl, List<String> paths, Duration duration) throws InterruptedException {
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    List<HttpRequest> requests = new ArrayList<>();
    for (String path : paths) {
      requests.add(
          HttpRequest.newBuilder(URI.create(baseUrl + path))
              .timeout(Duration.ofSeconds(10))
              .GET()
              .build());
    }
    long deadline = System.nanoTime() + duration.toNanos();
    LongAdder answered = new LongAdder();
    LongAdder failed = new LongAdder();
    Map<String, Map<Integer, LongAdder>> counts = new ConcurrentHashMap<>();
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < workers; w++) {
      int offset = w;
      Thread thread =
          new Thread(
              () -> {
                for (int i = offset; System.nanoTime() < deadline; i++) {
                  HttpRequest request = requests.get(i % requests.size());
                  try {
                    HttpResponse<Void> response =
                        client.send(request, HttpResponse.BodyHandlers.discarding());
                    answered.increment();
                    counts
                        .computeIfAbsent(request.uri().getRawPath(), p -> new ConcurrentHashMap<>())
                        .computeIfAbsent(response.statusCode(), s -> new LongAdder())
                        .increment();
                  } catch (IOException e) {
                    failed.increment();
                  } catch (InterruptedException e) {
                    return;
                  }
                }
              },
              "silk-native-training-" + w);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    try {
      for (Thread thread : threads) {
        thread.join();
      }
    } finally {
      threads.forEach(Thread::interrupt);
    }
    Map<String, Map<Integer, Long>> statuses = new TreeMap<>();
    counts.forEach(
        (path, byStatus) -> {
          Map<Integer, Long> sums = new TreeMap<>();
          byStatus.forEach((status, n) -> sums.put(status, n.sum()));
          statuses.put(path, sums);
        });
    return new Result(answered.sum(), failed.sum(), statuses);
  }
}
