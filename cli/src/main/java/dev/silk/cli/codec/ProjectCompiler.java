package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.FileTrees;
import dev.silk.cli.project.ProjectException;
import dev.silk.cli.project.RuntimeJars;
import dev.silk.json.processor.JsonBoundProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles a project's {@code src/main/java} in-process into a temporary folder, with
 * silk-json-processor (on the CLI's own class path) generating the codecs and {@link
 * ModelCollector} recording the {@code @JsonBound} types. Nothing of the project's own {@code
 * target} is touched. Closing deletes the folder.
 *
 * <pre>{@code
 * try (ProjectCompiler.Compiled c = ProjectCompiler.compile(projectDir)) {
 *   c.codecSource("com.example.Checkout");
 * }
 * }</pre>
 */
final class ProjectCompiler {
  private ProjectCompiler() {}

  /** The outcome of a successful compile; close it to delete the classes. */
  static final class Compiled implements AutoCloseable {
    private final Path work;
    private final Map<String, BoundModel> types;
    private URLClassLoader loader;

    Compiled(Path work, Map<String, BoundModel> types) {
      this.work = work;
      this.types = types;
    }

    /** The {@code @JsonBound} types by qualified name. */
    Map<String, BoundModel> types() {
      return types;
    }

    /** The generated source of {@code type}'s codec. */
    String codecSource(BoundModel type) {
      Path file = work.resolve("generated").resolve(type.codec().replace('.', '/') + ".java");
      try {
        return Files.readString(file, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw CommandException.failure(
            "silk-json-processor generated no codec for "
                + type.name()
                + " ("
                + e.getMessage()
                + ")",
            null);
      }
    }

    /**
     * The compiled classes in a fresh loader whose parent is the CLI's, so the codecs use the CLI's
     * silk-json and can be called through {@code JsonCodec}.
     */
    ClassLoader loader() {
      if (loader == null) {
        try {
          loader =
              new URLClassLoader(
                  "silk-codec-check",
                  new URL[] {work.resolve("classes").toUri().toURL()},
                  ProjectCompiler.class.getClassLoader());
        } catch (MalformedURLException e) {
          throw new IllegalStateException(e);
        }
      }
      return loader;
    }

    @Override
    public void close() {
      try {
        if (loader != null) {
          loader.close();
        }
        FileTrees.delete(work);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Compiles {@code projectDir/src/main/java}; a compile error is a {@link CommandException}. */
  static Compiled compile(Path projectDir) {
    Path sources = projectDir.resolve("src/main/java");
    List<Path> javaFiles = javaFiles(sources);
    if (javaFiles.isEmpty()) {
      throw CommandException.failure(
          "no Java sources in " + sources, "Run it in a project folder, or name one with --dir.");
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw CommandException.failure(
          "silk codec needs a JDK: javax.tools finds no Java compiler in this Java runtime", null);
    }
    Path work;
    try {
      work = Files.createTempDirectory("silk-codec");
    } catch (IOException e) {
      throw CommandException.failure("cannot make a temporary folder: " + e.getMessage(), null);
    }
    boolean ok = false;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      Files.createDirectories(work.resolve("classes"));
      Files.createDirectories(work.resolve("generated"));
      files.setLocationFromPaths(StandardLocation.CLASS_PATH, runtime());
      files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(work.resolve("classes")));
      files.setLocationFromPaths(
          StandardLocation.SOURCE_OUTPUT, List.of(work.resolve("generated")));
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      JavaCompiler.CompilationTask task =
          javac.getTask(
              null,
              files,
              diagnostics,
              List.of("-parameters", "-encoding", "UTF-8", "-Xlint:none", "-implicit:class"),
              null,
              files.getJavaFileObjectsFromPaths(javaFiles));
      ModelCollector collector = new ModelCollector();
      // The collector goes first: silk-json-processor claims @JsonBound, and javac offers a
      // claimed annotation to no later processor.
      task.setProcessors(List.of(collector, new JsonBoundProcessor()));
      boolean compiled = task.call();
      List<String> errors = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR) {
          String file =
              d.getSource() == null ? "" : shown(projectDir, d.getSource().toUri().getPath());
          errors.add(
              file
                  + ":"
                  + d.getLineNumber()
                  + ":"
                  + d.getColumnNumber()
                  + ": "
                  + d.getMessage(Locale.ROOT));
        }
      }
      if (!compiled || !errors.isEmpty()) {
        throw CommandException.failure(
            "the project does not compile:\n  "
                + String.join("\n  ", errors.subList(0, Math.min(10, errors.size()))),
            "Fix the errors first; silk codec compiles src/main/java against the Silk runtime only.");
      }
      ok = true;
      return new Compiled(work, Map.copyOf(collector.types()));
    } catch (IOException e) {
      throw CommandException.failure("cannot compile the project: " + e.getMessage(), null);
    } finally {
      if (!ok) {
        try {
          FileTrees.delete(work);
        } catch (IOException e) {
          // best effort: the folder is in the temporary directory
        }
      }
    }
  }

  /** The Silk runtime the CLI ships: what a project compiles against under {@code silk dev}. */
  private static List<Path> runtime() {
    try {
      return RuntimeJars.locate().classpath();
    } catch (ProjectException e) {
      throw CommandException.failure(e.getMessage(), null);
    }
  }

  private static String shown(Path projectDir, String file) {
    Path p = Path.of(file);
    Path root = projectDir.toAbsolutePath().normalize();
    return p.startsWith(root) ? root.relativize(p).toString() : file;
  }

  private static List<Path> javaFiles(Path sources) {
    if (!Files.isDirectory(sources)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(sources)) {
      return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw CommandException.failure("cannot list " + sources + ": " + e.getMessage(), null);
    }
  }
}
