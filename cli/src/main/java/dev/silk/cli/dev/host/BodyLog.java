package dev.silk.cli.dev.host;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * Hands JSON request bodies to the CLI's shape log on a thread of its own, so parsing a body or a
 * slow disk never holds up a response, and nothing the log does can fail a request.
 *
 * <p>The queue is bounded: in a burst, bodies beyond it are dropped rather than buffered, since the
 * log describes traffic and need not hold every body. The thread's context loader is the host's,
 * never an app's, so the thread pins no old app.
 *
 * <pre>{@code
 * BodyLog log = new BodyLog(shapeLog);        // a BiConsumer<String, byte[]> from the CLI
 * log.offer("POST /orders", bodyBytes);
 * log.close();                                // writes what is queued, then stops the thread
 * }</pre>
 */
final class BodyLog implements AutoCloseable {
  private static final int QUEUE = 256;

  private final BiConsumer<String, byte[]> sink;
  private final ThreadPoolExecutor worker;

  BodyLog(BiConsumer<String, byte[]> sink) {
    this.sink = sink;
    ClassLoader own = BodyLog.class.getClassLoader();
    worker =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(QUEUE),
            r -> {
              Thread t = new Thread(r, "silk-dev-shapes");
              t.setDaemon(true);
              t.setContextClassLoader(own);
              return t;
            },
            new ThreadPoolExecutor.DiscardPolicy());
    worker.prestartCoreThread();
  }

  /** Queues one body sent to {@code route} ({@code POST /orders/{id}}); drops it when full. */
  void offer(String route, byte[] body) {
    worker.execute(
        () -> {
          try {
            sink.accept(route, body);
          } catch (RuntimeException | LinkageError | StackOverflowError e) {
            // The log is a convenience: a body it cannot take is skipped.
          }
        });
  }

  /** Writes the bodies still queued (for a few seconds at most), then stops the thread. */
  @Override
  public void close() {
    worker.shutdown();
    try {
      worker.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    worker.shutdownNow();
  }
}
