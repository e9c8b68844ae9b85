package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.HostControl;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.ProjectModel;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs the project's {@code main} in a new app loader and waits until it hands its {@code App} to
 * the dev host, returns, throws, or takes too long.
 *
 * <p>{@code main} runs on a thread of its own whose context class loader is the app loader (the
 * host accepts only the app built under the loader it expects), so a {@code main} that blocks after
 * {@code start()} or starts threads of its own never holds up the dev server.
 */
final class MainRunner {
  private static final long MAIN_TIMEOUT_MILLIS = 60_000;

  private MainRunner() {}

  /**
   * Runs {@code model}'s main in {@code loader}; null when it handed an App to the host. A main
   * that died of a failed migration is that migration's problem, told by {@code data}.
   */
  static Problem run(
      HostControl host, AppClassLoader loader, ProjectModel model, ProjectData data) {
    host.expect(loader, loader.signatures());
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread main =
        new Thread(
            () -> {
              try {
                Class<?> type = Class.forName(model.mainClass(), true, loader);
                Method m = type.getMethod("main", String[].class);
                m.setAccessible(true);
                m.invoke(null, (Object) new String[0]);
              } catch (InvocationTargetException e) {
                thrown.set(e.getCause());
              } catch (ClassNotFoundException e) {
                thrown.set(
                    new DevException(
                        "main class "
                            + model.mainClass()
                            + " not found in src/main/java (set exec.mainClass in pom.xml or pass --main)"));
              } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                thrown.set(e);
              }
            },
            AppOutput.MAIN_THREAD + loader.getName().substring("silk-app-".length()));
    main.setDaemon(true);
    main.setContextClassLoader(loader);
    main.start();
    long deadline = System.currentTimeMillis() + MAIN_TIMEOUT_MILLIS;
    try {
      while (!host.accepted() && main.isAlive() && System.currentTimeMillis() < deadline) {
        main.join(5);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    boolean accepted = host.accepted();
    host.expect(null, null);
    if (accepted) {
      return null;
    }
    Throwable error = thrown.get();
    if (error instanceof DevException) {
      return new Problem(Problem.Kind.MAIN, error.getMessage(), List.of(), "");
    }
    Problem migration = error == null ? null : data.migrationProblem(error, model.root());
    if (migration != null) {
      return migration;
    }
    if (error != null) {
      return new Problem(
          Problem.Kind.MAIN,
          error.getClass().getName() + ": " + error.getMessage(),
          new SourceSites(model.root()).fromThrowable(error, loader.projectClasses()),
          SourceSites.trace(error));
    }
    return new Problem(
        Problem.Kind.NO_APP,
        model.mainClass()
            + ".main "
            + (main.isAlive()
                ? "did not call app.start() within a minute"
                : "returned without calling app.start()"),
        List.of(),
        "");
  }
}
