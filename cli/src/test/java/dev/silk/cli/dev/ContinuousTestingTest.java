package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.cli.dev.tests.TestsRan;
import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Continuous testing in a real session: the project's tests compile with the warm compiler, run in
 * the dev JVM after each save (the affected ones first), and report failures with file and line in
 * the listener and on {@code /_silk/tests}.
 */
@Tag("slow")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ContinuousTestingTest {
  @TempDir static Path dir;
  static TestProject project;
  static RecordingListener listener = new RecordingListener();
  static DevSession session;
  static DevClient client;

  @BeforeAll
  static void start() throws Exception {
    project = TestProject.create(dir);
    project.write("pom.xml", TestProject.pom(TestProject.junitDependency()));
    project.write(
        "src/test/java/com/example/GreetingTest.java",
        """
        package com.example;

        import static org.junit.jupiter.api.Assertions.assertEquals;

        import org.junit.jupiter.api.Test;

        class GreetingTest {
          @Test
          void greets() {
            assertEquals("hello v1", Greeting.text());
          }
        }
        """);
    project.write(
        "src/test/java/com/example/ItemTest.java",
        """
        package com.example;

        import static org.junit.jupiter.api.Assertions.assertEquals;

        import org.junit.jupiter.api.Test;

        class ItemTest {
          @Test
          void hasAName() {
            assertEquals("pen", new Item("pen", 2).name());
          }

          @Test
          void counts() {
            assertEquals(2, new Item("pen", 2).count());
          }
        }
        """);
    session =
        new DevSession(
            DevOptions.of(dir, 0, TestProject.VERSION).withTests(true, 1_000),
            RuntimeJars.locate(),
            listener);
    client = new DevClient(session.start());
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    session.close();
  }

  @Test
  @Order(1)
  void everyTestRunsAfterTheFirstStart() throws Exception {
    TestsRan first = listener.awaitTests(0, r -> r.failed() + r.passed() > 0, 60);
    TestsRan all =
        first.more() > 0
            ? listener.awaitTests(listener.testRuns.indexOf(first) + 1, r -> true, 60)
            : first;
    assertEquals(0, all.report().failed(), () -> all.report().failures().toString());
    assertEquals(3, all.report().passed(), () -> listener.testRuns.toString());
    assertEquals("tests: 3 passed", session.testReport().summary());
    assertEquals(-1, first.sinceSaveMillis(), "no save started the first run");
    assertTrue(
        listener.infos.stream().anyMatch(i -> i.startsWith("continuous testing is on")),
        listener.infos::toString);
    assertTrue(Files.isDirectory(dir.resolve("target/silk/test-classes/com/example")));
  }

  @Test
  @Order(2)
  void aHandlerEditRunsTheTestsThatUseItAndShowsTheFailureWithItsLine() throws Exception {
    int before = listener.testRuns.size();
    project.replace("src/main/java/com/example/Greeting.java", "hello v1", "hello v2");
    TestsRan run = listener.awaitTests(before, r -> r.what().equals("affected"), 30);
    assertEquals(List.of("GreetingTest"), run.classes(), "ItemTest does not use Greeting");
    assertEquals(1, run.failed());
    assertEquals(0, run.more(), "the rest waits until the affected tests pass");
    assertTrue(run.sinceSaveMillis() >= 0);
    TestReport.Failure failure = run.failures().get(0);
    assertEquals("GreetingTest.greets", failure.test());
    assertTrue(failure.message().contains("hello v2"), failure.message());
    assertEquals("src/test/java/com/example/GreetingTest.java", failure.file());
    assertEquals(10, failure.line());
    assertTrue(
        failure.trace().lines().skip(1).findFirst().orElse("").contains("GreetingTest.greets"),
        "the trace starts at the test, below JUnit's assertion frames: " + failure.trace());
    assertEquals("tests: 1 failed (GreetingTest.greets)", session.testReport().summary());

    DevClient.Answer json = client.get("/_silk/tests", "application/json");
    assertEquals(200, json.status());
    assertTrue(json.body().contains("\"failed\":1"), json.body());
    assertTrue(json.body().contains("\"line\":10"), json.body());
    DevClient.Answer page = client.get("/_silk/tests");
    assertTrue(page.body().contains("GreetingTest.greets"), page.body());
    assertTrue(page.body().contains("GreetingTest.java:10"), page.body());
  }

  @Test
  @Order(3)
  void aTestEditRerunsThatFileThenTheRest() throws Exception {
    int before = listener.testRuns.size();
    project.replace("src/test/java/com/example/GreetingTest.java", "hello v1", "hello v2");
    TestsRan run = listener.awaitTests(before, r -> r.what().equals("affected"), 30);
    assertEquals(List.of("GreetingTest"), run.classes());
    assertEquals(1, run.passed());
    assertEquals(1, run.more(), "ItemTest runs next, in the background");
    TestsRan rest = listener.awaitTests(before, r -> r.what().equals("the rest"), 30);
    assertEquals(List.of("ItemTest"), rest.classes());
    assertEquals("tests: 3 passed", rest.report().summary());
  }

  @Test
  @Order(4)
  void aServerATestStartsListensOnItsOwnPortAndIsStoppedAfterTheRun() throws Exception {
    Path portFile = dir.resolve("target/served-port");
    project.write(
        "src/test/java/com/example/ServeTest.java",
        """
        package com.example;

        import static org.junit.jupiter.api.Assertions.assertEquals;

        import dev.silk.test.WebTest;
        import dev.silk.web.App;
        import dev.silk.web.WebResponse;
        import java.nio.file.Files;
        import java.nio.file.Path;
        import org.junit.jupiter.api.Test;

        class ServeTest {
          @Test
          void servesOverASocket() throws Exception {
            WebTest web = WebTest.serve(App.create().get("/", r -> WebResponse.text("own app")));
            assertEquals("own app", web.get("/").text());
            // Left open on purpose: the dev server stops it after the run.
            Files.writeString(Path.of("%s"), web.uri("/").toString());
          }
        }
        """
            .formatted(portFile.toString().replace("\\", "\\\\")));
    int before = listener.testRuns.size();
    TestsRan run = listener.awaitTests(before, r -> r.classes().contains("ServeTest"), 30);
    assertEquals(0, run.failed(), () -> run.failures().toString());
    java.net.URI served = java.net.URI.create(Files.readString(portFile).strip());
    assertNotEquals(session.port(), served.getPort(), "not the dev server's port");
    listener.awaitTests(before, r -> r.what().equals("the rest") || r.more() == 0, 30);
    long end = System.nanoTime() + 10_000_000_000L;
    while (System.nanoTime() < end && listens(served.getPort())) {
      Thread.sleep(50);
    }
    assertFalse(listens(served.getPort()), "the server the test left open was stopped");
    while (System.nanoTime() < end
        && listener.infos.stream().noneMatch(i -> i.contains("stopped 1 server"))) {
      Thread.sleep(20); // said right after the stop
    }
    assertTrue(
        listener.infos.stream().anyMatch(i -> i.contains("stopped 1 server")),
        listener.infos::toString);
    Files.delete(dir.resolve("src/test/java/com/example/ServeTest.java"));
  }

  @Test
  @Order(5)
  void aTestThatHangsIsStoppedAtTheLimitAndReported() throws Exception {
    // Two classes, run in name order: the first is interrupted at the limit and ends, the second
    // ignores the interrupt and is left behind.
    project.write(
        "src/test/java/com/example/HangTest.java",
        """
        package com.example;

        import org.junit.jupiter.api.Test;

        class HangTest {
          @Test
          void sleepsForever() throws Exception {
            Thread.sleep(600_000);
          }
        }
        """);
    project.write(
        "src/test/java/com/example/StuckTest.java",
        """
        package com.example;

        import org.junit.jupiter.api.Test;

        class StuckTest {
          @Test
          void ignoresInterrupts() {
            long end = System.nanoTime() + 6_000_000_000L;
            while (System.nanoTime() < end) {
              try {
                Thread.sleep(50);
              } catch (InterruptedException e) {
                // a test that will not be stopped
              }
            }
          }
        }
        """);
    int before = listener.testRuns.size();
    TestsRan both =
        listener.awaitTests(
            before,
            r ->
                r.report().failures().stream()
                        .filter(
                            f ->
                                f.test().equals("HangTest.sleepsForever")
                                    || f.test().equals("StuckTest.ignoresInterrupts"))
                        .count()
                    == 2,
            30);
    List<TestReport.Failure> failures = both.report().failures();
    assertTrue(
        failures.stream()
            .anyMatch(
                f ->
                    f.test().equals("HangTest.sleepsForever")
                        && f.message().equals("did not end within 1 s: interrupted")),
        failures::toString);
    assertTrue(
        failures.stream()
            .anyMatch(
                f ->
                    f.test().equals("StuckTest.ignoresInterrupts")
                        && f.message().contains("ignored the interrupt")
                        && f.file().equals("src/test/java/com/example/StuckTest.java")),
        failures::toString);
    assertTrue(
        listener.infos.stream().anyMatch(i -> i.contains("StuckTest.ignoresInterrupts was left")),
        listener.infos::toString);
    Files.delete(dir.resolve("src/test/java/com/example/HangTest.java"));
    Files.delete(dir.resolve("src/test/java/com/example/StuckTest.java"));
    long end = System.nanoTime() + 30_000_000_000L;
    while (System.nanoTime() < end && session.testReport().failed() > 0) {
      Thread.sleep(20); // deleted classes leave the board with the next plan
    }
    assertEquals("tests: 3 passed", session.testReport().summary());
    int after = listener.testRuns.size();
    session.runAllTests().join();
    TestsRan clean = listener.awaitTests(after, r -> r.what().equals("all"), 30);
    assertEquals(0, clean.report().failed(), () -> clean.report().failures().toString());
  }

  @Test
  @Order(6)
  void aTestThatDoesNotCompileIsReportedAndTheAppKeepsServing() throws Exception {
    int before = listener.testRuns.size();
    project.replace(
        "src/test/java/com/example/ItemTest.java", "new Item(\"pen\", 2).count()", "nope()");
    TestsRan run = listener.awaitTests(before, r -> r.what().equals("compile"), 30);
    assertEquals("src/test/java/com/example/ItemTest.java", run.failures().get(0).file());
    assertEquals(200, client.get("/").status(), "the app serves on");
    assertTrue(session.problem() == null, "a test's compile error is not the app's problem");
    project.replace(
        "src/test/java/com/example/ItemTest.java", "nope()", "new Item(\"pen\", 2).count()");
    listener.awaitTests(before, r -> r.report().failed() == 0 && r.passed() > 0, 30);
  }

  @Test
  @Order(7)
  void theKeyTurnsItOffAndTheProjectRemembers() throws Exception {
    assertTrue(session.continuousTests());
    session.toggleTests().join();
    assertFalse(session.continuousTests());
    assertEquals("off", Files.readString(dir.resolve("target/silk/continuous-tests")).strip());
    int before = listener.testRuns.size();
    project.replace("src/main/java/com/example/Greeting.java", "hello v2", "hello v3");
    Thread.sleep(500);
    assertEquals(before, listener.testRuns.size(), "no run while continuous testing is off");
    assertThrows(AssertionError.class, () -> listener.awaitTests(before, r -> true, 1));
  }

  private static boolean listens(int port) {
    try (Socket s = new Socket("127.0.0.1", port)) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
