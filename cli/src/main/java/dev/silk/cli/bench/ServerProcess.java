package dev.silk.cli.bench;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.net.ConnectException;
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
import java.util.concurrent.TimeUnit;

/**
 * The application under test in its own JVM: {@code java <flags> -jar app.jar PORT} on a free port
 * (the generated {@code Main} takes the port as its first argument, and {@code PORT} is set too),
 * its output in a log file, timed from launch to its first answer. A server that ends before
 * answering fails with the end of its output.
 *
 * <pre>{@code
 * try (ServerProcess server = ServerProcess.start(jar, flags, project, log, cpus)) {
 *   long bootMillis = server.awaitFirstAnswer("/", Duration.ofSeconds(60));
 * }
 * }</pre>
 */
final class ServerProcess implements AutoCloseable {
  private final Process process;
  private final int port;
  private final long launchNanos;
  private final Path log;

  /** Ctrl-C ends the CLI's JVM without running close(): the server must not outlive it. */
  private final Thread reaper;

  private ServerProcess(Process process, int port, long launchNanos, Path log) {
    this.process = process;
    this.port = port;
    this.launchNanos = launchNanos;
    this.log = log;
    this.reaper = new Thread(process::destroyForcibly, "silk-bench-reaper");
    Runtime.getRuntime().addShutdownHook(reaper);
  }

  /** Launches the jar with the JVM flags, pinned to {@code cpus} when not empty. */
  static ServerProcess start(
      Path jar, List<String> jvmFlags, Path workDir, Path log, List<String> cpus)
      throws IOException {
    int port = freePort();
    List<String> command = new ArrayList<>();
    if (!cpus.isEmpty()) {
      command.addAll(List.of("taskset", "-c", String.join(",", cpus)));
    }
    command.add(JavaDriver.javaBin());
    command.addAll(jvmFlags);
    command.addAll(List.of("-jar", jar.toString(), Integer.toString(port)));
    Files.createDirectories(log.getParent());
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(workDir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("PORT", Integer.toString(port));
    long launch = System.nanoTime();
    return new ServerProcess(builder.start(), port, launch, log);
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  int port() {
    return port;
  }

  /** The server's process id ({@code taskset} execs the JVM, so it is the JVM's). */
  long pid() {
    return process.pid();
  }

  /**
   * Polls {@code path} until the server answers it; returns the milliseconds since launch. Any
   * status counts, so a wrong probe path cannot stall the run: the {@link Verifier} judges the
   * answers afterwards, and for a healthy app the first answer is its first {@code 200}.
   */
  long awaitFirstAnswer(String path, Duration timeout) throws InterruptedException {
    HttpClient client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .timeout(Duration.ofSeconds(10))
            .build();
    long deadline = System.nanoTime() + timeout.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw CommandException.failure(
            "the server ended with exit code "
                + process.exitValue()
                + " before answering:\n"
                + tail(),
            "its whole output is in " + log);
      }
      try {
        HttpResponse<Void> response = client.send(request, HttpResponse.BodyHandlers.discarding());
        return (System.nanoTime() - launchNanos) / 1_000_000;
      } catch (ConnectException e) {
        // not listening yet
      } catch (IOException e) {
        // closed while starting: try again
      }
      Thread.sleep(10);
    }
    throw CommandException.failure(
        "the server did not answer " + path + " within " + timeout.toSeconds() + " s:\n" + tail(),
        "its whole output is in " + log);
  }

  /** The last lines the server printed. */
  String tail() {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    } catch (IOException e) {
      return "(no output: " + e.getMessage() + ")";
    }
  }

  @Override
  public void close() {
    try {
      Runtime.getRuntime().removeShutdownHook(reaper);
    } catch (IllegalStateException e) {
      // already shutting down: the hook does the job
    }
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
