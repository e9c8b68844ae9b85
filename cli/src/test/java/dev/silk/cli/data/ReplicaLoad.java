package dev.silk.cli.data;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Clients of a set of replicas, as behind a load balancer that is not sticky: each client reads the
 * page once for its session's CSRF token, adds to-dos through the form with that token, every
 * request to the next replica, and reads the page on the replica after that, which must show the
 * flash its session carries. A request a replica cannot take goes to the next, as a load balancer
 * retries it: the connection is refused or reset (it stopped), or it answers 503 (it is draining,
 * and its graceful handler turned the request away unhandled). Part-way, {@code stopOne} stops a
 * replica.
 */
final class ReplicaLoad {
  /**
   * What the clients saw.
   *
   * @param committed the titles of the to-dos whose form the app answered with its redirect
   * @param lostSessions what went wrong with a session: a new one where one was carried, or a flash
   *     the next replica did not show
   * @param afterStop requests answered after the replica stopped
   */
  record Result(List<String> committed, List<String> lostSessions, int afterStop, int failovers) {}

  private ReplicaLoad() {}

  interface Stop {
    void run() throws Exception;
  }

  private interface Exchange {
    Http.Answer send() throws IOException, InterruptedException;
  }

  /** The replica's answer, or null when it could not take the request and the next should. */
  private static Http.Answer taken(Exchange exchange, AtomicInteger failovers)
      throws InterruptedException {
    try {
      Http.Answer answer = exchange.send();
      if (answer.statusCode() != 503) {
        return answer;
      }
    } catch (IOException e) {
      // Refused or reset: the replica is gone.
    }
    failovers.incrementAndGet();
    return null;
  }

  /**
   * Runs the clients for {@code duration}, and on a machine too busy to commit {@code atLeast}
   * to-dos in that time, on until they have (at most five times as long), so that a slow run still
   * tests something.
   */
  static Result run(List<Http> replicas, int clients, Duration duration, int atLeast, Stop stopOne)
      throws Exception {
    List<String> committed = Collections.synchronizedList(new ArrayList<>());
    List<String> lost = Collections.synchronizedList(new ArrayList<>());
    AtomicInteger afterStop = new AtomicInteger();
    AtomicInteger failovers = new AtomicInteger();
    long start = System.nanoTime();
    long deadline = start + duration.toNanos();
    long lastChance = start + 5 * duration.toNanos();
    long stopAt = start + duration.toNanos() / 3;
    AtomicBoolean done = new AtomicBoolean();
    boolean[] stopped = {false};
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int c = 0; c < clients; c++) {
        int client = c;
        running.add(
            pool.submit(
                () -> {
                  String session = null;
                  String token = null;
                  int next = client;
                  for (int i = 0; !done.get() && i < 10_000; i++) {
                    String title = "client " + client + " todo " + i;
                    for (int attempt = 0; attempt < replicas.size() && token == null; attempt++) {
                      // The page's form carries the session's CSRF token, as a browser sees it.
                      Http replica = replicas.get(next++ % replicas.size());
                      String carried = session;
                      Http.Answer shown = taken(() -> replica.get("/", carried), failovers);
                      if (shown != null) {
                        session = shown.session();
                        token = Http.csrfToken(shown.body());
                      }
                    }
                    Http.Answer posted = null;
                    for (int attempt = 0; attempt < replicas.size() && posted == null; attempt++) {
                      Http replica = replicas.get(next++ % replicas.size());
                      String form = "_csrf=" + token + "&title=" + title.replace(' ', '+');
                      String carried = session;
                      posted = taken(() -> replica.postForm("/todos", form, carried), failovers);
                    }
                    if (posted == null || posted.statusCode() != 303) {
                      lost.add(title + ": no replica took the form (" + posted + ")");
                      continue;
                    }
                    committed.add(title);
                    if (session != null && posted.newSession()) {
                      lost.add(title + ": a new session replaced " + session);
                    }
                    session = posted.session();
                    Http.Answer page = null;
                    for (int attempt = 0; attempt < replicas.size() && page == null; attempt++) {
                      Http replica = replicas.get(next++ % replicas.size());
                      String carried = session;
                      page = taken(() -> replica.get("/", carried), failovers);
                    }
                    if (page == null || !page.body().contains("Added “" + title + "”.")) {
                      lost.add(
                          title + ": the next page did not show the flash of session " + session);
                    }
                    synchronized (stopped) {
                      if (stopped[0]) {
                        afterStop.incrementAndGet();
                      }
                    }
                  }
                  return null;
                }));
      }
      while (System.nanoTime() < stopAt) {
        Thread.sleep(20);
      }
      stopOne.run();
      synchronized (stopped) {
        stopped[0] = true;
      }
      while (System.nanoTime() < deadline
          || (committed.size() < atLeast && System.nanoTime() < lastChance)) {
        Thread.sleep(20);
      }
      done.set(true);
      for (Future<?> f : running) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    return new Result(List.copyOf(committed), List.copyOf(lost), afterStop.get(), failovers.get());
  }
}
