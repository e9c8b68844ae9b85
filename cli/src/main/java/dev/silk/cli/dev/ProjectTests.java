package dev.silk.cli.dev;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Runs the project's tests ({@code mvn -B test}) in a child process for the {@code t} key.
 *
 * <p>A child process, so the tests run exactly as in CI and cannot disturb the dev server; its
 * output streams into the console line by line. One run at a time.
 */
final class ProjectTests {
  private final Path root;
  private final Consumer<String> out;
  private final AtomicBoolean running = new AtomicBoolean();

  ProjectTests(Path root, Consumer<String> out) {
    this.root = root;
    this.out = out;
  }

  void run() {
    if (!running.compareAndSet(false, true)) {
      out.accept("@|yellow tests are already running|@");
      return;
    }
    Thread t = new Thread(this::runNow, "silk-dev-tests");
    t.setDaemon(true);
    t.start();
  }

  private void runNow() {
    try {
      Path wrapper = root.resolve("mvnw");
      String mvn = Files.isExecutable(wrapper) ? wrapper.toString() : "mvn";
      out.accept("@|bold running|@ " + mvn + " -B test");
      Process p =
          new ProcessBuilder(mvn, "-B", "test")
              .directory(root.toFile())
              .redirectErrorStream(true)
              .redirectInput(ProcessBuilder.Redirect.PIPE)
              .start();
      p.getOutputStream().close();
      try (BufferedReader r =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          out.accept(DevConsole.escape(line));
        }
      }
      int code = p.waitFor();
      out.accept(
          code == 0
              ? "@|bold,green tests passed|@"
              : "@|bold,red tests failed|@ (exit " + code + ")");
    } catch (IOException e) {
      out.accept("@|red cannot run the tests:|@ " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      running.set(false);
    }
  }
}
