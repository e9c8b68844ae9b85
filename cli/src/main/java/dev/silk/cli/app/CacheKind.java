package dev.silk.cli.app;

import java.nio.file.Path;
import java.util.List;

/**
 * What {@code silk native --aot} records, by JDK: on JDK 25 and later an AOT cache (JEP 483's
 * classes loaded and linked, JEP 515's method profiles, recorded in one run with JEP 514's {@code
 * -XX:AOTCacheOutput}); on JDK 17 to 24 an AppCDS archive of the classes the training loaded
 * ({@code -XX:ArchiveClassesAtExit}), which shares the class parsing but neither the linking nor
 * the profiles.
 *
 * <pre>{@code
 * CacheKind kind = jdk.recordsAotCache() ? CacheKind.AOT_CACHE : CacheKind.APP_CDS;
 * List<String> training = kind.recording(target.resolve("demo" + kind.extension()));
 * }</pre>
 */
public enum CacheKind {
  AOT_CACHE("AOT cache", ".aot") {
    @Override
    public List<String> recording(Path file) {
      return List.of("-XX:AOTCacheOutput=" + file);
    }

    @Override
    public String using(Path file) {
      return "-XX:AOTCache=" + file;
    }

    @Override
    public String required() {
      return "-XX:AOTMode=on";
    }
  },
  APP_CDS("AppCDS archive", ".jsa") {
    @Override
    public List<String> recording(Path file) {
      return List.of("-XX:ArchiveClassesAtExit=" + file);
    }

    @Override
    public String using(Path file) {
      return "-XX:SharedArchiveFile=" + file;
    }

    @Override
    public String required() {
      return "-Xshare:on";
    }
  };

  private final String label;
  private final String extension;

  CacheKind(String label, String extension) {
    this.label = label;
    this.extension = extension;
  }

  /** {@code AOT cache} or {@code AppCDS archive}. */
  public String label() {
    return label;
  }

  /** The file's extension: {@code .aot} or {@code .jsa}. */
  public String extension() {
    return extension;
  }

  /** The JVM options of the training run that writes {@code file} when the JVM exits. */
  public abstract List<String> recording(Path file);

  /** The JVM option that maps {@code file}. */
  public abstract String using(Path file);

  /** The JVM option that makes a JVM refuse to start when the cache does not map. */
  public abstract String required();
}
