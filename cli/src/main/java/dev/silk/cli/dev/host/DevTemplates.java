package dev.silk.cli.dev.host;

import dev.silk.web.spi.DevMode;
import gg.jte.CodeResolver;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.TemplateOutput;
import gg.jte.resolve.DirectoryCodeResolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Development templates under {@code silk dev}: jte's hot-reloading engine for each app, plus reuse
 * of the template classes an earlier app of the session compiled (D68).
 *
 * <p>Every reload builds a new app and so a new engine, whose template classes must link against
 * the new app's classes; jte's engine compiles each template again on its first render (about 100
 * ms for a page and its layout, a third of a Java edit's time). The compiled class files do not
 * change as long as the template sources and the shapes of the app classes they use do not: then
 * the new app loads the earlier app's class files in a fresh loader whose parent is the new app
 * loader (so app classes resolve to the new generation, never "X cannot be cast to X"), and javac
 * does not run. The shapes are told apart by the signature fingerprint the session's compiler
 * writes; the sources by their sizes and modification times. Anything else (a changed or new
 * template, a changed signature, no fingerprint) compiles as jte always does, into the other of two
 * class folders, so that a folder an earlier app may still load from is never cleared under it.
 *
 * <p>What is remembered between apps is only paths and strings: no class, loader or engine of an
 * old app, so an old app stays collectable. The templates compiled ahead of the first app ({@link
 * TemplatesAhead}) are remembered the same way, as if that app had compiled them.
 *
 * <pre>{@code
 * DevTemplates templates = new DevTemplates();                        // one per session
 * DevMode.TemplateRenderer r = templates.renderer(src, classes, appLoader, signatures);
 * }</pre>
 */
final class DevTemplates {
  /** jte's package for on-demand classes ({@code Constants.PACKAGE_NAME_ON_DEMAND}). */
  private static final String PACKAGE = "gg.jte.generated.ondemand";

  /** Per class directory given by an app, what its last compiling app left, and where. */
  private final Map<Path, Compiled> compiled = new ConcurrentHashMap<>();

  /**
   * Templates whose class files in {@code folder} were compiled from the sources {@code sources}
   * against app classes with the signatures {@code signatures}.
   */
  private record Compiled(Path folder, String signatures, String sources, Set<String> names) {}

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
   * The renderer of one app's templates.
   *
   * @param signatures the app classes' signature fingerprint, or null: then nothing is reused or
   *     remembered, and templates compile into {@code classDirectory} itself
   */
  DevMode.TemplateRenderer renderer(
      Path sourceDirectory, Path classDirectory, ClassLoader parent, String signatures) {
    return new Renderer(
        sourceDirectory.toAbsolutePath(), classDirectory.toAbsolutePath(), parent, signatures);
  }

  /**
   * Records templates compiled ahead of the first app (while the app itself compiled), as if an app
   * with {@code signatures} had compiled them into {@code folder} from the sources {@code sources}
   * ({@link #sourcesOf(Path)} of the template folder): the first app with those signatures then
   * loads them instead of running jte's compiler.
   */
  void compiledAhead(
      Path classDirectory, Path folder, String signatures, String sources, Set<String> names) {
    compiled.put(
        classDirectory.toAbsolutePath(),
        new Compiled(folder.toAbsolutePath(), signatures, sources, Set.copyOf(names)));
  }

  /** One app's templates: reused classes while they fit, jte's compiling engine otherwise. */
  private final class Renderer implements DevMode.TemplateRenderer {
    private final Path sourceDirectory;
    private final Path classDirectory;
    private final ClassLoader parent;
    private final String signatures;
    // The sources as they were when jte began compiling on this thread, during one render.
    private final ThreadLocal<String> compiling = new ThreadLocal<>();
    private volatile TemplateEngine reused;
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
      TemplateEngine c = compiler;
      if (c == null) {
        TemplateEngine r = reusable(name);
        if (r != null) {
          render(r, name, model, params, out);
          return;
        }
        c = compiler();
      }
      if (signatures == null) {
        render(c, name, model, params, out);
        return;
      }
      // jte checks the template and its includes during the render, and compiles them on this
      // thread
      // if they changed; the resolver notes the sources before the first read. When nothing changed
      // from then to the end of the render, the class files match those sources. A render that
      // compiled nothing needs no look at the sources (they were remembered when it compiled).
      try {
        render(c, name, model, params, out);
        String compiledFrom = compiling.get();
        if (compiledFrom != null && compiledFrom.equals(sources())) {
          remember(name, compiledFrom);
        }
      } finally {
        compiling.remove();
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

    /** The engine over an earlier app's classes, when they fit this app and these sources. */
    private TemplateEngine reusable(String name) {
      if (signatures == null) {
        return null;
      }
      Compiled last = compiled.get(classDirectory);
      if (last == null
          || !last.signatures().equals(signatures)
          || !last.names().contains(name)
          || !last.sources().equals(sources())) {
        return null;
      }
      TemplateEngine r = reused;
      if (r == null) {
        synchronized (this) {
          r = reused;
          if (r == null && compiler == null) {
            r =
                reused =
                    TemplateEngine.createPrecompiled(
                        last.folder(), ContentType.Html, parent, PACKAGE);
          }
        }
      }
      return r;
    }

    private TemplateEngine compiler() {
      TemplateEngine c = compiler;
      if (c == null) {
        synchronized (this) {
          c = compiler;
          if (c == null) {
            Path folder = classDirectory;
            if (signatures != null) {
              // Never the folder the last app compiled into: an app still finishing its requests,
              // or this app's reused engine, may load classes from it.
              Compiled last = compiled.get(classDirectory);
              boolean a = last != null && last.folder().getFileName().toString().equals("a");
              folder = classDirectory.resolve(a ? "b" : "a");
            }
            compilerFolder = folder;
            // jte's engine clears its folder when it is made.
            c = compiler = TemplateEngine.create(new Sources(), folder, ContentType.Html, parent);
          }
        }
      }
      return c;
    }

    private void remember(String name, String sources) {
      Path folder;
      synchronized (this) {
        folder = compilerFolder;
      }
      compiled.compute(
          classDirectory,
          (k, last) -> {
            if (last != null
                && last.folder().equals(folder)
                && last.signatures().equals(signatures)
                && last.sources().equals(sources)) {
              if (last.names().contains(name)) {
                return last;
              }
              Set<String> names = new HashSet<>(last.names());
              names.add(name);
              return new Compiled(folder, signatures, sources, Set.copyOf(names));
            }
            return new Compiled(folder, signatures, sources, Set.of(name));
          });
    }

    /** jte's directory resolver, noting the sources' state before jte reads any to compile. */
    private final class Sources implements CodeResolver {
      private final DirectoryCodeResolver files = new DirectoryCodeResolver(sourceDirectory);

      private void beforeRead() {
        if (signatures != null && compiling.get() == null) {
          compiling.set(sources());
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
