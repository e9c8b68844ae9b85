package dev.silk.cli.dev;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * What the app prints on {@code System.out} and {@code System.err} while {@code silk dev} runs it,
 * turned into whole lines for the dev console, so they scroll above its status line instead of
 * through it.
 *
 * <p>{@code main} runs again on every reload, and what it prints at start ("Listening on
 * http://localhost:8080") would be printed again each time: a line that an earlier {@code main}
 * already printed is not repeated. Lines of handlers and other threads always pass.
 *
 * <pre>{@code
 * try (AppOutput output = AppOutput.install(console::appLine)) {
 *   ... run the session ...
 * }
 * }</pre>
 */
final class AppOutput implements AutoCloseable {
  /** The name {@link MainRunner} gives the thread that runs {@code main}. */
  static final String MAIN_THREAD = "silk-main-";

  private final PrintStream previousOut;
  private final PrintStream previousErr;
  private final Set<String> printedByMain = ConcurrentHashMap.newKeySet();
  private final Consumer<String> lines;
  private volatile boolean muted;

  private AppOutput(Consumer<String> lines) {
    this.lines = lines;
    this.previousOut = System.out;
    this.previousErr = System.err;
  }

  /** Sends the process's standard streams to {@code lines} until {@link #close}. */
  static AppOutput install(Consumer<String> lines) {
    AppOutput output = new AppOutput(lines);
    System.setOut(new PrintStream(output.new Lines(), true, StandardCharsets.UTF_8));
    System.setErr(new PrintStream(output.new Lines(), true, StandardCharsets.UTF_8));
    return output;
  }

  /**
   * Drops every line from now on: {@code silk dev} is stopping, and what the app prints then is
   * what the stop did to it (Flyway rolling back a migration whose database was closed under it),
   * not news for the person who pressed Ctrl-C.
   */
  void mute() {
    muted = true;
  }

  /** One line the app printed, from {@code thread}. */
  void line(String thread, String text) {
    if (muted) {
      return;
    }
    if (thread.startsWith(MAIN_THREAD) && !printedByMain.add(text)) {
      return; // main printed this at an earlier start
    }
    lines.accept(text);
  }

  /** Puts the streams back as they were. */
  @Override
  public void close() {
    System.out.flush();
    System.err.flush();
    System.setOut(previousOut);
    System.setErr(previousErr);
  }

  /** Collects bytes per thread and hands over each line when it ends. */
  private final class Lines extends OutputStream {
    private final ThreadLocal<ByteArrayOutputStream> pending =
        ThreadLocal.withInitial(() -> new ByteArrayOutputStream(128));

    @Override
    public void write(int b) {
      ByteArrayOutputStream buffer = pending.get();
      if (b == '\n') {
        String text = buffer.toString(StandardCharsets.UTF_8);
        buffer.reset();
        line(
            Thread.currentThread().getName(),
            text.endsWith("\r") ? text.substring(0, text.length() - 1) : text);
      } else {
        buffer.write(b);
      }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        write(bytes[i]);
      }
    }
  }
}
