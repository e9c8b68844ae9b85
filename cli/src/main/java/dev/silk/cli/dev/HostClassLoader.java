package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.HostControl;
import java.io.IOException;
import java.io.InputStream;

/**
 * Loads the dev host ({@code dev.silk.cli.dev.host}) on top of the runtime loader.
 *
 * <p>The host runs Jetty, and Jetty must be the runtime loader's Jetty, the one the app's {@code
 * AppServlet} was linked against. So the host's classes are read from the CLI's own jar but defined
 * here, as children of the runtime loader: they see silk-web and Jetty, never picocli or jline, and
 * the app never sees them. The bridge package ({@code dev.silk.cli.dev.bridge}) is the one
 * exception: it comes from the CLI's loader, so the session and the host share one class of each of
 * its types and talk through {@link HostControl} without reflection or string commands.
 */
final class HostClassLoader extends ClassLoader {
  private static final String HOST_PACKAGE = "dev.silk.cli.dev.host.";
  private static final String BRIDGE_PACKAGE = "dev.silk.cli.dev.bridge.";
  private static final String HOST_CLASS = HOST_PACKAGE + "DevHost";

  static {
    registerAsParallelCapable();
  }

  private final ClassLoader source;

  private HostClassLoader(ClassLoader runtime, ClassLoader source) {
    super("silk-dev-host", runtime);
    this.source = source;
  }

  /**
   * Makes the dev host in a loader of its own over {@code runtime}: the one reflective step of the
   * bridge, a public no-argument constructor.
   *
   * @throws DevException when the runtime does not fit this CLI
   */
  static HostControl load(ClassLoader runtime) {
    try {
      ClassLoader hostLoader = new HostClassLoader(runtime, HostClassLoader.class.getClassLoader());
      Object host = hostLoader.loadClass(HOST_CLASS).getConstructor().newInstance();
      return (HostControl) host;
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw new DevException(
          "the Silk runtime does not fit this CLI (cannot start the dev host): " + e, e);
    }
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (name.startsWith(BRIDGE_PACKAGE)) {
      return source.loadClass(name);
    }
    if (!name.startsWith(HOST_PACKAGE)) {
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
    if (!name.startsWith(HOST_PACKAGE)) {
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
