package dev.silk.web;

import dev.silk.web.spi.AppServlet;
import java.nio.file.Path;
import java.util.Set;

/**
 * The hook through which {@code silk dev} takes over {@link App#start()}.
 *
 * <p>In dev mode the dev server owns the Jetty server and the port for the whole session, and the
 * user's {@code main} runs again on every reload. The dev server installs a {@link Host} here
 * before calling {@code main}; {@link App#start()} then hands the app to the host instead of
 * binding a port, and the host swaps it into its running {@link AppServlet} with {@link
 * AppServlet#swap}. A plain static field, no reflection: the dev server and silk-web share the
 * runtime class loader, so both see the same field.
 *
 * <p>The host belongs to the dev server, never to an app, so no app class stays reachable from here
 * after a reload.
 *
 * <pre>{@code
 * DevMode.host(app -> { servlet.swap(app); return devServerHandle; });
 * }</pre>
 */
public final class DevMode {
  private static volatile Host host;

  private DevMode() {}

  /** Receives the app that {@link App#start()} would otherwise have bound. */
  @FunctionalInterface
  public interface Host {
    /**
     * Takes over {@code app} (already configured by the user's code) and returns the handle its
     * {@code start()} call answers with.
     */
    RunningApp start(App app);

    /**
     * An exception no {@code app.exception(...)} handler claimed, which outside dev mode becomes a
     * logged 500. The dev server answers with its error page (file, line, source excerpt) instead;
     * {@code null} keeps the normal 500.
     */
    default WebResponse failed(Exception error, WebRequest request) {
      return null;
    }

    /**
     * The project folder being run; dev-mode templates are read from its {@code src/main/jte}, so
     * the JVM's working directory does not matter.
     */
    default Path projectDir() {
      return Path.of("");
    }

    /**
     * A fingerprint of the signatures of the classes {@code appLoader} defines (D60), or {@code
     * null} when unknown. Two apps with the same fingerprint have classes of the same shape, so
     * template classes compiled against one link unchanged against the other, and a reload that
     * changed only method bodies reuses the compiled templates instead of compiling them again.
     */
    default String classSignatures(ClassLoader appLoader) {
      return null;
    }
  }

  /**
   * The state of a development template folder (its files' names, sizes and modification times), as
   * development-mode {@link Templates} compare it: the dev server reads it before it compiles the
   * templates ahead, and again after, to know the classes it made match these sources.
   */
  public static String templateSources(Path sourceDirectory) {
    return DevTemplateEngine.sources(sourceDirectory.toAbsolutePath());
  }

  /**
   * Tells development-mode {@link Templates} over {@code classDirectory} that the templates {@code
   * names}, in the state {@code sources} ({@link #templateSources}), are compiled into {@code
   * folder} (jte's on-demand package) against app classes whose signature fingerprint is {@code
   * signatures} ({@link Host#classSignatures}). The dev server compiles them while the first app
   * compiles, so the first page loads these classes instead of running jte's compiler; a template
   * edited since, or an app of other signatures, compiles as before.
   */
  public static void templatesCompiled(
      Path classDirectory, Path folder, String signatures, String sources, Set<String> names) {
    DevTemplateEngine.compiledAhead(classDirectory, folder, signatures, sources, names);
  }

  /** Installs the dev server's host, or removes it with {@code null}. */
  public static void host(Host newHost) {
    host = newHost;
  }

  /** The installed host, or {@code null} outside dev mode. */
  public static Host host() {
    return host;
  }
}
