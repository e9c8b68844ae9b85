package dev.silk.cli.project;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The jars of the Silk runtime the CLI embeds: what the runtime class loader and the compiler see.
 *
 * <p>The installed CLI keeps them in {@code $SILK_HOME/runtime}, apart from the CLI's libraries in
 * {@code lib/} (see docs/cli.md), so the app never sees picocli or jline. From a Maven build
 * (tests, {@code mvn exec}) they are picked from the CLI's own classpath by name, which is the same
 * set of artifacts.
 *
 * <pre>{@code
 * RuntimeJars jars = RuntimeJars.locate();
 * jars.classpath(); // silk-web, silk-json, jetty-*, jakarta.servlet-api, slf4j-api, jte
 * }</pre>
 *
 * @param classpath the runtime jars (or class directories), for the runtime loader and javac
 * @param processorPath the annotation processors javac runs ({@code silk-json-processor} and the
 *     {@code silk-json} it links against)
 * @param version the Silk version of these jars, or null when it cannot be told
 */
public record RuntimeJars(List<Path> classpath, List<Path> processorPath, String version) {

  /** Overrides where the runtime jars are: a folder of jars. */
  public static final String RUNTIME_DIR_PROPERTY = "silk.runtime.dir";

  private static final List<String> RUNTIME_PREFIXES =
      List.of("silk-web", "silk-json", "jetty-", "jakarta.", "slf4j-api", "jte");

  /** Finds the runtime next to the installed CLI, or on the CLI's classpath. */
  public static RuntimeJars locate() {
    String dir = System.getProperty(RUNTIME_DIR_PROPERTY);
    if (dir != null) {
      return fromDirectory(Path.of(dir));
    }
    Path installed = installedRuntimeDir();
    if (installed != null) {
      return fromDirectory(installed);
    }
    List<Path> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        entries.add(Path.of(entry));
      }
    }
    return fromEntries(entries);
  }

  /** The runtime in one folder of jars. */
  public static RuntimeJars fromDirectory(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return fromEntries(files.filter(p -> p.toString().endsWith(".jar")).sorted().toList());
    } catch (IOException e) {
      throw new ProjectException(
          "cannot list the Silk runtime in " + dir + ": " + e.getMessage(), e);
    }
  }

  /** Picks the runtime and processor entries from a mixed list by artifact name. */
  static RuntimeJars fromEntries(List<Path> entries) {
    List<Path> runtime = new ArrayList<>();
    List<Path> processors = new ArrayList<>();
    for (Path entry : entries) {
      String name = artifactName(entry);
      if (name.startsWith("silk-json-processor") || name.startsWith("silk-data-processor")) {
        // silk-data-processor is JDK-only: @Row mappers are generated under silk dev as in Maven.
        processors.add(entry);
      } else if (RUNTIME_PREFIXES.stream().anyMatch(name::startsWith)) {
        runtime.add(entry);
        if (name.startsWith("silk-json")) {
          // The processor links against silk-json (its naming rules live in JsonNaming), and its
          // loader's parent is the platform loader: silk-json goes on the processor path too.
          processors.add(entry);
        }
      }
    }
    if (runtime.stream().noneMatch(p -> artifactName(p).startsWith("silk-web"))) {
      throw new ProjectException(
          "cannot find the Silk runtime (silk-web) next to the silk CLI; reinstall silk, or set -D"
              + RUNTIME_DIR_PROPERTY
              + "=<folder of runtime jars>");
    }
    return new RuntimeJars(List.copyOf(runtime), List.copyOf(processors), versionOf(runtime));
  }

  /**
   * The file name of a jar, or for a class directory ({@code runtime/silk-web/target/classes}) the
   * module folder's name, so both match the same prefixes.
   */
  public static String artifactName(Path entry) {
    Path name = entry.getFileName();
    if (name == null) {
      return "";
    }
    if (name.toString().equals("classes") && entry.getParent() != null) {
      Path module = entry.getParent().getParent();
      return module == null || module.getFileName() == null ? "" : module.getFileName().toString();
    }
    return name.toString();
  }

  private static String versionOf(List<Path> runtime) {
    for (Path p : runtime) {
      String name = artifactName(p);
      if (!name.startsWith("silk-web")) {
        continue;
      }
      if (Files.isRegularFile(p)) {
        try (JarFile jar = new JarFile(p.toFile());
            InputStream in = pomProperties(jar)) {
          if (in != null) {
            Properties props = new Properties();
            props.load(in);
            return props.getProperty("version");
          }
        } catch (IOException e) {
          // fall through to the file name
        }
        if (name.startsWith("silk-web-") && name.endsWith(".jar")) {
          return name.substring("silk-web-".length(), name.length() - ".jar".length());
        }
      }
    }
    return null;
  }

  private static InputStream pomProperties(JarFile jar) throws IOException {
    var entry = jar.getEntry("META-INF/maven/dev.silk/silk-web/pom.properties");
    return entry == null ? null : jar.getInputStream(entry);
  }

  /** {@code $SILK_HOME/runtime} of an installed CLI (docs/cli.md), or null from a build tree. */
  private static Path installedRuntimeDir() {
    String home = System.getProperty("silk.home");
    if (home == null) {
      return null;
    }
    Path runtime = Path.of(home).resolve("runtime");
    return Files.isDirectory(runtime) ? runtime : null;
  }
}
