package dev.silk.json.processor;

import dev.silk.json.JsonKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Runs javac with the processor on sources held in strings, as a user's build would, and keeps what
 * came out: diagnostics, generated sources and class files.
 */
final class InMemoryCompiler {
  /** What one compilation produced. */
  record Result(
      boolean success,
      List<Diagnostic<? extends JavaFileObject>> diagnostics,
      Path generated,
      Path classes) {
    List<Diagnostic<? extends JavaFileObject>> of(Diagnostic.Kind kind) {
      return diagnostics.stream().filter(d -> d.getKind() == kind).collect(Collectors.toList());
    }

    List<Diagnostic<? extends JavaFileObject>> errors() {
      return of(Diagnostic.Kind.ERROR);
    }

    String generatedSource(String qualifiedName) {
      try {
        return Files.readString(generated.resolve(qualifiedName.replace('.', '/') + ".java"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    String report() {
      return diagnostics.stream()
          .map(d -> d.getKind() + " line " + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
          .collect(Collectors.joining("\n"));
    }
  }

  /** One directory for every compilation of this test run, removed when the JVM exits. */
  private static final Path ROOT = createRoot();

  private final Map<String, String> sources = new LinkedHashMap<>();

  private static Path createRoot() {
    try {
      Path root = Files.createTempDirectory("silk-processor-test");
      Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
      return root;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void delete(Path root) {
    try (Stream<Path> s = Files.walk(root)) {
      s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // Best effort: a leftover temporary directory does no harm.
    }
  }

  /** Adds a compilation unit; its name comes from its package and first public type. */
  InMemoryCompiler source(String qualifiedName, String text) {
    sources.put(qualifiedName, text);
    return this;
  }

  Result compile(String... options) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try {
      Path root = Files.createTempDirectory(ROOT, "compilation");
      Path generated = Files.createDirectories(root.resolve("generated"));
      Path classes = Files.createDirectories(root.resolve("classes"));
      List<JavaFileObject> units = new ArrayList<>();
      for (Map.Entry<String, String> e : sources.entrySet()) {
        units.add(new StringSource(e.getKey(), e.getValue()));
      }
      List<String> args = new ArrayList<>(List.of(options));
      args.addAll(
          List.of(
              "--release", "17",
              "-classpath", silkJson().toString(),
              "-s", generated.toString(),
              "-d", classes.toString()));
      try (StandardJavaFileManager files =
          javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
        JavaCompiler.CompilationTask task =
            javac.getTask(null, files, diagnostics, args, null, units);
        if (!args.contains("-processorpath")) {
          task.setProcessors(List.of(new JsonBoundProcessor()));
        }
        boolean ok = task.call();
        return new Result(ok, diagnostics.getDiagnostics(), generated, classes);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Where the processor's classes and its service registration are. */
  static Path processorClasses() {
    try {
      return Path.of(
          JsonBoundProcessor.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Where silk-json's classes are: generated code compiles against them. */
  static Path silkJson() {
    try {
      return Path.of(JsonKey.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The 1-based line of the first line of {@code text} containing {@code snippet}. */
  static long lineOf(String text, String snippet) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(snippet)) {
        return i + 1;
      }
    }
    throw new IllegalArgumentException("no line contains " + snippet);
  }

  /** A source held in memory, named by its class. */
  static final class StringSource extends SimpleJavaFileObject {
    private final String text;

    StringSource(String qualifiedName, String text) {
      super(URI.create("string:///" + qualifiedName.replace('.', '/') + ".java"), Kind.SOURCE);
      this.text = text;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
