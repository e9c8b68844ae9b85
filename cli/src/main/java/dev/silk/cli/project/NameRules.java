package dev.silk.cli.project;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;

/**
 * The naming rules of a new project: a Maven artifactId that also works as a folder and as the last
 * segment of the default package, a Maven groupId, and a Java package. Each check returns what is
 * wrong together with a corrected name, so the error can say what to type instead.
 *
 * <pre>{@code
 * NameRules.artifactId("My App").ifPresent(p -> print(p.message() + "; try " + p.proposal()));
 * }</pre>
 */
public final class NameRules {
  private static final Pattern MAVEN_ID = Pattern.compile("[A-Za-z0-9_.-]+");
  private static final Pattern ARTIFACT_ID = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]*");

  private NameRules() {}

  /**
   * What is wrong with a name and a name that would be accepted.
   *
   * @param message why the name is refused, in one clause
   * @param proposal a valid name close to the refused one
   */
  public record Problem(String message, String proposal) {}

  /** Checks a project name: a Maven artifactId starting with a letter, not a Java keyword. */
  public static Optional<Problem> artifactId(String name) {
    if (!ARTIFACT_ID.matcher(name).matches()) {
      return Optional.of(
          new Problem(
              "'"
                  + name
                  + "' is not a valid project name (letters, digits, '-', '_' and '.', starting"
                  + " with a letter)",
              fixArtifactId(name)));
    }
    if (isKeyword(name)) {
      return Optional.of(
          new Problem(
              "'" + name + "' is a Java keyword and would end the package name",
              name.toLowerCase(Locale.ROOT) + "-app"));
    }
    return Optional.empty();
  }

  /** Checks a Maven groupId: dot-separated segments of letters, digits, '-' and '_'. */
  public static Optional<Problem> groupId(String groupId) {
    boolean valid = MAVEN_ID.matcher(groupId).matches();
    for (String segment : groupId.split("\\.", -1)) {
      valid &= !segment.isEmpty();
    }
    if (valid) {
      return Optional.empty();
    }
    return Optional.of(
        new Problem(
            "'" + groupId + "' is not a valid groupId (dot-separated letters, digits, '-' and '_')",
            fixPackage(groupId)));
  }

  /** Checks a Java package name: dot-separated identifiers, none of them a keyword. */
  public static Optional<Problem> packageName(String name) {
    if (SourceVersion.isName(name)) {
      return Optional.empty();
    }
    return Optional.of(
        new Problem(
            "'"
                + name
                + "' is not a valid Java package (dot-separated identifiers, no keywords such as"
                + " 'new' or 'int')",
            fixPackage(name)));
  }

  /**
   * The default package for a project: the groupId followed by the name without separators, as JLS
   * 6.1 advises ({@code com.example} + {@code my-app} gives {@code com.example.myapp}).
   */
  public static String defaultPackage(String groupId, String artifactId) {
    String last = artifactId.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "");
    return fixPackage(groupId + "." + (last.isEmpty() ? "app" : last));
  }

  /** Lowercase, runs of anything else than letters and digits become one '-'. */
  static String fixArtifactId(String name) {
    String fixed =
        name.toLowerCase(Locale.ROOT)
            .replaceAll("[^a-z0-9_.]+", "-")
            .replaceAll("^[^a-z]+", "")
            .replaceAll("-+$", "");
    if (fixed.isEmpty()) {
      return "my-app";
    }
    return isKeyword(fixed) ? fixed + "-app" : fixed;
  }

  /**
   * JLS 6.1's recipe: invalid characters become '_', a segment starting with a digit gets a leading
   * '_', a keyword gets a trailing '_'; empty segments are dropped.
   */
  static String fixPackage(String name) {
    StringBuilder fixed = new StringBuilder();
    for (String raw : name.toLowerCase(Locale.ROOT).split("\\.")) {
      String segment = raw.replaceAll("[^a-z0-9_]", "_");
      if (segment.isEmpty()) {
        continue;
      }
      if (Character.isDigit(segment.charAt(0))) {
        segment = "_" + segment;
      }
      if (isKeyword(segment)) {
        segment = segment + "_";
      }
      if (fixed.length() > 0) {
        fixed.append('.');
      }
      fixed.append(segment);
    }
    return fixed.length() == 0 ? "app" : fixed.toString();
  }

  private static boolean isKeyword(String word) {
    return SourceVersion.isKeyword(word.toLowerCase(Locale.ROOT));
  }
}
