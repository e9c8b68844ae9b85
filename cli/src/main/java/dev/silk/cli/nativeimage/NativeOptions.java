package dev.silk.cli.nativeimage;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Everything one {@code silk native} run was asked for, as a plain value the engine reads.
 *
 * <pre>{@code
 * NativeOptions options = NativeOptions.defaults(Path.of("demo")).withPgo(true);
 * }</pre>
 *
 * @param project the project folder (holding {@code pom.xml})
 * @param pgo whether to build with profile-guided optimisation
 * @param pgoProfile a profile to reuse (skips the instrumented build and the training run), or null
 * @param optimization the {@code -O} level without the {@code -O} ({@code 0}..{@code 3}, {@code
 *     b}), or null for native-image's default
 * @param march the {@code -march} value ({@code native}, {@code compatibility}, ...), or null
 * @param buildArgs extra arguments passed to native-image as they are
 * @param output where the binary goes, or null for {@code target/<artifactId>}
 * @param skipMaven whether to reuse {@code target/<artifactId>.jar} instead of running {@code mvn
 *     package}
 * @param mavenArgs extra Maven arguments (e.g. {@code -o}), after {@code package}
 * @param trainPaths the paths the training load requests besides those of the {@code bench} file
 * @param trainDuration how long the training load runs
 * @param measure whether to start the binary at the end to time its boot and read its memory
 */
public record NativeOptions(
    Path project,
    boolean pgo,
    Path pgoProfile,
    String optimization,
    String march,
    List<String> buildArgs,
    Path output,
    boolean skipMaven,
    List<String> mavenArgs,
    List<String> trainPaths,
    Duration trainDuration,
    boolean measure) {

  /** The training load's default length: long enough to reach every route many times. */
  public static final Duration DEFAULT_TRAINING = Duration.ofSeconds(30);

  /** Copies the lists so the value cannot change under the engine. */
  public NativeOptions {
    buildArgs = List.copyOf(buildArgs);
    mavenArgs = List.copyOf(mavenArgs);
    trainPaths = List.copyOf(trainPaths);
  }

  /** A plain build of {@code project} with native-image's defaults. */
  public static NativeOptions defaults(Path project) {
    return new NativeOptions(
        project,
        false,
        null,
        null,
        null,
        List.of(),
        null,
        false,
        List.of(),
        List.of(),
        DEFAULT_TRAINING,
        true);
  }

  /** The same options with PGO on or off. */
  public NativeOptions withPgo(boolean on) {
    return new NativeOptions(
        project,
        on,
        pgoProfile,
        optimization,
        march,
        buildArgs,
        output,
        skipMaven,
        mavenArgs,
        trainPaths,
        trainDuration,
        measure);
  }

  /** Whether the instrumented build and the training run happen (PGO without a given profile). */
  public boolean trains() {
    return pgo && pgoProfile == null;
  }
}
