package dev.silk.cli.testing;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * A Maven local repository for building generated projects in tests, holding the Silk artifacts of
 * <em>this</em> build. During {@code mvn verify} the runtime modules are packaged but not
 * installed, and the shared {@code ~/.m2} may hold another checkout's snapshot; so the test
 * repository links every group of {@code ~/.m2/repository} (plugins, Jetty, JUnit: downloads stay
 * shared) except {@code dev/silk}, which it fills from the reactor: each module's {@code
 * target/*.jar} (or its {@code target/classes}, jarred here) with its {@code pom.xml}, and the
 * parent POM.
 */
public final class SeededRepository {
  public static final List<String> MODULES =
      List.of(
          "silk-json",
          "silk-json-processor",
          "silk-web",
          "silk-test",
          "silk-data",
          "silk-data-processor",
          "silk-metrics",
          "silk-websocket");

  private SeededRepository() {}

  /** Creates the repository in {@code root} from the checkout at {@code checkout}. */
  public static Path create(Path root, Path checkout, String version) throws IOException {
    Path shared = sharedRepository();
    Files.createDirectories(root);
    linkAllBut(shared, root, "dev");
    Path dev = Files.createDirectories(root.resolve("dev"));
    linkAllBut(shared.resolve("dev"), dev, "silk");
    Path silk = Files.createDirectories(dev.resolve("silk"));
    install(silk, "silk-parent", version, checkout.resolve("pom.xml"), null);
    for (String module : MODULES) {
      Path moduleDir = checkout.resolve("runtime").resolve(module);
      install(
          silk,
          module,
          version,
          moduleDir.resolve("pom.xml"),
          jarOf(moduleDir, module, version, root));
    }
    return root;
  }

  public static Path sharedRepository() {
    String configured = System.getProperty("maven.repo.local");
    return configured != null
        ? Path.of(configured)
        : Path.of(System.getProperty("user.home"), ".m2", "repository");
  }

  private static void linkAllBut(Path from, Path to, String except) throws IOException {
    if (!Files.isDirectory(from)) {
      return;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(from)) {
      for (Path entry : entries) {
        if (!entry.getFileName().toString().equals(except)) {
          Files.createSymbolicLink(to.resolve(entry.getFileName().toString()), entry);
        }
      }
    }
  }

  private static void install(Path silk, String artifact, String version, Path pom, Path jar)
      throws IOException {
    Path dir = Files.createDirectories(silk.resolve(artifact).resolve(version));
    Files.copy(
        pom, dir.resolve(artifact + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
    if (jar != null) {
      Files.copy(
          jar, dir.resolve(artifact + "-" + version + ".jar"), StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** The module's packaged jar, or a jar made from its compiled classes. */
  private static Path jarOf(Path moduleDir, String module, String version, Path scratch)
      throws IOException {
    Path packaged = moduleDir.resolve("target").resolve(module + "-" + version + ".jar");
    if (Files.isRegularFile(packaged)) {
      return packaged;
    }
    Path classes = moduleDir.resolve("target").resolve("classes");
    if (!Files.isDirectory(classes)) {
      throw new IOException(
          module + " is not built: run `mvn -pl cli -am verify` so the reactor builds it first");
    }
    Path jar = scratch.resolve(module + ".jar");
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file);
        Stream<Path> walk = Files.walk(classes)) {
      for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
        Files.copy(path, out);
        out.closeEntry();
      }
    }
    return jar;
  }
}
