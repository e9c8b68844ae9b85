package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Finds the {@code native-image} to build with, in the order a user expects: {@code GRAALVM_HOME},
 * then {@code JAVA_HOME}, then {@code PATH}; the first that exists and answers {@code --version}
 * wins. When there is none, the error says what to install and how to point Silk at it.
 *
 * <pre>{@code
 * GraalVm graal = new GraalVmLocator(System.getenv()).locate();
 * }</pre>
 */
public final class GraalVmLocator {
  /** What to install, printed with every "no GraalVM" error. */
  static final String INSTALL_HINT =
      "Install GraalVM for JDK 17 or later (Oracle GraalVM for --pgo: https://www.graalvm.org/downloads/,"
          + " or with SDKMAN: sdk install java <version>-graal, -graalce for Community), then set"
          + " GRAALVM_HOME=/path/to/graalvm (or put its bin/ on PATH) and run silk native again.";

  private final Map<String, String> env;

  /** A locator reading the given environment ({@code System.getenv()} in production). */
  public GraalVmLocator(Map<String, String> env) {
    this.env = env;
  }

  /** The candidates in order, with where each came from, for the error message. */
  List<Path> candidates() {
    List<Path> found = new ArrayList<>();
    for (String variable : List.of("GRAALVM_HOME", "JAVA_HOME")) {
      String home = env.get(variable);
      if (home != null && !home.isBlank()) {
        found.add(Path.of(home, "bin", executableName()));
      }
    }
    String path = env.get("PATH");
    if (path != null) {
      for (String dir : path.split(File.pathSeparator)) {
        if (!dir.isBlank()) {
          found.add(Path.of(dir, executableName()));
        }
      }
    }
    return found;
  }

  /**
   * The first working {@code native-image}.
   *
   * @throws CommandException with exit code {@link GraalVm#EXIT_NO_SUITABLE_GRAALVM} when none is
   *     found
   */
  public GraalVm locate() {
    List<String> tried = new ArrayList<>();
    for (Path candidate : candidates()) {
      if (!Files.isRegularFile(candidate) || !Files.isExecutable(candidate)) {
        continue;
      }
      String version = version(candidate);
      if (version != null) {
        return GraalVm.parse(candidate, version);
      }
      tried.add(candidate + " (did not answer --version)");
    }
    String where =
        tried.isEmpty()
            ? "no native-image in $GRAALVM_HOME/bin, $JAVA_HOME/bin or on PATH"
            : "no working native-image: " + String.join(", ", tried);
    throw new CommandException(
        GraalVm.EXIT_NO_SUITABLE_GRAALVM, "GraalVM not found: " + where, INSTALL_HINT, null);
  }

  /** Refuses a GraalVM without profile-guided optimisation, naming the one that was found. */
  static void requirePgo(GraalVm graal) {
    if (graal.supportsPgo()) {
      return;
    }
    throw new CommandException(
        GraalVm.EXIT_NO_SUITABLE_GRAALVM,
        "--pgo needs Oracle GraalVM; found "
            + graal.summary()
            + ", which "
            + (graal.edition() == GraalVm.Edition.UNKNOWN
                ? "does not say it is Oracle GraalVM"
                : "has no profile-guided optimisation"),
        "Install Oracle GraalVM (https://www.graalvm.org/downloads/, free to use) and point"
            + " GRAALVM_HOME at it, or drop --pgo to build a plain native image with this one.",
        null);
  }

  private static String version(Path nativeImage) {
    try {
      Process process =
          new ProcessBuilder(nativeImage.toString(), "--version").redirectErrorStream(true).start();
      process.getOutputStream().close();
      byte[] out = process.getInputStream().readAllBytes();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        return null;
      }
      return process.exitValue() == 0 ? new String(out, StandardCharsets.UTF_8) : null;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }

  private static String executableName() {
    return System.getProperty("os.name", "").startsWith("Windows")
        ? "native-image.cmd"
        : "native-image";
  }
}
