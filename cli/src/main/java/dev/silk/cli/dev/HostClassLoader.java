package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.HostControl;
import dev.silk.cli.dev.bridge.TestRunner;
import java.io.IOException;
import java.io.InputStream;

/**
 * Defines one package of the CLI's own jar in a loader over another loader: the dev host ({@code
 * dev.silk.cli.dev.host}) over the runtime loader, and the test runner ({@code
 * dev.silk.cli.dev.junit}) over the test kit's loader.
 *
 * <p>The host runs Jetty, and Jetty must be the runtime loader's Jetty, the one the app's {@code
 * AppServlet} was linked against; the runner drives JUnit, and JUnit must be the test kit's, the
 * one the project's tests link against. So their classes are read from the CLI's own jar but
 * defined here, as children of that loader: they see what it sees, never picocli or jline, and the
 * app never sees them. The bridge package ({@code dev.silk.cli.dev.bridge}) is the one exception:
 * it comes from the CLI's loader, so the session and the side share one class of each of its types
 * and talk through its interfaces without reflection or string commands.
 */
public final class HostClassLoader extends ClassLoader {
  private static final String BRIDGE_PACKAGE = "dev.silk.cli.dev.bridge.";
  private static final String HOST_PACKAGE = "dev.silk.cli.dev.host.";
  private static final String RUNNER_PACKAGE = "dev.silk.cli.dev.junit.";

  static {
    registerAsParallelCapable();
  }

  private final ClassLoader source;
  private final String ownPackage;

  private HostClassLoader(String name, String ownPackage, ClassLoader parent, ClassLoader source) {
    super(name, parent);
    this.source = source;
    this.ownPackage = ownPackage;
  }

  /**
   * Makes the dev host in a loader of its own over {@code runtime}: the one reflective step of the
   * bridge, a public no-argument constructor.
   *
   * @throws DevException when the runtime does not fit this CLI
   */
  static HostControl load(ClassLoader runtime) {
    try {
      return make("silk-dev-host", HOST_PACKAGE, runtime, "DevHost", HostControl.class);
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw new DevException(
          "the Silk runtime does not fit this CLI (cannot start the dev host): " + e, e);
    }
  }

  /**
   * Makes a test runner in a loader of its own over {@code kit} (the loader of the JUnit Platform
   * launcher and engines the project's tests use).
   *
   * @throws DevException when the kit has no launcher this runner can link against
   */
  public static TestRunner testRunner(ClassLoader kit) {
    try {
      return make("silk-test-runner", RUNNER_PACKAGE, kit, "PlatformRunner", TestRunner.class);
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw new DevException(
          "cannot start the JUnit Platform launcher of the project's test class path: " + e, e);
    }
  }

  private static <T> T make(
      String name, String ownPackage, ClassLoader parent, String simpleName, Class<T> type)
      throws ReflectiveOperationException {
    ClassLoader loader =
        new HostClassLoader(name, ownPackage, parent, HostClassLoader.class.getClassLoader());
    Object made = loader.loadClass(ownPackage + simpleName).getConstructor().newInstance();
    return type.cast(made);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (name.startsWith(BRIDGE_PACKAGE)) {
      return source.loadClass(name);
    }
    if (!name.startsWith(ownPackage)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        loaded = findClass(name);
      }
      if (resolve) {
        resolveClass(loaded);
      }
      return loaded;
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    if (!name.startsWith(ownPackage)) {
      throw new ClassNotFoundException(name);
    }
    try (InputStream in = source.getResourceAsStream(name.replace('.', '/') + ".class")) {
      if (in == null) {
        throw new ClassNotFoundException(name);
      }
      byte[] bytes = in.readAllBytes();
      return defineClass(name, bytes, 0, bytes.length);
    } catch (IOException e) {
      throw new ClassNotFoundException(name, e);
    }
  }
}
