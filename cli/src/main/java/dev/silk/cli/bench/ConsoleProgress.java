package dev.silk.cli.bench;

import dev.silk.cli.Console;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Shows a run's progress through the {@link Console}: on a terminal one line redrawn in place (a
 * bar over all measured rounds, ticking while a round runs); otherwise, and for pipes and CI logs,
 * one plain line per round.
 */
public final class ConsoleProgress implements BenchListener, AutoCloseable {
  private static final int BAR = 24;

  private final Console console;
  private final boolean live;
  private final ScheduledExecutorService ticker;
  private ScheduledFuture<?> tick;

  public ConsoleProgress(Console console) {
    this.console = console;
    this.live = console.interactive() && console.verbosity() != Console.Verbosity.QUIET;
    this.ticker =
        live
            ? Executors.newSingleThreadScheduledExecutor(
                r -> {
                  Thread thread = new Thread(r, "silk-bench-progress");
                  thread.setDaemon(true);
                  return thread;
                })
            : null;
  }

  @Override
  public synchronized void phase(String text) {
    stopTick();
    clearLine();
    console.info(text + "...");
  }

  @Override
  public synchronized void note(String text) {
    clearLine();
    console.info("@|faint " + text + "|@");
  }

  @Override
  public synchronized void detail(String text) {
    if (console.verbosity() == Console.Verbosity.VERBOSE) {
      clearLine();
      console.detail(text);
    }
  }

  @Override
  public synchronized void loadStarted(String label, int step, int steps, double seconds) {
    stopTick();
    if (!live) {
      return;
    }
    long start = System.nanoTime();
    tick =
        ticker.scheduleAtFixedRate(
            () -> {
              double inStep = Math.min(1, (System.nanoTime() - start) / 1e9 / seconds);
              draw(label, step, steps, (step - 1 + inStep) / steps);
            },
            0,
            250,
            TimeUnit.MILLISECONDS);
  }

  private synchronized void draw(String label, int step, int steps, double done) {
    int filled = (int) Math.round(done * BAR);
    console
        .out()
        .print(
            "\r"
                + console.render("@|green " + "█".repeat(filled) + "|@" + "░".repeat(BAR - filled))
                + String.format(
                    Locale.ROOT, " %3.0f%%  %d/%d  %s\u001b[K", done * 100, step, steps, label));
    console.out().flush();
  }

  @Override
  public synchronized void stepDone(String summary) {
    stopTick();
    clearLine();
    if (console.verbosity() == Console.Verbosity.QUIET) {
      return;
    }
    console.info("  " + summary);
  }

  private void stopTick() {
    if (tick != null) {
      tick.cancel(false);
      tick = null;
    }
  }

  private void clearLine() {
    if (live) {
      console.out().print("\r\u001b[K");
      console.out().flush();
    }
  }

  @Override
  public synchronized void close() {
    stopTick();
    clearLine();
    if (ticker != null) {
      ticker.shutdownNow();
    }
  }

  /** Says that the figures are noisy when the load average was above half the CPUs. */
  public static void warnIfBusy(Console console, double loadAverage, int cpus) {
    String busy = busy(loadAverage, cpus);
    if (busy != null) {
      console.warn(busy);
    }
  }

  /** The warning for a busy machine (load average above half the CPUs), or null. */
  public static String busy(double loadAverage, int cpus) {
    if (loadAverage <= cpus / 2.0) {
      return null;
    }
    return String.format(
        Locale.ROOT,
        "the machine was busy (load average %.1f on %d CPUs): the figures are noisy",
        loadAverage,
        cpus);
  }
}
