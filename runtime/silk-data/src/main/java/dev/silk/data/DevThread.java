package dev.silk.data;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The one thread on which {@link DataDevMode} opens pools and makes every thread they start.
 *
 * <p>A thread remembers where it was made: it takes the context loader of the thread that made it
 * and, on JDK 17 to 23, an access control context holding the protection domain, and so the class
 * loader, of every class on that thread's stack. A pool kept across reloads that made a thread
 * under an app's {@code main} or inside a request (Hikari adds connections on new threads whenever
 * a borrower waits) would pin that app's class loader for the rest of the session. This thread is
 * made by {@link DataDevMode#enable}, which the dev server calls with no app on the stack, and the
 * threads it makes carry nothing but silk-data's loader.
 */
final class DevThread implements AutoCloseable {
  private static final AtomicInteger POOL_THREADS = new AtomicInteger();

  private final ClassLoader loader = DevThread.class.getClassLoader();
  private final ThreadPoolExecutor executor;
  private volatile Thread thread;

  /** Starts the thread; call it where no app class is on the stack. */
  DevThread() {
    executor =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.MILLISECONDS,
            new LinkedBlockingQueue<>(),
            work -> {
              Thread made = daemon(work, "silk-dev-data");
              thread = made;
              return made;
            });
    executor.prestartCoreThread();
  }

  /** Runs {@code work} on this thread and answers its value; its exceptions reach the caller. */
  <T> T call(Supplier<T> work) {
    if (Thread.currentThread() == thread) {
      return work.get();
    }
    Future<T> result = executor.submit(work::get);
    try {
      return result.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new DataException("silk dev's database thread failed: " + e.getCause(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      result.cancel(true);
      throw new DataException("interrupted while silk dev opened a database", e);
    }
  }

  /** A factory for a pool's threads, each made on this thread. */
  ThreadFactory poolThreads() {
    return work -> call(() -> daemon(work, "silk-dev-pool-" + POOL_THREADS.incrementAndGet()));
  }

  private Thread daemon(Runnable work, String name) {
    Thread made = new Thread(work, name);
    made.setDaemon(true);
    made.setContextClassLoader(loader);
    return made;
  }

  @Override
  public void close() {
    executor.shutdown();
  }
}
