package dev.silk.cli.dev.tests;

import dev.silk.cli.dev.bridge.TestReport;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each test class stands, at its latest run: what the status line, {@code /_silk/tests} and
 * the pages' badge show. A run replaces the results of the classes it ran and keeps the others', so
 * a failure stays on the board until a run of its class passes.
 */
final class TestBoard {
  /** One class's latest results: counts and failures. */
  record ClassResult(int passed, int failed, int skipped, List<TestReport.Failure> failures) {}

  private final Map<String, ClassResult> classes = new LinkedHashMap<>();
  private List<TestReport.Failure> compileErrors = List.of();
  private boolean running;
  private boolean continuous;
  private LocalTime at;

  synchronized void continuous(boolean on) {
    continuous = on;
  }

  synchronized void running(boolean now) {
    running = now;
  }

  /** The test sources do not compile: until they do, that is the whole story. */
  synchronized void compileErrors(List<TestReport.Failure> errors) {
    compileErrors = List.copyOf(errors);
    at = LocalTime.now().withNano(0);
  }

  /** The test sources compile (again): the results of the last runs stand. */
  synchronized void compiles() {
    compileErrors = List.of();
  }

  /** The classes that exist now: results of deleted ones go. */
  synchronized void retain(Set<String> existing) {
    classes.keySet().retainAll(existing);
  }

  synchronized void record(String className, ClassResult result) {
    compileErrors = List.of();
    classes.remove(className);
    classes.put(className, result);
    at = LocalTime.now().withNano(0);
  }

  synchronized TestReport report() {
    if (!compileErrors.isEmpty()) {
      return new TestReport(
          running ? TestReport.State.RUNNING : TestReport.State.FAILED,
          continuous,
          0,
          compileErrors.size(),
          0,
          "tests: do not compile",
          at,
          compileErrors);
    }
    if (classes.isEmpty() && at == null) {
      TestReport none = TestReport.none(continuous);
      return running
          ? new TestReport(
              TestReport.State.RUNNING, continuous, 0, 0, 0, "tests: running", null, List.of())
          : none;
    }
    int passed = 0;
    int failed = 0;
    int skipped = 0;
    List<TestReport.Failure> failures = new ArrayList<>();
    for (ClassResult r : classes.values()) {
      passed += r.passed();
      failed += r.failed();
      skipped += r.skipped();
      failures.addAll(r.failures());
    }
    TestReport.State state =
        running
            ? TestReport.State.RUNNING
            : failed > 0 ? TestReport.State.FAILED : TestReport.State.PASSED;
    return new TestReport(
        state,
        continuous,
        passed,
        failed,
        skipped,
        summary(passed, failed, failures),
        at,
        List.copyOf(failures));
  }

  /** {@code tests: 12 passed}, {@code tests: 1 failed (MainTest.creates)}. */
  static String summary(int passed, int failed, List<TestReport.Failure> failures) {
    if (failed == 0) {
      return "tests: " + passed + " passed";
    }
    String first = failures.isEmpty() ? "" : failures.get(0).test();
    String more = failures.size() > 1 ? ", +" + (failures.size() - 1) : "";
    return "tests: " + failed + " failed (" + first + more + ")";
  }
}
