package dev.silk.cli.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Runs Maven in a generated project the way the tests that build such projects need it: offline
 * first, so a warm machine never touches the network, and online once only when the offline run
 * failed for lack of a download (a plugin a fresh machine has not fetched yet).
 *
 * <p>Maven runs as a child process ({@code $MAVEN_HOME/bin/mvn}, else {@code mvn} on the path) on
 * this test's JDK, in batch mode without transfer progress, with its output in a log file.
 *
 * <pre>{@code
 * OfflineMaven.Run run =
 *     OfflineMaven.offlineFirst(project, offline -> project.resolve(offline ? "o.log" : "on.log"),
 *         Duration.ofMinutes(5), List.of("help:effective-pom"));
 * }</pre>
 */
public final class OfflineMaven {
  private OfflineMaven() {}

  /**
   * One Maven run.
   *
   * @param offline whether it ran with {@code -o}
   * @param exit its exit code
   * @param log everything it printed
   */
  public record Run(boolean offline, int exit, String log) {
    /** The end of the log, for assertion messages. */
    public String tail() {
      return log.length() > 6000 ? log.substring(log.length() - 6000) : log;
    }
  }

  /**
   * Runs {@code mvn args} offline; when that fails because something was never downloaded, runs it
   * online once. Fails the test when the offline run fails otherwise, or the online run fails.
   * Returns the run that succeeded.
   *
   * @param log where the log of a run goes, given whether it is the offline one
   */
  public static Run offlineFirst(
      Path project, Function<Boolean, Path> log, Duration timeout, List<String> args)
      throws Exception {
    Run offline = run(project, true, log.apply(true), timeout, args);
    if (offline.exit() == 0) {
      return offline;
    }
    if (!offline.log().contains("offline") && !offline.log().contains("has not been downloaded")) {
      fail("mvn -o " + String.join(" ", args) + " failed in " + project + ":\n" + offline.tail());
    }
    Run online = run(project, false, log.apply(false), timeout, args);
    assertEquals(
        0,
        online.exit(),
        () -> "online mvn " + String.join(" ", args) + " failed:\n" + online.tail());
    return online;
  }

  /**
   * Runs {@code mvn -B -ntp [-o] args} in {@code project}; fails the test after {@code timeout}.
   */
  public static Run run(
      Path project, boolean offline, Path log, Duration timeout, List<String> args)
      throws Exception {
    return run(project, offline, log, timeout, args, Map.of());
  }

  /** As {@link #run(Path, boolean, Path, Duration, List)}, with more environment variables. */
  public static Run run(
      Path project,
      boolean offline,
      Path log,
      Duration timeout,
      List<String> args,
      Map<String, String> environment)
      throws Exception {
    List<String> command = new ArrayList<>(List.of(mvn(), "-B", "-ntp"));
    if (offline) {
      command.add("-o");
    }
    command.addAll(args);
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().putAll(environment);
    Process process = builder.start();
    if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
      fail("mvn took more than " + timeout.toMinutes() + " minutes in " + project);
    }
    return new Run(offline, process.exitValue(), Files.readString(log));
  }

  private static String mvn() {
    String home = System.getenv("MAVEN_HOME");
    return home != null && Files.isExecutable(Path.of(home, "bin", "mvn"))
        ? Path.of(home, "bin", "mvn").toString()
        : "mvn";
  }
}
