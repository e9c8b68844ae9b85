package dev.silk.cli.dev.bridge;

/**
 * How one test ended.
 *
 * @param className the test class's binary name
 * @param method the test method's name, or null for a class-level failure ({@code @BeforeAll}, a
 *     constructor, a class that does not load)
 * @param displayName what JUnit calls it ({@code theHomePageListsTheTodos()}, a parameterized
 *     test's {@code [1] 42})
 * @param status passed, failed, aborted (an assumption did not hold) or skipped ({@code @Disabled})
 * @param failure what failed it or aborted it, or null
 * @param nanos how long it took
 */
public record TestOutcome(
    String className,
    String method,
    String displayName,
    Status status,
    Throwable failure,
    long nanos) {

  /** How a test ended. */
  public enum Status {
    PASSED,
    FAILED,
    ABORTED,
    SKIPPED
  }
}
