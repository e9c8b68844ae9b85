package dev.silk.cli.dev.tests;

import dev.silk.cli.dev.DevCompiler;
import dev.silk.cli.dev.HostClassLoader;
import dev.silk.cli.dev.bridge.HostControl;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.TestEvents;
import dev.silk.cli.dev.bridge.TestOutcome;
import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.cli.dev.bridge.TestRunner;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Continuous testing in {@code silk dev}: after each save the tests the change affects run in the
 * dev JVM, then, when they pass, the rest (D232).
 *
 * <p>Two threads share the work. The session's reload thread, right after an app is swapped in (or
 * a test file is saved), compiles {@code src/test/java} with the warm compiler into {@code
 * target/silk/test-classes} against that app's classes, reads the test classes into memory and
 * hands a {@link Plan} to the test thread; a compile takes milliseconds and never races the app's
 * compiles for {@code target/silk/classes}. The test thread picks the affected test classes from
 * the constant pools ({@link ClassGraph}), runs them with the JUnit Platform launcher in a {@link
 * TestLoader} over the app's loader, reports, and runs the rest; a newer plan makes the one running
 * stale, and it stops at the next class. So a test never holds a reload or a request, and a reload
 * never waits for a test.
 *
 * <p>A test that runs past the time limit is interrupted; one that ignores the interrupt is left
 * behind on its thread (the JVM cannot stop a thread) and reported, and the next runs get a new
 * thread (D234).
 *
 * <pre>{@code
 * ContinuousTests tests = new ContinuousTests(root, compiler, host, reports, Duration.ofSeconds(30));
 * tests.toggle(target);              // the t key: on, and everything runs once
 * tests.appReloaded(() -> target, false, savedNanos);   // after each reload
 * }</pre>
 */
public final class ContinuousTests implements AutoCloseable {
  /** Surefire's default includes: what {@code mvn test} runs, so both run the same classes. */
  private static final List<String> TEST_NAME_PATTERNS =
      List.of("Test*", "*Test", "*Tests", "*TestCase");

  private static final long GRACE_MILLIS = 2_000;
  private static final String MODE_FILE = "continuous-tests";

  /**
   * The app the tests run against: its class files and resource folders, the fingerprint of its
   * signatures, the loader of the project's dependencies (the run's and the kit's parent), and the
   * test-only jars.
   */
  public record Target(
      Map<String, byte[]> appClasses,
      List<Path> appResources,
      String signatures,
      ClassLoader dependencies,
      List<Path> testJars) {}

  /** What a plan runs first. */
  private enum Scope {
    AFFECTED,
    ALL
  }

  /** One run to do: made on the reload thread, run on the test thread. */
  private static final class Plan {
    final int number;
    final Target target;
    final Map<String, byte[]> testClasses;
    final Set<String> changed;
    final Scope scope;
    final long savedNanos;
    volatile boolean stale;

    Plan(
        int number,
        Target target,
        Map<String, byte[]> testClasses,
        Set<String> changed,
        Scope scope,
        long savedNanos) {
      this.number = number;
      this.target = target;
      this.testClasses = testClasses;
      this.changed = changed;
      this.scope = scope;
      this.savedNanos = savedNanos;
    }
  }

  private final Path root;
  private final DevCompiler compiler;
  private final HostControl host;
  private final Consumer<TestsRan> reports;
  private final Consumer<String> notes;
  private final long limitMillis;
  private final Path modeFile;
  private final TestBoard board = new TestBoard();
  private final ScheduledExecutorService watchdog =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "silk-dev-test-watchdog");
            t.setDaemon(true);
            return t;
          });
  private final Object lock = new Object();
  private final Map<String, Integer> seen = new HashMap<>();
  private final List<URLClassLoader> kitLoaders = new ArrayList<>();
  // Workers whose test ignored the interrupt: interrupted again at close, in case it listens then.
  private final List<Worker> leftBehind = new ArrayList<>();
  private Plan pending;
  private Plan current;
  private Worker worker;
  private int plans;
  private boolean closed;
  private volatile boolean continuous;
  private URLClassLoader kit;
  // The app's signatures changed since the tests last compiled (reload thread only).
  private boolean fullCompileNext;
  private ClassLoader kitParent;
  private List<Path> kitJars;

  /**
   * Continuous tests of the project at {@code root}, compiled by {@code compiler} (made with {@link
   * DevCompiler#forTests}), shown by {@code host}; each run's outcome goes to {@code reports}, and
   * lines about the machinery (a compile error, a test left running) to {@code notes}.
   *
   * @param limit how long one test may run before it is stopped
   */
  public ContinuousTests(
      Path root,
      DevCompiler compiler,
      HostControl host,
      Consumer<TestsRan> reports,
      Consumer<String> notes,
      Duration limit) {
    this.root = root;
    this.compiler = compiler;
    this.host = host;
    this.reports = reports;
    this.notes = notes;
    this.limitMillis = limit.toMillis();
    this.modeFile = root.resolve("target/silk").resolve(MODE_FILE);
    this.continuous = readMode();
    board.continuous(continuous);
    watchdog.scheduleWithFixedDelay(this::watch, 100, 100, TimeUnit.MILLISECONDS);
  }

  /** Whether the tests run after every save (the project's remembered choice until toggled). */
  public boolean continuous() {
    return continuous;
  }

  /** Where the tests stand now. */
  public TestReport report() {
    return board.report();
  }

  /**
   * The {@code t} key, on the reload thread: continuous testing on (and every test runs now) or
   * off; remembered in {@code target/silk/continuous-tests}.
   */
  public boolean toggle(Target target) throws IOException {
    continuous = !continuous;
    board.continuous(continuous);
    Files.createDirectories(modeFile.getParent());
    Files.writeString(modeFile, continuous ? "on\n" : "off\n");
    if (continuous && target != null) {
      plan(target, Scope.ALL, -1);
    } else {
      synchronized (lock) {
        if (pending != null) {
          pending = null;
        }
        if (current != null) {
          current.stale = true;
        }
      }
      host.tests(board.report());
    }
    return continuous;
  }

  /** Turns continuous testing on for this session without remembering it ({@code --tests}). */
  public void on() {
    continuous = true;
    board.continuous(true);
  }

  /**
   * After a reload swapped in an app: the affected tests run against it, when testing is on. The
   * target is asked for only then (the first ask may resolve the tests' class path with Maven).
   *
   * @param signaturesChanged whether the app's compile was a full one: then the tests' is too, now
   *     or at the next run, as a test compiled against the old signatures may no longer link
   */
  public void appReloaded(Supplier<Target> target, boolean signaturesChanged, long savedNanos) {
    if (signaturesChanged) {
      fullCompileNext = true;
    }
    if (continuous) {
      plan(target.get(), Scope.AFFECTED, savedNanos);
    }
  }

  /** A test source was saved: it (and any test using a changed helper) runs, when testing is on. */
  public void testsChanged(Supplier<Target> target, long savedNanos) {
    if (continuous) {
      plan(target.get(), Scope.AFFECTED, savedNanos);
    }
  }

  /** The {@code a} key: every test runs now, whether continuous testing is on or not. */
  public void runAll(Target target) {
    plan(target, Scope.ALL, -1);
  }

  /** The class path changed (the pom): the next test compile is a full one against it. */
  public void classpath(List<Path> compileClasspath) {
    compiler.classpath(compileClasspath);
  }

  private void plan(Target target, Scope scope, long savedNanos) {
    if (target == null) {
      return;
    }
    if (fullCompileNext) {
      compiler.forgetLastCompile();
      fullCompileNext = false;
    }
    DevCompiler.Result compiled;
    Map<String, byte[]> testClasses;
    try {
      compiled = compiler.compile();
      testClasses = compiled.success() ? read(compiler.classes()) : Map.of();
    } catch (IOException | RuntimeException e) {
      notes.accept("cannot compile the tests: " + e);
      return;
    }
    if (!compiled.success()) {
      List<TestReport.Failure> errors = new ArrayList<>();
      for (Problem.Site site : compiled.errors()) {
        errors.add(new TestReport.Failure("compile", site.message(), site.file(), site.line(), ""));
      }
      board.compileErrors(errors);
      synchronized (lock) {
        for (Problem.Site site : compiled.errors()) {
          forgetSource(site.file());
        }
      }
      TestReport report = board.report();
      host.tests(report);
      reports.accept(
          new TestsRan(
              "compile",
              List.of(),
              0,
              errors.size(),
              0,
              errors,
              compiled.millis(),
              savedNanos < 0 ? -1 : (System.nanoTime() - savedNanos) / 1_000_000,
              0,
              report));
      return;
    }
    board.compiles();
    synchronized (lock) {
      if (closed) {
        return;
      }
      Set<String> changed = changedSince(target.appClasses(), testClasses);
      if (pending != null) {
        // Never run: what it would have run is still to run.
        changed.addAll(pending.changed);
      }
      if (current != null && !current.stale) {
        current.stale = true;
        changed.addAll(current.changed);
      }
      Scope s = pending != null && pending.scope == Scope.ALL ? Scope.ALL : scope;
      pending = new Plan(++plans, target, testClasses, changed, s, savedNanos);
      if (worker == null) {
        worker = new Worker();
        worker.start();
      }
      lock.notifyAll();
    }
  }

  /**
   * Makes the classes of a test source that did not compile count as changed at the next plan: when
   * the file compiles again, its tests run, even if its classes came out as they were before.
   */
  private void forgetSource(String file) {
    String prefix = "src/test/java/";
    if (file == null || !file.startsWith(prefix) || !file.endsWith(".java")) {
      return;
    }
    String top =
        file.substring(prefix.length(), file.length() - ".java".length()).replace('/', '.');
    seen.keySet().removeIf(k -> k.equals(top) || k.startsWith(top + "$"));
  }

  /** The classes whose bytes differ from the last plan's (new and deleted ones included). */
  private Set<String> changedSince(Map<String, byte[]> app, Map<String, byte[]> tests) {
    Map<String, Integer> now = new HashMap<>();
    app.forEach((k, v) -> now.put(k, Arrays.hashCode(v)));
    tests.forEach((k, v) -> now.put(k, Arrays.hashCode(v)));
    Set<String> changed = new HashSet<>();
    now.forEach(
        (k, v) -> {
          if (!v.equals(seen.get(k))) {
            changed.add(k);
          }
        });
    for (String gone : seen.keySet()) {
      if (!now.containsKey(gone)) {
        changed.add(gone);
      }
    }
    seen.clear();
    seen.putAll(now);
    return changed;
  }

  private static Map<String, byte[]> read(Path classes) throws IOException {
    Map<String, byte[]> out = new HashMap<>();
    if (!Files.isDirectory(classes)) {
      return out;
    }
    try (Stream<Path> walk = Files.walk(classes)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        String relative = classes.relativize(p).toString().replace('\\', '/');
        if (relative.endsWith(".class")) {
          out.put(
              relative.substring(0, relative.length() - ".class".length()).replace('/', '.'),
              Files.readAllBytes(p));
        }
      }
    }
    return out;
  }

  /** The test classes JUnit should run among {@code classes}: top-level, named as Surefire's. */
  static Set<String> testClassNames(Set<String> classes) {
    Set<String> tests = new TreeSet<>();
    for (String name : classes) {
      if (name.indexOf('$') >= 0) {
        continue;
      }
      String simple = name.substring(name.lastIndexOf('.') + 1);
      for (String pattern : TEST_NAME_PATTERNS) {
        boolean match =
            pattern.startsWith("*")
                ? simple.endsWith(pattern.substring(1))
                : simple.startsWith(pattern.substring(0, pattern.length() - 1));
        if (match) {
          tests.add(name);
          break;
        }
      }
    }
    return tests;
  }

  private ClassLoader kitLoader(Target target) {
    if (kit == null || kitParent != target.dependencies() || !target.testJars().equals(kitJars)) {
      kit = new URLClassLoader("silk-test-kit", urls(target.testJars()), target.dependencies());
      kitLoaders.add(kit);
      kitParent = target.dependencies();
      kitJars = target.testJars();
    }
    return kit;
  }

  private static java.net.URL[] urls(List<Path> paths) {
    java.net.URL[] urls = new java.net.URL[paths.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = paths.get(i).toUri().toURL();
      } catch (java.net.MalformedURLException e) {
        throw new IllegalArgumentException(e);
      }
    }
    return urls;
  }

  /** The watchdog's tick: interrupts a test past the limit, leaves behind one that ignores it. */
  private void watch() {
    Worker w;
    synchronized (lock) {
      w = worker;
    }
    if (w == null) {
      return;
    }
    InFlight f = w.inFlight;
    if (f == null) {
      return;
    }
    long ran = (System.nanoTime() - f.startNanos) / 1_000_000;
    if (ran > limitMillis && !f.interrupted) {
      f.interrupted = true;
      w.interrupt();
    } else if (ran > limitMillis + GRACE_MILLIS && f.interrupted) {
      abandon(w, f);
    }
  }

  private void abandon(Worker w, InFlight f) {
    Plan p;
    synchronized (lock) {
      if (worker != w) {
        return;
      }
      w.abandoned = true;
      leftBehind.add(w);
      worker = null;
      p = current;
      current = null;
      if (pending != null || !closed) {
        worker = new Worker();
        worker.start();
      }
    }
    String test = simpleName(f.className) + "." + f.method;
    TestReport.Failure failure =
        FailureSites.of(
            test,
            f.className,
            "did not end within "
                + limitMillis / 1000
                + " s and ignored the interrupt: stopped waiting for it (its thread runs on until"
                + " it ends; restart silk dev to stop it)");
    Tally t = w.tally;
    board.record(
        f.className,
        t != null && t.className.equals(f.className)
            ? t.result(failure)
            : new TestBoard.ClassResult(0, 1, 0, List.of(failure)));
    board.running(false);
    TestReport report = board.report();
    host.tests(report);
    notes.accept(test + " was left running after " + (limitMillis + GRACE_MILLIS) / 1000 + " s");
    reports.accept(
        new TestsRan(
            "timed out",
            List.of(simpleName(f.className)),
            0,
            1,
            0,
            List.of(failure),
            limitMillis + GRACE_MILLIS,
            p == null || p.savedNanos < 0 ? -1 : (System.nanoTime() - p.savedNanos) / 1_000_000,
            0,
            report));
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  /** The test in progress on a worker, for the watchdog. */
  private static final class InFlight {
    final String className;
    final String method;
    final long startNanos = System.nanoTime();
    volatile boolean interrupted;

    InFlight(String className, String method) {
      this.className = className;
      this.method = method;
    }
  }

  /** The results of the class a worker runs now, so far. */
  private static final class Tally {
    final String className;
    int passed;
    int failed;
    int skipped;
    final List<TestReport.Failure> failures = new ArrayList<>();

    Tally(String className) {
      this.className = className;
    }

    synchronized TestBoard.ClassResult result(TestReport.Failure more) {
      List<TestReport.Failure> all = new ArrayList<>(failures);
      if (more != null) {
        all.add(more);
      }
      return new TestBoard.ClassResult(passed, failed + (more == null ? 0 : 1), skipped, all);
    }
  }

  /** The test thread: takes plans one at a time; replaced when a test will not end. */
  private final class Worker extends Thread {
    volatile InFlight inFlight;
    volatile Tally tally;
    volatile boolean abandoned;
    private TestRunner runner;
    private ClassLoader runnerKit;

    Worker() {
      super("silk-dev-tests");
      setDaemon(true);
    }

    @Override
    public void run() {
      while (true) {
        Plan p;
        synchronized (lock) {
          while (pending == null && !closed && !abandoned) {
            try {
              lock.wait();
            } catch (InterruptedException e) {
              // a late interrupt of the watchdog for a test that has ended: wait on
            }
          }
          if (closed || abandoned) {
            return;
          }
          p = pending;
          pending = null;
          current = p;
        }
        Thread.interrupted();
        try {
          execute(p);
        } catch (RuntimeException | LinkageError e) {
          notes.accept("the test run failed: " + e);
        } finally {
          synchronized (lock) {
            if (current == p) {
              current = null;
            }
          }
          if (!abandoned) {
            board.running(false);
          }
        }
      }
    }

    private void execute(Plan p) {
      Set<String> tests = testClassNames(p.testClasses.keySet());
      board.retain(tests);
      List<String> first = new ArrayList<>();
      List<String> rest = new ArrayList<>();
      if (p.scope == Scope.ALL) {
        first.addAll(tests);
      } else {
        Map<String, byte[]> all = new HashMap<>(p.target.appClasses());
        all.putAll(p.testClasses);
        Set<String> hit = ClassGraph.of(all).dependents(p.changed);
        for (String t : tests) {
          (hit.contains(t) ? first : rest).add(t);
        }
      }
      ClassLoader kitLoader;
      synchronized (lock) {
        kitLoader = kitLoader(p.target);
      }
      if (runner == null || runnerKit != kitLoader) {
        runner = HostClassLoader.testRunner(kitLoader);
        runnerKit = kitLoader;
      }
      TestLoader loader =
          new TestLoader(
              p.number,
              p.testClasses,
              p.target.appClasses(),
              resources(p.target),
              p.target.dependencies(),
              kitLoader,
              p.target.signatures());
      Set<String> testTops = topLevel(p.testClasses.keySet());
      Set<String> appTops = topLevel(p.target.appClasses().keySet());
      Thread self = Thread.currentThread();
      ClassLoader previous = self.getContextClassLoader();
      self.setContextClassLoader(loader);
      try {
        if (first.isEmpty()) {
          // No test uses what changed (or nothing changed): nothing to run, and no reason to run
          // the rest either; deleted tests have left the board.
          host.tests(board.report());
          return;
        }
        board.running(true);
        host.tests(board.report());
        String what = p.scope == Scope.ALL ? "all" : "affected";
        boolean passed = runAndReport(p, first, rest.size(), loader, what, testTops, appTops);
        if (passed && !rest.isEmpty() && !p.stale && !abandoned) {
          runAndReport(p, rest, 0, loader, "the rest", testTops, appTops);
        }
      } finally {
        self.setContextClassLoader(previous);
        int stopped = host.stopServersOf(loader);
        if (stopped > 0 && !abandoned) {
          notes.accept(
              "stopped "
                  + stopped
                  + (stopped == 1 ? " server" : " servers")
                  + " a test left running (close the WebTest to stop it yourself)");
        }
        try {
          loader.close();
        } catch (IOException e) {
          // only open resource jars: nothing to lose
        }
      }
    }

    /** Runs {@code classes} and reports them; true when none failed and the plan is current. */
    private boolean runAndReport(
        Plan p,
        List<String> classes,
        int more,
        TestLoader loader,
        String what,
        Set<String> testTops,
        Set<String> appTops) {
      long start = System.nanoTime();
      int passed = 0;
      int failed = 0;
      int skipped = 0;
      List<TestReport.Failure> failures = new ArrayList<>();
      List<String> ran = new ArrayList<>();
      for (String className : classes) {
        if (p.stale || abandoned) {
          return false;
        }
        TestBoard.ClassResult r = runClass(className, loader, testTops, appTops);
        if (abandoned) {
          return false;
        }
        board.record(className, r);
        passed += r.passed();
        failed += r.failed();
        skipped += r.skipped();
        failures.addAll(r.failures());
        ran.add(simpleName(className));
      }
      if (p.stale) {
        return false;
      }
      board.running(more > 0 && failed == 0);
      TestReport report = board.report();
      host.tests(report);
      long end = System.nanoTime();
      reports.accept(
          new TestsRan(
              what,
              List.copyOf(ran),
              passed,
              failed,
              skipped,
              List.copyOf(failures),
              (end - start) / 1_000_000,
              p.savedNanos < 0 || !what.equals("affected") ? -1 : (end - p.savedNanos) / 1_000_000,
              failed == 0 ? more : 0,
              report));
      return failed == 0;
    }

    private TestBoard.ClassResult runClass(
        String className, TestLoader loader, Set<String> testTops, Set<String> appTops) {
      Tally t = new Tally(className);
      tally = t;
      TestEvents events =
          new TestEvents() {
            @Override
            public void started(String cls, String method) {
              if (abandoned) {
                // The stuck test ended, and JUnit goes on with the class's next ones: nobody waits
                // for their results, so they are cut short.
                Thread.currentThread().interrupt();
                return;
              }
              inFlight = new InFlight(cls, method);
            }

            @Override
            public void finished(TestOutcome outcome) {
              InFlight f = inFlight;
              boolean timedOut = f != null && f.interrupted && outcome.method() != null;
              inFlight = null;
              if (abandoned) {
                return;
              }
              String test =
                  simpleName(outcome.className())
                      + (outcome.method() == null ? "" : "." + outcome.method());
              synchronized (t) {
                if (timedOut) {
                  t.failed++;
                  t.failures.add(
                      FailureSites.of(
                          test,
                          outcome.className(),
                          "did not end within " + limitMillis / 1000 + " s: interrupted"));
                  Thread.interrupted();
                  return;
                }
                switch (outcome.status()) {
                  case PASSED -> t.passed++;
                  case SKIPPED, ABORTED -> t.skipped++;
                  case FAILED -> {
                    t.failed++;
                    t.failures.add(
                        FailureSites.of(
                            test, outcome.className(), outcome.failure(), testTops, appTops));
                  }
                }
              }
            }
          };
      try {
        Class<?> testClass = loader.loadClass(className);
        runner.run(testClass, events);
      } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
        synchronized (t) {
          t.failed++;
          t.failures.add(FailureSites.of(simpleName(className), className, e, testTops, appTops));
        }
      }
      tally = null;
      return t.result(null);
    }
  }

  /** Maven's test resources: the tests' own, then the app's. */
  private List<Path> resources(Target target) {
    List<Path> all = new ArrayList<>();
    all.add(root.resolve("src/test/resources"));
    all.add(compiler.classes());
    all.addAll(target.appResources());
    return all;
  }

  private static Set<String> topLevel(Set<String> names) {
    Set<String> out = new HashSet<>();
    for (String n : names) {
      int dollar = n.indexOf('$');
      out.add(dollar < 0 ? n : n.substring(0, dollar));
    }
    return out;
  }

  private boolean readMode() {
    try {
      return Files.isRegularFile(modeFile) && Files.readString(modeFile).strip().equals("on");
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Stops the test thread and the watchdog: a test in progress is interrupted and given a moment to
   * end; one that ignores the interrupt is left to end on its own.
   */
  @Override
  public void close() {
    Worker w;
    synchronized (lock) {
      closed = true;
      pending = null;
      if (current != null) {
        current.stale = true;
      }
      w = worker;
      lock.notifyAll();
    }
    watchdog.shutdownNow();
    List<Worker> stuck;
    synchronized (lock) {
      stuck = List.copyOf(leftBehind);
    }
    stuck.forEach(Thread::interrupt);
    if (w != null) {
      w.interrupt();
      try {
        w.join(GRACE_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    try {
      compiler.close();
    } catch (IOException e) {
      // closing anyway
    }
    for (URLClassLoader k : kitLoaders) {
      try {
        k.close();
      } catch (IOException e) {
        // closing anyway
      }
    }
  }
}
