package dev.silk.cli.nativeimage;

import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The GraalVM that {@code silk native} builds with: where its {@code native-image} is, which
 * edition it is and which version, read from {@code native-image --version}.
 *
 * <p>The edition matters because profile-guided optimisation ({@code --pgo-instrument}, {@code
 * --pgo}) ships with Oracle GraalVM only; GraalVM Community Edition, Mandrel and Liberica NIK build
 * plain images.
 *
 * <pre>{@code
 * GraalVm graal = GraalVm.parse(Path.of("/opt/graalvm/bin/native-image"), versionText);
 * graal.supportsPgo();   // true for "Oracle GraalVM 21.0.2+13.1"
 * }</pre>
 *
 * @param nativeImage the {@code native-image} executable
 * @param edition which distribution it belongs to
 * @param version its version as it reports it (e.g. {@code 21.0.2}), or {@code unknown}
 * @param description the line that named the distribution, for the report
 */
public record GraalVm(Path nativeImage, Edition edition, String version, String description) {

  /**
   * The exit code of {@code silk native} when no suitable GraalVM is found: none at all, or one
   * without profile-guided optimisation for {@code --pgo}. Documented in docs/native.md.
   */
  public static final int EXIT_NO_SUITABLE_GRAALVM = 3;

  /** The distributions {@code native-image --version} names. */
  public enum Edition {
    /** Oracle GraalVM (formerly GraalVM Enterprise Edition): has PGO. */
    ORACLE("Oracle GraalVM"),
    /** GraalVM Community Edition and the community builds on it (Mandrel, Liberica NIK). */
    COMMUNITY("GraalVM Community Edition"),
    /** Something that answers {@code --version} in a way we do not recognise. */
    UNKNOWN("an unrecognised GraalVM");

    private final String label;

    Edition(String label) {
      this.label = label;
    }

    /** How the report names it. */
    public String label() {
      return label;
    }
  }

  // "native-image 21.0.2 2024-01-16" (GraalVM for JDK 17+), "GraalVM 22.3.0 Java 17 CE (...)".
  private static final Pattern NEW_VERSION = Pattern.compile("^native-image\\s+(\\S+)");
  private static final Pattern OLD_VERSION = Pattern.compile("^GraalVM\\s+(\\d[\\w.+-]*)");

  /** Reads the output of {@code native-image --version}. */
  public static GraalVm parse(Path nativeImage, String versionText) {
    String version = "unknown";
    String description = versionText.strip().lines().findFirst().orElse("");
    for (String line : (Iterable<String>) versionText.lines()::iterator) {
      Matcher newer = NEW_VERSION.matcher(line.strip());
      Matcher older = OLD_VERSION.matcher(line.strip());
      if (newer.find()) {
        version = newer.group(1);
        break;
      }
      if (older.find()) {
        version = older.group(1);
        break;
      }
    }
    for (String line : (Iterable<String>) versionText.lines()::iterator) {
      if (line.contains("Runtime Environment") || line.startsWith("GraalVM ")) {
        description = line.strip();
        break;
      }
    }
    return new GraalVm(nativeImage, edition(versionText), version, description);
  }

  private static Edition edition(String versionText) {
    String text = versionText.toLowerCase(Locale.ROOT);
    // Oracle GraalVM says "Oracle GraalVM"; its predecessor said "EE" / "Enterprise Edition".
    if (text.contains("oracle graalvm")
        || text.contains("enterprise edition")
        || Pattern.compile("\\bee\\b").matcher(text).find()) {
      return Edition.ORACLE;
    }
    if (text.contains("graalvm ce")
        || text.contains("community")
        || text.contains("mandrel")
        || text.contains("liberica")
        || Pattern.compile("\\bce\\b").matcher(text).find()) {
      return Edition.COMMUNITY;
    }
    return Edition.UNKNOWN;
  }

  /** Whether this GraalVM can build with {@code --pgo-instrument} and {@code --pgo}. */
  public boolean supportsPgo() {
    return edition == Edition.ORACLE;
  }

  /** "Oracle GraalVM 21.0.2 (/opt/graalvm/bin/native-image)". */
  public String summary() {
    return edition.label() + " " + version + " (" + nativeImage + ")";
  }
}
