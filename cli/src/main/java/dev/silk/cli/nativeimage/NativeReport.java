package dev.silk.cli.nativeimage;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * What one {@code silk native} run made and measured: the GraalVM, each step's time, the binary's
 * size, its boot time to the first {@code 200} and its resident memory then, the profile, and the
 * JVM figures of the last {@code silk bench} run when there is one.
 *
 * <pre>{@code
 * report.lines().forEach(console::info);
 * }</pre>
 *
 * @param graal the GraalVM that built it
 * @param binary where the binary is
 * @param steps each step and how long it took, in order
 * @param buildTime the time spent in native-image, all builds together
 * @param binaryBytes the binary's size
 * @param bootMillis launch to first 200, or -1 when not measured
 * @param residentBytes the RSS at the first 200, or empty
 * @param profile the profile used, or null without PGO
 * @param profileRecorded whether this run recorded the profile (rather than reusing one)
 * @param training the training run's result, or null
 * @param jvm the last {@code silk bench} figures, possibly empty
 */
public record NativeReport(
    GraalVm graal,
    Path binary,
    List<Step> steps,
    Duration buildTime,
    long binaryBytes,
    long bootMillis,
    OptionalLong residentBytes,
    Path profile,
    boolean profileRecorded,
    TrainingLoad.Result training,
    List<JvmFigures.Figure> jvm) {

  /**
   * One step of the run.
   *
   * @param label what it was ({@code native-image --pgo-instrument})
   * @param time how long it took
   */
  public record Step(String label, Duration time) {}

  /** The report as lines of console markup. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>();
    lines.add("GraalVM:     " + graal.summary());
    for (Step step : steps) {
      lines.add(String.format(Locale.ROOT, "  %-30s %s", step.label(), seconds(step.time())));
    }
    lines.add("build time:  " + seconds(buildTime) + " in native-image");
    lines.add("binary:      " + binary + " (" + megabytes(binaryBytes) + ")");
    if (bootMillis >= 0) {
      lines.add(
          "boot:        "
              + bootMillis
              + " ms to the first 200"
              + residentBytes.stream()
                  .mapToObj(rss -> ", RSS " + megabytes(rss))
                  .findFirst()
                  .orElse(""));
    }
    if (training != null) {
      lines.add(
          "training:    "
              + training.requests()
              + " requests"
              + (training.failures() > 0 ? ", " + training.failures() + " unanswered" : "")
              + " "
              + training.statuses());
    }
    if (profile != null) {
      lines.add(
          "profile:     "
              + profile
              + (profileRecorded ? " (reuse it with --pgo-profile)" : " (reused)"));
    }
    if (!jvm.isEmpty()) {
      lines.add("JVM (last silk bench, target/silk-bench/last.json):");
      jvm.forEach(f -> lines.add("  " + f.name() + ": " + f.value()));
    }
    return lines;
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0);
  }

  private static String megabytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f MB", bytes / (1024.0 * 1024.0));
  }

  /** Collects the figures as the steps produce them. */
  static final class Builder {
    private final GraalVm graal;
    private final Path binary;
    private final List<Step> steps = new ArrayList<>();
    private Duration buildTime = Duration.ZERO;
    private long binaryBytes = -1;
    private long bootMillis = -1;
    private OptionalLong residentBytes = OptionalLong.empty();
    private Path profile;
    private boolean profileRecorded;
    private TrainingLoad.Result training;
    private List<JvmFigures.Figure> jvm = List.of();

    Builder(GraalVm graal, Path binary) {
      this.graal = graal;
      this.binary = binary;
    }

    void step(String label, Duration time) {
      steps.add(new Step(label, time));
    }

    void build(String label, Duration time) {
      step(label, time);
      buildTime = buildTime.plus(time);
    }

    void binary(long bytes) {
      binaryBytes = bytes;
    }

    void boot(long millis, OptionalLong rss) {
      bootMillis = millis;
      residentBytes = rss;
    }

    void profile(Path path, boolean recorded) {
      profile = path;
      profileRecorded = recorded;
    }

    void training(TrainingLoad.Result result) {
      training = result;
    }

    void jvm(List<JvmFigures.Figure> figures) {
      jvm = figures;
    }

    NativeReport build() {
      return new NativeReport(
          graal,
          binary,
          List.copyOf(steps),
          buildTime,
          binaryBytes,
          bootMillis,
          residentBytes,
          profile,
          profileRecorded,
          training,
          jvm);
    }
  }
}
