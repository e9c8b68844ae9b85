package dev.silk.cli.nativeimage;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * A built binary started on a free port, as the report and the training run use it: started with
 * {@code PORT} set, timed from launch to its first {@code 200}, its resident memory read at that
 * moment, and stopped with SIGTERM so it shuts down as it would in production (and an instrumented
 * binary writes its profile).
 *
 * <pre>{@code
 * try (RunningBinary app = RunningBinary.start(binary, List.of(), dir, log)) {
 *   long bootMillis = app.awaitFirst200("/", Duration.ofSeconds(30));
 * }
 * }</pre>
 */
final class RunningBinary implements AutoCloseable {
  private static final Duration POLL = Duration.ofMillis(5);

  private final Process process;
  private final int port;
  private final long startNanos;
  private final Path log;

  private RunningBinary(Process process, int port, long startNanos, Path log) {
    this.process = process;
    this.port = port;
    this.startNanos = startNanos;
    this.log = log;
  }

  /**
   * Starts {@code binary args...} in {@code workingDir} on a free port, its output going to {@code
   * log}.
   */
  static RunningBinary start(Path binary, List<String> args, Path workingDir, Path log)
      throws IOException {
    int port = freePort();
    List<String> command = new ArrayList<>();
    command.add(binary.toAbsolutePath().toString());
    command.addAll(args);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(workingDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("PORT", Integer.toString(port));
    long start = System.nanoTime();
    Process process = builder.start();
    process.getOutputStream().close();
    return new RunningBinary(process, port, start, log);
  }

  /**
   * An ephemeral port that was free a moment ago. The binary binds it itself (Silk apps read {@code
   * PORT}), so another process could take it in between; the boot then fails and says so.
   */
  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      socket.setReuseAddress(true);
      return socket.getLocalPort();
    }
  }

  /** The port it listens on. */
  int port() {
    return port;
  }

  /** {@code http://localhost:PORT}. */
  String baseUrl() {
    return "http://localhost:" + port;
  }

  /**
   * Polls {@code path} until it answers 200 and returns the milliseconds since launch.
   *
   * @throws IOException when the binary exits first or does not answer 200 in time, with the tail
   *     of its output
   */
  long awaitFirst200(String path, Duration timeout) throws IOException, InterruptedException {
    return await(path, timeout, true);
  }

  /**
   * Polls {@code path} until it gets any HTTP answer (a route may redirect or ask to log in) and
   * returns the milliseconds since launch.
   */
  long awaitListening(String path, Duration timeout) throws IOException, InterruptedException {
    return await(path, timeout, false);
  }

  private long await(String path, Duration timeout, boolean only200)
      throws IOException, InterruptedException {
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(baseUrl() + path)).timeout(Duration.ofSeconds(5)).build();
    long deadline = startNanos + timeout.toNanos();
    int lastStatus = -1;
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IOException(
            "the binary exited with code " + process.exitValue() + " before answering:\n" + tail());
      }
      try {
        HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
        if (response.statusCode() == 200 || !only200) {
          return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        }
        lastStatus = response.statusCode();
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(POLL.toMillis());
    }
    throw new IOException(
        "no 200 from GET "
            + path
            + " within "
            + timeout.toSeconds()
            + " s"
            + (lastStatus > 0 ? " (last status " + lastStatus + ")" : "")
            + ":\n"
            + tail());
  }

  /**
   * The resident set size in bytes, from {@code /proc/PID/status} on Linux and {@code ps}
   * elsewhere; empty when neither answers.
   */
  OptionalLong residentBytes() {
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
  int stop(Duration grace) throws InterruptedException {
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

  /** The last lines the binary printed. */
  String tail() {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    } catch (IOException | java.io.UncheckedIOException e) {
      return "(no output)";
    }
  }

  @Override
  public void close() {
    if (process.isAlive()) {
      process.destroyForcibly();
      try {
        process.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
