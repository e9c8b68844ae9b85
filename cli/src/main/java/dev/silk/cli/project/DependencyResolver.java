package dev.silk.cli.project;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The project's jars other than Silk: what the dependency class loader holds.
 *
 * <p>A project that depends only on Silk needs no Maven run at all (the CLI embeds the runtime).
 * Otherwise Maven resolves the classpath once ({@code dependency:build-classpath}) and the result
 * is cached in {@code target/silk/} under a hash of {@code pom.xml}, so the next {@code silk dev}
 * starts without Maven and an edited pom is re-resolved. Maven runs on a copy of the pom without
 * the Silk dependencies: the runtime comes from the CLI, and the Silk modules need not be in the
 * local repository.
 *
 * <pre>{@code
 * List<Path> jars = new DependencyResolver().resolve(model);
 * }</pre>
 */
public final class DependencyResolver {
  /**
   * The goal that resolves a project's class path; install.sh runs the same one once, so that
   * {@code silk dev} resolves offline after an install.
   */
  public static final String BUILD_CLASSPATH =
      "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath";

  private static final long MAVEN_TIMEOUT_MINUTES = 10;

  /** The resolved jars, and whether Maven had to run (for the console). */
  public record Resolution(List<Path> jars, boolean ranMaven, boolean fromCache) {}

  /**
   * Resolves the project's non-Silk runtime jars.
   *
   * @throws ProjectException when Maven fails, with its output
   */
  public Resolution resolve(ProjectModel model) {
    if (model.onlySilkDependencies()) {
      return new Resolution(List.of(), false, false);
    }
    return resolve(model, "runtime", "classpath-", "");
  }

  /**
   * Resolves the project's non-Silk jars of the test scope (compile, runtime and test
   * dependencies), for {@code silk dev}'s tests only, cached in {@code target/silk} apart from the
   * app's class path; {@code extraDependencies} are {@code <dependency>} elements added to the
   * pom's (the JUnit Platform launcher when the project names none).
   *
   * @throws ProjectException when Maven fails, with its output
   */
  public Resolution resolveTests(ProjectModel model, String extraDependencies) {
    return resolve(model, "test", "test-classpath-", extraDependencies);
  }

  private Resolution resolve(
      ProjectModel model, String scope, String cachePrefix, String extraDependencies) {
    try {
      byte[] pom = Files.readAllBytes(model.pom());
      Path cache =
          model
              .workDir()
              .resolve(cachePrefix + sha256(cacheKey(scope, pom, extraDependencies)) + ".txt");
      if (Files.isRegularFile(cache)) {
        return new Resolution(parse(Files.readString(cache)), false, true);
      }
      Files.createDirectories(model.workDir());
      Path depsPom =
          model.workDir().resolve(scope.equals("test") ? "test-deps-pom.xml" : "deps-pom.xml");
      String rewritten = PomWithoutSilk.rewrite(new String(pom, StandardCharsets.UTF_8));
      if (!extraDependencies.isEmpty()) {
        rewritten = withDependencies(rewritten, extraDependencies);
      }
      Files.writeString(depsPom, rewritten);
      Path output =
          model.workDir().resolve(cachePrefix.substring(0, cachePrefix.length() - 1) + ".tmp");
      Files.deleteIfExists(output);
      runMaven(model.root(), depsPom, output, scope);
      String text = Files.isRegularFile(output) ? Files.readString(output).trim() : "";
      try (var old = Files.list(model.workDir())) {
        for (Path p : (Iterable<Path>) old::iterator) {
          if (p.getFileName().toString().startsWith(cachePrefix)
              && p.getFileName().toString().endsWith(".txt")) {
            Files.deleteIfExists(p);
          }
        }
      }
      Files.writeString(cache, text);
      Files.deleteIfExists(output);
      return new Resolution(parse(text), true, false);
    } catch (IOException e) {
      throw new ProjectException("cannot resolve the classpath: " + e.getMessage(), e);
    }
  }

  /**
   * {@code pom} with {@code dependencies} added to the project's own {@code <dependencies>}: not to
   * {@code <dependencyManagement>}'s, nor to a plugin's in {@code <build>}.
   */
  static String withDependencies(String pom, String dependencies) {
    int managedFrom = pom.indexOf("<dependencyManagement>");
    int managedTo = pom.indexOf("</dependencyManagement>");
    int build = pom.indexOf("<build>");
    for (int at = pom.indexOf("<dependencies>");
        at >= 0 && (build < 0 || at < build);
        at = pom.indexOf("<dependencies>", at + 1)) {
      boolean managed = managedFrom >= 0 && at > managedFrom && at < managedTo;
      if (!managed) {
        int end = at + "<dependencies>".length();
        return pom.substring(0, end) + dependencies + pom.substring(end);
      }
    }
    int close = pom.lastIndexOf("</project>");
    return pom.substring(0, close)
        + "<dependencies>"
        + dependencies
        + "</dependencies>"
        + pom.substring(close);
  }

  /**
   * What a cached class path depends on: the pom, what was added to it, and the way it was
   * resolved, so a cache written by an older resolver (one that let test jars in) is not read
   * again.
   */
  private static byte[] cacheKey(String scope, byte[] pom, String extraDependencies) {
    String head =
        RESOLUTION + scope + "\n" + (extraDependencies.isEmpty() ? "" : extraDependencies + "\n");
    byte[] prefix = head.getBytes(StandardCharsets.UTF_8);
    byte[] key = java.util.Arrays.copyOf(prefix, prefix.length + pom.length);
    System.arraycopy(pom, 0, key, prefix.length, pom.length);
    return key;
  }

  /** Changes whenever the Maven call below resolves differently. */
  private static final String RESOLUTION = "includeScope=";

  private static void runMaven(Path root, Path pom, Path output, String scope) throws IOException {
    Path log = output.resolveSibling("maven.log");
    Maven maven = Maven.forProject(root);
    Process process;
    try {
      process =
          maven
              .process(
                  root,
                  List.of(
                      "-B",
                      "-q",
                      "-f",
                      pom.toString(),
                      BUILD_CLASSPATH,
                      "-Dmdep.outputFile=" + output,
                      // The plugin's property is includeScope (mdep.includeScope was ignored,
                      // and test jars such as JUnit reached the app): runtime is the compile and
                      // runtime scopes, what the packaged jar holds (D222); test adds the tests'.
                      "-DincludeScope=" + scope))
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
    } catch (IOException e) {
      throw new ProjectException(
          "cannot run "
              + maven.executable().get(0)
              + " to resolve the dependencies in pom.xml: "
              + e.getMessage()
              + "; "
              + Maven.installHint(),
          e);
    }
    try {
      if (!process.waitFor(MAVEN_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new ProjectException("mvn dependency:build-classpath did not finish in 10 minutes");
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new ProjectException("interrupted while Maven resolved the classpath", e);
    }
    if (process.exitValue() != 0) {
      throw new ProjectException(
          "Maven could not resolve the dependencies in pom.xml:\n" + Files.readString(log).strip());
    }
  }

  private static List<Path> parse(String text) {
    List<Path> out = new ArrayList<>();
    for (String entry : text.trim().split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        out.add(Path.of(entry.trim()));
      }
    }
    return List.copyOf(out);
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
