package dev.silk.cli.dev;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The one thread every reload of a session runs on: one at a time, in the order they are asked for,
 * so two saves never compile at once and a restart never overtakes a change.
 *
 * <p>Changes and restarts count as waiting from the moment they are queued until they end; the
 * background warm-up compiles ask {@link #changeWaiting()} between javac's steps and give way.
 * Whatever a piece of work throws goes to the failure handler, never lost in a future.
 *
 * <pre>{@code
 * ReloadQueue queue = new ReloadQueue(e -> report(e));
 * queue.change(() -> apply(paths));        // warm-ups give way while this waits
 * queue.close();                           // stops the thread, waits up to a minute
 * }</pre>
 */
final class ReloadQueue {
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "silk-dev-reload");
            t.setDaemon(true);
            return t;
          });
  private final AtomicInteger waiting = new AtomicInteger();
  private final Consumer<Throwable> failed;

  /** A queue whose work reports what it throws to {@code failed}. */
  ReloadQueue(Consumer<Throwable> failed) {
    this.failed = failed;
  }

  /** Work whose result the caller needs (the first compile); what it throws stays in the future. */
  <T> Future<T> call(Callable<T> work) {
    return thread.submit(work);
  }

  /** Work nothing waits behind: the first start, a rerun, a warm-up. */
  Future<?> run(Runnable work) {
    return thread.submit(() -> guarded(work));
  }

  /** A change or a restart: warm-ups give way from now until it ends. */
  Future<?> change(Runnable work) {
    waiting.incrementAndGet();
    try {
      return thread.submit(
          () -> {
            try {
              guarded(work);
            } finally {
              waiting.decrementAndGet();
            }
          });
    } catch (RejectedExecutionException e) {
      waiting.decrementAndGet();
      throw e;
    }
  }

  /** Whether a change or a restart is queued or running. */
  boolean changeWaiting() {
    return waiting.get() > 0;
  }

  /**
   * Queues {@code count} runs of {@code warmUp} after {@code delayMillis}, unless closed by then.
   */
  void later(int count, long delayMillis, Runnable warmUp) {
    CompletableFuture.runAsync(
        () -> {
          try {
            for (int i = 0; i < count; i++) {
              run(warmUp);
            }
          } catch (RejectedExecutionException e) {
            // the session closed before the warm-ups began
          }
        },
        CompletableFuture.delayedExecutor(delayMillis, TimeUnit.MILLISECONDS));
  }

  /** Stops the thread (a compile stops at its next step if cancelled first) and waits for it. */
  void close() {
    thread.shutdownNow();
    try {
      thread.awaitTermination(60, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void guarded(Runnable work) {
    try {
      work.run();
    } catch (RuntimeException | LinkageError e) {
      failed.accept(e);
    }
  }
}
