package dev.silk.cli.bench.codecs;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The libraries {@code silk bench --json-codecs} runs with, none of which the CLI itself loads: JMH
 * and its annotation processor, Jackson, and the CLI's own jar for the harness ({@code
 * dev.silk.cli.bench.codecs.harness}). They ship with the CLI (D59): {@code $SILK_HOME/bench} when
 * installed, {@code cli/target/silk-home/bench} in a build tree, so a benchmark never needs Maven
 * or a network to find them.
 *
 * @param classpath JMH, Jackson and the harness, for compiling and running the benchmarks
 * @param processorPath JMH's annotation processor and what it needs
 * @param jmhVersion the JMH version, from its jar's name
 * @param jacksonVersion the jackson-databind version, from its jar's name
 */
record BenchJars(
    List<Path> classpath, List<Path> processorPath, String jmhVersion, String jacksonVersion) {
  /** Overrides where the benchmark libraries are: a folder of jars. */
  static final String DIR_PROPERTY = "silk.bench.dir";

  /** Finds the libraries next to the installed CLI, or beside its classes in a build tree. */
  static BenchJars locate() {
    Path dir = folder();
    List<Path> jars = new ArrayList<>();
    if (dir != null && Files.isDirectory(dir)) {
      try (Stream<Path> files = Files.list(dir)) {
        files.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(jars::add);
      } catch (IOException e) {
        throw CommandException.failure("cannot list " + dir + ": " + e.getMessage(), null);
      }
    }
    Path core = named(jars, "jmh-core-");
    Path processor = named(jars, "jmh-generator-annprocess-");
    Path databind = named(jars, "jackson-databind-");
    if (core == null || processor == null || databind == null) {
      throw CommandException.failure(
          "JMH and Jackson, which silk bench --json-codecs runs, are not in "
              + (dir == null ? "the silk installation" : dir),
          "reinstall silk with ./install.sh from the Silk checkout: its build fetches them"
              + " and copies them to <SILK_HOME>/bench");
    }
    List<Path> classpath = new ArrayList<>();
    for (Path jar : jars) {
      if (!jar.equals(processor)) {
        classpath.add(jar);
      }
    }
    classpath.add(harness());
    return new BenchJars(
        List.copyOf(classpath),
        List.of(processor, core),
        version(core, "jmh-core-"),
        version(databind, "jackson-databind-"));
  }

  private static Path folder() {
    String configured = System.getProperty(DIR_PROPERTY);
    if (configured != null) {
      return Path.of(configured);
    }
    String home = System.getProperty("silk.home");
    if (home != null) {
      return Path.of(home, "bench");
    }
    // A build tree: the CLI's classes are cli/target/classes, the jars cli/target/silk-home/bench.
    Path harness = harness();
    Path target = harness.getParent();
    return target == null ? null : target.resolve("silk-home").resolve("bench");
  }

  /** The CLI's jar (or class folder), which holds the harness the benchmark JVMs run. */
  static Path harness() {
    try {
      return Path.of(BenchJars.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      throw CommandException.failure("cannot tell where the silk CLI's classes are: " + e, null);
    }
  }

  private static Path named(List<Path> jars, String prefix) {
    for (Path jar : jars) {
      if (jar.getFileName().toString().startsWith(prefix)) {
        return jar;
      }
    }
    return null;
  }

  private static String version(Path jar, String prefix) {
    String name = jar.getFileName().toString();
    return name.substring(prefix.length(), name.length() - ".jar".length());
  }
}
