package dev.silk.cli.dev.bridge;

/**
 * Runs one test class with the JUnit Platform's launcher, in the dev JVM.
 *
 * <p>Implemented by {@code dev.silk.cli.dev.junit.PlatformRunner}, which is defined in a loader
 * over the test kit's jars (the launcher and the engines the project tests with), so it links
 * against the project's JUnit and the CLI's own class path never holds one. The session calls it on
 * its test thread, one class at a time, so a run can stop between two classes when a newer save
 * makes it stale.
 */
public interface TestRunner {
  /**
   * Discovers and runs the tests of {@code testClass} (loaded by the run's test loader), reporting
   * each test to {@code events} as it starts and ends; returns when the class is done.
   */
  void run(Class<?> testClass, TestEvents events);
}
