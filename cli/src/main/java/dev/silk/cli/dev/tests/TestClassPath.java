package dev.silk.cli.dev.tests;

import dev.silk.cli.project.DependencyResolver;
import dev.silk.cli.project.ProjectException;
import dev.silk.cli.project.ProjectModel;
import dev.silk.cli.project.RuntimeJars;
import dev.silk.cli.project.TestKitJars;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The jars the project's tests need beyond the app's: what the test kit loader holds, and what
 * {@code src/test/java} compiles against besides the app's class path (D230).
 *
 * <p>Only tests see these jars: the app's dependency loader and its compiles never do, so a main
 * class that uses JUnit fails under {@code silk dev} as under {@code mvn compile}.
 */
public final class TestClassPath {
  private TestClassPath() {}

  /**
   * The test-only jars of {@code model}: the CLI's embedded kit when the project's test
   * dependencies are its (what {@code silk new} writes), else Maven's test scope less the app's
   * jars, with silk-test from the kit and the JUnit Platform launcher at the project's platform
   * version.
   *
   * @param appJars what the app compiles against (runtime and dependencies), left out of the answer
   * @param onMaven told before Maven runs (it takes seconds, once per pom)
   * @throws ProjectException when Maven fails or the project has no JUnit Platform engine
   */
  public static List<Path> of(
      ProjectModel model,
      TestKitJars kit,
      List<Path> appJars,
      DependencyResolver resolver,
      Runnable onMaven) {
    if (kit.fits(model)) {
      return kit.jars();
    }
    onMaven.run();
    List<Path> jars = testOnly(resolver.resolveTests(model, "").jars(), appJars);
    String platform = platformVersion(jars);
    if (platform == null) {
      throw new ProjectException(
          "the tests need a JUnit Platform engine (JUnit 5 or later): add the test dependency"
              + " org.junit.jupiter:junit-jupiter to pom.xml");
    }
    if (jars.stream().noneMatch(j -> name(j).startsWith("junit-platform-launcher"))) {
      if (platform.equals(kit.platformVersion())) {
        kit.jars().stream()
            .filter(j -> name(j).startsWith("junit-platform-launcher"))
            .forEach(jars::add);
      } else {
        // The launcher must match the engines' platform version; Surefire resolves it the same way.
        String launcher =
            "<dependency><groupId>org.junit.platform</groupId>"
                + "<artifactId>junit-platform-launcher</artifactId><version>"
                + platform
                + "</version><scope>test</scope></dependency>";
        jars = testOnly(resolver.resolveTests(model, launcher).jars(), appJars);
      }
    }
    if (model.dependencies().stream().anyMatch(d -> d.isTestOnly() && d.isSilk())) {
      // The Silk modules are left out of Maven's pom (they come from the CLI, at its version).
      kit.jars().stream().filter(j -> name(j).startsWith("silk-test")).forEach(jars::add);
    }
    return List.copyOf(jars);
  }

  private static List<Path> testOnly(List<Path> resolved, List<Path> appJars) {
    Set<Path> app = new HashSet<>(appJars);
    List<Path> out = new ArrayList<>();
    for (Path p : resolved) {
      if (!app.contains(p)) {
        out.add(p);
      }
    }
    return out;
  }

  private static String platformVersion(List<Path> jars) {
    for (Path j : jars) {
      String n = name(j);
      if (n.startsWith("junit-platform-engine-") && n.endsWith(".jar")) {
        return n.substring("junit-platform-engine-".length(), n.length() - ".jar".length());
      }
    }
    return null;
  }

  private static String name(Path jar) {
    return RuntimeJars.artifactName(jar);
  }
}
