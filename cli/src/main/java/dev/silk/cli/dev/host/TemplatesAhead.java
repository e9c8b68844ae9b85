package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.SessionCallbacks;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.resolve.DirectoryCodeResolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.stream.Stream;

/**
 * Compiles the project's jte templates at start, right after the app's first compile, so the first
 * page loads template classes instead of running jte's own compiler (D78). The whole feature is
 * here: the session only lends its compiler.
 *
 * <p>On a cold start the first render used to be a third of the time to the first 200: jte
 * generates the Java of the page and its layout and runs javac on it through javac's command line,
 * with a new file manager that opens every runtime jar again, after the app's compile. Here jte
 * only generates the Java, on a thread of its own while the app compiles (it depends on the
 * template files alone); the compile then runs on the session's warm compiler ({@link
 * SessionCallbacks#compileAgainstApp}), against the classes just compiled, on a thread of its own
 * while the first {@code main} runs (the first render waits for it), and {@link DevTemplates} takes
 * the classes as if the first app had compiled them (D68's reuse path), unless a template changed
 * meanwhile. A template that does not compile is left to jte, which compiles it on its first render
 * and shows its error page, as before.
 *
 * <pre>{@code
 * TemplatesAhead ahead = new TemplatesAhead(root, templates);
 * ahead.generate();                                   // beside the app's compile
 * ahead.compileInBackground(signatures, session);     // after it, beside main
 * }</pre>
 */
final class TemplatesAhead {
  /** The folder under the template class directory that the first app's templates use. */
  static final String FOLDER = "a";

  /**
   * The Java jte wrote for the templates {@code names}, from the template state {@code sources}.
   */
  private record Generated(List<Path> java, Set<String> names, String sources) {}

  private final Path root;
  private final DevTemplates templates;
  private FutureTask<Generated> generation;
  private Thread thread;
  private Thread compiling;

  TemplatesAhead(Path root, DevTemplates templates) {
    this.root = root;
    this.templates = templates;
  }

  /**
   * Starts writing the templates' Java on a thread of its own; nothing without a template folder.
   */
  synchronized void generate() {
    if (generation != null || !Files.isDirectory(DevTemplates.sourceDirectory(root))) {
      return;
    }
    generation = new FutureTask<>(this::generateNow);
    thread = new Thread(generation, "silk-dev-templates");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Starts compiling what {@link #generate} wrote against app classes of the fingerprint {@code
   * signatures}, on a thread of its own, and returns at once: the first app's {@code main} runs
   * meanwhile (on a {@code --db} project its connect and migrations are the longer part), and a
   * render waits for this compile ({@link DevTemplates#awaitAhead}) rather than compile the same
   * templates again. What happened goes to the session's debug line when it ends.
   *
   * @return what was started, for the session's debug line
   */
  String compileInBackground(String signatures, SessionCallbacks session) {
    synchronized (this) {
      if (generation == null) {
        return "none (no template folder)";
      }
      long begin = System.nanoTime();
      FutureTask<String> task =
          new FutureTask<>(
              () -> {
                String outcome = compile(signatures, session);
                session.debug(
                    "start: templates "
                        + outcome
                        + " in "
                        + (System.nanoTime() - begin) / 1_000_000
                        + " ms, beside main");
                return outcome;
              });
      templates.ahead(task);
      compiling = new Thread(task, "silk-dev-templates-compile");
      compiling.setDaemon(true);
      compiling.start();
      return "compiling beside main";
    }
  }

  /**
   * Compiles what {@link #generate} wrote against app classes of the fingerprint {@code signatures}
   * and hands the classes to {@link DevTemplates}; says what happened.
   */
  String compile(String signatures, SessionCallbacks session) {
    FutureTask<Generated> task;
    synchronized (this) {
      task = generation;
    }
    if (task == null) {
      return "no templates";
    }
    try {
      Generated generated = task.get();
      if (generated == null) {
        return "no templates";
      }
      Path classDirectory = DevTemplates.classDirectory(root);
      Path folder = classDirectory.resolve(FOLDER);
      boolean ok = session.compileAgainstApp(generated.java(), folder, signatures);
      Path sources = DevTemplates.sourceDirectory(root);
      if (!ok || !generated.sources().equals(DevTemplates.sourcesOf(sources))) {
        // Nothing is recorded, so no app loads from the folder; jte's engine clears it before it
        // compiles into it.
        return "left to jte ("
            + (ok ? "a template changed meanwhile" : "one does not compile")
            + ")";
      }
      templates.compiledAhead(
          classDirectory, folder, signatures, generated.sources(), generated.names());
      return "compiled " + generated.names().size() + " templates";
    } catch (ExecutionException | IOException | RuntimeException e) {
      // Only a head start: jte compiles the templates on their first render, as without it.
      return "left to jte: " + (e instanceof ExecutionException ? e.getCause() : e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "left to jte: interrupted";
    }
  }

  /** Waits for the generation and the compile to end: they write under {@code target/silk}. */
  void close() throws InterruptedException {
    Thread generating;
    Thread compiler;
    synchronized (this) {
      generating = thread;
      compiler = compiling;
    }
    for (Thread t : new Thread[] {generating, compiler}) {
      if (t != null) {
        t.join(60_000);
      }
    }
  }

  /**
   * Has jte write the Java of every template into {@code target/silk/jte-generated}, with the
   * settings of the development engine ({@code TemplateEngine.create}, HTML output), so the Java is
   * what jte would compile there; null when there is no template.
   */
  private Generated generateNow() throws IOException {
    Path sources = DevTemplates.sourceDirectory(root);
    String state = DevTemplates.sourcesOf(sources);
    Path output = root.resolve("target/silk/jte-generated");
    // jte's engine clears its folder when it is made: no Java of a deleted template is left.
    DirectoryCodeResolver resolver = new DirectoryCodeResolver(sources);
    List<String> names = List.copyOf(resolver.resolveAllTemplateNames());
    if (names.isEmpty()) {
      return null;
    }
    TemplateEngine.create(resolver, output, ContentType.Html).generateAll();
    return new Generated(javaFiles(output), Set.copyOf(names), state);
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
