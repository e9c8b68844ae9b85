package dev.silk.web;

import dev.silk.web.spi.DevMode;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.TemplateException;
import gg.jte.output.StringOutput;
import gg.jte.resolve.DirectoryCodeResolver;
import java.nio.file.Path;
import java.util.Map;

/**
 * Renders jte templates for {@link WebResponse#template}: the app's one engine, in development or
 * production mode.
 *
 * <p>Production mode loads the classes the jte Maven plugin precompiled at build time from the
 * app's class path and needs nothing but {@code gg.jte:jte-runtime}, the one jte artifact silk-web
 * depends on. Development mode reads {@code .jte} files from a directory and recompiles a changed
 * template (and every template that includes it) on its next render, with the JDK's compiler, into
 * a class directory under {@code target/}; nothing restarts. Under {@code silk dev} the dev server
 * does that compiling (it brings jte's compiler, see {@link DevMode.Host#templates}); elsewhere
 * development mode needs jte's compiler, {@code gg.jte:jte}, on the class path. Output is
 * HTML-escaped by jte's {@code Html} content type.
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

  /** jte's compiler, which {@code TemplateEngine} loads by this name when it compiles. */
  private static final String JTE_COMPILER = "gg/jte/compiler/TemplateCompiler.class";

  private final Path sourceDirectory;
  private final Path classDirectory;
  private final ClassLoader parent;
  private final String packageName;
  private final DevMode.TemplateRenderer devServer;
  private volatile TemplateEngine engine;
  // The next render's starting capacity, in chars: the last page's length and an eighth, so that a
  // page rendered again fits without growing, and without the 8 K chars jte starts with (D327). A
  // hint shared by the app's templates; races are fine.
  private int sizeHint = 1024;

  private Templates(
      Path sourceDirectory,
      Path classDirectory,
      ClassLoader parent,
      String pkg,
      DevMode.TemplateRenderer devServer) {
    this.sourceDirectory = sourceDirectory;
    this.classDirectory = classDirectory;
    this.parent = parent;
    this.packageName = pkg;
    this.devServer = devServer;
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
   *
   * @throws IllegalStateException outside {@code silk dev} when jte's compiler ({@code gg.jte:jte})
   *     is not on the class path
   */
  public static Templates development(Path sourceDirectory) {
    return development(sourceDirectory, Path.of("target", "jte-classes"), appLoader());
  }

  /**
   * Development mode with every choice explicit. Keep {@code classDirectory} off the app's class
   * path (under {@code target/}): a loader that finds an old compiled template first stops reload.
   *
   * <p>Under {@code silk dev} the dev server compiles the templates, and reuses what the last app
   * compiled when nothing they depend on changed (see {@code docs/dev.md}).
   *
   * @throws IllegalStateException outside {@code silk dev} when jte's compiler ({@code gg.jte:jte})
   *     is not on the class path
   */
  public static Templates development(
      Path sourceDirectory, Path classDirectory, ClassLoader parent) {
    if (sourceDirectory == null || classDirectory == null || parent == null) {
      throw new IllegalArgumentException("source directory, class directory and loader required");
    }
    Path source = sourceDirectory.toAbsolutePath();
    Path classes = classDirectory.toAbsolutePath();
    DevMode.Host dev = DevMode.host();
    DevMode.TemplateRenderer devServer =
        dev == null ? null : dev.templates(source, classes, parent);
    if (devServer == null && !compilerPresent()) {
      throw new IllegalStateException(
          "Templates.development compiles .jte files with jte's compiler, which is not on the"
              + " class path: add the dependency gg.jte:jte (a development tool: scope it to"
              + " where you develop, e.g. <scope>test</scope>), or run the app with `silk dev`,"
              + " or use Templates.standard() with the jte Maven plugin's precompiled classes");
    }
    return new Templates(source, classes, parent, null, devServer);
  }

  /**
   * Development mode under {@code silk dev} (the project's {@code src/main/jte}, compiled by the
   * dev server beside its own classes and off every class path), production mode (precompiled
   * classes) otherwise.
   */
  public static Templates standard() {
    DevMode.Host dev = DevMode.host();
    ClassLoader loader = appLoader();
    DevMode.TemplateRenderer devServer = dev == null ? null : dev.templates(null, null, loader);
    if (devServer == null) {
      return precompiled(loader, PRECOMPILED_PACKAGE);
    }
    return new Templates(null, null, loader, null, devServer);
  }

  /** Whether templates are compiled on demand from source files (development mode). */
  public boolean isDevelopment() {
    return sourceDirectory != null || devServer != null;
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
      if (devServer != null) {
        devServer.render(name, model, (Map<String, Object>) params, out);
      } else if (params != null) {
        engine().render(name, (Map<String, Object>) params, out);
      } else {
        engine().render(name, model, out);
      }
    } catch (TemplateException ex) {
      throw TemplateRenderException.of(name, ex);
    }
    String html = out.toString();
    int hint = Math.min(html.length() + (html.length() >> 3) + 64, 1 << 20);
    if (hint != sizeHint) {
      // Written only when it changes: a page rendered again on many threads writes nothing.
      sizeHint = hint;
    }
    return html;
  }

  private TemplateEngine engine() {
    TemplateEngine e = engine;
    if (e == null) {
      synchronized (this) {
        e = engine;
        if (e == null) {
          e = engine = sourceDirectory != null ? compiling() : precompiledEngine();
        }
      }
    }
    return e;
  }

  private TemplateEngine precompiledEngine() {
    return TemplateEngine.createPrecompiled(null, ContentType.Html, parent, packageName);
  }

  /** jte's hot-reloading engine, outside {@code silk dev}; it loads jte's compiler by name. */
  private TemplateEngine compiling() {
    return TemplateEngine.create(
        new DirectoryCodeResolver(sourceDirectory), classDirectory, ContentType.Html, parent);
  }

  /** Whether jte's engine will find its compiler: in its own loader, where it looks. */
  private static boolean compilerPresent() {
    ClassLoader jte = TemplateEngine.class.getClassLoader();
    return (jte != null
            ? jte.getResource(JTE_COMPILER)
            : ClassLoader.getSystemResource(JTE_COMPILER))
        != null;
  }

  private static ClassLoader appLoader() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return loader != null ? loader : Templates.class.getClassLoader();
  }

  @Override
  public String toString() {
    if (devServer != null) {
      return "Templates[development by silk dev"
          + (sourceDirectory != null ? ", " + sourceDirectory : "")
          + "]";
    }
    return sourceDirectory != null
        ? "Templates[development, " + sourceDirectory + "]"
        : "Templates[precompiled, " + packageName + "]";
  }
}
