package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.project.FileTrees;
import dev.silk.cli.project.Javac;
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
import java.util.List;
import java.util.Map;

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
    List<Path> javaFiles;
    try {
      javaFiles = Javac.sources(sources);
    } catch (IOException e) {
      throw CommandException.failure("cannot list " + sources + ": " + e.getMessage(), null);
    }
    if (javaFiles.isEmpty()) {
      throw CommandException.failure(
          "no Java sources in " + sources, "Run it in a project folder, or name one with --dir.");
    }
    Path work;
    try {
      work = Files.createTempDirectory("silk-codec");
    } catch (IOException e) {
      throw CommandException.failure("cannot make a temporary folder: " + e.getMessage(), null);
    }
    boolean ok = false;
    try (Javac javac = Javac.open("silk codec")) {
      javac.classpath(runtime());
      ModelCollector collector = new ModelCollector();
      Javac.Result result =
          javac.compile(
              Javac.Task.of(javaFiles, work.resolve("classes"))
                  .generatedSources(work.resolve("generated"))
                  .options("-parameters", "-Xlint:none", "-implicit:class")
                  // The collector goes first: silk-json-processor claims @JsonBound, and javac
                  // offers a claimed annotation to no later processor.
                  .processors(List.of(collector, new JsonBoundProcessor())));
      if (!result.ok()) {
        throw CommandException.failure(
            "the project does not compile:\n" + result.describe(projectDir, 10),
            "Fix the errors first; silk codec compiles src/main/java against the Silk runtime only.");
      }
      ok = true;
      return new Compiled(work, Map.copyOf(collector.types()));
    } catch (ProjectException e) {
      throw CommandException.failure(e.getMessage(), null);
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
}
