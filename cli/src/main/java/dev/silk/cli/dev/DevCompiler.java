package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.FileTrees;
import dev.silk.cli.project.Javac;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;

/**
 * Compiles {@code src/main/java} in the CLI's own JVM, keeping the compiler warm across reloads.
 *
 * <p>Starting javac in a new process costs a JVM start and a cold JIT on every save; in-process the
 * second compile of a small project takes a fraction of the first. The compiler ({@link Javac}, its
 * file manager and open jar indexes) and the processors' class loader live for the session; a new
 * compile task and new processor instances are made per compile, so no state leaks between
 * compiles.
 *
 * <p>A compile is incremental when it can be (see D58 in docs/decisions.md): only the sources
 * changed since the last successful compile are compiled, into a scratch folder, against the
 * previous classes; the result is kept only if every class it made already existed with the same
 * {@link ApiSignature} (so no other class needs compiling again), and then copied over {@code
 * target/silk/classes}. Anything else (a deleted or added source, a changed signature, a class
 * gone, an error, a new classpath) compiles the whole tree into a cleared {@code
 * target/silk/classes}, the only output one can trust then. Codecs regenerate with their record:
 * the processor runs on every compiled source. What a compile learns is recorded by a {@link
 * CompileRecorder}; what the classes are, by {@link CompileStamps}.
 *
 * <pre>{@code
 * DevCompiler compiler = new DevCompiler(root, classpath, processorPath, "17");
 * DevCompiler.Result result = compiler.compile();
 * }</pre>
 */
public final class DevCompiler implements AutoCloseable {

  /**
   * The outcome of one compile: problems when it failed, and what was compiled.
   *
   * @param sourceFiles how many source files javac compiled (0: nothing had changed)
   * @param how {@code incremental}, {@code full} or {@code full (<why not incremental>)}
   * @param steps where javac's time went (its parse, enter, processing, analyze and generate
   *     steps), for {@code silk --verbose dev}; empty when javac did not run
   */
  public record Result(
      boolean success,
      int sourceFiles,
      List<Problem.Site> errors,
      long millis,
      String how,
      String steps) {}

  /**
   * One javac run: its errors, what its recorder learnt, and whether it reused a kept javac context
   * (D264).
   */
  private record Run(
      boolean ok, List<Problem.Site> errors, CompileRecorder recorded, boolean reusedContext) {}

  // A compile that fails or cannot stay incremental because a source changed under it runs
  // again on what is there now, at most this many times more (D371).
  private static final int SAVED_DURING_COMPILE_RETRIES = 2;

  private static final String RUNNING_FEATURE = String.valueOf(Runtime.version().feature());

  // silk-json-processor's option to write its sources in javac's last round (D347): one round of
  // entering every source again fewer. Off with -Dsilk.dev.processorsWriteFirst=true.
  private static final String LAST_ROUND_OPTION = "silk.json.writeInLastRound";
  private static final boolean WRITE_IN_LAST_ROUND =
      !Boolean.getBoolean("silk.dev.processorsWriteFirst");

  private final Path root;
  private final Path sources;
  private final Path classes;
  private final Path generated;
  private final Path scratch;
  private final Path workDir;
  private final String release;
  private final Javac javac;
  private final URLClassLoader processorLoader;
  private final SourceSites sites;
  private final CompileStamps stamps;
  // Template compiles waiting for the compiler (a page is waiting for each).
  private final AtomicInteger templatesWaiting = new AtomicInteger();
  private CompileState state;
  // How an annotation a processor claims is written (empty: they always run), once asked.
  private Optional<Pattern> claimed;
  private volatile boolean closing;
  // Warm-ups run so far: the first runs the processors, the later ones warm the kept context.
  private int warmUps;
  // The project names a generated class in a declaration: its processors write in the first round.
  private boolean declaresGenerated;

  /**
   * A compiler for the project at {@code root}.
   *
   * @param classpath the jars to compile against (runtime and dependencies)
   * @param processorPath the annotation processors to run
   * @param release the project's {@code --release}, or null for the running JDK's
   */
  public DevCompiler(Path root, List<Path> classpath, List<Path> processorPath, String release) {
    this(root, "main", "classes", classpath, processorPath, release);
  }

  /**
   * A compiler for the project's tests: {@code src/test/java} into {@code
   * target/silk/test-classes}, against {@code classpath} (which holds the app's classes and the
   * test-scope jars), with the same processors (D230).
   */
  public static DevCompiler forTests(
      Path root, List<Path> classpath, List<Path> processorPath, String release) {
    return new DevCompiler(root, "test", "test-classes", classpath, processorPath, release);
  }

  private DevCompiler(
      Path root,
      String sourceSet,
      String classFolder,
      List<Path> classpath,
      List<Path> processorPath,
      String release) {
    String prefix = sourceSet.equals("main") ? "" : sourceSet + "-";
    this.root = root;
    this.sources = root.resolve("src").resolve(sourceSet).resolve("java");
    this.workDir = root.resolve("target/silk");
    this.classes = workDir.resolve(classFolder);
    this.generated = workDir.resolve("generated-" + prefix + "sources");
    this.scratch = workDir.resolve(prefix + "incremental");
    this.release = release;
    this.javac = Javac.open("silk dev");
    this.processorLoader =
        new URLClassLoader(
            "silk-processors",
            LoaderChain.urls(processorPath),
            ClassLoader.getPlatformClassLoader());
    this.sites = new SourceSites(root);
    this.stamps = new CompileStamps(workDir, classFolder, release, processorPath);
    classpath(classpath);
  }

  /** Compiles against a new classpath from now on (the pom changed); the next compile is full. */
  public void classpath(List<Path> classpath) {
    stamps.classpath(classpath);
    state = null;
    // The previous classes follow the jars: an incremental compile reads the unchanged classes
    // from there. A full compile clears the folder first, so it finds nothing stale in it.
    List<Path> withClasses = new ArrayList<>(classpath);
    withClasses.add(classes);
    javac.classpath(withClasses);
    // A kept javac context forgets the packages under these before it is reused: the sources, what
    // this compiler writes, and every class folder it compiles against (the app's classes, for
    // the tests' compiler), which may change between two compiles.
    List<Path> packageRoots =
        new ArrayList<>(
            List.of(
                sources,
                generated,
                scratch.resolve("classes"),
                scratch.resolve("generated-sources"),
                workDir.resolve("warmup/classes"),
                workDir.resolve("warmup/generated-sources")));
    for (Path entry : withClasses) {
      if (!entry.getFileName().toString().endsWith(".jar")) {
        packageRoots.add(entry);
      }
    }
    javac.keepContext(packageRoots);
  }

  /**
   * Makes the next compile a full one (the {@code r} key: whatever the developer suspects is stale,
   * such as a jar rebuilt under the same name, is compiled against afresh).
   */
  public void forgetLastCompile() {
    state = null;
  }

  /**
   * Compiles what changed since the last compile, or everything; on failure the previous classes
   * are gone, the app keeps its own.
   */
  public synchronized Result compile() throws IOException {
    long start = System.nanoTime();
    for (int attempt = 0; ; attempt++) {
      boolean lastAttempt = attempt == SAVED_DURING_COMPILE_RETRIES;
      // Stamps are read before javac reads the files: an edit during the compile is seen next time.
      Map<Path, String> now = writtenStamps(start);
      String why = state == null ? "no previous compile" : null;
      if (state != null) {
        Incremental tried = incremental(now, start);
        if (tried.result() != null) {
          return tried.result();
        }
        if (!lastAttempt && savedSince(now)) {
          continue; // what failed may be a half-saved file: its state is still the base (D371)
        }
        why = tried.why();
      }
      Result result = full(now, start, why);
      if (result.success() || lastAttempt || !savedSince(now)) {
        return result;
      }
      // The errors may be those of a file saved while javac read it: compile what is there now.
    }
  }

  /**
   * The sources' stamps once no changed source is empty, or once {@link
   * ChangeWatcher#EMPTIED_FILE_SETTLE_MILLIS} have passed since {@code start}: a save that
   * truncates, then writes, can be caught between the two by a compile already queued (the
   * watcher's own burst holds back for that, D348; a compile of the empty file would remove its
   * classes and fail every file that uses them, D371).
   */
  private Map<Path, String> writtenStamps(long start) throws IOException {
    Map<Path, String> now = CompileStamps.of(javaFiles());
    while (state != null
        && anEmptiedSource(now)
        && millisSince(start) < ChangeWatcher.EMPTIED_FILE_SETTLE_MILLIS) {
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      now = CompileStamps.of(javaFiles());
    }
    return now;
  }

  /** Whether a source that changed since the last compile is empty now. */
  private boolean anEmptiedSource(Map<Path, String> now) {
    for (Map.Entry<Path, String> e : now.entrySet()) {
      boolean changed = !e.getValue().equals(state.stamps().get(e.getKey()));
      if (changed && CompileStamps.isEmpty(e.getValue())) {
        return true;
      }
    }
    return false;
  }

  /** Whether a source was saved, added or deleted since {@code stamps} were read. */
  private boolean savedSince(Map<Path, String> stamps) throws IOException {
    return !stamps.equals(CompileStamps.of(javaFiles()));
  }

  /** An incremental compile's result, or why a full compile is needed instead. */
  private record Incremental(Result result, String why) {
    static Incremental no(String why) {
      return new Incremental(null, why);
    }
  }

  private Incremental incremental(Map<Path, String> now, long start) throws IOException {
    CompileState before = state;
    for (Path p : before.stamps().keySet()) {
      if (!now.containsKey(p)) {
        return Incremental.no("deleted " + sources.relativize(p));
      }
    }
    List<Path> changed = new ArrayList<>();
    for (Map.Entry<Path, String> e : now.entrySet()) {
      String old = before.stamps().get(e.getKey());
      if (old == null) {
        // A new class can shadow a name other files import on demand: compile them all.
        return Incremental.no("added " + sources.relativize(e.getKey()));
      }
      if (!old.equals(e.getValue())) {
        changed.add(e.getKey());
      }
    }
    if (changed.isEmpty()) {
      return new Incremental(
          new Result(true, 0, List.of(), millisSince(start), "incremental", ""), null);
    }
    Path output = scratch.resolve("classes");
    Path generatedOutput = scratch.resolve("generated-sources");
    Run run = run(changed, output, generatedOutput, () -> false, mayNeedProcessors(changed));
    if (!run.ok()) {
      // The full compile gives the errors every file has now, and the state to trust after a fix.
      return Incremental.no("errors");
    }
    Map<String, String> signatures = run.recorded().signatures();
    for (Map.Entry<String, String> e : signatures.entrySet()) {
      String old = before.signatures().get(e.getKey());
      if (old == null) {
        return Incremental.no("new class " + e.getKey());
      }
      if (!old.equals(e.getValue())) {
        return Incremental.no("the signature of " + e.getKey() + " changed");
      }
    }
    Map<String, Set<String>> madeBySource = bySource(output, run.recorded().sourceOfClass());
    if (madeBySource == null) {
      return Incremental.no("a class of unknown origin");
    }
    for (Path p : changed) {
      for (String c : before.classesBySource().getOrDefault(CompileRecorder.key(p), Set.of())) {
        if (!ApiSignature.isLocalOrAnonymous(c) && !signatures.containsKey(c)) {
          return Incremental.no("class " + c + " is gone");
        }
      }
    }
    stamps.clear();
    Map<String, Set<String>> classesBySource = new HashMap<>(before.classesBySource());
    for (Map.Entry<String, Set<String>> e : madeBySource.entrySet()) {
      Set<String> old = classesBySource.put(e.getKey(), e.getValue());
      // An anonymous class the new version no longer has must not linger.
      for (String c : old == null ? Set.<String>of() : old) {
        if (!e.getValue().contains(c)) {
          Files.deleteIfExists(classes.resolve(c.replace('.', '/') + ".class"));
        }
      }
    }
    copyTree(output, classes);
    copyTree(generatedOutput, generated);
    Map<Path, String> newStamps = new HashMap<>(before.stamps());
    for (Path p : changed) {
      newStamps.put(p, now.get(p));
    }
    state = new CompileState(newStamps, before.signatures(), classesBySource);
    stamps.record(stamps.fingerprint(newStamps), before.signatures(), state);
    return new Incremental(
        new Result(
            true, changed.size(), List.of(), millisSince(start), "incremental", steps(run, start)),
        null);
  }

  private Result full(Map<Path, String> now, long start, String why) throws IOException {
    state = null;
    stamps.clear();
    FileTrees.delete(classes);
    FileTrees.delete(generated);
    List<Path> javaFiles = new ArrayList<>(now.keySet());
    javaFiles.sort(null);
    Run run = run(javaFiles, classes, generated, () -> false, true);
    String how = why == null ? "full" : "full (" + why + ")";
    if (!run.ok()) {
      return new Result(
          false, javaFiles.size(), run.errors(), millisSince(start), how, steps(run, start));
    }
    Map<String, Set<String>> bySource = bySource(classes, run.recorded().sourceOfClass());
    Map<String, String> signatures = null;
    if (bySource != null) {
      signatures = run.recorded().signatures();
      state = new CompileState(Map.copyOf(now), signatures, bySource);
    }
    stamps.record(stamps.fingerprint(now), signatures, state);
    return new Result(
        true, javaFiles.size(), List.of(), millisSince(start), how, steps(run, start));
  }

  /**
   * javac's steps in {@code run}, and the compile's time outside javac's call (listing and stamping
   * the sources, clearing and copying class folders, writing the state), for {@code silk --verbose
   * dev}.
   */
  private static String steps(Run run, long start) {
    long outside = System.nanoTime() - start - run.recorded().taskNanos();
    return (run.reusedContext() ? "kept context, " : "new context, ")
        + run.recorded().steps()
        + "; outside javac "
        + outside / 1_000_000
        + " ms";
  }

  /**
   * Whether {@code target/silk/classes} holds exactly what compiling the current sources against
   * the current classpath would give, so a new {@code silk dev} can start without compiling; when
   * it does and the previous session left its {@link CompileState}, the first edit compiles
   * incrementally instead of the whole tree with a cold javac.
   */
  public synchronized boolean resume() throws IOException {
    String fingerprint = stamps.fingerprint(CompileStamps.of(javaFiles()));
    if (!stamps.matches(fingerprint)) {
      return false;
    }
    if (state == null) {
      state = stamps.savedState(fingerprint);
    }
    return true;
  }

  /**
   * Compiles into a scratch folder and throws the classes away: javac's own code gets hot (the JIT
   * compiles it) while the developer is still reading, so the first real edit is fast too. When the
   * session started from the classes a previous one left, the first warm-up also records what the
   * next compile needs to be incremental.
   */
  public void warmUp() throws IOException {
    warmUp(() -> false);
  }

  /**
   * A warm-up that gives way: it stops at javac's next step once {@code change} is true (a change
   * is waiting, and must not wait for a compile whose classes are thrown away), or a template
   * compile waits for the compiler.
   */
  public synchronized void warmUp(BooleanSupplier change) throws IOException {
    BooleanSupplier giveWay = () -> change.getAsBoolean() || templatesWaiting.get() > 0;
    if (giveWay.getAsBoolean()) {
      return;
    }
    try {
      Map<Path, String> now = CompileStamps.of(javaFiles());
      String fingerprint = stamps.fingerprint(now);
      boolean adopt = state == null && stamps.matches(fingerprint);
      Path output = workDir.resolve("warmup/classes");
      FileTrees.delete(workDir.resolve("warmup"));
      List<Path> javaFiles = new ArrayList<>(now.keySet());
      javaFiles.sort(null);
      // The first warm-up runs the processors (their code gets hot, and adopting the classes
      // needs them); the later ones, without, make the kept javac context read the JDK's classes,
      // so the first edit already reuses it (D264).
      boolean withProcessors = adopt || !javac.keepsContext() || warmUps++ == 0;
      Run run =
          run(
              javaFiles,
              output,
              workDir.resolve("warmup/generated-sources"),
              giveWay,
              withProcessors);
      if (adopt && run.ok() && state == null && now.equals(CompileStamps.of(javaFiles()))) {
        // Same sources (unchanged while javac read them) and classpath as the classes in
        // target/silk/classes: the same classes.
        Map<String, Set<String>> bySource = bySource(output, run.recorded().sourceOfClass());
        if (bySource != null) {
          state = new CompileState(Map.copyOf(now), run.recorded().signatures(), bySource);
          stamps.record(fingerprint, state.signatures(), state);
        }
      }
    } catch (RuntimeException e) {
      // closing, or a change is waiting: the warm-up was stopped between two compiler steps
      if (!Javac.Stop.is(e)) { // CompileRecorder.Cancelled, as javac hands it back
        throw e;
      }
    }
  }

  /**
   * Whether the annotation processors may have work in {@code sources}: one of them names an
   * annotation a processor claims. A processor is called only for the annotations it claims that
   * the compiled sources carry, and an annotation is written with its simple name, so sources that
   * never mention one give the processors nothing to do; skipping them spares javac their rounds
   * (their start, and entering every source again for the last round, D284).
   */
  private boolean mayNeedProcessors(List<Path> sources) throws IOException {
    if (claimed == null) {
      Set<String> names = claimedSimpleNames();
      // An annotation as written: @Name or @a.qualified.Name, spaces allowed around the dots.
      claimed =
          names.isEmpty()
              ? Optional.empty()
              : Optional.of(
                  Pattern.compile(
                      "@\\s*(?:[\\w$]+\\s*\\.\\s*)*(?:"
                          + String.join("|", names.stream().map(Pattern::quote).toList())
                          + ")\\b"));
    }
    if (claimed.isEmpty()) {
      return true; // a processor claims every annotation, or one could not be asked
    }
    for (Path source : sources) {
      if (claimed.get().matcher(Files.readString(source, StandardCharsets.UTF_8)).find()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The simple names of the annotations the processors claim, or none when one claims a wildcard
   * (then they always run).
   */
  private Set<String> claimedSimpleNames() {
    Set<String> names = new HashSet<>();
    try {
      for (Processor p : ServiceLoader.load(Processor.class, processorLoader)) {
        for (String type : p.getSupportedAnnotationTypes()) {
          String name = type.substring(type.lastIndexOf('/') + 1);
          name = name.substring(name.lastIndexOf('.') + 1);
          if (name.isEmpty() || name.contains("*")) {
            return Set.of();
          }
          names.add(name);
        }
      }
    } catch (RuntimeException | ServiceConfigurationError e) {
      return Set.of();
    }
    return Set.copyOf(names);
  }

  private Run run(
      List<Path> javaFiles,
      Path output,
      Path generatedOutput,
      BooleanSupplier stop,
      boolean withProcessors)
      throws IOException {
    boolean lastRound = withProcessors && WRITE_IN_LAST_ROUND && !declaresGenerated;
    Run run = run(javaFiles, output, generatedOutput, stop, withProcessors, lastRound);
    if (lastRound && !run.ok() && namesAGeneratedClass(run.errors(), generatedOutput)) {
      // A declaration (an import, a field's type) refers to a class the processors write: javac
      // resolves it in the last round, before files written there are entered (D347).
      run = run(javaFiles, output, generatedOutput, stop, true, false);
      declaresGenerated = run.ok();
    }
    return run;
  }

  /** Whether one of {@code errors} names a class of a source written under {@code generated}. */
  private static boolean namesAGeneratedClass(List<Problem.Site> errors, Path generated)
      throws IOException {
    Set<String> names = new HashSet<>();
    for (Path p : Javac.sources(generated)) {
      String file = p.getFileName().toString();
      names.add(file.substring(0, file.length() - ".java".length()));
    }
    for (Problem.Site error : errors) {
      for (String word : error.message().split("[^\\w$]+")) {
        if (names.contains(word)) {
          return true;
        }
      }
    }
    return false;
  }

  private Run run(
      List<Path> javaFiles,
      Path output,
      Path generatedOutput,
      BooleanSupplier stop,
      boolean withProcessors,
      boolean lastRound)
      throws IOException {
    FileTrees.delete(output);
    FileTrees.delete(generatedOutput);
    CompileRecorder recorder =
        new CompileRecorder(generatedOutput, () -> closing || stop.getAsBoolean());
    if (javaFiles.isEmpty()) {
      Files.createDirectories(output);
      Files.createDirectories(generatedOutput);
      return new Run(true, List.of(), recorder, false);
    }
    List<String> options = new ArrayList<>(List.of("-g", "-parameters"));
    if (release != null && !release.isBlank() && !release.trim().equals(RUNNING_FEATURE)) {
      // --release reads the API signatures from ct.sym; on the same JDK the system modules are
      // exactly that API and faster to read.
      options.add("--release");
      options.add(release.trim());
    }
    List<Processor> processors = new ArrayList<>();
    if (withProcessors) {
      ServiceLoader.load(Processor.class, processorLoader).forEach(processors::add);
      if (lastRound) {
        options.add("-A" + LAST_ROUND_OPTION);
      }
    } else {
      options.add("-proc:none");
    }
    Javac.Task task =
        Javac.Task.of(javaFiles, output)
            .generatedSources(generatedOutput)
            .options(options.toArray(new String[0]))
            .processors(processors)
            .prepare(recorder::attach);
    recorder.taskBegan();
    // Without processors the compile may reuse the kept javac context (D264); with them it never
    // does, a reused javac would not run them again.
    Javac.Result result = javac.compile(withProcessors ? task : task.inKeptContext());
    recorder.taskEnded();
    List<Problem.Site> errors = new ArrayList<>();
    for (Javac.Error e : result.errors()) {
      // An error of no file (a bad option, a missing class path entry) is the build's: the pom's.
      Path file = e.file() == null ? root.resolve("pom.xml") : e.file();
      errors.add(sites.at(file, (int) e.line(), (int) e.column(), e.message()));
    }
    // Without javac's own task (another compiler) nothing is recorded: every compile is full.
    return new Run(result.ok(), errors, recorder, result.reusedContext());
  }

  /** The classes under {@code output} grouped by source key, or null if one has no known source. */
  private static Map<String, Set<String>> bySource(Path output, Map<String, String> sourceOfClass)
      throws IOException {
    Map<String, Set<String>> bySource = new HashMap<>();
    if (!Files.isDirectory(output)) {
      return bySource;
    }
    try (Stream<Path> walk = Files.walk(output)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        String relative = output.relativize(p).toString().replace('\\', '/');
        if (!relative.endsWith(".class")) {
          continue;
        }
        String name =
            relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
        String source = sourceOfClass.get(name);
        if (source == null) {
          return null;
        }
        bySource.computeIfAbsent(source, k -> new HashSet<>()).add(name);
      }
    }
    return bySource;
  }

  private static void copyTree(Path from, Path to) throws IOException {
    if (!Files.isDirectory(from)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        if (Files.isRegularFile(p)) {
          Path target = to.resolve(from.relativize(p).toString());
          Files.createDirectories(target.getParent());
          Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  /**
   * Compiles {@code javaFiles} (not the project's: the Java jte generated from its templates) into
   * {@code output} against the classpath and the project's classes, with this compiler's warm file
   * manager and no processors; true when it compiled without errors against classes whose signature
   * fingerprint is {@code signatures} (null: any). {@code output} is emptied first, and left empty
   * by a failed compile. Synchronized with the app's compiles: they share javac's file manager, and
   * a template compile must never see the class folder half rewritten.
   */
  boolean compileAgainstClasses(List<Path> javaFiles, Path output, String signatures)
      throws IOException {
    // A warm-up compile holding the compiler gives way to a page waiting for its template.
    templatesWaiting.incrementAndGet();
    try {
      synchronized (this) {
        FileTrees.delete(output);
        if (signatures != null && !signatures.equals(stamps.signatures())) {
          return false;
        }
        // jte's own options; it needs no --release (the classes never leave this JVM). The
        // templates keep a javac context of their own (their options differ from the app's): a
        // new one per edit paid javac's set-up on every template edit (D342).
        Javac.Result result =
            javac.compile(
                Javac.Task.of(javaFiles, output)
                    .options("-parameters", "-proc:none", "-nowarn")
                    .inKeptContext());
        if (!result.ok()) {
          FileTrees.delete(output);
        }
        return result.ok();
      }
    } finally {
      templatesWaiting.decrementAndGet();
    }
  }

  /** Where the compiled classes land. */
  public Path classes() {
    return classes;
  }

  private List<Path> javaFiles() throws IOException {
    return Javac.sources(sources).stream().filter(p -> !EditorFiles.isTemporary(p)).toList();
  }

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }

  /** Makes a compile in progress stop at its next step (the session is closing). */
  public void cancel() {
    closing = true;
  }

  @Override
  public void close() throws IOException {
    closing = true;
    javac.close();
    processorLoader.close();
  }
}
