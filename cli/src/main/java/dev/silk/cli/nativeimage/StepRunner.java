package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.project.Maven;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the external steps of {@code silk native} (Maven, native-image) one at a time, each with its
 * output in {@code target/silk-native/<log>.log}, and fails with the end of that log. Ctrl-C's
 * cleanup calls {@link #abandon()} to end the step that is running.
 *
 * <pre>{@code
 * new StepRunner(project, work, environment).run("maven", List.of("mvn", "-q", "package"));
 * }</pre>
 */
final class StepRunner {
  private final Path project;
  private final Path work;
  private final Map<String, String> environment;
  private volatile Process child;

  StepRunner(Path project, Path work, Map<String, String> environment) {
    this.project = project;
    this.work = work;
    this.environment = environment;
  }

  /**
   * Runs {@code command} in the project folder; throws {@link CommandException} unless it ends 0.
   */
  void run(String log, List<String> command) throws IOException, InterruptedException {
    Path logFile = work.resolve(log + ".log");
    Files.createDirectories(work);
    Files.writeString(
        logFile,
        "$ "
            + String.join(" ", command)
            + "\n"
            + (command.stream().anyMatch(a -> a.contains("/.staging-"))
                ? "# (.staging-* is silk native's own folder, removed when it ends; the result is"
                    + " moved into target/)\n"
                : ""));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
    // Every step runs in the build's environment (a test gives Maven its JAVA_HOME this way).
    builder.environment().clear();
    builder.environment().putAll(environment);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw CommandException.failure(
          "cannot run " + command.get(0) + ": " + e.getMessage(),
          log.equals("maven")
              ? Maven.installHint() + "; or build the jar yourself and pass --no-maven"
              : null);
    }
    child = process;
    process.getOutputStream().close();
    try {
      process.waitFor();
    } finally {
      if (process.isAlive()) {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
      }
      child = null;
    }
    if (process.exitValue() != 0) {
      throw CommandException.failure(
          command.get(0) + " failed with exit code " + process.exitValue() + ":\n" + tail(logFile),
          "the whole output is in " + project.relativize(logFile));
    }
  }

  /** Ends the running step, if any (Ctrl-C). */
  void abandon() {
    Process running = child;
    if (running != null) {
      running.destroyForcibly();
    }
  }

  private static String tail(Path log) throws IOException {
    List<String> lines = Files.readAllLines(log);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
  }
}
