package dev.silk.cli.nativeimage;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Everything one {@code silk native --aot} run was asked for.
 *
 * <pre>{@code
 * AotOptions options = AotOptions.defaults(Path.of("demo"));
 * }</pre>
 *
 * @param project the project folder (holding {@code pom.xml})
 * @param javaOptions JVM options the app is trained and then always started with
 * @param trainPaths the paths the training load requests besides those of the {@code bench} file
 * @param trainDuration how long the training load runs
 * @param skipMaven whether to reuse {@code target/<name>.jar} instead of running {@code mvn
 *     package}
 * @param mavenArgs extra Maven arguments (e.g. {@code -o}), after {@code package}
 * @param rounds how many starts with and without the cache the report measures (0: none)
 */
public record AotOptions(
    Path project,
    List<String> javaOptions,
    List<String> trainPaths,
    Duration trainDuration,
    boolean skipMaven,
    List<String> mavenArgs,
    int rounds) {

  /** Starts of each kind the report measures by default, alternating. */
  public static final int DEFAULT_ROUNDS = 3;

  /** Copies the lists. */
  public AotOptions {
    javaOptions = List.copyOf(javaOptions);
    trainPaths = List.copyOf(trainPaths);
    mavenArgs = List.copyOf(mavenArgs);
  }

  /** The project with the defaults: no JVM options, the bench file's routes, 30 s, measured. */
  public static AotOptions defaults(Path project) {
    return new AotOptions(
        project,
        List.of(),
        List.of(),
        NativeOptions.DEFAULT_TRAINING,
        false,
        List.of(),
        DEFAULT_ROUNDS);
  }
}
