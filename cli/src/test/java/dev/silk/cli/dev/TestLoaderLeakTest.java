package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.tests.TestsRan;
import dev.silk.cli.project.RuntimeJars;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.nio.file.Path;
import javax.management.ObjectName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A day of test runs must not pin old test loaders: after 200 runs of the project's tests (each in
 * a loader of its own, one of them starting a server), few test loaders are alive, each run's
 * classes were unloaded, and the classes loaded and the metaspace used are near what they were
 * after 100 runs.
 */
@Tag("slow")
class TestLoaderLeakTest {
  @TempDir Path dir;

  @Test
  void testLoadersAreUnloadedOverTwoHundredRuns() throws Exception {
    TestProject project = TestProject.create(dir);
    project.write("pom.xml", TestProject.pom(TestProject.junitDependency()));
    project.write(
        "src/test/java/com/example/GreetingTest.java",
        """
        package com.example;

        import static org.junit.jupiter.api.Assertions.assertEquals;

        import dev.silk.test.WebTest;
        import dev.silk.web.App;
        import dev.silk.web.WebResponse;
        import java.util.List;
        import org.junit.jupiter.api.Test;
        import org.junit.jupiter.params.ParameterizedTest;
        import org.junit.jupiter.params.provider.ValueSource;

        class GreetingTest {
          record Seen(String text) {}

          @Test
          void greets() {
            assertEquals("hello v1", new Seen(Greeting.text()).text());
          }

          @ParameterizedTest
          @ValueSource(ints = {1, 2, 3})
          void counts(int n) {
            assertEquals(n, List.of(new Item("pen", n)).get(0).count());
          }

          @Test
          void servesInMemoryAndOverASocket() {
            App app = App.create().get("/", r -> WebResponse.text(Greeting.text()));
            assertEquals("hello v1", WebTest.of(app).get("/").text());
            try (WebTest served = WebTest.serve(App.create().get("/", r -> WebResponse.text("x")))) {
              assertEquals("x", served.get("/").text());
            }
          }
        }
        """);
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
        new DevSession(
            DevOptions.of(dir, 0, TestProject.VERSION).withTests(true, 30_000),
            RuntimeJars.locate(),
            listener)) {
      session.start();
      listener.awaitTests(0, r -> r.passed() > 0, 60);
      long[] after100 = null;
      for (int i = 0; i < 200; i++) {
        int before = listener.testRuns.size();
        session.runAllTests().join();
        TestsRan run = listener.awaitTests(before, r -> r.what().equals("all"), 60);
        assertEquals(5, run.passed(), () -> run.failures().toString());
        if (i == 99) {
          after100 = loadedClassesAndMetaspace();
        }
      }
      long[] after200 = loadedClassesAndMetaspace();
      // Each run's loader defines six classes (the test class, its record, Greeting, Item and two
      // of JUnit's) in about 2 KB of metaspace; a loader pinned per run leaves 200 of them alive
      // and 600 more classes at run 200 than at run 100. What is alive without a leak: on JDK 17
      // some dozens of recent loaders stay softly reachable through the JDK's own caches (28 seen
      // after 200 runs; filling the heap, which clears soft references, left one), on JDK 25 one.
      // The JDK also spins up lambda forms as call sites turn hot, some dozens of classes and
      // up to a megabyte of metaspace over 100 runs. The bounds sit between the two.
      long liveTestLoaders = liveLoadersNamed("dev.silk.cli.dev.tests.TestLoader");
      long classes = after200[0] - after100[0];
      long unloaded = after200[2] - after100[2];
      long metaspace = after200[1] - after100[1];
      assertTrue(
          liveTestLoaders < 80, liveTestLoaders + " test loaders still alive after 200 runs");
      assertTrue(classes < 300, "classes still loaded grew by " + classes + " over 100 runs");
      assertTrue(unloaded >= 300, "only " + unloaded + " classes unloaded over 100 runs");
      assertTrue(metaspace < 4_000_000, "metaspace grew by " + metaspace + " bytes over 100 runs");
    }
  }

  /** Loaders of this class that hold at least one class, from the VM.classloader_stats command. */
  private static long liveLoadersNamed(String type) throws Exception {
    Object stats =
        ManagementFactory.getPlatformMBeanServer()
            .invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"),
                "vmClassloaderStats",
                new Object[] {null},
                new String[] {String[].class.getName()});
    return ((String) stats).lines().filter(line -> line.strip().endsWith(" " + type)).count();
  }

  private static long[] loadedClassesAndMetaspace() throws InterruptedException {
    ClassLoadingMXBean classes = ManagementFactory.getClassLoadingMXBean();
    long loaded = Long.MAX_VALUE;
    long metaspace = Long.MAX_VALUE;
    for (int attempt = 0; attempt < 5; attempt++) {
      System.gc();
      Thread.sleep(100);
      loaded = Math.min(loaded, classes.getLoadedClassCount());
      for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
        if (pool.getName().equals("Metaspace")) {
          metaspace = Math.min(metaspace, pool.getUsage().getUsed());
        }
      }
    }
    return new long[] {loaded, metaspace, classes.getUnloadedClassCount()};
  }
}
