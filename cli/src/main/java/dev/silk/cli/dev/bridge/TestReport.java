package dev.silk.cli.dev.bridge;

import java.time.LocalTime;
import java.util.List;

/**
 * Where the project's tests stand, for {@code /_silk/tests} and the pages' badge.
 *
 * @param state whether tests ran, run now, passed or failed
 * @param continuous whether continuous testing is on (the {@code t} key)
 * @param passed how many tests passed, at the latest run of each class
 * @param failed how many failed (or were stopped at the time limit)
 * @param skipped how many were skipped or aborted
 * @param summary one line, as the status line shows it ({@code tests: 12 passed})
 * @param at when the last run ended, or null before the first
 * @param failures each failing test, in the order they failed
 */
public record TestReport(
    State state,
    boolean continuous,
    int passed,
    int failed,
    int skipped,
    String summary,
    LocalTime at,
    List<Failure> failures) {

  /** Where a session's tests are. */
  public enum State {
    /** No test has run in this session. */
    NONE,
    /** A run is going on; the counts are those of the runs before it. */
    RUNNING,
    PASSED,
    FAILED
  }

  /**
   * One failing test.
   *
   * @param test {@code MainTest.theHomePageLoads}, or the class alone for a class-level failure
   * @param message the assertion's message (first line of the exception when it has none)
   * @param file the test's source file relative to the project, or null when unknown
   * @param line the line in {@code file} where it failed, 0 when unknown
   * @param trace the stack trace, cut below the test's own frames
   */
  public record Failure(String test, String message, String file, int line, String trace) {}

  /** Before any test ran. */
  public static TestReport none(boolean continuous) {
    return new TestReport(
        State.NONE, continuous, 0, 0, 0, continuous ? "tests: waiting" : "", null, List.of());
  }
}
