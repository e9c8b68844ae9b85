package dev.silk.cli.project;

import java.nio.file.Path;
import java.util.List;

/**
 * What the dev server needs to know about a project, read once from its {@code pom.xml}.
 *
 * <p>Kept as a plain value so a pom change is a new model, compared with the old one to decide
 * whether the dependency loader must be rebuilt.
 *
 * <pre>{@code
 * ProjectModel model = PomReader.read(Path.of("myapp"));
 * model.mainClass(); // "com.example.Main"
 * }</pre>
 *
 * @param root the project directory (holding {@code pom.xml})
 * @param groupId the project's groupId (inherited from the parent when absent)
 * @param artifactId the project's artifactId
 * @param mainClass the class whose {@code main} builds the App
 * @param silkVersion the version of the Silk modules the pom asks for, or null when it has none
 * @param javaRelease the {@code maven.compiler.release} the pom asks for, or null
 * @param dependencies every declared dependency, versions resolved from simple properties
 */
public record ProjectModel(
    Path root,
    String groupId,
    String artifactId,
    String mainClass,
    String silkVersion,
    String javaRelease,
    List<Dependency> dependencies) {

  /** The Silk modules' groupId: dependencies in it come from the runtime the CLI embeds. */
  public static final String SILK_GROUP = "dev.silk";

  /**
   * The groups whose artifacts the CLI's runtime already holds (Silk, Jetty, the servlet API, jte):
   * a project depending on them, as the {@code web} template does on {@code jte-runtime}, still
   * needs no Maven run.
   */
  static final java.util.Set<String> RUNTIME_GROUPS =
      java.util.Set.of(
          SILK_GROUP,
          "gg.jte",
          "org.eclipse.jetty",
          "org.eclipse.jetty.ee10",
          "org.eclipse.jetty.websocket",
          "jakarta.servlet");

  /**
   * The Silk modules the CLI's runtime holds (silk-test is a test dependency, never on the app's
   * class path). The others (silk-data, silk-metrics) bring libraries of their own (HikariCP,
   * Flyway, Micrometer) and come, with them, from the project's pom (D194).
   */
  static final java.util.Set<String> RUNTIME_SILK_MODULES =
      java.util.Set.of("silk-web", "silk-json", "silk-websocket", "silk-test");

  /** Whether the CLI's runtime already holds the artifact {@code groupId:artifactId}. */
  public static boolean providedByRuntime(String groupId, String artifactId) {
    return RUNTIME_GROUPS.contains(groupId)
        && (!SILK_GROUP.equals(groupId) || RUNTIME_SILK_MODULES.contains(artifactId));
  }

  /**
   * One {@code <dependency>} of the pom.
   *
   * @param groupId its groupId
   * @param artifactId its artifactId
   * @param version its version after property substitution, or null when managed elsewhere
   * @param scope its scope ({@code compile} when absent)
   */
  public record Dependency(String groupId, String artifactId, String version, String scope) {

    public boolean isSilk() {
      return SILK_GROUP.equals(groupId);
    }

    /** Provided by the runtime the CLI embeds (at the runtime's version). */
    boolean isRuntime() {
      return providedByRuntime(groupId, artifactId);
    }

    public boolean isTestOnly() {
      return "test".equals(scope);
    }
  }

  /** The pom file. */
  public Path pom() {
    return root.resolve("pom.xml");
  }

  /** Where the dev server keeps its compiled classes and caches: {@code target/silk}. */
  public Path workDir() {
    return root.resolve("target").resolve("silk");
  }

  /**
   * True when everything the app needs at run time is in the runtime the CLI embeds (Silk, Jetty,
   * jte), so that runtime is the whole classpath and Maven need not run. The Silk modules always
   * come from the CLI's runtime, whatever version the pom names (see {@link #versionWarning}).
   */
  public boolean onlySilkDependencies() {
    return dependencies.stream().allMatch(d -> d.isTestOnly() || d.isRuntime());
  }

  /**
   * A warning with the fix when the pom's Silk version differs from the CLI's, else null.
   *
   * @param cliVersion the version of the runtime this CLI embeds
   */
  public String versionWarning(String cliVersion) {
    if (silkVersion == null || cliVersion == null || silkVersion.equals(cliVersion)) {
      return null;
    }
    return "pom.xml asks for Silk "
        + silkVersion
        + " but this silk CLI is "
        + cliVersion
        + ", so silk dev runs it on "
        + cliVersion
        + " (the runtime the CLI embeds). Fix: set the Silk version in pom.xml to "
        + cliVersion
        + ", or install silk "
        + silkVersion
        + " to match the pom.";
  }
}
