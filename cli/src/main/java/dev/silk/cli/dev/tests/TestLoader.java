package dev.silk.cli.dev.tests;

import dev.silk.cli.dev.bridge.TestScope;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;

/**
 * The loader of one test run: the app's classes and the project's test classes, both read into
 * memory when the run was planned (the app's are the very bytes the served app was loaded from),
 * over the dependency loader, with the test kit (JUnit, silk-test, the project's other test-scope
 * jars) beside it.
 *
 * <p>The app's classes are defined here again, not taken from the served app's loader: a test in
 * the package of the class it tests must reach its package-private members, and the JVM allows that
 * only between classes of one loader (a package is per loader). It also keeps the served app's
 * static state out of the tests' reach, as under {@code mvn test}. Only the classes a test touches
 * are defined, so a run costs what it uses (D233).
 *
 * <p>Classes are looked up in Maven's order for a test: the dependencies' chain (runtime, the
 * project's dependencies, the JDK), then the test classes, then the app's, then the kit. The kit's
 * loader hangs off the dependency loader and never sees the app, so a kit class cannot pin a run;
 * the run's loader is dropped when the run ends, and its classes with it.
 *
 * <p>Resources: {@code src/test/resources}, what test processors wrote, then the app's ({@code
 * src/main/resources} and what its processors wrote), as on Maven's test class path.
 */
final class TestLoader extends URLClassLoader implements TestScope {
  static {
    registerAsParallelCapable();
  }

  /** What only the kit holds: asked there first, to spare four loaders a miss each. */
  private static final List<String> KIT_FIRST =
      List.of("org.junit.", "org.opentest4j.", "org.apiguardian.", "dev.silk.test.");

  private final Map<String, byte[]> testClasses;
  private final Map<String, byte[]> appClasses;
  private final ClassLoader kit;
  private final String appSignatures;

  /**
   * @param run the run's number, in the loader's name (it shows in traces and heap dumps)
   * @param testClasses the compiled test classes, by binary name
   * @param appClasses the served app's classes, by binary name
   * @param resources resource folders, searched in order
   * @param dependencies the loader of the runtime and the project's dependencies
   * @param kit the loader of the test-only jars
   * @param appSignatures the fingerprint of the app classes' signatures, or null
   */
  TestLoader(
      int run,
      Map<String, byte[]> testClasses,
      Map<String, byte[]> appClasses,
      List<Path> resources,
      ClassLoader dependencies,
      ClassLoader kit,
      String appSignatures) {
    super("silk-tests-" + run, urls(resources), dependencies);
    this.testClasses = testClasses;
    this.appClasses = appClasses;
    this.kit = kit;
    this.appSignatures = appSignatures;
  }

  @Override
  public String appSignatures() {
    return appSignatures;
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    synchronized (getClassLoadingLock(name)) {
      Class<?> c = findLoadedClass(name);
      if (c == null && KIT_FIRST.stream().anyMatch(name::startsWith)) {
        c = fromKit(name);
      }
      if (c == null) {
        try {
          c = getParent().loadClass(name);
        } catch (ClassNotFoundException e) {
          // not a dependency's: the run's own, or the kit's
        }
      }
      if (c == null) {
        byte[] bytes = testClasses.get(name);
        if (bytes == null) {
          bytes = appClasses.get(name);
        }
        c = bytes != null ? defineClass(name, bytes, 0, bytes.length) : fromKit(name);
      }
      if (c == null) {
        throw new ClassNotFoundException(name);
      }
      if (resolve) {
        resolveClass(c);
      }
      return c;
    }
  }

  private Class<?> fromKit(String name) {
    try {
      return kit.loadClass(name);
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  @Override
  public URL getResource(String name) {
    if (name.endsWith(".class")) {
      // Class files come from the snapshots and the parents; the folders may hold the next compile.
      URL parent = getParent().getResource(name);
      return parent != null ? parent : kit.getResource(name);
    }
    URL own = findResource(name);
    if (own != null) {
      return own;
    }
    URL parent = getParent().getResource(name);
    return parent != null ? parent : kit.getResource(name);
  }

  @Override
  public Enumeration<URL> getResources(String name) throws IOException {
    // Every copy, own first: JUnit reads junit-platform.properties and services this way.
    List<URL> all = new ArrayList<>();
    if (!name.endsWith(".class")) {
      all.addAll(Collections.list(findResources(name)));
    }
    all.addAll(Collections.list(getParent().getResources(name)));
    for (URL u : Collections.list(kit.getResources(name))) {
      if (!all.contains(u)) {
        all.add(u);
      }
    }
    return Collections.enumeration(all);
  }

  private static URL[] urls(List<Path> paths) {
    URL[] urls = new URL[paths.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = paths.get(i).toUri().toURL();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return urls;
  }
}
