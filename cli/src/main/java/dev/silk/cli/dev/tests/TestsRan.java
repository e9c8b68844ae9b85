package dev.silk.cli.dev.tests;

import dev.silk.cli.dev.bridge.TestReport;
import java.util.List;

/**
 * One run's outcome, as the console prints it.
 *
 * @param what which tests: {@code affected}, {@code the rest}, {@code all}
 * @param classes the simple names of the classes that ran
 * @param passed how many of its tests passed
 * @param failed how many failed or timed out
 * @param skipped how many were skipped or aborted
 * @param failures the failures, in order
 * @param millis how long the run took
 * @param sinceSaveMillis from the save (the watcher's first event) to the run's end, or -1 when no
 *     save started it (a key)
 * @param more how many test classes run next in the background, 0 when none
 * @param report where all the project's tests stand after this run
 */
public record TestsRan(
    String what,
    List<String> classes,
    int passed,
    int failed,
    int skipped,
    List<TestReport.Failure> failures,
    long millis,
    long sinceSaveMillis,
    int more,
    TestReport report) {}
