package dev.silk.cli.dev;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
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
 * <p>Every compile is of the whole source tree into a cleared {@code target/silk/classes}: with
 * deleted and renamed classes that is the only output one can trust, and on the projects the dev
 * loop targets it is fast.
 *
 * <pre>{@code
 * DevCompiler compiler = new DevCompiler(root, classpath, processorPath, "17");
 * DevCompiler.Result result = compiler.compile();
 * }</pre>
 */
public final class DevCompiler implements AutoCloseable {

  /** The outcome of one compile: problems when it failed, and what was compiled. */
  public record Result(boolean success, int sourceFiles, List<Problem.Site> errors, long millis) {}

  private static final String RUNNING_FEATURE = String.valueOf(Runtime.version().feature());

  private final Path root;
  private final Path sources;
  private final Path classes;
  private final Path generated;
  private final String release;
  private final JavaCompiler compiler;
  private final StandardJavaFileManager files;
  private final URLClassLoader processorLoader;
  private final SourceSites sites;
  private final Path workDir;
  private final Path stamp;
  private final List<Path> processorPath;
  private List<Path> classpath = List.of();
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
    this.stamp = workDir.resolve("classes.stamp");
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

  /** Compiles against a new classpath from now on (the pom changed). */
  public void classpath(List<Path> classpath) {
    this.classpath = List.copyOf(classpath);
    try {
      files.setLocationFromPaths(StandardLocation.CLASS_PATH, classpath);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Compiles every source file; on failure the previous classes are gone, the app keeps its own.
   */
  public Result compile() throws IOException {
    Files.deleteIfExists(stamp);
    Result result = compileInto(classes, generated);
    if (result.success()) {
      Files.writeString(stamp, fingerprint());
    }
    return result;
  }

  /**
   * Whether {@code target/silk/classes} holds exactly what compiling the current sources against
   * the current classpath would give, so a new {@code silk dev} can start without compiling.
   */
  public boolean upToDate() throws IOException {
    return Files.isRegularFile(stamp) && Files.readString(stamp).equals(fingerprint());
  }

  /**
   * Compiles into a scratch folder and throws the result away: javac's own code gets hot (the JIT
   * compiles it) while the developer is still reading, so the first real edit is fast too.
   */
  public void warmUp() throws IOException {
    try {
      compileInto(workDir.resolve("warmup/classes"), workDir.resolve("warmup/generated-sources"));
    } catch (Cancelled | IllegalStateException e) {
      // closing: the warm-up was stopped between two compiler steps
    }
  }

  /** Thrown from a compiler step once the session is closing, to end a compile early. */
  private static final class Cancelled extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Cancelled() {
      super("silk dev is closing", null, false, false);
    }
  }

  private Result compileInto(Path output, Path generatedOutput) throws IOException {
    long start = System.nanoTime();
    clear(output);
    clear(generatedOutput);
    Files.createDirectories(output);
    Files.createDirectories(generatedOutput);
    files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
    files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generatedOutput));
    List<Path> javaFiles = javaFiles();
    if (javaFiles.isEmpty()) {
      return new Result(true, 0, List.of(), millisSince(start));
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
    if (task instanceof JavacTask javac) {
      // javac cannot be interrupted, but it calls listeners between steps: closing the session
      // ends a long compile there instead of waiting for it.
      javac.addTaskListener(
          new TaskListener() {
            @Override
            public void started(TaskEvent e) {
              if (closing) {
                throw new Cancelled();
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
    return new Result(ok && errors.isEmpty(), javaFiles.size(), errors, millisSince(start));
  }

  /** Every input of a compile: sources, classpath and processors with their times, the release. */
  private String fingerprint() throws IOException {
    StringBuilder text = new StringBuilder("release=").append(release).append('\n');
    for (Path p : javaFiles()) {
      stampLine(text, p);
    }
    for (Path p : classpath) {
      stampLine(text, p);
    }
    for (Path p : processorPath) {
      stampLine(text, p);
    }
    return DependencyResolver.sha256(text.toString().getBytes(StandardCharsets.UTF_8));
  }

  private static void stampLine(StringBuilder text, Path p) throws IOException {
    text.append(p).append(' ');
    if (Files.exists(p)) {
      text.append(Files.getLastModifiedTime(p).toMillis()).append(' ').append(Files.size(p));
    }
    text.append('\n');
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

  private static void clear(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
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
