package dev.silk.cli.bench.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.bench.BenchListener;
import dev.silk.cli.bench.ProjectJar;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.SeededRepository;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk bench} on a real generated {@code web} project: built once through the engine (the
 * production build, against a repository seeded from this reactor, D47), then measured for one
 * short round per route. Figures are only checked for plausibility: the machine is shared.
 */
@Tag("slow")
class BenchRunTest {
  @TempDir static Path temp;
  static Path project;
  static Bench.Outcome first;

  @BeforeAll
  static void buildAndMeasureTheWebTemplateWithTheJavaGenerator() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Path repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
    project = temp.resolve("demo");
    DemoProject.generate(ProjectTemplate.WEB, project);
    List<String> build = new ArrayList<>(List.of("-o", "-ntp", "-Dmaven.repo.local=" + repository));
    build.addAll(ProjectJar.DEFAULT_BUILD);
    first =
        new Bench(
                new BenchOptions(
                    project,
                    List.of(),
                    Duration.ofMillis(1500),
                    Duration.ofMillis(500),
                    1,
                    4,
                    "128m",
                    "128m",
                    LoadDriver.Kind.JAVA,
                    build,
                    null,
                    false),
                new BenchListener() {})
            .run();
  }

  @Test
  void aShortRunMeasuresEveryGetRouteAndWritesPlausibleResults() throws IOException {
    BenchResult result = first.result();
    assertTrue(result.generator().startsWith("silk java generator"), result.generator());
    assertEquals(
        List.of("GET /", "GET /login", "GET /api/todos"),
        result.routes().stream().map(RouteResult::label).toList(),
        "the GET routes without path variables, read from App.routes()");
    assertTrue(result.bootMillis() > 0 && result.bootRssKb() > 0);
    assertTrue(result.jvmFlags().containsAll(List.of("-Xms128m", "-Xmx128m", "-XX:+UseG1GC")));
    for (RouteResult route : result.routes()) {
      assertPlausible(route);
    }
    assertTrue(Files.isRegularFile(first.json()) && Files.isRegularFile(first.html()));
    assertTrue(Files.isRegularFile(project.resolve("target/silk-bench/last.json")));
    assertEquals(
        result, BenchResult.fromJson(Files.readString(first.json())), "the JSON reads back whole");
    String html = Files.readString(first.html());
    assertTrue(html.contains("<svg") && html.contains("GET /api/todos"));
    assertFalse(html.contains("<script"), "no JavaScript in the report");
  }

  @Test
  void aRegressionAgainstAComparedResultIsFlaggedAndCanFailTheRun() throws IOException {
    // A previous run ten times faster: this run must be flagged.
    BenchResult fast = BenchResult.fromJson(Files.readString(first.json()));
    List<RouteResult> faster = new ArrayList<>();
    for (RouteResult route : fast.routes()) {
      faster.add(
          new RouteResult(
              route.label(),
              route.rounds().stream()
                  .map(
                      r ->
                          new RoundResult(
                              r.requests() * 10,
                              0,
                              r.requestsPerSecond() * 10,
                              r.p50(),
                              r.p90(),
                              r.p99(),
                              r.max(),
                              r.cpuPercent(),
                              r.cpuMicrosPerRequest(),
                              r.rssKb(),
                              r.allocBytesPerRequest()))
                  .toList()));
    }
    Path previous = temp.resolve("previous.json");
    Files.writeString(
        previous,
        new BenchResult(
                fast.startedAt(),
                fast.project(),
                fast.generator(),
                fast.java(),
                fast.jvmFlags(),
                fast.cpus(),
                fast.cpuModel(),
                fast.pinning(),
                fast.loadBefore(),
                fast.loadAfter(),
                fast.durationSeconds(),
                fast.warmupSeconds(),
                fast.connections(),
                fast.bootMillis(),
                fast.bootRssKb(),
                faster)
            .toJson());

    // wrk when installed (CI without it runs the Java generator again).
    CliRun run =
        CliRun.of(
            "bench",
            "-d",
            project.toString(),
            "--no-build",
            "--url",
            "/api/todos",
            "--duration",
            "1s",
            "--warmup",
            "0",
            "--rounds",
            "1",
            "-c",
            "4",
            "--xms",
            "128m",
            "--xmx",
            "128m",
            "--compare",
            previous.toString(),
            "--fail-on-regression");
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.out().contains("REGRESSION"), run::toString);
    BenchResult second =
        BenchResult.fromJson(Files.readString(project.resolve("target/silk-bench/last.json")));
    if (WrkDriver.installed()) {
      assertTrue(second.generator().startsWith("wrk"), second.generator());
    }
    assertEquals(
        List.of("GET /api/todos"), second.routes().stream().map(RouteResult::label).toList());
    assertPlausible(second.routes().get(0));
  }

  @Test
  void aRequestWithWrongAnswersIsNeverMeasured() throws IOException {
    long before = resultFiles();
    CliRun run =
        CliRun.of(
            "bench",
            "-d",
            project.toString(),
            "--no-build",
            "--generator",
            "java",
            "--route",
            "GET /api/todos expect-body=nobody-wrote-this",
            "--url",
            "/missing",
            "--xms",
            "128m",
            "--xmx",
            "128m");
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains("refusing to measure"), run::toString);
    assertTrue(run.err().contains("GET /missing: status 404, expected 200"), run::toString);
    assertTrue(run.err().contains("does not contain 'nobody-wrote-this'"), run::toString);
    assertEquals(before, resultFiles(), "no result written");
  }

  @Test
  void errorsDuringTheLoadFailTheRunUnlessAllowedAndAreAlwaysShown() throws IOException {
    // Verified before the load, todo 40 does not exist (404, as expected); the POST route's load
    // then creates hundreds of todos, and GET /api/todos/40 answers 200 to every request of its
    // own.
    List<String> args =
        List.of(
            "bench",
            "-C",
            project.toString(),
            "--no-build",
            "--generator",
            "java",
            "--route",
            "POST /api/todos header='Content-Type: application/json' body='{\"title\":\"x\"}'"
                + " expect=201",
            "--route",
            "GET /api/todos/40 expect=404",
            "--duration",
            "1500ms",
            "--warmup",
            "500ms",
            "--rounds",
            "1",
            "-c",
            "4",
            "--xms",
            "128m",
            "--xmx",
            "128m");
    CliRun failed = CliRun.of(args.toArray(String[]::new));
    assertEquals(1, failed.exit(), failed::toString);
    assertTrue(
        failed.err().contains("errors during the load on GET /api/todos/40"), failed::toString);
    assertTrue(failed.err().contains("--allow-errors"), failed::toString);
    String html = Files.readString(project.resolve("target/silk-bench/last.html"));
    assertTrue(html.contains("wrong or failed during the load"), "the report says so too");

    List<String> allowing = new ArrayList<>(args);
    allowing.add("--allow-errors");
    CliRun kept = CliRun.of(allowing.toArray(String[]::new));
    assertEquals(0, kept.exit(), kept::toString);
    assertTrue(kept.toString().contains("(kept: --allow-errors)"), kept::toString);
  }

  @Test
  void aServerThatCannotStartShowsItsOwnError() throws IOException {
    Path broken = Files.createDirectories(temp.resolve("broken/target"));
    Files.writeString(broken.resolveSibling("pom.xml"), "<project/>\n");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "com.example.Missing");
    try (OutputStream file = Files.newOutputStream(broken.resolve("broken.jar"));
        JarOutputStream jar = new JarOutputStream(file, manifest)) {
      jar.flush();
    }
    CliRun run =
        CliRun.of(
            "bench",
            "-d",
            broken.getParent().toString(),
            "--no-build",
            "--url",
            "/",
            "--generator",
            "java",
            "--xms",
            "64m",
            "--xmx",
            "64m");
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains("the server ended with exit code 1"), run::toString);
    assertTrue(run.err().contains("com.example.Missing"), run::toString);
  }

  private static void assertPlausible(RouteResult route) {
    RoundResult r = route.rounds().get(0);
    String where = route.label() + ": " + r;
    assertTrue(r.requests() > 0 && r.requestsPerSecond() > 0, where);
    assertEquals(0, r.errors(), where);
    assertTrue(
        0 < r.p50() && r.p50() <= r.p90() && r.p90() <= r.p99() && r.p99() <= r.max(), where);
    assertTrue(r.cpuPercent() > 0 && r.cpuMicrosPerRequest() > 0, where);
    assertTrue(r.rssKb() > 0, where);
    assertTrue(r.allocBytesPerRequest() > 0, where);
  }

  private static long resultFiles() throws IOException {
    try (Stream<Path> files = Files.list(project.resolve("target/silk-bench"))) {
      return files.filter(f -> f.getFileName().toString().startsWith("run-")).count();
    }
  }
}
