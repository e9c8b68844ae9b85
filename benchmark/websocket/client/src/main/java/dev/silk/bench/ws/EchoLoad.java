package dev.silk.bench.ws;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The load of the WebSocket echo: {@code connections} sockets, each sending the small JSON message
 * and sending it again as soon as its echo is back (one message in flight per socket), for the same
 * server-independent work on every server.
 *
 * <p>It first checks that the server echoes the very bytes it was sent, then warms the server until
 * its throughput stops climbing (two 5-second windows in a row within 3 %, at least 30 s, at most
 * 180 s), then measures for {@code seconds}: messages per second, and the median and 99th
 * percentile of the round trips. One line of JSON goes to standard output.
 *
 * <pre>
 * java -jar ws-client.jar ws://127.0.0.1:8080/echo 64 20
 * </pre>
 */
public final class EchoLoad {
  static final String MESSAGE = "{\"message\":\"Hello, World!\"}";

  private EchoLoad() {}

  public static void main(String[] args) throws Exception {
    URI uri = URI.create(args[0]);
    int connections = args.length > 1 ? Integer.parseInt(args[1]) : 64;
    int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
    long minWarm = Long.getLong("warm.min", 30);
    long maxWarm = Long.getLong("warm.max", 180);

    HttpClient client = HttpClient.newHttpClient();
    List<Echoer> echoers = new ArrayList<>();
    for (int i = 0; i < connections; i++) {
      Echoer e = new Echoer();
      e.socket = client.newWebSocketBuilder().buildAsync(uri, e).get(10, TimeUnit.SECONDS);
      echoers.add(e);
    }
    String first = echoers.get(0).once();
    if (!MESSAGE.equals(first)) {
      throw new IllegalStateException("the server answered " + first + ", not " + MESSAGE);
    }
    for (Echoer e : echoers) {
      e.start();
    }
    List<Double> windows = new ArrayList<>();
    long warmStart = System.nanoTime();
    while (true) {
      long before = total(echoers);
      Thread.sleep(5000);
      windows.add((total(echoers) - before) / 5.0);
      double elapsed = (System.nanoTime() - warmStart) / 1e9;
      int n = windows.size();
      boolean flat =
          n >= 2 && Math.abs(windows.get(n - 1) - windows.get(n - 2)) <= 0.03 * windows.get(n - 2);
      if ((flat && elapsed >= minWarm) || elapsed >= maxWarm) {
        break;
      }
    }
    double warmed = (System.nanoTime() - warmStart) / 1e9;
    for (Echoer e : echoers) {
      e.record(true);
    }
    long before = total(echoers);
    long t0 = System.nanoTime();
    Thread.sleep(seconds * 1000L);
    long count = total(echoers) - before;
    double elapsed = (System.nanoTime() - t0) / 1e9;
    for (Echoer e : echoers) {
      e.record(false);
    }
    long[] all = latencies(echoers);
    Arrays.sort(all);
    System.out.printf(
        "{\"messagesPerSecond\":%.0f,\"p50Micros\":%.1f,\"p99Micros\":%.1f,\"samples\":%d,"
            + "\"warmSeconds\":%.0f,\"windows\":%s}%n",
        count / elapsed,
        percentile(all, 0.50) / 1000.0,
        percentile(all, 0.99) / 1000.0,
        all.length,
        warmed,
        windows);
    for (Echoer e : echoers) {
      e.socket.abort();
    }
    System.exit(0);
  }

  private static long total(List<Echoer> echoers) {
    long sum = 0;
    for (Echoer e : echoers) {
      sum += e.count.get();
    }
    return sum;
  }

  private static long[] latencies(List<Echoer> echoers) {
    int n = 0;
    for (Echoer e : echoers) {
      n += e.samples;
    }
    long[] all = new long[n];
    int at = 0;
    for (Echoer e : echoers) {
      System.arraycopy(e.latencies, 0, all, at, e.samples);
      at += e.samples;
    }
    return all;
  }

  private static double percentile(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) (p * sorted.length))];
  }

  /** One socket in a closed loop: send, wait for the echo, send again. */
  static final class Echoer implements WebSocket.Listener {
    WebSocket socket;
    final AtomicLong count = new AtomicLong();
    private final StringBuilder text = new StringBuilder();
    private volatile boolean recording;
    private volatile boolean looping;
    long[] latencies = new long[1 << 16];
    int samples;
    private long sentAt;
    private CompletableFuture<String> pending;

    String once() throws Exception {
      pending = new CompletableFuture<>();
      socket.request(1);
      socket.sendText(MESSAGE, true);
      return pending.get(10, TimeUnit.SECONDS);
    }

    void start() {
      looping = true;
      sentAt = System.nanoTime();
      socket.sendText(MESSAGE, true);
    }

    void record(boolean on) {
      recording = on;
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      text.append(data);
      if (!last) {
        ws.request(1);
        return null;
      }
      String message = text.toString();
      text.setLength(0);
      ws.request(1);
      if (!looping) {
        pending.complete(message);
        return null;
      }
      long now = System.nanoTime();
      if (recording) {
        if (samples == latencies.length) {
          latencies = Arrays.copyOf(latencies, samples * 2);
        }
        latencies[samples++] = now - sentAt;
      }
      count.incrementAndGet();
      sentAt = System.nanoTime();
      ws.sendText(MESSAGE, true);
      return null;
    }
  }
}
