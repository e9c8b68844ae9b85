package dev.silk.cli.create;

import dev.silk.cli.SilkVersion;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Everything that decides the content of a new project, already validated.
 *
 * <pre>{@code
 * ProjectSpec spec = new ProjectSpec("demo", "com.example", "com.example.demo", "0.1.0-SNAPSHOT",
 *     ProjectTemplate.API, Path.of("demo"), SilkVersion.current());
 * }</pre>
 *
 * @param artifactId the Maven artifactId, also the project's name
 * @param groupId the Maven groupId
 * @param packageName the Java package of {@code Main}
 * @param version the project's own version
 * @param template which template to render
 * @param directory where the project goes (must not exist, or be empty with --force)
 * @param silk the Silk and jte versions the project builds with
 * @param database whether the project keeps its data in a database ({@code silk new --db})
 */
public record ProjectSpec(
    String artifactId,
    String groupId,
    String packageName,
    String version,
    ProjectTemplate template,
    Path directory,
    SilkVersion silk,
    boolean database) {

  /** A project without a database. */
  public ProjectSpec(
      String artifactId,
      String groupId,
      String packageName,
      String version,
      ProjectTemplate template,
      Path directory,
      SilkVersion silk) {
    this(artifactId, groupId, packageName, version, template, directory, silk, false);
  }

  /** The template features this project turns on: {@code db} with a database. */
  public Set<String> features() {
    return database ? Set.of(DATABASE) : Set.of();
  }

  /** The feature of {@code silk new --db}, the folder {@code templates/db/} of its overlays. */
  public static final String DATABASE = "db";

  /** The version a new project starts at; the archetypes use the same default. */
  public static final String DEFAULT_VERSION = "0.1.0-SNAPSHOT";

  /** The groupId used when none is given. */
  public static final String DEFAULT_GROUP_ID = "com.example";

  /**
   * The values of the template placeholders ({@code {{artifactId}}} etc.); the archetypes map the
   * same names to Velocity properties.
   */
  public Map<String, String> placeholders() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("artifactId", artifactId);
    values.put("name", artifactId);
    values.put("groupId", groupId);
    values.put("version", version);
    values.put("package", packageName);
    values.put("silkVersion", silk.silk());
    values.put("jteVersion", silk.jte());
    values.put("junitVersion", silk.junit());
    values.put("h2Version", silk.h2());
    values.put("postgresqlVersion", silk.postgresql());
    values.put("jibVersion", silk.jib());
    return values;
  }
}
