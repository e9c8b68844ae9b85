package dev.silk.cli.bench.codecs;

import dev.silk.cli.CommandException;
import dev.silk.cli.bench.BenchListener;
import dev.silk.cli.bench.Figures;
import dev.silk.cli.bench.ProcStats;
import dev.silk.cli.bench.ProjectJar;
import dev.silk.cli.bench.codecs.harness.CodecCheck;
import dev.silk.cli.project.FileTrees;
import dev.silk.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The {@code silk bench --json-codecs} engine: builds the project, finds its {@code @JsonBound}
 * types in {@code target/classes}, checks on a generated sample that each type's Silk codec and
 * Jackson agree, generates a JMH benchmark per agreeing type under {@code
 * target/silk-bench/json-codecs/}, compiles it in-process, runs JMH in a JVM of its own, and writes
 * the JSON result and the HTML report. It knows nothing about picocli or terminals; progress goes
 * to a {@link BenchListener}.
 *
 * <pre>{@code
 * CodecBench.Outcome outcome = new CodecBench(options, new BenchListener() {}).run();
 * }</pre>
 */
final class CodecBench {
  private static final DateTimeFormatter FILE_STAMP =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

  /** The list document holds this many samples. */
  static final int LIST_SIZE = 100;

  /**
   * What a run needs to know.
   *
   * @param project the project's root folder
   * @param buildCommand the Maven arguments of the build, or empty for {@code --no-build}
   * @param forks JMH forks per benchmark (at least 1)
   * @param warmupIterations JMH warm-up iterations
   * @param iterations JMH measured iterations
   * @param iterationTime the length of each iteration
   * @param xms the measured JVMs' initial heap
   * @param xmx their maximum heap
   * @param seed the seed of the samples
   * @param only type names to measure (simple or qualified); empty for all
   * @param jmhLockDir the folder of JMH's lock file, or null for the system's temporary folder,
   *     where every JMH run on the machine takes the same lock and so waits for the others (a test
   *     gives its own folder, so other runs cannot make it fail)
   */
  record Options(
      Path project,
      List<String> buildCommand,
      int forks,
      int warmupIterations,
      int iterations,
      Duration iterationTime,
      String xms,
      String xmx,
      long seed,
      List<String> only,
      Path jmhLockDir) {
    /** Copies the lists. */
    Options {
      buildCommand = List.copyOf(buildCommand);
      only = List.copyOf(only);
    }

    Path outputDir() {
      return project.resolve("target").resolve("silk-bench");
    }
  }

  /**
   * What a run produced.
   *
   * @param result the figures
   * @param json the saved JSON result
   * @param html the saved HTML report
   */
  record Outcome(CodecResult result, Path json, Path html) {}

  private final Options options;
  private final BenchListener listener;

  CodecBench(Options options, BenchListener listener) {
    this.options = options;
    this.listener = listener;
  }

  Outcome run() throws IOException, InterruptedException {
    Instant started = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    double loadBefore = ProcStats.loadAverage();
    Path out = Files.createDirectories(options.outputDir());
    Path work = out.resolve("json-codecs");
    BenchJars jars = BenchJars.locate();

    if (!options.buildCommand().isEmpty()) {
      listener.phase("Building " + options.project().getFileName());
      ProjectJar.build(options.project(), options.buildCommand());
    }
    Path jar = ProjectJar.find(options.project());
    List<JsonBoundTypes.Bound> types = types();

    clean(work);
    List<Path> classpath = new ArrayList<>();
    classpath.add(work.resolve("classes"));
    classpath.add(jar);
    classpath.addAll(jars.classpath());

    listener.phase("Checking that Silk and Jackson agree on " + types.size() + " sample(s)");
    Map<String, CodecResult.TypeResult> checked = check(types, classpath, jar, work);
    List<JsonBoundTypes.Bound> measured =
        types.stream().filter(t -> checked.get(t.binaryName()).measured()).toList();
    for (CodecResult.TypeResult type : checked.values()) {
      if (!type.measured()) {
        listener.note(type.label() + " is not measured: " + type.reason());
      }
    }

    List<String> forkFlags =
        List.of("-Xms" + options.xms(), "-Xmx" + options.xmx(), "-XX:+UseG1GC");
    Map<String, List<CodecResult.Measurement>> figures = new HashMap<>();
    if (!measured.isEmpty()) {
      listener.phase(
          "Compiling " + measured.size() * CodecBenchSources.METHODS.size() + " JMH benchmarks");
      List<Path> sources = new ArrayList<>();
      for (JsonBoundTypes.Bound type : measured) {
        Path source =
            work.resolve("src")
                .resolve(CodecBenchSources.className(type).replace('.', '/') + ".java");
        Files.createDirectories(source.getParent());
        Files.writeString(
            source,
            CodecBenchSources.source(type, options.seed(), LIST_SIZE),
            StandardCharsets.UTF_8);
        sources.add(source);
      }
      List<Path> compileClasspath = new ArrayList<>(classpath.subList(1, classpath.size()));
      JmhRunner.compile(
          sources,
          work.resolve("classes"),
          work.resolve("generated"),
          compileClasspath,
          jars.processorPath());
      figures = measure(measured, classpath, forkFlags, work);
    }

    List<CodecResult.TypeResult> results = new ArrayList<>();
    for (JsonBoundTypes.Bound type : types) {
      CodecResult.TypeResult checkedType = checked.get(type.binaryName());
      results.add(
          new CodecResult.TypeResult(
              checkedType.type(),
              checkedType.reason(),
              checkedType.bytes(),
              checkedType.listBytes(),
              checkedType.sample(),
              figures.getOrDefault(type.binaryName(), List.of())));
    }
    CodecResult result =
        new CodecResult(
            started.toString(),
            options.project().toAbsolutePath().normalize().getFileName().toString(),
            System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"),
            forkFlags,
            jars.jmhVersion(),
            jars.jacksonVersion(),
            options.forks(),
            options.warmupIterations(),
            options.iterations(),
            options.iterationTime().toMillis() / 1e3,
            options.seed(),
            LIST_SIZE,
            Runtime.getRuntime().availableProcessors(),
            ProcStats.cpuModel(),
            loadBefore,
            ProcStats.loadAverage(),
            results);
    String stamp = FILE_STAMP.format(started);
    Path json = out.resolve("json-codecs-" + stamp + ".json");
    Path html = out.resolve("json-codecs-" + stamp + ".html");
    Files.writeString(json, result.toJson(), StandardCharsets.UTF_8);
    Files.writeString(html, CodecReport.html(result), StandardCharsets.UTF_8);
    Files.copy(json, out.resolve("json-codecs-last.json"), StandardCopyOption.REPLACE_EXISTING);
    Files.copy(html, out.resolve("json-codecs-last.html"), StandardCopyOption.REPLACE_EXISTING);
    return new Outcome(result, json, html);
  }

  /** The project's {@code @JsonBound} types, narrowed to {@code --type} names when given. */
  private List<JsonBoundTypes.Bound> types() throws IOException {
    Path classes = options.project().resolve("target").resolve("classes");
    List<JsonBoundTypes.Bound> all = JsonBoundTypes.find(classes);
    if (all.isEmpty()) {
      throw CommandException.failure(
          "no @JsonBound types with generated codecs in " + classes,
          "annotate a record with @JsonBound (see docs/json.md) and build the project");
    }
    if (options.only().isEmpty()) {
      return all;
    }
    List<JsonBoundTypes.Bound> chosen = new ArrayList<>();
    for (String name : options.only()) {
      List<JsonBoundTypes.Bound> matches =
          all.stream()
              .filter(
                  t ->
                      t.binaryName().equals(name)
                          || t.sourceName().equals(name)
                          || t.binaryName().replace('$', '.').equals(name))
              .toList();
      if (matches.isEmpty()) {
        throw CommandException.usage(
            "no @JsonBound type named " + name,
            "the project's are: "
                + all.stream()
                    .map(JsonBoundTypes.Bound::sourceName)
                    .collect(Collectors.joining(", ")));
      }
      matches.stream().filter(t -> !chosen.contains(t)).forEach(chosen::add);
    }
    chosen.sort(Comparator.comparing(JsonBoundTypes.Bound::binaryName));
    return chosen;
  }

  /**
   * Runs {@link dev.silk.cli.bench.codecs.harness.CodecCheck} in a JVM of its own on every type; a
   * type in the default package is left out at once (JMH cannot measure a class there).
   */
  private Map<String, CodecResult.TypeResult> check(
      List<JsonBoundTypes.Bound> types, List<Path> classpath, Path jar, Path work)
      throws IOException, InterruptedException {
    Map<String, CodecResult.TypeResult> checked = new LinkedHashMap<>();
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"));
    command.addAll(List.of("-cp", JmhRunner.join(classpath)));
    command.add("dev.silk.cli.bench.codecs.harness.CodecCheck");
    Path report = work.resolve("check.json");
    command.addAll(
        List.of(Long.toString(options.seed()), report.toString(), Integer.toString(LIST_SIZE)));
    for (JsonBoundTypes.Bound type : types) {
      if (type.packageName().isEmpty()) {
        checked.put(
            type.binaryName(),
            notMeasured(type, "it is in the default package, where JMH cannot measure it"));
      } else {
        command.add(type.binaryName() + "=" + type.codecName());
      }
    }
    if (checked.size() == types.size()) {
      return checked;
    }
    Path log = work.resolve("check.log");
    Process process =
        new ProcessBuilder(command)
            .directory(work.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (process.waitFor() != 0 || !Files.isRegularFile(report)) {
      throw CommandException.failure(
          "the check of the samples failed:\n" + tail(log),
          "its whole output is in "
              + log
              + "; the benchmarks run on "
              + jar.getFileName()
              + ", which must hold the project's dependencies (as the pom of silk new builds it)");
    }
    for (CodecCheck.Verdict type :
        Json.read(CodecCheck.VERDICTS, Files.readString(report, StandardCharsets.UTF_8))) {
      checked.put(
          type.type(),
          new CodecResult.TypeResult(
              type.type(),
              type.reason(),
              type.bytes(),
              type.listBytes(),
              type.sample(),
              List.of()));
    }
    return checked;
  }

  private static CodecResult.TypeResult notMeasured(JsonBoundTypes.Bound type, String reason) {
    return new CodecResult.TypeResult(type.binaryName(), reason, -1, -1, null, List.of());
  }

  /** Runs JMH on the benchmarks of {@code types}; their figures by type. */
  private Map<String, List<CodecResult.Measurement>> measure(
      List<JsonBoundTypes.Bound> types, List<Path> classpath, List<String> forkFlags, Path work)
      throws IOException, InterruptedException {
    Map<String, JsonBoundTypes.Bound> byClass = new HashMap<>();
    for (JsonBoundTypes.Bound type : types) {
      byClass.put(CodecBenchSources.className(type), type);
    }
    String include =
        "^("
            + byClass.keySet().stream()
                .sorted()
                .map(Pattern::quote)
                .collect(Collectors.joining("|"))
            + ")\\.";
    JmhRunner.Settings settings =
        new JmhRunner.Settings(
            options.forks(),
            options.warmupIterations(),
            options.iterations(),
            options.iterationTime().toMillis(),
            forkFlags,
            options.jmhLockDir());
    int steps = types.size() * CodecBenchSources.METHODS.size();
    int[] step = {0};
    listener.phase(
        String.format(
            Locale.ROOT,
            "Measuring %d benchmarks with JMH (%d fork(s), %d+%d iterations of %s each)",
            steps,
            options.forks(),
            options.warmupIterations(),
            options.iterations(),
            Figures.seconds(options.iterationTime().toMillis() / 1e3)));
    List<JmhRunner.Score> scores =
        JmhRunner.run(
            classpath,
            include,
            settings,
            work.resolve("jmh-result.json"),
            work.resolve("jmh.log"),
            name ->
                listener.loadStarted(
                    label(byClass, name), ++step[0], steps, settings.secondsPerBenchmark()),
            (name, line) -> listener.note("  " + label(byClass, name) + ": " + shown(line)));
    Map<String, JmhRunner.Score> byName = JmhRunner.byName(scores);
    Map<String, List<CodecResult.Measurement>> figures = new HashMap<>();
    for (Map.Entry<String, JsonBoundTypes.Bound> entry : byClass.entrySet()) {
      List<CodecResult.Measurement> cells = new ArrayList<>();
      for (String method : CodecBenchSources.METHODS) {
        JmhRunner.Score score = byName.get(entry.getKey() + "." + method);
        if (score == null) {
          throw CommandException.failure(
              "JMH reported no result for " + entry.getKey() + "." + method,
              "see " + work.resolve("jmh.log"));
        }
        cells.add(
            new CodecResult.Measurement(
                document(method),
                operation(method),
                engine(method),
                score.score(),
                score.error(),
                score.allocation()));
      }
      figures.put(entry.getValue().binaryName(), cells);
    }
    return figures;
  }

  /** {@code Todo write list, Jackson} for {@code p.Todo_SilkJsonBench.writeListJackson}. */
  private static String label(Map<String, JsonBoundTypes.Bound> byClass, String benchmark) {
    int dot = benchmark.lastIndexOf('.');
    JsonBoundTypes.Bound type = byClass.get(benchmark.substring(0, dot));
    String method = benchmark.substring(dot + 1);
    String engine = engine(method).equals("silk") ? "Silk" : "Jackson";
    return (type == null ? benchmark.substring(0, dot) : type.sourceName())
        + " "
        + operation(method)
        + (document(method).equals("list") ? " list" : "")
        + ", "
        + engine;
  }

  /** JMH's result line ({@code 123.456 ±(99.9%) 1.2 ns/op [Average]}) as {@code 123 ns ± 1 ns}. */
  static String shown(String line) {
    String[] words = line.strip().split("\\s+");
    if (!line.contains("ns/op")) {
      return line;
    }
    try {
      String score = Figures.nanos(Double.parseDouble(words[0]));
      return words.length > 2 && words[1].startsWith("±")
          ? score + " ± " + Figures.nanos(Double.parseDouble(words[2]))
          : score;
    } catch (NumberFormatException e) {
      return line;
    }
  }

  static String document(String method) {
    return method.contains("List") ? "list" : "one";
  }

  static String operation(String method) {
    return method.startsWith("write") ? "write" : "read";
  }

  static String engine(String method) {
    return method.endsWith("Jackson") ? "jackson" : "silk";
  }

  /** Removes what an earlier run generated, so no stale benchmark is compiled or listed. */
  private static void clean(Path work) throws IOException {
    FileTrees.delete(work);
    Files.createDirectories(work);
  }

  private static String tail(Path log) throws IOException {
    List<String> lines = Files.readAllLines(log);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
  }
}
