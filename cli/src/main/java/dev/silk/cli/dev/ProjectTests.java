package dev.silk.cli.dev;

import dev.silk.cli.project.Maven;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
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
      Maven maven = Maven.forProject(root);
      List<String> arguments = List.of("-B", "test");
      out.accept(
          "@|bold running|@ " + DevConsole.escape(String.join(" ", maven.command(arguments))));
      Process p = maven.process(root, arguments).redirectErrorStream(true).start();
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
      out.accept(
          "@|red cannot run the tests:|@ "
              + DevConsole.escape(e.getMessage() + "; " + Maven.installHint()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      running.set(false);
    }
  }
}
