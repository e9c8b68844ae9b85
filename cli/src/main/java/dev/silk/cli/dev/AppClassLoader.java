package dev.silk.cli.dev;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The project's own classes, one loader per reload.
 *
 * <p>It reads every compiled class into memory when it is made, so the app it runs is a consistent
 * snapshot: the next compile may clear {@code target/silk/classes} while requests still finish on
 * this app. Resources come live from {@code src/main/resources} (so a static file is served from
 * source the moment it is saved) and then from the compile output (files the annotation processors
 * wrote).
 *
 * <p>Parent-first like any loader: the runtime and the dependencies win, so an app class never
 * shadows Silk's own.
 */
final class AppClassLoader extends URLClassLoader {
  static {
    registerAsParallelCapable();
  }

  private final Map<String, byte[]> classes;
  private final String signatures;

  private AppClassLoader(
      String name,
      Map<String, byte[]> classes,
      String signatures,
      URL[] resources,
      ClassLoader parent) {
    super(name, resources, parent);
    this.classes = classes;
    this.signatures = signatures;
  }

  /**
   * Snapshots the classes under {@code classDir}.
   *
   * @param generation the reload number, in the loader's name (it shows in heap dumps)
   * @param resourceRoots folders whose files are resources, searched in order
   */
  static AppClassLoader snapshot(
      int generation, Path classDir, List<Path> resourceRoots, ClassLoader parent)
      throws IOException {
    Map<String, byte[]> classes = new HashMap<>();
    // Read before the classes: the compiler deletes it before it touches them and writes it after.
    Path signatureFile = classDir.resolveSibling(CompileStamps.SIGNATURES);
    String signatures =
        Files.isRegularFile(signatureFile) ? Files.readString(signatureFile).strip() : null;
    if (Files.isDirectory(classDir)) {
      try (Stream<Path> walk = Files.walk(classDir)) {
        for (Path p : (Iterable<Path>) walk::iterator) {
          String relative = classDir.relativize(p).toString().replace('\\', '/');
          if (relative.endsWith(".class")) {
            String name =
                relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
            classes.put(name, Files.readAllBytes(p));
          }
        }
      }
    }
    return new AppClassLoader(
        "silk-app-" + generation, classes, signatures, LoaderChain.urls(resourceRoots), parent);
  }

  /**
   * The fingerprint of the classes' signatures the compiler wrote with them, or null when unknown:
   * equal for two loaders whose classes have the same shapes.
   */
  String signatures() {
    return signatures;
  }

  /** The class files this loader defines its classes from, by binary name (read-only). */
  Map<String, byte[]> classBytes() {
    return Collections.unmodifiableMap(classes);
  }

  /** The project's top-level class names, to tell its stack frames from Jetty's. */
  Set<String> projectClasses() {
    return classes.keySet();
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }

  @Override
  public URL findResource(String name) {
    if (name.endsWith(".class")) {
      // Class files come from the snapshot only; the output folder may already hold the next ones.
      return null;
    }
    return super.findResource(name);
  }
}
