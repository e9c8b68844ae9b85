package dev.silk.cli.app;

import dev.silk.cli.CommandException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A start of the app from the cache {@code silk native --aot} left beside its jar, for the tools
 * that time it ({@code silk bench --aot}, the report of {@code silk native --aot}): through the
 * launcher, as users start it, but made to fail rather than start without the cache ({@code
 * SILK_AOT_REQUIRED=1} for the launcher's own checks, {@code -XX:AOTMode=on} or {@code -Xshare:on}
 * for the JVM's), so a figure is never a plain start under the cache's name.
 *
 * <pre>{@code
 * AotStart start = AotStart.beside(project.resolve("target/demo.jar"));
 * List<String> command = start.command(List.of("-Xmx1g"), List.of("8080"));
 * }</pre>
 *
 * @param launcher the launcher script, {@code target/<name>}
 * @param cache the cache it maps
 * @param kind what the cache is
 */
public record AotStart(Path launcher, Path cache, CacheKind kind) {
  /** The launcher and cache beside {@code jar}; fails with what to run when there are none. */
  public static AotStart beside(Path jar) {
    String file = jar.getFileName().toString();
    Path launcher = jar.resolveSibling(file.substring(0, file.length() - ".jar".length()));
    for (CacheKind kind : CacheKind.values()) {
      Path cache = jar.resolveSibling(launcher.getFileName() + kind.extension());
      if (Files.isRegularFile(cache) && Files.isExecutable(launcher)) {
        return new AotStart(launcher, cache, kind);
      }
    }
    throw CommandException.failure(
        "no start-up cache and launcher beside " + jar.getFileName(),
        "record them with silk native --aot (it leaves "
            + launcher.getFileName()
            + " and "
            + launcher.getFileName()
            + ".aot in target/)");
  }

  /**
   * {@code env SILK_AOT_REQUIRED=1 JAVA_OPTS='<javaOptions> <required>' <launcher> <args>}: the
   * options come after the ones the cache was recorded with.
   */
  public List<String> command(List<String> javaOptions, List<String> args) {
    List<String> options = new ArrayList<>(javaOptions);
    options.add(kind.required());
    for (String option : options) {
      if (option.isBlank() || option.chars().anyMatch(Character::isWhitespace)) {
        throw CommandException.failure(
            "the JVM option '" + option + "' holds a space, which JAVA_OPTS cannot carry",
            "move the project to a path without spaces");
      }
    }
    List<String> command = new ArrayList<>();
    command.add("env");
    command.add("SILK_AOT_REQUIRED=1");
    command.add("JAVA_OPTS=" + String.join(" ", options));
    command.add(launcher.toString());
    command.addAll(args);
    return command;
  }
}
