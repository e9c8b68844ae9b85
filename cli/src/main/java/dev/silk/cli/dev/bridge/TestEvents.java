package dev.silk.cli.dev.bridge;

/** What a {@link TestRunner} reports while it runs, on the thread that runs the tests. */
public interface TestEvents {
  /** A test ({@code className.method}) began: the session's time limit counts from here. */
  void started(String className, String method);

  /** A test, or a class whose set-up failed before its tests ({@code method} null), ended. */
  void finished(TestOutcome outcome);
}
