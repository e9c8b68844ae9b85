package dev.silk.web.spi;

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.Templates;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import gg.jte.TemplateOutput;
import java.nio.file.Path;
import java.util.Map;

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
 * <p>Everything development needs beyond the hand-over (the dev error page, templates compiled on
 * the fly with jte's compiler) is the host's: silk-web itself carries no development code and needs
 * only jte's runtime. The host belongs to the dev server, never to an app, so no app class stays
 * reachable from here after a reload.
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
     * {@code start()} call answers with; {@code null} when the app is not the host's to serve (a
     * test's app under the dev server's continuous testing), which then binds its own port as
     * outside dev mode and is handed to {@link #started}.
     */
    RunningApp start(App app);

    /**
     * An app the host declined in {@link #start} listens on a port of its own now; the host may
     * stop it when whoever started it is done (a test run that left its server open).
     */
    default void started(App app, RunningApp running) {}

    /**
     * An exception no {@code app.exception(...)} handler claimed, which outside dev mode becomes a
     * logged 500. The dev server answers with its error page (file, line, source excerpt) instead;
     * {@code null} keeps the normal 500.
     */
    default WebResponse failed(Exception error, WebRequest request) {
      return null;
    }

    /**
     * The development templates of the app whose {@code main} is running ({@link
     * Templates#standard()} or {@link Templates#development}): the host reads the {@code .jte}
     * files and compiles them with jte's compiler, which it brings. {@code null} leaves {@code
     * Templates} as it is outside dev mode.
     *
     * @param sourceDirectory the template folder the app named, or {@code null} for the project's
     *     own
     * @param classDirectory where the app wants the compiled classes, or {@code null} for the
     *     host's choice
     * @param appLoader the app's loader, which the templates' classes link against
     */
    default TemplateRenderer templates(
        Path sourceDirectory, Path classDirectory, ClassLoader appLoader) {
      return null;
    }
  }

  /**
   * Renders one app's templates for {@link Templates} in development, as the host compiles them.
   */
  @FunctionalInterface
  public interface TemplateRenderer {
    /**
     * Renders {@code name} with one {@code model}, or with {@code params} when they are not null.
     */
    void render(String name, Object model, Map<String, Object> params, TemplateOutput output);
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
