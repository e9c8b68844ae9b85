package dev.silk.cli.dev;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.DependencyResolver;
import dev.silk.cli.project.FileTrees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles {@code src/main/java} in the CLI's own JVM, keeping the compiler warm across reloads.
 *
 * <p>Starting javac in a new process costs a JVM start and a cold JIT on every save; in-process the
 * second compile of a small project takes a fraction of the first. The file manager (and its open
 * jar indexes) and the processors' class loader live for the session; a new compile task and new
 * processor instances are made per compile, so no state leaks between compiles.
 *
 * <p>A compile is incremental when it can be (see D58 in docs/decisions.md): only the sources
 * changed since the last successful compile are compiled, into a scratch folder, against the
 * previous classes; the result is kept only if every class it made already existed with the same
 * {@link ApiSignature} (so no other class needs compiling again), and then copied over {@code
 * target/silk/classes}. Anything else (a deleted or added source, a changed signature, a class
 * gone, an error, a new classpath) compiles the whole tree into a cleared {@code
 * target/silk/classes}, the only output one can trust then. Codecs regenerate with their record:
 * the processor runs on every compiled source.
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
   */
  public record Result(
      boolean success, int sourceFiles, List<Problem.Site> errors, long millis, String how) {}

  /** One javac run: its diagnostics, and the API and source of each class it made. */
  private record Run(
      boolean ok,
      List<Problem.Site> errors,
      Map<String, String> signatures,
      Map<String, String> sourceOfClass) {}

  /** The file beside the classes folder holding their signatures' fingerprint. */
  static final String SIGNATURES = "classes.signatures";

  private static final String RUNNING_FEATURE = String.valueOf(Runtime.version().feature());
  private static final String GENERATED_KEY = "generated:";

  private final Path root;
  private final Path sources;
  private final Path classes;
  private final Path generated;
  private final Path scratch;
  private final String release;
  private final JavaCompiler compiler;
  private final StandardJavaFileManager files;
  private final URLClassLoader processorLoader;
  private final SourceSites sites;
  private final Path workDir;
  private final Path stamp;
  private final Path signatureFile;
  private final Path stateFile;
  private final List<Path> processorPath;
  private List<Path> classpath = List.of();
  private CompileState state;
  private volatile boolean closing;

  /**
   * A compiler for the project at {@code root}.
   *
   * @param classpath the jars to compile against (runtime and dependencies)
   * @param processorPath the annotation processors to run
   * @param release the project's {@code --release}, or null for the running JDK's
   */
  public DevCompiler(Path root, List<Path> classpath, List<Path> processorPath, String release) {
    this.root = root;
    this.sources = root.resolve("src/main/java");
    this.workDir = root.resolve("target/silk");
    this.classes = workDir.resolve("classes");
    this.generated = workDir.resolve("generated-sources");
    this.scratch = workDir.resolve("incremental");
    this.stamp = workDir.resolve("classes.stamp");
    this.signatureFile = workDir.resolve(SIGNATURES);
    this.stateFile = workDir.resolve("classes.state");
    this.processorPath = List.copyOf(processorPath);
    this.release = release;
    this.compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new DevException(
          "silk dev needs a JDK (javax.tools finds no Java compiler in this JRE)");
    }
    this.files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    this.processorLoader =
        new URLClassLoader(
            "silk-processors", urls(processorPath), ClassLoader.getPlatformClassLoader());
    this.sites = new SourceSites(root);
    classpath(classpath);
  }

  /** Compiles against a new classpath from now on (the pom changed); the next compile is full. */
  public void classpath(List<Path> classpath) {
    this.classpath = List.copyOf(classpath);
    state = null;
    // The previous classes follow the jars: an incremental compile reads the unchanged classes
    // from there. A full compile clears the folder first, so it finds nothing stale in it.
    List<Path> withClasses = new ArrayList<>(classpath);
    withClasses.add(classes);
    try {
      files.setLocationFromPaths(StandardLocation.CLASS_PATH, withClasses);
      // No source path: javac must never pick up a source it was not given (the default source
      // path is the class path).
      files.setLocationFromPaths(StandardLocation.SOURCE_PATH, List.of());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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
  public Result compile() throws IOException {
    long start = System.nanoTime();
    // Stamps are read before javac reads the files: an edit during the compile is seen next time.
    Map<Path, String> stamps = stamps(javaFiles());
    String why = state == null ? "no previous compile" : null;
    if (state != null) {
      Incremental attempt = incremental(stamps, start);
      if (attempt.result() != null) {
        return attempt.result();
      }
      why = attempt.why();
    }
    return full(stamps, start, why);
  }

  /** An incremental compile's result, or why a full compile is needed instead. */
  private record Incremental(Result result, String why) {
    static Incremental no(String why) {
      return new Incremental(null, why);
    }
  }

  private Incremental incremental(Map<Path, String> stamps, long start) throws IOException {
    CompileState before = state;
    for (Path p : before.stamps().keySet()) {
      if (!stamps.containsKey(p)) {
        return Incremental.no("deleted " + sources.relativize(p));
      }
    }
    List<Path> changed = new ArrayList<>();
    for (Map.Entry<Path, String> e : stamps.entrySet()) {
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
          new Result(true, 0, List.of(), millisSince(start), "incremental"), null);
    }
    Path output = scratch.resolve("classes");
    Path generatedOutput = scratch.resolve("generated-sources");
    Run run = run(changed, output, generatedOutput);
    if (!run.ok()) {
      // The full compile gives the errors every file has now, and the state to trust after a fix.
      return Incremental.no("errors");
    }
    for (Map.Entry<String, String> e : run.signatures().entrySet()) {
      String old = before.signatures().get(e.getKey());
      if (old == null) {
        return Incremental.no("new class " + e.getKey());
      }
      if (!old.equals(e.getValue())) {
        return Incremental.no("the signature of " + e.getKey() + " changed");
      }
    }
    Map<String, Set<String>> madeBySource = bySource(output, run.sourceOfClass());
    if (madeBySource == null) {
      return Incremental.no("a class of unknown origin");
    }
    for (Path p : changed) {
      for (String c : before.classesBySource().getOrDefault(key(p), Set.of())) {
        if (!ApiSignature.isLocalOrAnonymous(c) && !run.signatures().containsKey(c)) {
          return Incremental.no("class " + c + " is gone");
        }
      }
    }
    Files.deleteIfExists(stamp);
    Files.deleteIfExists(signatureFile);
    Files.deleteIfExists(stateFile);
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
      newStamps.put(p, stamps.get(p));
    }
    state = new CompileState(newStamps, before.signatures(), classesBySource);
    writeSignatures(before.signatures());
    String fingerprint = fingerprint(newStamps);
    Files.writeString(stamp, fingerprint);
    state.save(stateFile, fingerprint);
    return new Incremental(
        new Result(true, changed.size(), List.of(), millisSince(start), "incremental"), null);
  }

  private Result full(Map<Path, String> stamps, long start, String why) throws IOException {
    state = null;
    Files.deleteIfExists(stamp);
    Files.deleteIfExists(signatureFile);
    Files.deleteIfExists(stateFile);
    FileTrees.delete(classes);
    FileTrees.delete(generated);
    List<Path> javaFiles = new ArrayList<>(stamps.keySet());
    javaFiles.sort(null);
    Run run = run(javaFiles, classes, generated);
    String how = why == null ? "full" : "full (" + why + ")";
    if (!run.ok()) {
      return new Result(false, javaFiles.size(), run.errors(), millisSince(start), how);
    }
    Map<String, Set<String>> bySource = bySource(classes, run.sourceOfClass());
    if (bySource != null) {
      state = new CompileState(Map.copyOf(stamps), run.signatures(), bySource);
      writeSignatures(run.signatures());
    }
    String fingerprint = fingerprint(stamps);
    Files.writeString(stamp, fingerprint);
    if (state != null) {
      state.save(stateFile, fingerprint);
    }
    return new Result(true, javaFiles.size(), List.of(), millisSince(start), how);
  }

  /**
   * Whether {@code target/silk/classes} holds exactly what compiling the current sources against
   * the current classpath would give, so a new {@code silk dev} can start without compiling; when
   * it does and the previous session left its {@link CompileState}, the first edit compiles
   * incrementally instead of the whole tree with a cold javac.
   */
  public boolean resume() throws IOException {
    if (!Files.isRegularFile(stamp)) {
      return false;
    }
    String fingerprint = fingerprint(stamps(javaFiles()));
    if (!Files.readString(stamp).equals(fingerprint)) {
      return false;
    }
    if (state == null) {
      state = CompileState.load(stateFile, fingerprint);
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
   * A warm-up that gives way: it stops at javac's next step once {@code giveWay} is true (a change
   * is waiting, and must not wait for a compile whose classes are thrown away).
   */
  public void warmUp(BooleanSupplier giveWay) throws IOException {
    if (giveWay.getAsBoolean()) {
      return;
    }
    try {
      Map<Path, String> stamps = stamps(javaFiles());
      String fingerprint = fingerprint(stamps);
      boolean adopt =
          state == null
              && Files.isRegularFile(stamp)
              && Files.readString(stamp).equals(fingerprint);
      Path output = workDir.resolve("warmup/classes");
      FileTrees.delete(workDir.resolve("warmup"));
      List<Path> javaFiles = new ArrayList<>(stamps.keySet());
      javaFiles.sort(null);
      Run run = run(javaFiles, output, workDir.resolve("warmup/generated-sources"), giveWay);
      if (adopt && run.ok() && state == null && stamps.equals(stamps(javaFiles()))) {
        // Same sources (unchanged while javac read them) and classpath as the classes in
        // target/silk/classes: the same classes.
        Map<String, Set<String>> bySource = bySource(output, run.sourceOfClass());
        if (bySource != null) {
          state = new CompileState(Map.copyOf(stamps), run.signatures(), bySource);
          writeSignatures(run.signatures());
          state.save(stateFile, fingerprint);
        }
      }
    } catch (RuntimeException e) {
      // closing, or a change is waiting: the warm-up was stopped between two compiler steps (javac
      // hands the listener's exception back wrapped)
      if (!(e instanceof Cancelled || e.getCause() instanceof Cancelled)) {
        throw e;
      }
    }
  }

  /** Thrown from a compiler step to end a compile early. */
  private static final class Cancelled extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Cancelled() {
      super("silk dev is closing or a change is waiting", null, false, false);
    }
  }

  private Run run(List<Path> javaFiles, Path output, Path generatedOutput) throws IOException {
    return run(javaFiles, output, generatedOutput, () -> false);
  }

  private Run run(List<Path> javaFiles, Path output, Path generatedOutput, BooleanSupplier stop)
      throws IOException {
    FileTrees.delete(output);
    FileTrees.delete(generatedOutput);
    Files.createDirectories(output);
    Files.createDirectories(generatedOutput);
    files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
    files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generatedOutput));
    if (javaFiles.isEmpty()) {
      return new Run(true, List.of(), Map.of(), Map.of());
    }
    List<String> options = new ArrayList<>(List.of("-g", "-parameters", "-encoding", "UTF-8"));
    if (release != null && !release.isBlank() && !release.trim().equals(RUNNING_FEATURE)) {
      // --release reads the API signatures from ct.sym; on the same JDK the system modules are
      // exactly that API and faster to read.
      options.add("--release");
      options.add(release.trim());
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaCompiler.CompilationTask task =
        compiler.getTask(
            null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(javaFiles));
    List<Processor> processors = new ArrayList<>();
    ServiceLoader.load(Processor.class, processorLoader).forEach(processors::add);
    task.setProcessors(processors);
    Map<String, String> signatures = new HashMap<>();
    Map<String, String> sourceOfClass = new HashMap<>();
    if (task instanceof JavacTask javac) {
      Elements elements = javac.getElements();
      javac.addTaskListener(
          new TaskListener() {
            @Override
            public void started(TaskEvent e) {
              // javac cannot be interrupted, but it calls listeners between steps: closing the
              // session ends a long compile there instead of waiting for it.
              if (closing || stop.getAsBoolean()) {
                throw new Cancelled();
              }
            }

            @Override
            public void finished(TaskEvent e) {
              if (e.getKind() == TaskEvent.Kind.ANALYZE && e.getTypeElement() != null) {
                ApiSignature.collect(e.getTypeElement(), elements, signatures);
              } else if (e.getKind() == TaskEvent.Kind.GENERATE
                  && e.getTypeElement() != null
                  && e.getSourceFile() != null) {
                sourceOfClass.put(
                    elements.getBinaryName(e.getTypeElement()).toString(),
                    sourceKey(Path.of(e.getSourceFile().toUri()), generatedOutput));
              }
            }
          });
    }
    boolean ok = task.call();
    List<Problem.Site> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      Path file = d.getSource() == null ? root.resolve("pom.xml") : Path.of(d.getSource().toUri());
      errors.add(
          sites.at(
              file, (int) d.getLineNumber(), (int) d.getColumnNumber(), d.getMessage(Locale.ROOT)));
    }
    // Without javac's own task (another compiler) nothing is recorded: every compile is full.
    return new Run(ok && errors.isEmpty(), errors, signatures, sourceOfClass);
  }

  /** A source's key in the state: a project source by its path, a generated one by its name. */
  private String sourceKey(Path file, Path generatedOutput) {
    if (file.startsWith(generatedOutput)) {
      return GENERATED_KEY + generatedOutput.relativize(file).toString().replace('\\', '/');
    }
    return key(file);
  }

  private static String key(Path source) {
    return source.toAbsolutePath().normalize().toString();
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

  private static Map<Path, String> stamps(List<Path> javaFiles) throws IOException {
    Map<Path, String> stamps = new HashMap<>();
    for (Path p : javaFiles) {
      try {
        stamps.put(
            p.toAbsolutePath().normalize(),
            Files.getLastModifiedTime(p).toMillis() + " " + Files.size(p));
      } catch (NoSuchFileException e) {
        // Deleted since the folder was listed (a git checkout in progress): not a source now.
      }
    }
    return stamps;
  }

  /** Every input of a compile: sources, classpath and processors with their times, the release. */
  private String fingerprint(Map<Path, String> stamps) throws IOException {
    StringBuilder text = new StringBuilder("release=").append(release).append('\n');
    List<Path> sorted = new ArrayList<>(stamps.keySet());
    sorted.sort(null);
    for (Path p : sorted) {
      text.append(p).append(' ').append(stamps.get(p)).append('\n');
    }
    for (Path p : classpath) {
      stampLine(text, p);
    }
    for (Path p : processorPath) {
      stampLine(text, p);
    }
    return DependencyResolver.sha256(text.toString().getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Writes the fingerprint of the classes' signatures beside them, for {@link AppClassLoader}: the
   * dev host hands it to silk-web, which reuses the templates an earlier app compiled when it is
   * equal (the classpath is part of it: templates link against the dependencies' classes too).
   */
  private void writeSignatures(Map<String, String> signatures) throws IOException {
    StringBuilder text = new StringBuilder("release=").append(release).append('\n');
    for (Path p : classpath) {
      stampLine(text, p);
    }
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(signatures).entrySet()) {
      text.append(e.getKey()).append('=').append(e.getValue()).append('\n');
    }
    Files.writeString(
        signatureFile, DependencyResolver.sha256(text.toString().getBytes(StandardCharsets.UTF_8)));
  }

  private static void stampLine(StringBuilder text, Path p) throws IOException {
    text.append(p).append(' ');
    if (Files.exists(p)) {
      text.append(Files.getLastModifiedTime(p).toMillis()).append(' ').append(Files.size(p));
    }
    text.append('\n');
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
   * manager and no processors; true when it compiled without errors. {@code output} is emptied
   * first, and left empty by a failed compile.
   */
  boolean compileAgainstClasses(List<Path> javaFiles, Path output) throws IOException {
    FileTrees.delete(output);
    Files.createDirectories(output);
    files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
    // jte's own options; it needs no --release (the classes never leave this JVM).
    List<String> options = List.of("-encoding", "UTF-8", "-parameters", "-proc:none", "-nowarn");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean ok =
        compiler
            .getTask(
                null,
                files,
                diagnostics,
                options,
                null,
                files.getJavaFileObjectsFromPaths(javaFiles))
            .call();
    if (!ok) {
      FileTrees.delete(output);
    }
    return ok;
  }

  /** Where the compiled classes land. */
  public Path classes() {
    return classes;
  }

  private List<Path> javaFiles() throws IOException {
    if (!Files.isDirectory(sources)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(sources)) {
      return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
          .filter(p -> !EditorFiles.isTemporary(p))
          .sorted()
          .toList();
    }
  }

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }

  static URL[] urls(List<Path> paths) {
    URL[] urls = new URL[paths.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = paths.get(i).toUri().toURL();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return urls;
  }

  /** Makes a compile in progress stop at its next step (the session is closing). */
  public void cancel() {
    closing = true;
  }

  @Override
  public void close() throws IOException {
    closing = true;
    files.close();
    processorLoader.close();
  }
}
