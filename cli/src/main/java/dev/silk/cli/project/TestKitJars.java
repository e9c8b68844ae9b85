package dev.silk.cli.project;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The test kit the CLI embeds for {@code silk dev}'s continuous testing: silk-test, JUnit Jupiter
 * and the JUnit Platform launcher at the versions {@code silk new} writes into a project.
 *
 * <p>Like the runtime, the installed CLI keeps it in a folder of its own ({@code $SILK_HOME/test}),
 * on no class path of the CLI or of an app; from a Maven build it is picked from the CLI's class
 * path by name. A project whose test dependencies are exactly these (the templates' are) tests with
 * it and needs no Maven run; any other project's test class path is resolved by Maven (D230).
 *
 * <pre>{@code
 * TestKitJars kit = TestKitJars.locate();
 * if (kit.fits(model)) { jars = kit.jars(); }
 * }</pre>
 *
 * @param jars the kit's jars (or class folders from a build tree)
 * @param jupiterVersion the version of its JUnit Jupiter jars, or null when none
 * @param platformVersion the version of its JUnit Platform jars (launcher, engine), or null
 */
public record TestKitJars(List<Path> jars, String jupiterVersion, String platformVersion) {

  private static final List<String> PREFIXES =
      List.of("junit-jupiter", "junit-platform-", "opentest4j", "apiguardian", "silk-test");

  /** The artifacts a project may name and still test with the kit (at the kit's versions). */
  private static final Set<String> JUPITER =
      Set.of("junit-jupiter", "junit-jupiter-api", "junit-jupiter-engine", "junit-jupiter-params");

  /** Finds the kit next to the installed CLI, or on the CLI's class path. */
  public static TestKitJars locate() {
    String home = System.getProperty("silk.home");
    if (home != null && Files.isDirectory(Path.of(home, "test"))) {
      try (Stream<Path> files = Files.list(Path.of(home, "test"))) {
        return of(files.filter(p -> p.toString().endsWith(".jar")).sorted().toList());
      } catch (IOException e) {
        throw new ProjectException("cannot list the test kit in " + home + "/test: " + e, e);
      }
    }
    List<Path> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      if (!entry.isEmpty()) {
        entries.add(Path.of(entry));
      }
    }
    return of(entries);
  }

  /** The kit among {@code entries}, picked by artifact name. */
  static TestKitJars of(List<Path> entries) {
    List<Path> jars = new ArrayList<>();
    String jupiter = null;
    String platform = null;
    for (Path entry : entries) {
      String name = RuntimeJars.artifactName(entry);
      if (PREFIXES.stream().noneMatch(name::startsWith)) {
        continue;
      }
      jars.add(entry);
      if (name.startsWith("junit-jupiter-api-")) {
        jupiter = version(name, "junit-jupiter-api-");
      } else if (name.startsWith("junit-platform-engine-")) {
        platform = version(name, "junit-platform-engine-");
      }
    }
    return new TestKitJars(List.copyOf(jars), jupiter, platform);
  }

  private static String version(String jarName, String prefix) {
    return jarName.endsWith(".jar")
        ? jarName.substring(prefix.length(), jarName.length() - ".jar".length())
        : null;
  }

  /** Whether the kit has a launcher at all (a CLI built without it cannot run tests in process). */
  public boolean hasLauncher() {
    return jars.stream()
        .anyMatch(j -> RuntimeJars.artifactName(j).startsWith("junit-platform-launcher"));
  }

  /**
   * Whether {@code model}'s test dependencies are the kit's: Silk modules, and JUnit Jupiter (and
   * the launcher) at the kit's versions, and nothing else a test could need.
   */
  public boolean fits(ProjectModel model) {
    if (!model.onlySilkDependencies() || jupiterVersion == null || !hasLauncher()) {
      return false;
    }
    for (ProjectModel.Dependency d : model.dependencies()) {
      if (!d.isTestOnly() || d.isSilk()) {
        continue;
      }
      boolean jupiter =
          "org.junit.jupiter".equals(d.groupId())
              && JUPITER.contains(d.artifactId())
              && jupiterVersion.equals(d.version());
      boolean launcher =
          "org.junit.platform".equals(d.groupId())
              && "junit-platform-launcher".equals(d.artifactId())
              && platformVersion != null
              && platformVersion.equals(d.version());
      if (!jupiter && !launcher) {
        return false;
      }
    }
    return true;
  }
}
