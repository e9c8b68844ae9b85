package dev.silk.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * An application started as a child process on a free local port, the way {@code silk bench} and
 * {@code silk native} start what they measure: {@code PORT} is set (Silk apps read it), the output
 * goes to a log file, the time runs from launch to the first answer, and it is stopped with SIGTERM
 * so it shuts down as in production (an instrumented native binary writes its profile then).
 *
 * <p>A shutdown hook kills it if the CLI itself is ended (Ctrl-C) before {@link #close()}, so a
 * measured server never outlives the command that started it.
 *
 * <pre>{@code
 * try (LocalServer app = LocalServer.start(port -> List.of(binary.toString()), dir, log)) {
 *   long bootMillis = app.awaitAnswer("/", Duration.ofSeconds(30), true);
 *   app.stop(Duration.ofSeconds(10));
 * }
 * }</pre>
 */
public final class LocalServer implements AutoCloseable {
  private static final Duration POLL = Duration.ofMillis(5);
  private static final Duration CLOSE_GRACE = Duration.ofSeconds(10);

  private final Process process;
  private final int port;
  private final long launchNanos;
  private final Path log;
  private final Thread reaper;

  private LocalServer(Process process, int port, long launchNanos, Path log) {
    this.process = process;
    this.port = port;
    this.launchNanos = launchNanos;
    this.log = log;
    this.reaper = new Thread(process::destroyForcibly, "silk-server-reaper");
    Runtime.getRuntime().addShutdownHook(reaper);
  }

  /**
   * Picks a free port, then launches {@code command.apply(port)} in {@code workDir} with {@code
   * PORT} set and its output (both streams) in {@code log}.
   */
  public static LocalServer start(IntFunction<List<String>> command, Path workDir, Path log)
      throws IOException {
    int port = freePort();
    Path parent = log.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    ProcessBuilder builder =
        new ProcessBuilder(command.apply(port))
            .directory(workDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("PORT", Integer.toString(port));
    long launch = System.nanoTime();
    Process process = builder.start();
    process.getOutputStream().close();
    return new LocalServer(process, port, launch, log);
  }

  /**
   * An ephemeral port that was free a moment ago. The child binds it itself, so another process
   * could take it in between; the start then fails and its log says so.
   */
  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    }
  }

  /** The port it was told to listen on. */
  public int port() {
    return port;
  }

  /** Its process id (a launcher that execs, like {@code taskset}, keeps it). */
  public long pid() {
    return process.pid();
  }

  /** {@code http://127.0.0.1:PORT}. */
  public String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  /** Where its output goes. */
  public Path log() {
    return log;
  }

  /**
   * Polls {@code path} until it answers and returns the milliseconds since launch.
   *
   * @param only200 whether only a {@code 200} counts; otherwise any HTTP answer does (a route may
   *     redirect or ask to log in, and a wrong probe path must not stall a run)
   * @throws IOException when it ends first or does not answer in time, with the end of its output
   */
  public long awaitAnswer(String path, Duration timeout, boolean only200)
      throws IOException, InterruptedException {
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(baseUrl() + path))
            .timeout(Duration.ofSeconds(10))
            .build();
    long deadline = launchNanos + timeout.toNanos();
    int lastStatus = -1;
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IOException(
            "the server ended with exit code "
                + process.exitValue()
                + " before answering:\n"
                + tail(30));
      }
      try {
        HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
        if (!only200 || response.statusCode() == 200) {
          return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - launchNanos);
        }
        lastStatus = response.statusCode();
      } catch (IOException notYet) {
        // not listening yet, or closed while starting: try again
      }
      Thread.sleep(POLL.toMillis());
    }
    throw new IOException(
        (only200 ? "the server gave no 200 to GET " : "the server did not answer GET ")
            + path
            + " within "
            + timeout.toSeconds()
            + " s"
            + (lastStatus > 0 ? " (last status " + lastStatus + ")" : "")
            + ":\n"
            + tail(30));
  }

  /**
   * The resident set size in bytes, from {@code /proc/PID/status} on Linux and {@code ps}
   * elsewhere; empty when neither answers.
   */
  public OptionalLong residentBytes() {
    Path status = Path.of("/proc", Long.toString(process.pid()), "status");
    try {
      if (Files.isReadable(status)) {
        for (String line : Files.readAllLines(status)) {
          if (line.startsWith("VmRSS:")) {
            return OptionalLong.of(kilobytes(line.substring(6)) * 1024);
          }
        }
      }
      Process ps =
          new ProcessBuilder("ps", "-o", "rss=", "-p", Long.toString(process.pid()))
              .redirectErrorStream(true)
              .start();
      String out = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return ps.waitFor() == 0 ? OptionalLong.of(kilobytes(out) * 1024) : OptionalLong.empty();
    } catch (IOException | NumberFormatException e) {
      return OptionalLong.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return OptionalLong.empty();
    }
  }

  private static long kilobytes(String text) {
    return Long.parseLong(text.replace("kB", "").strip());
  }

  /**
   * Sends SIGTERM and waits for the exit; kills it when it does not end within {@code grace}.
   *
   * @return the exit code, or -1 when it had to be killed
   */
  public int stop(Duration grace) throws InterruptedException {
    if (!process.isAlive()) {
      return process.exitValue();
    }
    process.destroy();
    if (process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS)) {
      return process.exitValue();
    }
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
    return -1;
  }

  /**
   * Kills it at once (SIGKILL), so it runs no shutdown work: a training JVM killed this way writes
   * no cache.
   */
  public void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
  }

  /** The last {@code count} lines it printed. */
  public String tail(int count) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    } catch (IOException | UncheckedIOException e) {
      return "(no output: " + e.getMessage() + ")";
    }
  }

  /** Stops it as {@link #stop} does with a grace of ten seconds. */
  @Override
  public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(reaper);
    } catch (IllegalStateException e) {
      // already shutting down: the hook does the job
    }
    try {
      stop(CLOSE_GRACE);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
