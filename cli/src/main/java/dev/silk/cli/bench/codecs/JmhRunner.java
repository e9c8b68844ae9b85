package dev.silk.cli.bench.codecs;

import dev.silk.cli.CommandException;
import dev.silk.cli.project.Javac;
import dev.silk.cli.project.ProjectException;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Compiles generated JMH benchmarks in-process with {@code javax.tools} (JMH's annotation processor
 * writes its harness classes and {@code META-INF/BenchmarkList}), runs JMH in a JVM of its own,
 * reports each benchmark as it starts and ends, and reads JMH's JSON result. Knows nothing about
 * what is measured.
 */
final class JmhRunner {
  private static final String PROCESSOR = "org.openjdk.jmh.generators.BenchmarkProcessor";
  private static final Pattern BARE_NAN = Pattern.compile("(:\\s*)(NaN|-?Infinity)");

  /**
   * JMH's figures for one benchmark.
   *
   * @param className the benchmark class's binary name
   * @param method the benchmark method
   * @param score the primary score (ns/op in average-time mode)
   * @param error the score's 99.9% error, -1 when JMH cannot tell
   * @param allocation bytes allocated per operation ({@code gc.alloc.rate.norm}), -1 when absent
   */
  record Score(String className, String method, double score, double error, double allocation) {}

  /**
   * How long the JMH run is, in JMH's terms, and where its lock file is (null: JMH's default, the
   * system's temporary folder).
   */
  record Settings(
      int forks,
      int warmupIterations,
      int iterations,
      long iterationMillis,
      List<String> forkFlags,
      Path lockDir) {
    /** A rough duration of one benchmark, for the progress bar: its iterations and JVM starts. */
    double secondsPerBenchmark() {
      return forks * ((warmupIterations + iterations) * iterationMillis / 1e3 + 1);
    }
  }

  private JmhRunner() {}

  /** Compiles {@code sources} into {@code classes}; a failure shows javac's errors. */
  static void compile(
      List<Path> sources, Path classes, Path generated, List<Path> classpath, List<Path> processors)
      throws IOException {
    Javac.Result result;
    try (Javac javac = Javac.open("silk bench codecs")) {
      javac.classpath(classpath).processorPath(processors);
      result =
          javac.compile(
              Javac.Task.of(sources, classes)
                  .generatedSources(generated)
                  .options("-processor", PROCESSOR, "-implicit:none", "-nowarn", "-Xlint:none"));
    } catch (ProjectException e) {
      throw CommandException.failure(e.getMessage(), null);
    }
    if (!result.ok()) {
      throw CommandException.failure(
          "the generated benchmarks did not compile:\n" + result.describe(generated, 10),
          "a @JsonBound type must be reachable from its package (not private)");
    }
  }

  /**
   * Runs JMH on the benchmarks matching {@code include}, logging its output to {@code log}; {@code
   * started} hears each benchmark's name as it starts, {@code finished} its name and result line.
   */
  static List<Score> run(
      List<Path> classpath,
      String include,
      Settings settings,
      Path result,
      Path log,
      Consumer<String> started,
      BiConsumer<String, String> finished)
      throws IOException, InterruptedException {
    Files.deleteIfExists(result);
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // The runner only starts forks and collects numbers; the measured JVMs get settings.forkFlags.
    command.addAll(List.of("-Xms64m", "-Xmx256m", "-XX:+UseSerialGC", "-cp", join(classpath)));
    if (settings.lockDir() != null) {
      // JMH takes its lock in the runner JVM's temporary folder.
      Files.createDirectories(settings.lockDir());
      command.add("-Djava.io.tmpdir=" + settings.lockDir());
    }
    command.add("org.openjdk.jmh.Main");
    command.add(include);
    command.addAll(
        List.of(
            "-f",
            Integer.toString(settings.forks()),
            "-wi",
            Integer.toString(settings.warmupIterations()),
            "-i",
            Integer.toString(settings.iterations()),
            "-w",
            settings.iterationMillis() + "ms",
            "-r",
            settings.iterationMillis() + "ms",
            "-bm",
            "avgt",
            "-tu",
            "ns",
            "-prof",
            "gc",
            "-foe",
            "true",
            "-rf",
            "json",
            "-rff",
            result.toString(),
            "-jvmArgs",
            String.join(" ", settings.forkFlags())));
    Process process =
        new ProcessBuilder(command)
            .directory(log.getParent().toFile())
            .redirectErrorStream(true)
            .start();
    // Ctrl-C ends the CLI but not its children: end JMH and its forks with it.
    Thread stop =
        new Thread(
            () -> {
              process.descendants().forEach(ProcessHandle::destroy);
              process.destroy();
            },
            "silk-bench-jmh-stop");
    Runtime.getRuntime().addShutdownHook(stop);
    List<String> tail = new ArrayList<>();
    try (BufferedReader in =
            new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        BufferedWriter out = Files.newBufferedWriter(log)) {
      String current = null;
      boolean resultNext = false;
      for (String line; (line = in.readLine()) != null; ) {
        out.write(line);
        out.newLine();
        tail.add(line);
        if (tail.size() > 40) {
          tail.remove(0);
        }
        if (line.startsWith("# Benchmark: ")) {
          current = line.substring("# Benchmark: ".length()).strip();
          started.accept(current);
        } else if (line.startsWith("Result \"")) {
          resultNext = true;
        } else if (resultNext && !line.isBlank()) {
          resultNext = false;
          if (current != null) {
            finished.accept(current, line.strip());
          }
        }
      }
    } finally {
      if (process.isAlive()) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
      }
    }
    int exit = process.waitFor();
    try {
      Runtime.getRuntime().removeShutdownHook(stop);
    } catch (IllegalStateException e) {
      // already shutting down: the hook does the job
    }
    if (tail.stream().anyMatch(l -> l.contains("Unable to acquire the JMH lock"))) {
      throw CommandException.failure(
          "another JMH run is measuring on this machine (it holds JMH's lock file)",
          "two benchmarks at once measure each other: wait for it to end, then run again");
    }
    if (exit != 0 || !Files.isRegularFile(result)) {
      throw CommandException.failure(
          "JMH failed (exit code " + exit + "):\n" + String.join("\n", tail),
          "the whole output is in " + log);
    }
    return scores(Files.readString(result));
  }

  /** Reads JMH's JSON result ({@code -rf json}). */
  static List<Score> scores(String json) {
    // JMH writes a missing error as a bare NaN, which strict JSON does not allow.
    JsonArray runs = (JsonArray) JsonValue.parse(BARE_NAN.matcher(json).replaceAll("$1\"$2\""));
    List<Score> scores = new ArrayList<>();
    for (JsonValue value : runs.elements()) {
      JsonObject run = (JsonObject) value;
      String name = ((dev.silk.json.JsonString) run.get("benchmark")).value();
      int dot = name.lastIndexOf('.');
      JsonObject primary = (JsonObject) run.get("primaryMetric");
      double allocation = -1;
      if (run.get("secondaryMetrics") instanceof JsonObject secondary) {
        for (Map.Entry<String, JsonValue> metric : secondary.members().entrySet()) {
          if (metric.getKey().endsWith("gc.alloc.rate.norm")) {
            allocation = number(((JsonObject) metric.getValue()).get("score"));
          }
        }
      }
      scores.add(
          new Score(
              name.substring(0, dot),
              name.substring(dot + 1),
              number(primary.get("score")),
              number(primary.get("scoreError")),
              allocation));
    }
    return scores;
  }

  /** A number, or -1 for JMH's NaN (and anything else that is not one). */
  private static double number(JsonValue value) {
    if (value instanceof JsonNumber n) {
      double d = n.toDouble();
      return Double.isFinite(d) ? d : -1;
    }
    return -1;
  }

  /** Scores by class and method, for lookups. */
  static Map<String, Score> byName(List<Score> scores) {
    Map<String, Score> map = new HashMap<>();
    for (Score s : scores) {
      map.put(s.className() + "." + s.method(), s);
    }
    return map;
  }

  static String join(List<Path> paths) {
    return paths.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
  }
}
