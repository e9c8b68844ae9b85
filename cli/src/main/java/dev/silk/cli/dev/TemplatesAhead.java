package dev.silk.cli.dev;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles the project's jte templates at start, beside the app's first compile, so the first page
 * loads template classes instead of running jte's own compiler (D76-dev).
 *
 * <p>On a cold start the first render used to be a third of the time to the first 200: jte
 * generates the Java of the page and its layout and runs javac on it, after the app's compile, with
 * a file manager of its own. The generated Java depends only on the template files, and its class
 * files link against the app's classes by name, so they can be made while the app compiles: against
 * the app's sources ({@code -sourcepath src/main/java}, {@code -implicit:none}: javac reads the
 * classes a template uses from source and writes none of them), on the core Jetty's start leaves
 * free. The session hands the classes to silk-web as if the first app had compiled them (D68's
 * reuse path) only when the app compiled from the same Java sources the templates saw and the
 * templates did not change meanwhile; anything else (a template that does not compile, a template
 * using a class an annotation processor generates, an edit during the start) leaves the templates
 * to jte, as before.
 *
 * <pre>{@code
 * TemplatesAhead.Result r = TemplatesAhead.compile(root, classpath, compiler, host);
 * }</pre>
 */
final class TemplatesAhead {
  /** The folder, of the two silk-web's dev templates use, that the first app's templates use. */
  static final String FOLDER = "a";

  /**
   * Templates compiled into {@code folder} from the template state {@code sources}, against the
   * Java sources in the state {@code javaStamps}.
   */
  record Result(Path folder, Set<String> names, String sources, Map<Path, String> javaStamps) {}

  private TemplatesAhead() {}

  /** The project's template folder. */
  static Path sourceDirectory(Path root) {
    return root.resolve("src/main/jte");
  }

  /** The class directory {@code Templates.standard()} uses under {@code silk dev}. */
  static Path classDirectory(Path root) {
    return root.resolve("target/silk/jte-classes");
  }

  /**
   * Generates and compiles every template of {@code root}'s {@code src/main/jte}; null when there
   * is none, when one does not compile, or when the templates changed while compiling.
   *
   * @param classpath the app's compile classpath without its own classes (runtime and dependencies)
   * @param host the dev host, which runs jte (in the runtime loader) to generate the templates'
   *     Java
   */
  static Result compile(Path root, List<Path> classpath, DevCompiler compiler, HostBridge host)
      throws IOException {
    Path templates = sourceDirectory(root);
    if (!Files.isDirectory(templates)) {
      return null;
    }
    String before = host.templateSources(templates);
    Map<Path, String> javaStamps = compiler.currentStamps();
    Path generated = root.resolve("target/silk/jte-generated");
    clear(generated);
    List<String> names = host.generateTemplates(templates, generated);
    if (names.isEmpty()) {
      return null;
    }
    List<Path> java = javaFiles(generated);
    Path folder = classDirectory(root).resolve(FOLDER);
    clear(folder);
    Files.createDirectories(folder);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean ok;
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      files.setLocationFromPaths(StandardLocation.CLASS_PATH, classpath);
      files.setLocationFromPaths(
          StandardLocation.SOURCE_PATH, List.of(root.resolve("src/main/java")));
      files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(folder));
      // jte's own options (-encoding, -parameters); no processors, and no class of the app.
      List<String> options =
          List.of("-encoding", "UTF-8", "-parameters", "-proc:none", "-implicit:none", "-nowarn");
      ok =
          javac
              .getTask(
                  null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(java))
              .call();
    }
    if (!ok || !before.equals(host.templateSources(templates))) {
      clear(folder);
      return null;
    }
    return new Result(folder, Set.copyOf(names), before, javaStamps);
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
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
}
