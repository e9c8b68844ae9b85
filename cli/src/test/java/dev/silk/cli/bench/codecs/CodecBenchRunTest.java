package dev.silk.cli.bench.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.bench.BenchListener;
import dev.silk.cli.bench.ProjectJar;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.SeededRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk bench codecs} on a real generated {@code api} project (built offline against a
 * repository seeded from this reactor, D47) with one more type whose codec Jackson cannot match:
 * JMH really runs, with one fork and one iteration of 100 ms per benchmark, so the figures are only
 * checked for plausibility. JMH takes its lock in a folder of this test's, so another JMH run on
 * the machine cannot make it fail.
 */
@Tag("slow")
class CodecBenchRunTest {
  @TempDir static Path temp;
  static Path project;
  static CodecBench.Outcome outcome;

  @BeforeAll
  static void buildAndMeasureTheApiTemplatesTypes() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Path repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
    project = temp.resolve("demo");
    DemoProject.generate(ProjectTemplate.API, project);
    // Jackson is given the JSON names of record members (D220), not those of enum constants, so it
    // writes another document for this type.
    Files.writeString(
        project.resolve("src/main/java/com/example/demo/Renamed.java"),
        """
        package com.example.demo;

        import dev.silk.json.JsonBound;
        import dev.silk.json.JsonName;

        @JsonBound
        public record Renamed(Level level) {
          public enum Level {
            @JsonName("low_level") LOW,
            @JsonName("high_level") HIGH
          }
        }
        """);
    List<String> build = new ArrayList<>(List.of("-o", "-ntp", "-Dmaven.repo.local=" + repository));
    build.addAll(ProjectJar.DEFAULT_BUILD);
    outcome =
        new CodecBench(
                new CodecBench.Options(
                    project,
                    build,
                    1,
                    1,
                    1,
                    Duration.ofMillis(100),
                    "128m",
                    "128m",
                    42,
                    List.of(),
                    temp.resolve("jmh-lock")),
                new BenchListener() {})
            .run();
  }

  @Test
  void everyJsonBoundTypeIsInTheResultWithPlausibleFiguresForBothEngines() throws Exception {
    CodecResult result =
        CodecResult.fromJson(
            Files.readString(project.resolve("target/silk-bench/json-codecs-last.json")));
    assertEquals(
        List.of("com.example.demo.NewTodo", "com.example.demo.Renamed", "com.example.demo.Todo"),
        result.types().stream().map(CodecResult.TypeResult::type).toList());
    assertTrue(result.jvmFlags().containsAll(List.of("-Xms128m", "-Xmx128m", "-XX:+UseG1GC")));
    for (String name : List.of("com.example.demo.NewTodo", "com.example.demo.Todo")) {
      CodecResult.TypeResult type = type(result, name);
      assertTrue(type.measured(), type::toString);
      assertEquals(8, type.measurements().size(), type::toString);
      assertTrue(type.bytes() > 10 && type.listBytes() > 50 * type.bytes(), type::toString);
      for (String document : List.of("one", "list")) {
        for (String operation : List.of("write", "read")) {
          for (String engine : List.of("silk", "jackson")) {
            CodecResult.Measurement m = type.find(document, operation, engine);
            assertNotNull(m, name + " " + document + " " + operation + " " + engine);
            assertTrue(m.nsPerOp() > 0, m::toString);
            assertTrue(m.bytesPerOp() > 0, m::toString);
          }
        }
      }
      assertTrue(
          type.find("list", "read", "silk").nsPerOp() > type.find("one", "read", "silk").nsPerOp(),
          "a list of 100 takes longer than one: " + type);
    }
    assertEquals(
        result, CodecResult.fromJson(Files.readString(outcome.json())), "the JSON reads back");
  }

  @Test
  void aTypeWhoseCodecAndJacksonDisagreeIsReportedNotMeasured() throws Exception {
    CodecResult.TypeResult renamed = type(outcome.result(), "com.example.demo.Renamed");
    assertFalse(renamed.measured());
    assertTrue(renamed.reason().contains("_level"), renamed.reason());
    assertTrue(renamed.measurements().isEmpty());
    try (var sources = Files.walk(project.resolve("target/silk-bench/json-codecs/src"))) {
      assertTrue(
          sources.noneMatch(p -> p.getFileName().toString().startsWith("Renamed")),
          "no benchmark generated for it");
    }
    String html = Files.readString(outcome.html());
    assertTrue(html.contains("Not measured") && html.contains("_level"), html);
    assertTrue(html.contains("<svg") && !html.contains("<script"));
    assertTrue(
        String.join("\n", CodecReport.text(outcome.result()))
            .contains("not measured: Renamed: writing the sample"));
  }

  @Test
  void optionsOfALoadRunAreUnknownToTheCodecBenchmark() {
    CliRun run = CliRun.of("bench", "codecs", "-d", project.toString(), "--url", "/", "--no-build");
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("unknown option '--url'"), run::toString);
    assertTrue(run.err().contains("silk bench codecs --help"), run::toString);
  }

  @Test
  void anUnknownTypeNameListsTheProjectsTypes() {
    CliRun run =
        CliRun.of("bench", "codecs", "-d", project.toString(), "--no-build", "--type", "Nope");
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("no @JsonBound type named Nope"), run::toString);
    assertTrue(run.err().contains("NewTodo, Renamed, Todo"), run::toString);
  }

  @Test
  void theOldSpellingStillRunsTheCodecBenchmarkAndSaysTheNewOne() {
    CliRun run =
        CliRun.of(
            "bench", "-d", project.toString(), "--json-codecs", "--no-build", "--type", "Nope");
    assertEquals(2, run.exit(), run::toString);
    assertTrue(
        run.err().contains("'silk bench --json-codecs' is now 'silk bench codecs'"), run::toString);
    assertTrue(run.err().contains("no @JsonBound type named Nope"), run::toString);
  }

  private static CodecResult.TypeResult type(CodecResult result, String name) {
    return result.types().stream().filter(t -> t.type().equals(name)).findFirst().orElseThrow();
  }
}
