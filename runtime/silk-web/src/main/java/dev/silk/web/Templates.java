package dev.silk.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.TemplateException;
import gg.jte.output.StringOutput;
import java.nio.file.Path;
import java.util.Map;

/**
 * Renders jte templates for {@link WebResponse#template}: the app's one engine, in development or
 * production mode.
 *
 * <p>Development mode reads {@code .jte} files from a directory and recompiles a changed template
 * (and every template that includes it) on its next render, with the JDK's compiler, into a class
 * directory under {@code target/}; nothing restarts. Production mode loads the classes the jte
 * Maven plugin precompiled at build time from the app's class path and needs no compiler at all.
 * Output is HTML-escaped by jte's {@code Html} content type.
 *
 * <p>The engine is made on the first render (a {@code volatile} read, then a lock only the first
 * time), so an app that renders nothing never prepares jte. Each {@code Templates} belongs to one
 * app: under {@code silk dev} every reload builds a new app and a new {@code Templates}, whose
 * parent class loader is the new app loader, so templates never see stale model classes.
 *
 * <pre>{@code
 * App app = App.create()
 *     .templates(Templates.standard())   // precompiled; hot-reloading under `silk dev`
 *     .get("/", req -> WebResponse.template("index.jte", new Page("Home", items)));
 * }</pre>
 */
public final class Templates {
  /** The package the jte Maven plugin generates precompiled templates into by default. */
  public static final String PRECOMPILED_PACKAGE = "gg.jte.generated.precompiled";

  private final Path sourceDirectory;
  private final Path classDirectory;
  private final ClassLoader parent;
  private final String packageName;
  private final String signatures;
  private volatile TemplateEngine engine;
  private volatile DevTemplateEngine devEngine;
  // The last page's size, so the next render's buffer rarely has to grow; a hint, races are fine.
  private int sizeHint = 8192;

  private Templates(
      Path sourceDirectory,
      Path classDirectory,
      ClassLoader parent,
      String pkg,
      String signatures) {
    this.sourceDirectory = sourceDirectory;
    this.classDirectory = classDirectory;
    this.parent = parent;
    this.packageName = pkg;
    this.signatures = signatures;
  }

  /**
   * Production mode: templates precompiled into {@link #PRECOMPILED_PACKAGE}, loaded from the
   * calling thread's context class loader (the app's loader).
   */
  public static Templates precompiled() {
    return precompiled(appLoader(), PRECOMPILED_PACKAGE);
  }

  /** Production mode with the loader that holds the precompiled classes and their package. */
  public static Templates precompiled(ClassLoader loader, String packageName) {
    if (loader == null || packageName == null) {
      throw new IllegalArgumentException("a class loader and a package name are required");
    }
    return new Templates(null, null, loader, packageName, null);
  }

  /**
   * Development mode: templates read from {@code sourceDirectory} (usually {@code src/main/jte}),
   * compiled into {@code target/jte-classes}, with the thread's context class loader as parent.
   */
  public static Templates development(Path sourceDirectory) {
    return development(sourceDirectory, Path.of("target", "jte-classes"), appLoader());
  }

  /**
   * Development mode with every choice explicit. Keep {@code classDirectory} off the app's class
   * path (under {@code target/}): a loader that finds an old compiled template first stops reload.
   *
   * <p>Under {@code silk dev}, when the app's classes have the same signatures as the last app's (a
   * reload that changed method bodies only) and no template changed, the templates the last app
   * compiled are loaded again instead of compiled again (see {@link DevMode.Host#classSignatures}).
   */
  public static Templates development(
      Path sourceDirectory, Path classDirectory, ClassLoader parent) {
    if (sourceDirectory == null || classDirectory == null || parent == null) {
      throw new IllegalArgumentException("source directory, class directory and loader required");
    }
    DevMode.Host dev = DevMode.host();
    return new Templates(
        sourceDirectory.toAbsolutePath(),
        classDirectory.toAbsolutePath(),
        parent,
        null,
        dev == null ? null : dev.classSignatures(parent));
  }

  /**
   * Development mode from the project's {@code src/main/jte} when the app runs under {@code silk
   * dev} (compiled into {@code target/silk/jte-classes}, beside the dev server's classes and off
   * every class path), production mode (precompiled classes) otherwise.
   */
  public static Templates standard() {
    DevMode.Host dev = DevMode.host();
    if (dev == null) {
      return precompiled();
    }
    Path project = dev.projectDir();
    return development(
        project.resolve(Path.of("src", "main", "jte")),
        project.resolve(Path.of("target", "silk", "jte-classes")),
        appLoader());
  }

  /** Whether templates are compiled on demand from source files (development mode). */
  public boolean isDevelopment() {
    return sourceDirectory != null;
  }

  /**
   * Renders a template with a single {@code @param} to HTML.
   *
   * @throws TemplateRenderException naming the template, the line and the cause
   */
  public String render(String name, Object model) {
    return render(name, model, null);
  }

  /** Renders a template whose {@code @param}s are given by name. */
  public String render(String name, Map<String, ?> params) {
    return render(name, null, params);
  }

  @SuppressWarnings("unchecked") // jte only reads the map; the wildcard is for callers' convenience
  String render(String name, Object model, Map<String, ?> params) {
    StringOutput out = new StringOutput(sizeHint);
    try {
      if (sourceDirectory != null) {
        devEngine().render(name, model, (Map<String, Object>) params, out);
      } else if (params != null) {
        engine().render(name, (Map<String, Object>) params, out);
      } else {
        engine().render(name, model, out);
      }
    } catch (TemplateException ex) {
      throw TemplateRenderException.of(name, ex);
    }
    String html = out.toString();
    if (html.length() > sizeHint) {
      sizeHint = Math.min(html.length() + 1024, 1 << 20);
    }
    return html;
  }

  private TemplateEngine engine() {
    TemplateEngine e = engine;
    if (e == null) {
      synchronized (this) {
        e = engine;
        if (e == null) {
          e = engine = create();
        }
      }
    }
    return e;
  }

  private TemplateEngine create() {
    return TemplateEngine.createPrecompiled(null, ContentType.Html, parent, packageName);
  }

  private DevTemplateEngine devEngine() {
    DevTemplateEngine e = devEngine;
    if (e == null) {
      synchronized (this) {
        e = devEngine;
        if (e == null) {
          // In its own class: production never loads the directory resolver (it lives in the jte
          // artifact, not in jte-runtime).
          e =
              devEngine =
                  DevTemplateEngine.create(sourceDirectory, classDirectory, parent, signatures);
        }
      }
    }
    return e;
  }

  private static ClassLoader appLoader() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return loader != null ? loader : Templates.class.getClassLoader();
  }

  @Override
  public String toString() {
    return sourceDirectory != null
        ? "Templates[development, " + sourceDirectory + "]"
        : "Templates[precompiled, " + packageName + "]";
  }
}
