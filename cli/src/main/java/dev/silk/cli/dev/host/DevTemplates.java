package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.SessionCallbacks;
import dev.silk.web.spi.DevMode;
import gg.jte.CodeResolver;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.TemplateOutput;
import gg.jte.resolve.DirectoryCodeResolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Development templates under {@code silk dev}: each app's templates, compiled by the session's
 * warm compiler when they change, and reused by the next app while they fit it (D68, D283).
 *
 * <p>Every reload builds a new app and so a new renderer, whose template classes must link against
 * the new app's classes. The compiled class files do not change as long as the template sources and
 * the shapes of the app classes they use do not: then the new app loads the earlier app's class
 * files in a fresh loader whose parent is the new app loader (so app classes resolve to the new
 * generation, never "X cannot be cast to X"), and no compiler runs. The shapes are told apart by
 * the signature fingerprint the session's compiler writes; the sources by their sizes and
 * modification times.
 *
 * <p>A template that changed, or that no app compiled for these shapes yet, is compiled on its
 * render: jte writes its Java (and that of the templates it calls), and the session's compiler,
 * whose file manager and code are warm, compiles it against the app's classes into a folder of its
 * own. jte's own hot-reloading engine, which runs javac with a cold file manager, is left for what
 * that cannot do: a template that does not compile (jte's engine then shows its error) and an app
 * without a fingerprint. Every compile goes to a new numbered folder, so a folder an earlier app
 * may still load from is never cleared under it.
 *
 * <p>What is remembered between apps is only paths and strings: no class, loader or engine of an
 * old app, so an old app stays collectable. The templates compiled ahead of the first app ({@link
 * TemplatesAhead}) are remembered the same way, as if that app had compiled them.
 *
 * <pre>{@code
 * DevTemplates templates = new DevTemplates();                        // one per session
 * templates.compileWith(session);                                     // the warm compiler
 * DevMode.TemplateRenderer r = templates.renderer(src, classes, appLoader, signatures);
 * }</pre>
 */
final class DevTemplates {
  /** jte's package for on-demand classes ({@code Constants.PACKAGE_NAME_ON_DEMAND}). */
  private static final String PACKAGE = "gg.jte.generated.ondemand";

  /** How many numbered folders are kept beyond those the remembered templates are in. */
  private static final int KEPT_FOLDERS = 8;

  /**
   * Per class directory given by an app, what the apps compiled for the latest state, and where.
   */
  private final Map<Path, Compiled> compiled = new ConcurrentHashMap<>();

  /** Numbers the compile folders of the session. */
  private final AtomicInteger folders = new AtomicInteger();

  /** One template compile at a time: they share the session's compiler and the Java folder. */
  private final Object compiling = new Object();

  private volatile SessionCallbacks session;

  /** The compile of the templates started with the first app (D78), or null. */
  private volatile Future<?> ahead;

  /**
   * Templates compiled from the sources {@code sources} against app classes with the signatures
   * {@code signatures}: each template's name, with the folder its classes (and those of the
   * templates it calls) are in.
   */
  private record Compiled(String signatures, String sources, Map<String, Path> folders) {
    /** These, with {@code names} compiled into {@code folder} at the same state. */
    Compiled with(Collection<String> names, Path folder) {
      Map<String, Path> more = new HashMap<>(folders);
      for (String name : names) {
        more.put(name, folder);
      }
      return new Compiled(signatures, sources, Map.copyOf(more));
    }

    boolean fits(String signatures, String sources) {
      return this.signatures.equals(signatures) && this.sources.equals(sources);
    }
  }

  /** The template folder {@code Templates.standard()} reads under {@code silk dev}. */
  static Path sourceDirectory(Path root) {
    return root.resolve("src/main/jte");
  }

  /**
   * Where {@code Templates.standard()}'s classes go under {@code silk dev}: beside the dev server's
   * own classes, off every class path.
   */
  static Path classDirectory(Path root) {
    return root.resolve("target/silk/jte-classes");
  }

  /**
   * Where the templates tests render under continuous testing are compiled: apart from the served
   * app's, whose folders must never be cleared under it.
   */
  static Path testClassDirectory(Path root) {
    return root.resolve("target/silk/jte-test-classes");
  }

  /**
   * Compiles changed templates with the session's warm compiler from now on; until then (and in a
   * test without a session) jte's own engine compiles them.
   */
  void compileWith(SessionCallbacks callbacks) {
    session = callbacks;
  }

  /**
   * The renderer of one app's templates.
   *
   * @param signatures the app classes' signature fingerprint, or null: then nothing is reused or
   *     remembered, and jte compiles the templates into {@code classDirectory} itself
   */
  DevMode.TemplateRenderer renderer(
      Path sourceDirectory, Path classDirectory, ClassLoader parent, String signatures) {
    return new Renderer(
        sourceDirectory.toAbsolutePath(), classDirectory.toAbsolutePath(), parent, signatures);
  }

  /**
   * The compile {@link TemplatesAhead} runs beside the first app's {@code main}: a render waits for
   * it ({@link #awaitAhead}) instead of compiling the same templates a second time.
   */
  void ahead(Future<?> compile) {
    ahead = compile;
  }

  /**
   * Waits until the compile started with the first app has ended (at most a minute; it compiles a
   * few templates on a warm compiler). Whatever its outcome, the render then takes the usual path:
   * the remembered classes when it compiled them, a compile of its own otherwise.
   */
  private void awaitAhead() {
    Future<?> compile = ahead;
    if (compile == null) {
      return;
    }
    if (!compile.isDone()) {
      try {
        compile.get(1, TimeUnit.MINUTES);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (ExecutionException | TimeoutException | CancellationException e) {
        // its outcome is no business of the render's: the render compiles what it needs
      }
    }
    ahead = null;
  }

  /**
   * Records templates compiled ahead of the first app (while the app itself compiled), as if an app
   * with {@code signatures} had compiled them into {@code folder} from the sources {@code sources}
   * ({@link #sourcesOf(Path)} of the template folder): the first app with those signatures then
   * loads them instead of compiling.
   */
  void compiledAhead(
      Path classDirectory, Path folder, String signatures, String sources, Set<String> names) {
    compiled.put(
        classDirectory.toAbsolutePath(),
        new Compiled(signatures, sources, Map.of()).with(names, folder.toAbsolutePath()));
  }

  /** Remembers that {@code names} were compiled into {@code folder} from that state. */
  private void remember(
      Path classDirectory,
      Collection<String> names,
      Path folder,
      String signatures,
      String sources) {
    compiled.compute(
        classDirectory,
        (k, last) ->
            (last != null && last.fits(signatures, sources)
                    ? last
                    : new Compiled(signatures, sources, Map.of()))
                .with(names, folder));
  }

  /** A new folder under {@code classDirectory} for one compile ({@code w} warm, {@code j} jte). */
  private Path newFolder(Path classDirectory, String kind) {
    int n = folders.incrementAndGet();
    prune(classDirectory, n);
    return classDirectory.resolve(kind + n);
  }

  /**
   * Deletes numbered folders well behind {@code newest} that no remembered template is in: an app
   * old enough to load from them is long gone.
   */
  private void prune(Path classDirectory, int newest) {
    Compiled last = compiled.get(classDirectory);
    Set<Path> used = last == null ? Set.of() : Set.copyOf(last.folders().values());
    try (DirectoryStream<Path> children = Files.newDirectoryStream(classDirectory, "[jw][0-9]*")) {
      for (Path child : children) {
        String number = child.getFileName().toString().substring(1);
        if (number.chars().allMatch(Character::isDigit)
            && Integer.parseInt(number) <= newest - KEPT_FOLDERS
            && !used.contains(child)) {
          deleteTree(child);
        }
      }
    } catch (IOException | RuntimeException e) {
      // Only tidying: a folder left behind costs some disk until the next silk dev --clean.
    }
  }

  /** Deletes {@code folder} and what is in it (the host sees no CLI helper: its own loader). */
  private static void deleteTree(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }

  /** One app's templates: remembered classes while they fit, compiled ones otherwise. */
  private final class Renderer implements DevMode.TemplateRenderer {
    private final Path sourceDirectory;
    private final Path classDirectory;
    private final ClassLoader parent;
    private final String signatures;
    // Engines over remembered folders, by folder: the loader of each holds this app's template
    // classes loaded from there.
    private final Map<Path, TemplateEngine> engines = new ConcurrentHashMap<>();
    // The sources as they were when jte began compiling on this thread, during one render.
    private final ThreadLocal<String> compilingFrom = new ThreadLocal<>();
    // The sources at which the warm compiler could not compile: jte's engine shows why.
    private volatile String warmFailedAt;
    private volatile TemplateEngine compiler;
    private Path compilerFolder;

    Renderer(Path sourceDirectory, Path classDirectory, ClassLoader parent, String signatures) {
      this.sourceDirectory = sourceDirectory;
      this.classDirectory = classDirectory;
      this.parent = parent;
      this.signatures = signatures;
    }

    @Override
    public void render(String name, Object model, Map<String, Object> params, TemplateOutput out) {
      awaitAhead();
      if (signatures == null) {
        render(compiler(), name, model, params, out);
        return;
      }
      TemplateEngine r = reusable(name, sources());
      if (r == null) {
        r = compiledWarm(name);
      }
      if (r != null) {
        render(r, name, model, params, out);
        return;
      }
      // jte checks the template and its includes during the render, and compiles them on this
      // thread if they changed; the resolver notes the sources before the first read. When nothing
      // changed from then to the end of the render, the class files match those sources.
      try {
        render(compiler(), name, model, params, out);
        String compiledFrom = compilingFrom.get();
        if (compiledFrom != null && compiledFrom.equals(sources())) {
          Path folder;
          synchronized (this) {
            folder = compilerFolder;
          }
          remember(classDirectory, List.of(name), folder, signatures, compiledFrom);
        }
      } finally {
        compilingFrom.remove();
      }
    }

    private static void render(
        TemplateEngine e,
        String name,
        Object model,
        Map<String, Object> params,
        TemplateOutput out) {
      if (params != null) {
        e.render(name, params, out);
      } else {
        e.render(name, model, out);
      }
    }

    /** The engine over remembered classes of {@code name}, when they fit this app and sources. */
    private TemplateEngine reusable(String name, String sourcesNow) {
      Compiled last = compiled.get(classDirectory);
      Path folder = last == null ? null : last.folders().get(name);
      if (folder == null || !last.fits(signatures, sourcesNow)) {
        return null;
      }
      return engines.computeIfAbsent(
          folder, f -> TemplateEngine.createPrecompiled(f, ContentType.Html, parent, PACKAGE));
    }

    /**
     * Compiles {@code name} (and the templates it calls) with the session's warm compiler and
     * remembers it; null when there is no session, or it does not compile (jte's engine says why).
     */
    private TemplateEngine compiledWarm(String name) {
      SessionCallbacks callbacks = session;
      if (callbacks == null) {
        return null;
      }
      synchronized (compiling) {
        String before = sources();
        if (before.equals(warmFailedAt)) {
          return null;
        }
        TemplateEngine r = reusable(name, before);
        if (r != null) {
          return r; // a render on another thread compiled it meanwhile
        }
        long start = System.nanoTime();
        Path java = classDirectory.resolveSibling(classDirectory.getFileName() + "-java");
        Path folder = newFolder(classDirectory, "w");
        try {
          // jte's engine clears its folder when it is made, and writes the Java of the template
          // and of every template it calls.
          List<String> files =
              TemplateEngine.create(new Only(name), java, ContentType.Html).generateAll();
          long generated = System.nanoTime();
          boolean ok =
              callbacks.compileAgainstApp(
                  files.stream().map(java::resolve).toList(), folder, signatures);
          long done = System.nanoTime();
          callbacks.debug(
              "template "
                  + name
                  + (ok ? " compiled" : " left to jte (it does not compile here)")
                  + ": jte wrote "
                  + files.size()
                  + " Java files in "
                  + (generated - start) / 1_000_000
                  + " ms, javac took "
                  + (done - generated) / 1_000_000
                  + " ms");
          if (!ok) {
            warmFailedAt = before;
            return null;
          }
        } catch (IOException | RuntimeException e) {
          // A template jte cannot read or parse: its engine reports it on this render.
          warmFailedAt = before;
          return null;
        }
        if (before.equals(sources())) {
          remember(classDirectory, List.of(name), folder, signatures, before);
        }
        // Changed meanwhile: these classes serve this render only, the next one compiles again.
        return TemplateEngine.createPrecompiled(folder, ContentType.Html, parent, PACKAGE);
      }
    }

    private TemplateEngine compiler() {
      TemplateEngine c = compiler;
      if (c == null) {
        synchronized (this) {
          c = compiler;
          if (c == null) {
            // A folder of its own, never one an app may load from: jte clears it first.
            Path folder = signatures == null ? classDirectory : newFolder(classDirectory, "j");
            compilerFolder = folder;
            c = compiler = TemplateEngine.create(new Sources(), folder, ContentType.Html, parent);
          }
        }
      }
      return c;
    }

    /** jte's directory resolver, noting the sources' state before jte reads any to compile. */
    private final class Sources implements CodeResolver {
      private final DirectoryCodeResolver files = new DirectoryCodeResolver(sourceDirectory);

      private void beforeRead() {
        if (signatures != null && compilingFrom.get() == null) {
          compilingFrom.set(sources());
        }
      }

      @Override
      public String resolve(String name) {
        beforeRead();
        return files.resolve(name);
      }

      @Override
      public String resolveRequired(String name) {
        beforeRead();
        return files.resolveRequired(name);
      }

      @Override
      public long getLastModified(String name) {
        return files.getLastModified(name);
      }

      @Override
      public List<String> resolveAllTemplateNames() {
        return files.resolveAllTemplateNames();
      }

      @Override
      public boolean exists(String name) {
        return files.exists(name);
      }
    }

    /**
     * The template folder as one template sees it: jte's {@code generateAll()} over it writes the
     * Java of that template and of the templates it calls, and nothing else.
     */
    private final class Only extends DirectoryCodeResolver {
      private final String name;

      Only(String name) {
        super(sourceDirectory);
        this.name = name;
      }

      @Override
      public List<String> resolveAllTemplateNames() {
        return List.of(name);
      }
    }

    private String sources() {
      return sourcesOf(sourceDirectory);
    }
  }

  /** The template tree's file names, sizes and modification times, as one string. */
  static String sourcesOf(Path sourceDirectory) {
    TreeMap<String, String> files = new TreeMap<>();
    if (!Files.isDirectory(sourceDirectory)) {
      return "";
    }
    try {
      Files.walkFileTree(
          sourceDirectory,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
              files.put(
                  sourceDirectory.relativize(file).toString(),
                  attrs.size() + " " + attrs.lastModifiedTime());
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
              // Deleted while walking (an editor's save): it is not a source of this state.
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files.toString();
  }
}
