package dev.silk.cli.dev;

import dev.silk.cli.project.FileTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Compiles the project's jte templates at start, right after the app's first compile, so the first
 * page loads template classes instead of running jte's own compiler (D78).
 *
 * <p>On a cold start the first render used to be a third of the time to the first 200: jte
 * generates the Java of the page and its layout and runs javac on it through javac's command line,
 * with a new file manager that opens every runtime jar again, after the app's compile. Here jte
 * only generates the Java, on a thread of its own while the app compiles (it depends on the
 * template files alone); the compile then runs on the session's warm compiler, against the classes
 * just compiled, and the session hands the classes to silk-web as if the first app had compiled
 * them (D68's reuse path), unless a template changed meanwhile. A template that does not compile is
 * left to jte, which compiles it on its first render and shows its error page, as before.
 *
 * <pre>{@code
 * TemplatesAhead.Generated g = TemplatesAhead.generate(root, host);   // beside the app's compile
 * Path folder = TemplatesAhead.compile(root, g, compiler, host);       // after it
 * }</pre>
 */
final class TemplatesAhead {
  /** The folder, of the two silk-web's dev templates use, that the first app's templates use. */
  static final String FOLDER = "a";

  /**
   * The Java jte wrote for the templates {@code names}, read from the template state {@code
   * sources}.
   */
  record Generated(List<Path> java, Set<String> names, String sources) {}

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
   * Has jte write the Java of every template in {@code root}'s {@code src/main/jte} into {@code
   * target/silk/jte-generated}; null when there is no template.
   *
   * @param host the dev host, which runs jte (in the runtime loader)
   */
  static Generated generate(Path root, HostBridge host) throws IOException {
    Path templates = sourceDirectory(root);
    if (!Files.isDirectory(templates)) {
      return null;
    }
    String sources = host.templateSources(templates);
    Path generated = root.resolve("target/silk/jte-generated");
    FileTrees.delete(generated);
    List<String> names = host.generateTemplates(templates, generated);
    if (names.isEmpty()) {
      return null;
    }
    return new Generated(javaFiles(generated), Set.copyOf(names), sources);
  }

  /**
   * Compiles {@code generated} with the session's compiler against the app's classes into {@code
   * target/silk/jte-classes/a}; the folder, or null when a template does not compile or the
   * templates changed since they were generated.
   */
  static Path compile(Path root, Generated generated, DevCompiler compiler, HostBridge host)
      throws IOException {
    Path folder = classDirectory(root).resolve(FOLDER);
    FileTrees.delete(folder);
    boolean ok = compiler.compileAgainstClasses(generated.java(), folder);
    if (!ok || !generated.sources().equals(host.templateSources(sourceDirectory(root)))) {
      FileTrees.delete(folder);
      return null;
    }
    return folder;
  }

  private static List<Path> javaFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }
  }
}
