package dev.silk.cli.dev;

import java.io.IOException;
import java.io.InputStream;

/**
 * Loads the dev host ({@code dev.silk.cli.dev.host}) on top of the runtime loader.
 *
 * <p>The host runs Jetty, and Jetty must be the runtime loader's Jetty, the one the app's {@code
 * AppServlet} was linked against. So the host's classes are read from the CLI's own jar but defined
 * here, as children of the runtime loader: they see silk-web and Jetty, never picocli or jline, and
 * the app never sees them. The CLI talks to the host only through JDK types.
 */
final class HostClassLoader extends ClassLoader {
  static final String HOST_PACKAGE = "dev.silk.cli.dev.host.";

  static {
    registerAsParallelCapable();
  }

  private final ClassLoader source;

  HostClassLoader(ClassLoader runtime, ClassLoader source) {
    super("silk-dev-host", runtime);
    this.source = source;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
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
