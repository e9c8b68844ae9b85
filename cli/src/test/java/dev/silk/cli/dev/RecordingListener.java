package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.tests.TestsRan;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps what a session reported, for assertions. */
final class RecordingListener implements DevListener {
  final List<Reload> reloads = new CopyOnWriteArrayList<>();
  final List<Problem> problems = new CopyOnWriteArrayList<>();
  final List<String> warnings = new CopyOnWriteArrayList<>();
  final List<String> infos = new CopyOnWriteArrayList<>();
  final List<TestsRan> testRuns = new CopyOnWriteArrayList<>();
  final List<String> debugs = new CopyOnWriteArrayList<>();

  @Override
  public void debug(String message) {
    debugs.add(message);
  }

  @Override
  public void testsRan(TestsRan run) {
    testRuns.add(run);
  }

  @Override
  public void info(String message) {
    infos.add(message);
  }

  /** Waits up to {@code seconds} for a test run after the first {@code after} that matches. */
  TestsRan awaitTests(int after, java.util.function.Predicate<TestsRan> match, int seconds)
      throws InterruptedException {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    while (System.nanoTime() < end) {
      for (int i = after; i < testRuns.size(); i++) {
        if (match.test(testRuns.get(i))) {
          return testRuns.get(i);
        }
      }
      Thread.sleep(20);
    }
    throw new AssertionError(
        "no such test run within "
            + seconds
            + " s; runs: "
            + testRuns
            + ", notes: "
            + infos
            + ", problems: "
            + problems
            + ", warnings: "
            + warnings);
  }

  @Override
  public void reloaded(Reload reload) {
    reloads.add(reload);
  }

  @Override
  public void problem(Problem problem) {
    problems.add(problem);
  }

  @Override
  public void warning(String message) {
    warnings.add(message);
  }
}
