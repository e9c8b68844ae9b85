package dev.silk.cli.dev.junit;

import dev.silk.cli.dev.bridge.TestEvents;
import dev.silk.cli.dev.bridge.TestOutcome;
import dev.silk.cli.dev.bridge.TestRunner;
import java.util.HashMap;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a test class with the JUnit Platform launcher and reports each test through the bridge.
 *
 * <p>One runner per test thread; its launcher is made on the first run, with the engines its loader
 * finds (the project's: Jupiter, and whatever else is on its test class path), and kept, so the
 * engines' classes are loaded and warm for every later run. A runner never holds a test class
 * between runs: the classes come in through {@link #run} and leave with their loader.
 */
public final class PlatformRunner implements TestRunner {
  private Launcher launcher;

  /** Made by the session through its runner loader. */
  public PlatformRunner() {}

  @Override
  public void run(Class<?> testClass, TestEvents events) {
    if (launcher == null) {
      launcher = LauncherFactory.create();
    }
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(DiscoverySelectors.selectClass(testClass))
            .build();
    launcher.execute(request, new Listener(testClass.getName(), events));
  }

  /** Turns the platform's events into the bridge's outcomes. */
  private static final class Listener implements TestExecutionListener {
    private final String testClass;
    private final TestEvents events;
    private final Map<String, Long> started = new HashMap<>();

    Listener(String testClass, TestEvents events) {
      this.testClass = testClass;
      this.events = events;
    }

    @Override
    public void executionStarted(TestIdentifier id) {
      started.put(id.getUniqueId(), System.nanoTime());
      if (id.isTest()) {
        events.started(className(id), methodName(id));
      }
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
      if (id.isTest()) {
        events.finished(
            new TestOutcome(
                className(id),
                methodName(id),
                id.getDisplayName(),
                TestOutcome.Status.SKIPPED,
                null,
                0));
      }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
      Long begin = started.remove(id.getUniqueId());
      long nanos = begin == null ? 0 : System.nanoTime() - begin;
      TestOutcome.Status status =
          switch (result.getStatus()) {
            case SUCCESSFUL -> TestOutcome.Status.PASSED;
            case ABORTED -> TestOutcome.Status.ABORTED;
            case FAILED -> TestOutcome.Status.FAILED;
          };
      Throwable failure = result.getThrowable().orElse(null);
      if (id.isTest()) {
        events.finished(
            new TestOutcome(
                className(id), methodName(id), id.getDisplayName(), status, failure, nanos));
      } else if (status == TestOutcome.Status.FAILED) {
        // A container that failed on its own (@BeforeAll, a constructor, a class that does not
        // load): its tests never ran, and only this says why.
        events.finished(
            new TestOutcome(className(id), null, id.getDisplayName(), status, failure, nanos));
      }
    }

    private String className(TestIdentifier id) {
      TestSource source = id.getSource().orElse(null);
      if (source instanceof MethodSource m) {
        return m.getClassName();
      }
      if (source instanceof ClassSource c) {
        return c.getClassName();
      }
      return testClass;
    }

    private static String methodName(TestIdentifier id) {
      TestSource source = id.getSource().orElse(null);
      return source instanceof MethodSource m ? m.getMethodName() : id.getDisplayName();
    }
  }
}
