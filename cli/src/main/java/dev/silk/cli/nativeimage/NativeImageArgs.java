package dev.silk.cli.nativeimage;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The {@code native-image} command lines of one {@code silk native} run, kept apart from running
 * them so tests can read them.
 *
 * <p>Every build gets {@code --install-exit-handlers}: without it a native image ignores the
 * shutdown hooks on SIGTERM, so Jetty would not stop gracefully and an instrumented image would not
 * write its profile when the training run stops it. The options the user gave come before {@code
 * -jar}, the PGO option last among them so a {@code --build-arg} cannot shadow it.
 *
 * <pre>{@code
 * new NativeImageArgs(options).optimised(nativeImage, jar, out, profile);
 * // native-image --install-exit-handlers -O3 --pgo=/p/default.iprof -jar target/demo.jar -o out
 * }</pre>
 */
final class NativeImageArgs {
  private final NativeOptions options;
  private final List<Path> classPath;
  private final String mainClass;

  NativeImageArgs(NativeOptions options, List<Path> classPath, String mainClass) {
    this.options = options;
    this.classPath = List.copyOf(classPath);
    this.mainClass = mainClass;
  }

  /** A build without PGO. */
  List<String> plain(Path nativeImage, Path output) {
    return command(nativeImage, output, null);
  }

  /** The instrumented build that records a profile when its binary runs. */
  List<String> instrumented(Path nativeImage, Path output) {
    return command(nativeImage, output, "--pgo-instrument");
  }

  /** The build optimised with a recorded profile. */
  List<String> optimised(Path nativeImage, Path output, Path profile) {
    return command(nativeImage, output, "--pgo=" + profile.toAbsolutePath());
  }

  private List<String> command(Path nativeImage, Path output, String pgo) {
    List<String> command = new ArrayList<>();
    command.add(nativeImage.toString());
    command.add("--install-exit-handlers");
    if (options.optimization() != null) {
      command.add("-O" + options.optimization());
    }
    if (options.march() != null) {
      command.add("-march=" + options.march());
    }
    command.addAll(options.buildArgs());
    if (pgo != null) {
      command.add(pgo);
    }
    command.add("-cp");
    command.add(
        classPath.stream()
            .map(p -> p.toAbsolutePath().toString())
            .collect(Collectors.joining(File.pathSeparator)));
    command.add(mainClass);
    command.add("-o");
    command.add(output.toAbsolutePath().toString());
    return command;
  }
}
