package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import dev.silk.cli.app.CacheKind;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The JDK an application runs on outside the CLI: {@code $JAVA_HOME/bin/java} when {@code
 * JAVA_HOME} is set, else {@code java} on {@code PATH}, the same rule the launcher that {@code silk
 * native --aot} writes follows, so the cache is recorded with the JDK that will map it.
 *
 * <p>Its identity is read from the JDK's {@code release} file, which a shell script can read too
 * without starting a JVM: the launcher compares it with what is recorded here (D201).
 *
 * <pre>{@code
 * JavaRuntime jdk = JavaRuntime.locate(System.getenv());
 * if (jdk.feature() >= 25) { ... }
 * }</pre>
 *
 * @param java the {@code java} binary as found (not resolved)
 * @param home the JDK's folder, every link resolved
 * @param version {@code JAVA_RUNTIME_VERSION} of the {@code release} file ({@code 25.0.3+9-LTS}),
 *     or empty when the file has none
 * @param feature the feature release ({@code 25}), or 0 when unknown
 */
public record JavaRuntime(Path java, Path home, String version, int feature) {
  /** The JDK of {@code JAVA_HOME}, else of {@code java} on {@code PATH}. */
  public static JavaRuntime locate(Map<String, String> env) {
    String javaHome = env.get("JAVA_HOME");
    Path java;
    if (javaHome != null && !javaHome.isBlank()) {
      java = Path.of(javaHome, "bin", "java");
      if (!Files.isExecutable(java)) {
        throw CommandException.failure(
            "JAVA_HOME is " + javaHome + ", which has no bin/java",
            "point JAVA_HOME at a JDK (17 or later; 25 or later for an AOT cache), or unset it");
      }
    } else {
      java = onPath(env.getOrDefault("PATH", ""));
      if (java == null) {
        throw CommandException.failure(
            "no java on PATH and no JAVA_HOME",
            "install a JDK (25 for an AOT cache), or set JAVA_HOME");
      }
    }
    return of(java);
  }

  /** The JDK that {@code java} belongs to. */
  static JavaRuntime of(Path java) {
    try {
      Path home = java.toRealPath().getParent().getParent();
      String version = "";
      String javaVersion = "";
      Path release = home.resolve("release");
      if (Files.isReadable(release)) {
        for (String line : Files.readAllLines(release)) {
          if (line.startsWith("JAVA_RUNTIME_VERSION=")) {
            version = unquoted(line.substring(line.indexOf('=') + 1));
          } else if (line.startsWith("JAVA_VERSION=")) {
            javaVersion = unquoted(line.substring(line.indexOf('=') + 1));
          }
        }
      }
      return new JavaRuntime(java, home, version, feature(javaVersion));
    } catch (IOException e) {
      throw CommandException.failure(
          "cannot read the JDK of " + java + ": " + e.getMessage(), null);
    }
  }

  /** Whether this JDK records an AOT cache in one step ({@code -XX:AOTCacheOutput}, JEP 514). */
  public boolean recordsAotCache() {
    return feature >= 25;
  }

  /** What a training run on this JDK records: an AOT cache from JDK 25 on, else AppCDS. */
  CacheKind cacheKind() {
    return recordsAotCache() ? CacheKind.AOT_CACHE : CacheKind.APP_CDS;
  }

  /** {@code JDK 25.0.3+9-LTS (/usr/lib/jvm/...)}, as the report and the launcher say it. */
  public String summary() {
    return "JDK " + (version.isEmpty() ? "of unknown version" : version) + " (" + home + ")";
  }

  private static Path onPath(String path) {
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty()) {
        Path candidate = Path.of(dir, "java");
        if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
          return candidate;
        }
      }
    }
    return null;
  }

  private static String unquoted(String value) {
    String v = value.strip();
    return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")
        ? v.substring(1, v.length() - 1)
        : v;
  }

  /** {@code 25.0.3} → 25, {@code 1.8.0_392} → 8. */
  static int feature(String javaVersion) {
    String v = javaVersion.startsWith("1.") ? javaVersion.substring(2) : javaVersion;
    int end = 0;
    while (end < v.length() && Character.isDigit(v.charAt(end))) {
      end++;
    }
    return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
  }
}
