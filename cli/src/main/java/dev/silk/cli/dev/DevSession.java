package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Change;
import dev.silk.cli.dev.bridge.DatabaseStatus;
import dev.silk.cli.dev.bridge.HostControl;
import dev.silk.cli.dev.bridge.HostOptions;
import dev.silk.cli.dev.bridge.ListenFailure;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.ReloadEntry;
import dev.silk.cli.dev.bridge.SessionCallbacks;
import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.cli.dev.tests.ContinuousTests;
import dev.silk.cli.dev.tests.TestClassPath;
import dev.silk.cli.project.DependencyResolver;
import dev.silk.cli.project.FileTrees;
import dev.silk.cli.project.PomReader;
import dev.silk.cli.project.ProjectException;
import dev.silk.cli.project.ProjectModel;
import dev.silk.cli.project.RuntimeJars;
import dev.silk.cli.project.TestKitJars;
import dev.silk.cli.shape.ShapeLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A {@code silk dev} session: the engine behind the command, usable without a terminal.
 *
 * <p>It owns the class-loader chain (platform ← runtime ← dependencies ← app), the dev host (Jetty
 * and the port, in the runtime loader), the warm compiler and the watcher. All reloads run one at a
 * time on one thread, in the order changes arrive; the watcher, the keys and tests only ask for
 * them.
 *
 * <pre>{@code
 * try (DevSession session = new DevSession(DevOptions.of(dir, 0, "0.1.0"), RuntimeJars.locate(), listener)) {
 *   int port = session.start();
 *   ...
 * }
 * }</pre>
 */
public final class DevSession implements AutoCloseable {
  private static final int WARM_UP_COMPILES = 3;
  // The warm-ups wait until the browser's first page has usually been served: on two cores they
  // would compete with its template compile (D60).
  private static final long WARM_UP_DELAY_MILLIS = 1_000;

  /** The reload triggers that a saved file starts, and so the clock of "N ms after the save". */
  private static final Set<String> SAVES = Set.of("java", "pom", "migration");

  private final DevOptions options;
  private final RuntimeJars runtime;
  private final DevListener listener;
  private final long createdNanos = System.nanoTime();
  private final ReloadQueue reloads =
      new ReloadQueue(
          e ->
              report(
                  new Problem(
                      Problem.Kind.PROJECT,
                      "silk dev failed: " + e,
                      List.of(),
                      SourceSites.trace(e))));
  private final AtomicReference<AppClassLoader> current = new AtomicReference<>();

  private ProjectModel model;
  private LoaderChain loaders;
  private HostControl host;
  private DevCompiler compiler;
  private ChangeWatcher watcher;
  private int generation;
  private int port;
  private volatile Problem problem;
  private volatile Problem lastHandlerProblem;
  // Set first thing by close(): what fails after it (a migration whose database H2's shutdown hook
  // closed, a compile interrupted) is the stop's doing, not a problem to show.
  private volatile boolean closing;
  private ShapeLog shapeLog;
  private ContinuousTests tests;
  // The test-only jars, resolved on the first test run and again after a pom change.
  private List<Path> testJars;
  private String testJarsProblem;

  /** A session for {@code options}, running on {@code runtime}, reporting to {@code listener}. */
  public DevSession(DevOptions options, RuntimeJars runtime, DevListener listener) {
    this.options = options;
    this.runtime = runtime;
    this.listener = listener;
  }

  /**
   * Starts the server, compiles and runs the app once, and starts watching. Returns the port. A
   * compile error or a failing {@code main} does not stop the start: the browser shows it and the
   * next save retries.
   *
   * @throws DevException when the project cannot be read or the port cannot be bound
   */
  public int start() throws IOException {
    Path root = options.root().toAbsolutePath().normalize();
    if (options.clean()) {
      FileTrees.delete(root.resolve("target/silk"));
    }
    model = PomReader.read(root, options.mainClass());
    String warning = model.versionWarning(options.cliVersion());
    if (warning != null) {
      listener.warning(warning);
    }
    loaders = new LoaderChain(runtime, listener);
    loaders.dependencies(model);
    compiler =
        new DevCompiler(
            root, loaders.compileClasspath(), runtime.processorPath(), model.javaRelease());
    long begin = System.nanoTime();
    // javac and Jetty are most of a cold start: compile (or find the classes up to date) on the
    // reload thread while Jetty starts here.
    Future<DevCompiler.Result> firstCompile =
        reloads.call(() -> compiler.resume() ? null : compiler.compile());
    host = HostClassLoader.load(loaders.runtime());
    if (options.shapeLog()) {
      shapeLog = new ShapeLog(root);
      listener.info(
          "recording the shapes of JSON request bodies in target/silk/shapes/"
              + " (read them with: silk codec from <file>)");
    }
    // The host starts jte writing the templates' Java beside the app's compile, then Jetty; the
    // templates compile right after the app.
    try {
      port =
          host.start(
              new HostOptions(options.host(), options.port(), root, shapeLog != null),
              new Callbacks());
    } catch (ListenFailure e) {
      throw cannotListen(e);
    }
    tests =
        new ContinuousTests(
            root,
            DevCompiler.forTests(
                root, loaders.compileClasspath(), runtime.processorPath(), model.javaRelease()),
            host,
            listener::testsRan,
            listener::info,
            Duration.ofMillis(options.testTimeoutMillis()));
    if (options.tests()) {
      tests.on();
    }
    if (tests.continuous()) {
      listener.info(
          "continuous testing is on"
              + (options.tests() ? "" : " (as you left it in this project)")
              + ": the affected tests run after each save (t: off)");
    }
    host.tests(tests.report());
    listener.debug(
        "start: the session was made "
            + (sinceProcessStart() - millis(createdNanos, System.nanoTime()))
            + " ms after the JVM started (its start, the CLI's), the project read "
            + millis(createdNanos, begin)
            + " ms after the session was made, Jetty listening at +"
            + millis(begin, System.nanoTime())
            + " ms");
    Job first = new Job(reloads.run(() -> firstStart(firstCompile, begin)));
    // Watching needs no app: it starts while the first compile runs, off the start's path. A
    // change it sees now is queued behind the first start.
    watcher =
        ChangeWatcher.start(root, options.quietMillis(), (paths, began) -> changed(paths, began));
    listener.debug("start: watching at +" + millis(begin, System.nanoTime()) + " ms");
    try {
      first.join();
    } catch (DevException e) {
      if (!closing) {
        throw e;
      }
    }
    if (closing) {
      return port; // stopped during the start: no ready line after the stop
    }
    reloads.later(WARM_UP_COMPILES, WARM_UP_DELAY_MILLIS, this::warmUp);
    listener.ready(url(), sinceProcessStart());
    return port;
  }

  /**
   * Milliseconds since this JVM started: what the person who typed {@code silk dev} waited,
   * including the JVM's own start (the session's age alone left out a third of it).
   */
  private long sinceProcessStart() {
    return ProcessHandle.current()
        .info()
        .startInstant()
        .map(started -> Math.max(0, Duration.between(started, Instant.now()).toMillis()))
        .orElse(millis(createdNanos, System.nanoTime()));
  }

  /** A port in use or a wrong host is the user's to fix: say how, and who holds the port. */
  private static DevException cannotListen(ListenFailure e) {
    if (!e.inUse()) {
      return new DevException(
          "cannot listen on " + e.host() + ":" + e.port() + " (" + e.getMessage() + ")",
          "check --host: localhost, 0.0.0.0 or an address of this machine",
          e);
    }
    String holder = PortHolder.find(e.port()).map(h -> " by " + h).orElse("");
    return new DevException(
        "port " + e.port() + " is already in use" + holder,
        "stop that process, or run silk dev --port 0 for any free port (or --port "
            + (e.port() + 1)
            + ")",
        e);
  }

  /** The address the dev server answers on. */
  public String url() {
    String h = options.host();
    String shown = h == null || h.isEmpty() || h.equals("0.0.0.0") ? "localhost" : h;
    return "http://" + shown + ":" + port + "/";
  }

  /** The port the dev server holds for the session. */
  public int port() {
    return port;
  }

  /** The problem the app has now, or null when it serves normally. */
  public Problem problem() {
    return problem;
  }

  /** How many times an app has been started (1 after a clean start). */
  public synchronized int generation() {
    return generation;
  }

  /** Recompiles and restarts the app now (the {@code r} key); completes when it is serving. */
  public Job restart() {
    return new Job(
        reloads.change(
            () -> {
              compiler.forgetLastCompile();
              reloadJava("restart", 0, System.nanoTime());
            }));
  }

  /**
   * Runs {@code main} again in a new app loader over the classes already compiled, without
   * compiling: what a reload costs apart from javac (tests and the benchmark use it).
   */
  Job rerun() {
    return new Job(reloads.run(() -> reloadClasses("rerun", 0, System.nanoTime(), null)));
  }

  /**
   * The {@code t} key: continuous testing on (every test runs once now) or off, remembered for the
   * project; completes when the tests are compiled and queued.
   */
  public Job toggleTests() {
    return new Job(
        reloads.run(
            () -> {
              try {
                boolean on = tests.toggle(askedTestTarget());
                listener.info(
                    on
                        ? "continuous testing on: the affected tests run after each save (t: off)"
                        : "continuous testing off (t: on, a: run all tests now)");
              } catch (IOException e) {
                listener.warning("cannot remember the test mode in target/silk: " + e.getMessage());
              }
            }));
  }

  /** The {@code a} key: every test runs now; completes when they are compiled and queued. */
  public Job runAllTests() {
    return new Job(
        reloads.run(
            () -> {
              ContinuousTests.Target target = askedTestTarget();
              if (target != null) {
                tests.runAll(target);
              }
            }));
  }

  /** Whether continuous testing is on. */
  public boolean continuousTests() {
    return tests != null && tests.continuous();
  }

  /** Where the project's tests stand. */
  public TestReport testReport() {
    return tests == null ? TestReport.none(false) : tests.report();
  }

  /**
   * What the tests run against, for a key: a class path problem is tried again, or said why not.
   */
  private ContinuousTests.Target askedTestTarget() {
    testJarsProblem = null;
    if (current.get() == null) {
      listener.info("no app runs yet (see the problem above): the tests run once it compiles");
    }
    return testTarget();
  }

  /**
   * What the tests run against now: the app being served, or null while none serves (a compile
   * error before the first start) or when the test class path cannot be resolved (said once).
   */
  private ContinuousTests.Target testTarget() {
    AppClassLoader app = current.get();
    if (app == null) {
      return null;
    }
    if (testJars == null) {
      if (testJarsProblem != null) {
        return null; // said once; the next pom change tries again
      }
      try {
        testJars =
            TestClassPath.of(
                model,
                TestKitJars.locate(),
                loaders.compileClasspath(),
                new DependencyResolver(),
                () -> listener.info("resolving the tests' class path with Maven (once per pom)"));
      } catch (ProjectException e) {
        testJarsProblem = e.getMessage();
        listener.warning("cannot run the tests: " + testJarsProblem);
        return null;
      }
      List<Path> cp = new ArrayList<>(loaders.compileClasspath());
      cp.add(compiler.classes());
      cp.addAll(testJars);
      tests.classpath(cp);
    }
    return new ContinuousTests.Target(
        app.classBytes(),
        List.of(model.root().resolve("src/main/resources"), compiler.classes()),
        app.signatures(),
        loaders.dependencyLoader(),
        testJars);
  }

  /** The loader of the app being served (tests check that old ones are collected). */
  ClassLoader currentLoader() {
    return current.get();
  }

  /** Handles a burst of changed files, as the watcher reports it. */
  public Job changed(Set<Path> paths) {
    return changed(paths, System.nanoTime());
  }

  private Job changed(Set<Path> paths, long firstEventNanos) {
    long queued = System.nanoTime();
    return new Job(reloads.change(() -> apply(paths, firstEventNanos, queued)));
  }

  private void apply(Set<Path> paths, long firstEventNanos, long queuedNanos) {
    Changes changes = Changes.of(paths, model.root());
    switch (changes.kind()) {
      case POM -> reloadPom(changes.files(), firstEventNanos);
      case MIGRATIONS -> reloadJava("migration", changes.files(), firstEventNanos);
      case JAVA -> {
        long picked = System.nanoTime();
        listener.debug(
            "java change: "
                + millis(firstEventNanos, queuedNanos)
                + " ms waiting for quiet, "
                + millis(queuedNanos, picked)
                + " ms queued");
        reloadJava("java", changes.files(), firstEventNanos);
      }
      case TESTS -> tests.testsChanged(this::testTarget, firstEventNanos);
      case STYLES, RESOURCES -> {
        if (problem == null || problem.kind() == Problem.Kind.TEMPLATE) {
          // Templates recompile on their next render and static files are read from source: the
          // app stays as it is, only the browsers need to look again.
          Change change = changes.kind() == Changes.Kind.STYLES ? Change.CSS : Change.RELOAD;
          host.changed(change);
          long millis = millis(firstEventNanos, System.nanoTime());
          host.reloaded(ReloadEntry.served(changes.trigger(), changes.files(), millis));
          lastHandlerProblem = null; // the next render may show it again, and should say so
          listener.resourceChanged(changes.trigger(), changes.what(), millis);
        }
      }
    }
  }

  private void reloadPom(int changedFiles, long firstEventNanos) {
    try {
      ProjectModel next = PomReader.read(model.root(), options.mainClass());
      if (loaders.dependencies(next)) {
        compiler.classpath(loaders.compileClasspath());
      }
      // The test class path follows the pom (its test scope), resolved again on the next run.
      testJars = null;
      testJarsProblem = null;
      model = next;
    } catch (DevException | ProjectException e) {
      report(
          new Problem(Problem.Kind.PROJECT, e.getMessage(), List.of(), ""),
          "pom",
          changedFiles,
          firstEventNanos);
      return;
    }
    reloadJava("pom", changedFiles, firstEventNanos);
  }

  private void firstStart(Future<DevCompiler.Result> compile, long start) {
    DevCompiler.Result compiled;
    try {
      compiled = compile.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      report(
          new Problem(
              Problem.Kind.COMPILE,
              "the compiler failed: " + cause,
              List.of(),
              SourceSites.trace(cause)));
      return;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return;
    }
    listener.debug(
        "start: "
            + (compiled == null
                ? "classes up to date"
                : "compiled, " + compiled.how() + " (javac: " + compiled.steps() + ")")
            + " at +"
            + millis(start, System.nanoTime())
            + " ms");
    if (compiled != null && !compiled.success()) {
      reportCompileErrors(compiled, "start", 0, start);
      return;
    }
    useTemplatesAhead(start);
    reloadClasses("start", 0, start, compiled);
  }

  /**
   * Has the host compile the templates it generated at start against the first app's classes with
   * the warm compiler, beside the first {@code main} (D78, D292): the first page then runs no
   * compiler of its own, and waits for this one only if it comes first.
   */
  private void useTemplatesAhead(long start) {
    Path signatures = compiler.classes().resolveSibling(CompileStamps.SIGNATURES);
    try {
      if (!Files.isRegularFile(signatures)) {
        listener.debug("start: templates left to jte (no class signatures)");
        return;
      }
      String outcome = host.compileTemplatesAhead(Files.readString(signatures).strip());
      listener.debug(
          "start: templates " + outcome + " at +" + millis(start, System.nanoTime()) + " ms");
    } catch (IOException e) {
      // Only a head start: jte compiles the templates on their first render, as without it.
      listener.debug("start: templates left to jte: " + e);
    }
  }

  /** What the host asks of this session, on the host's threads. */
  private final class Callbacks implements SessionCallbacks {
    @Override
    public Problem problemOf(Throwable error) {
      return handlerProblem(error);
    }

    @Override
    public void requestBody(String route, byte[] body) {
      shapeLog.accept(route, body);
    }

    @Override
    public boolean compileAgainstApp(List<Path> javaFiles, Path output, String signatures)
        throws IOException {
      return compiler.compileAgainstClasses(javaFiles, output, signatures);
    }

    @Override
    public void debug(String message) {
      listener.debug(message);
    }

    @Override
    public List<DatabaseStatus> databases() {
      return loaders.data().databases();
    }
  }

  /** A compile into a scratch folder while nothing else is queued, to get javac's code hot. */
  private void warmUp() {
    try {
      compiler.warmUp(reloads::changeWaiting);
    } catch (IOException | RuntimeException e) {
      // Only a warm-up: the real compile will report whatever is wrong.
    }
  }

  private void reportCompileErrors(
      DevCompiler.Result compiled, String trigger, int changedFiles, long startNanos) {
    int n = compiled.errors().size();
    report(
        new Problem(
            Problem.Kind.COMPILE, n == 1 ? "1 error" : n + " errors", compiled.errors(), ""),
        trigger,
        changedFiles,
        startNanos);
  }

  private void reloadJava(String trigger, int changedFiles, long firstEventNanos) {
    long start = System.nanoTime();
    DevCompiler.Result compiled;
    try {
      compiled = compiler.compile();
    } catch (IOException | RuntimeException e) {
      report(
          new Problem(
              Problem.Kind.COMPILE, "the compiler failed: " + e, List.of(), SourceSites.trace(e)),
          trigger,
          changedFiles,
          start);
      return;
    }
    if (!compiled.success()) {
      reportCompileErrors(compiled, trigger, changedFiles, start);
      return;
    }
    listener.debug(
        "compiled "
            + compiled.sourceFiles()
            + " of the sources in "
            + millis(start, System.nanoTime())
            + " ms, "
            + compiled.how()
            + (compiled.steps().isEmpty() ? "" : " (javac: " + compiled.steps() + ")"));
    reloadClasses(trigger, changedFiles, start, compiled, firstEventNanos);
  }

  private static long millis(long fromNanos, long toNanos) {
    return (toNanos - fromNanos) / 1_000_000;
  }

  private void reloadClasses(
      String trigger, int changedFiles, long start, DevCompiler.Result compiled) {
    reloadClasses(trigger, changedFiles, start, compiled, start);
  }

  private void reloadClasses(
      String trigger,
      int changedFiles,
      long start,
      DevCompiler.Result compiled,
      long firstEventNanos) {
    AppClassLoader loader;
    int gen;
    synchronized (this) {
      gen = generation + 1;
    }
    try {
      loader = loaders.app(gen, compiler.classes(), model.root().resolve("src/main/resources"));
    } catch (IOException e) {
      report(
          new Problem(
              Problem.Kind.COMPILE, "cannot read the compiled classes: " + e, List.of(), ""),
          trigger,
          changedFiles,
          start);
      return;
    }
    long loaded = System.nanoTime();
    ProjectData data = loaders.data();
    Problem failed = MainRunner.run(host, loader, model, data);
    if (failed != null) {
      report(failed, trigger, changedFiles, start);
      return;
    }
    // The new app serves from here on: its generation first, so that nobody who sees its pages
    // reads the old number; then browsers may look again at once, and the bookkeeping can wait.
    synchronized (this) {
      generation = gen;
    }
    host.changed(Change.RELOAD);
    long swapped = System.nanoTime();
    current.set(loader);
    problem = null;
    lastHandlerProblem = null;
    loaders.closeRetired();
    Reload reload =
        new Reload(
            gen,
            trigger,
            changedFiles,
            compiled == null ? 0 : compiled.sourceFiles(),
            compiled == null ? 0 : compiled.millis(),
            (System.nanoTime() - start) / 1_000_000,
            data.migratedSince(loaded));
    host.reloaded(reload.entry());
    listener.debug(
        "classes read at +"
            + millis(start, loaded)
            + " ms, main ran and the app was swapped in at +"
            + millis(start, swapped)
            + " ms; "
            + millis(firstEventNanos, swapped)
            + " ms from the first change to the live-reload event");
    listener.reloaded(reload);
    // A signature change of the app may break a test that compiled before: all tests recompile.
    boolean full = compiled == null || !compiled.how().equals("incremental");
    // Only a saved file starts the clock of "N ms after the save"; a start or a key does not.
    boolean saved = SAVES.contains(trigger);
    tests.appReloaded(this::testTarget, full, saved ? firstEventNanos : -1);
  }

  private Problem handlerProblem(Throwable error) {
    AppClassLoader loader = current.get();
    Set<String> classes = loader == null ? Set.of() : loader.projectClasses();
    Problem p = TemplateProblems.of(error, model.root());
    if (p == null) {
      p =
          new Problem(
              Problem.Kind.HANDLER,
              error.getClass().getName() + ": " + error.getMessage(),
              new SourceSites(model.root()).fromThrowable(error, classes),
              SourceSites.trace(error));
    }
    // A broken template or handler fails every request that reaches it: the page shows it each
    // time, the console once, until a change (or another problem) comes.
    if (!p.equals(lastHandlerProblem) && !closing) {
      lastHandlerProblem = p;
      listener.problem(p);
    }
    return p;
  }

  /** A problem of no particular change (the reload thread itself failed). */
  private void report(Problem p) {
    report(p, "change", 0, System.nanoTime());
  }

  /** A reload caused by {@code trigger} that ended in {@code p}: shown, and in the history. */
  private void report(Problem p, String trigger, int changedFiles, long startNanos) {
    if (closing) {
      return; // the stop made it fail: nobody asked for this app any more
    }
    problem = p;
    lastHandlerProblem = null;
    host.problem(p);
    host.reloaded(
        ReloadEntry.failed(p, trigger, changedFiles, millis(startNanos, System.nanoTime())));
    listener.problem(p);
  }

  /** A reload in progress; {@link #join()} waits for it (tests, the {@code r} key). */
  public static final class Job {
    private final Future<?> future;

    Job(Future<?> future) {
      this.future = future;
    }

    /** Waits until the reload has finished (served or failed). */
    public void join() {
      try {
        future.get(5, TimeUnit.MINUTES);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (ExecutionException | TimeoutException e) {
        throw new DevException("reload did not finish: " + e.getMessage(), e);
      }
    }
  }

  /** Stops watching, stops the server (the port is free when this returns) and drops the app. */
  @Override
  public void close() {
    closing = true;
    try {
      if (watcher != null) {
        watcher.close();
      }
    } catch (IOException e) {
      listener.warning("closing the watcher: " + e.getMessage());
    }
    if (compiler != null) {
      compiler.cancel();
    }
    reloads.close();
    if (tests != null) {
      tests.close();
    }
    if (host != null) {
      host.stop();
    }
    if (shapeLog != null) {
      shapeLog.close();
    }
    current.set(null);
    try {
      if (compiler != null) {
        compiler.close();
      }
      if (loaders != null) {
        loaders.close();
      }
    } catch (IOException e) {
      listener.warning("closing class loaders: " + e.getMessage());
    }
  }
}
