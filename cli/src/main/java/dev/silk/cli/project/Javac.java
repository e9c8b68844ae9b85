package dev.silk.cli.project;

import com.sun.source.util.JavacTask;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * The JDK's compiler in this process, with one file manager kept open across compiles.
 *
 * <p>Starting {@code javac} as a process costs a JVM start and a cold JIT on every compile; in
 * process, the file manager's jar indexes and javac's own compiled code stay warm from one compile
 * to the next. Every command that compiles ({@code silk dev}, {@code silk codec}, {@code silk bench
 * codecs}) goes through this class, so they all find the compiler, read the sources as UTF-8 and
 * report errors the same way.
 *
 * <pre>{@code
 * try (Javac javac = Javac.open("silk codec")) {
 *   javac.classpath(runtime.classpath());
 *   Javac.Result result = javac.compile(Javac.Task.of(Javac.sources(src), classes));
 *   result.errors().forEach(e -> print(e.shown(projectDir)));
 * }
 * }</pre>
 */
public final class Javac implements AutoCloseable {
  private final JavaCompiler compiler;
  private final StandardJavaFileManager files;
  // javac contexts kept across compiles without processors, one per option list (the app's and the
  // templates'), when the JVM allows it (D264, D342).
  private KeptContext kept;
  private List<Path> packageRoots = List.of();
  // The platform of each --release a kept context compiled for, opened once (D266).
  private final Map<String, Optional<ReleaseFileManager>> releases = new HashMap<>();

  private Javac(JavaCompiler compiler) {
    this.compiler = compiler;
    this.files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    // No source path: javac must never pick up a source it was not given (by default it searches
    // the class path for sources too).
    location(StandardLocation.SOURCE_PATH, List.of());
  }

  /**
   * The running JDK's compiler.
   *
   * @param command what needs it, for the message when this Java has none (e.g. "silk dev")
   * @throws ProjectException when this Java is a runtime without {@code javax.tools}' compiler
   */
  public static Javac open(String command) {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new ProjectException(
          command
              + " compiles Java, but this Java ("
              + System.getProperty("java.home")
              + ") has no compiler: run silk on a JDK 17 or newer,"
              + " e.g. SILK_JAVA=/path/to/jdk/bin/java "
              + command);
    }
    return new Javac(compiler);
  }

  /**
   * Keeps a javac context across the compiles that ask for it ({@link Task#inKeptContext()}), one
   * for each list of options (at most two: the app's compiles and the templates'), when this JVM
   * lets javac's internal API be used ({@code --add-exports}, as the launcher starts {@code silk
   * dev}); otherwise, or once a kept compile fails in an unexpected way, every compile gets a new
   * task. Before a context is reused it forgets every class and package of the project (D264):
   * {@code packageRoots} are the folders whose subfolders name the project's packages (sources,
   * class and generated-source folders), listed again at every compile.
   *
   * @return whether compiles will keep a context
   */
  public boolean keepContext(List<Path> packageRoots) {
    this.packageRoots = List.copyOf(packageRoots);
    if (kept == null && !Boolean.getBoolean("silk.dev.newJavacPerCompile")) {
      kept = KeptContext.openIfExported();
    }
    return kept != null;
  }

  /** Whether compiles that ask for it run in a kept context. */
  public boolean keepsContext() {
    return kept != null;
  }

  /** Compiles against {@code entries} (jars and class folders) from now on. */
  public Javac classpath(List<Path> entries) {
    location(StandardLocation.CLASS_PATH, entries);
    return this;
  }

  /**
   * Looks for annotation processors in {@code entries} from now on (for tasks that name none: see
   * {@link Task#processors()}).
   */
  public Javac processorPath(List<Path> entries) {
    location(StandardLocation.ANNOTATION_PROCESSOR_PATH, entries);
    return this;
  }

  /**
   * One compile.
   *
   * @param sources the source files to compile
   * @param classes where the class files go (created if missing)
   * @param generated where annotation processors write sources, or null for {@code classes}
   * @param options javac's options, e.g. {@code -parameters}; the encoding is always UTF-8
   * @param processors the processors to run, or null to let javac find them on the processor path
   *     (or the class path when none is set)
   * @param prepare called with javac's own task before it runs (task listeners, elements), or null
   * @param kept whether to compile in the kept context, when there is one and the options allow
   */
  public record Task(
      List<Path> sources,
      Path classes,
      Path generated,
      List<String> options,
      List<Processor> processors,
      Consumer<JavacTask> prepare,
      boolean kept) {
    /** {@code sources} into {@code classes}, no options, processors found by javac. */
    public static Task of(List<Path> sources, Path classes) {
      return new Task(List.copyOf(sources), classes, null, List.of(), null, null, false);
    }

    /** This task, with generated sources written to {@code folder}. */
    public Task generatedSources(Path folder) {
      return new Task(sources, classes, folder, options, processors, prepare, kept);
    }

    /** This task, with these javac options. */
    public Task options(String... more) {
      return new Task(sources, classes, generated, List.of(more), processors, prepare, kept);
    }

    /** This task, running exactly these processor instances. */
    public Task processors(List<Processor> instances) {
      return new Task(sources, classes, generated, options, List.copyOf(instances), prepare, kept);
    }

    /** This task, handed to {@code step} before it runs. */
    public Task prepare(Consumer<JavacTask> step) {
      return new Task(sources, classes, generated, options, processors, step, kept);
    }

    /**
     * This task, in the context {@link #keepContext} keeps, if there is one and the task runs no
     * annotation processor ({@code -proc:none}): a reused javac keeps the processing environment of
     * its first compile, so processors would not run again.
     */
    public Task inKeptContext() {
      return new Task(sources, classes, generated, options, processors, prepare, true);
    }

    /** This task, in a new javac context, whatever the compiler keeps. */
    public Task inNewContext() {
      return new Task(sources, classes, generated, options, processors, prepare, false);
    }
  }

  /**
   * Thrown by a task listener to end a compile at the start of one of javac's steps (javac cannot
   * be interrupted, but it calls its listeners between steps). {@link #compile} throws it on, as
   * javac hands it back (sometimes wrapped); unlike any other exception out of javac, it leaves the
   * kept context fit for the next compile (D362).
   */
  public abstract static class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected Stop(String message) {
      super(message, null, false, false);
    }

    /** Whether {@code e} is a stop, as thrown or as javac hands it back wrapped. */
    public static boolean is(Throwable e) {
      return e instanceof Stop || e.getCause() instanceof Stop;
    }
  }

  /**
   * A compile's outcome.
   *
   * @param ok whether javac finished without errors
   * @param errors the errors, in javac's order
   * @param output what javac printed besides its diagnostics (usually nothing)
   * @param reusedContext whether javac ran in a context an earlier compile had made (D264)
   */
  public record Result(boolean ok, List<Error> errors, String output, boolean reusedContext) {
    /**
     * The first {@code max} errors, one per line, paths shown from {@code root}, indented by two
     * spaces: what a command prints under "does not compile".
     */
    public String describe(Path root, int max) {
      StringBuilder text = new StringBuilder();
      for (Error error : errors.subList(0, Math.min(max, errors.size()))) {
        text.append(text.length() == 0 ? "  " : "\n  ").append(error.shown(root));
      }
      if (errors.size() > max) {
        text.append("\n  … and ").append(errors.size() - max).append(" more");
      }
      if (errors.isEmpty() && !output.isBlank()) {
        text.append(output.strip());
      }
      return text.toString();
    }
  }

  /**
   * One compile error.
   *
   * @param file the source it is in, or null when javac names none (a bad option, a missing class
   *     path entry)
   * @param line its line, from 1, or 0 when unknown
   * @param column its column, from 1, or 0 when unknown
   * @param message javac's message, in English
   */
  public record Error(Path file, long line, long column, String message) {
    /** {@code file:line:column: message}, the file relative to {@code root} when it is under it. */
    public String shown(Path root) {
      if (file == null) {
        return message;
      }
      Path base = root.toAbsolutePath().normalize();
      Path shownFile = file.startsWith(base) ? base.relativize(file) : file;
      return shownFile + ":" + line + ":" + column + ": " + message;
    }
  }

  /** Runs {@code task}; the class and generated-source folders are created first. */
  public Result compile(Task task) throws IOException {
    Files.createDirectories(task.classes());
    location(StandardLocation.CLASS_OUTPUT, List.of(task.classes()));
    Path generated = task.generated() != null ? task.generated() : task.classes();
    Files.createDirectories(generated);
    location(StandardLocation.SOURCE_OUTPUT, List.of(generated));
    List<String> options = new ArrayList<>(List.of("-encoding", "UTF-8"));
    options.addAll(task.options());
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter output = new StringWriter();
    Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(task.sources());
    boolean ok;
    boolean reused = false;
    KeptCompile keptCompile = task.kept() ? keptCompile(options) : null;
    if (keptCompile != null) {
      try {
        KeptContext.Outcome outcome =
            kept.call(
                output,
                keptCompile.files(),
                diagnostics,
                keptCompile.options(),
                units,
                task.prepare(),
                projectPackages(),
                Stop::is);
        ok = outcome.ok();
        reused = outcome.reused();
      } catch (KeptContext.Unusable | LinkageError e) {
        ok = false;
      }
    } else {
      JavaCompiler.CompilationTask compilation =
          compiler.getTask(output, files, diagnostics, options, null, units);
      if (task.processors() != null) {
        compilation.setProcessors(task.processors());
      }
      if (task.prepare() != null && compilation instanceof JavacTask javacTask) {
        task.prepare().accept(javacTask);
      }
      ok = compilation.call();
    }
    List<Error> errors = errors(diagnostics);
    if (keptCompile != null && !ok && errors.isEmpty()) {
      // Failed without an error: javac's internals are not what this code expects, or javac
      // crashed in the kept context (it then prints its "exception has occurred" and returns
      // false). This compile and every later one get a new task, as without a kept context.
      kept = null;
      return compile(task.inNewContext());
    }
    return new Result(ok && errors.isEmpty(), errors, output.toString(), reused);
  }

  /** The errors among {@code diagnostics}, in javac's order. */
  private static List<Error> errors(DiagnosticCollector<JavaFileObject> diagnostics) {
    List<Error> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        errors.add(
            new Error(
                d.getSource() == null ? null : Path.of(d.getSource().toUri()),
                Math.max(0, d.getLineNumber()),
                Math.max(0, d.getColumnNumber()),
                d.getMessage(Locale.ROOT)));
      }
    }
    return List.copyOf(errors);
  }

  /** The file manager and options of a compile in the kept context. */
  private record KeptCompile(JavaFileManager files, List<String> options) {}

  /**
   * How {@code options} compile in the kept context, or null when they cannot: there is none, the
   * task may run processors, or its {@code --release} has no platform this JDK can open once.
   */
  private KeptCompile keptCompile(List<String> options) {
    if (kept == null || !options.contains("-proc:none")) {
      return null;
    }
    int at = options.indexOf("--release");
    if (at < 0) {
      return new KeptCompile(files, options);
    }
    if (at + 1 >= options.size()) {
      return null;
    }
    String release = options.get(at + 1);
    List<String> rewritten = new ArrayList<>(options.subList(0, at));
    if (release.equals(String.valueOf(Runtime.version().feature()))) {
      // The running JDK's own API: its system modules are exactly that (as D60 compiles).
      rewritten.addAll(options.subList(at + 2, options.size()));
      return new KeptCompile(files, rewritten);
    }
    Optional<ReleaseFileManager> platform =
        releases.computeIfAbsent(
            release, r -> Optional.ofNullable(ReleaseFileManager.open(compiler, files, r)));
    if (platform.isEmpty()) {
      return null;
    }
    // The release's API comes from the platform's system modules: javac's -source and -target
    // then give what --release gives, without a ct.sym opened per task.
    rewritten.addAll(List.of("-source", release, "-target", release));
    rewritten.addAll(options.subList(at + 2, options.size()));
    return new KeptCompile(platform.get(), rewritten);
  }

  /** The project's packages now: every folder under the package roots, dotted. */
  private Set<String> projectPackages() throws IOException {
    Set<String> packages = new HashSet<>();
    for (Path root : packageRoots) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> walk = Files.walk(root)) {
        walk.filter(Files::isDirectory)
            .forEach(
                d -> packages.add(root.relativize(d).toString().replace(File.separatorChar, '.')));
      }
    }
    return packages;
  }

  /** The {@code .java} files under {@code folder}, sorted; none when it does not exist. */
  public static List<Path> sources(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
          .sorted()
          .toList();
    }
  }

  private void location(StandardLocation location, List<Path> paths) {
    try {
      files.setLocationFromPaths(location, paths);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() throws IOException {
    for (Optional<ReleaseFileManager> platform : releases.values()) {
      if (platform.isPresent()) {
        platform.get().close(); // its ct.sym; the project's file manager is closed below
      }
    }
    files.close();
  }
}
