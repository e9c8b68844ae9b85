package dev.silk.cli.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A generated app's jar running in a process of its own, on a port it picked, with its output kept.
 */
final class AppProcess implements AutoCloseable {
  private static final Pattern LISTENING = Pattern.compile("Listening on http://localhost:(\\d+)");

  private final Process process;
  private final StringBuffer output = new StringBuffer();
  private final CompletableFuture<Integer> port = new CompletableFuture<>();

  private AppProcess(Process process) {
    this.process = process;
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                  output.append(line).append('\n');
                  Matcher m = LISTENING.matcher(line);
                  if (m.find()) {
                    port.complete(Integer.parseInt(m.group(1)));
                  }
                }
              } catch (IOException ignored) {
                // The process ended.
              }
              port.completeExceptionally(new IllegalStateException("the app ended:\n" + output));
            },
            "app-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** Starts {@code java -jar jar} in {@code dir} on a free port with {@code env} added. */
  static AppProcess start(Path jar, Path dir, Map<String, String> env) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx256m");
    command.add("-jar");
    command.add(jar.toString());
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().put("PORT", "0");
    builder.environment().putAll(env);
    return new AppProcess(builder.start());
  }

  /** The port, once the app says it listens. */
  int port() throws Exception {
    return port.get(90, TimeUnit.SECONDS);
  }

  String output() {
    return output.toString();
  }

  /** Stops it as an orchestrator does: SIGTERM, then waits for the graceful stop. */
  void stop() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      process.waitFor(10, TimeUnit.SECONDS);
    }
  }

  @Override
  public void close() throws InterruptedException {
    if (process.isAlive()) {
      stop();
    }
  }
}
