package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.silk.cli.CliRun;
import dev.silk.cli.CommandException;
import dev.silk.cli.LocalServer;
import dev.silk.cli.SilkVersion;
import dev.silk.cli.app.CacheKind;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.project.Maven;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.SeededRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk native --aot} on a real generated {@code api} project, built once with Maven
 * (offline, from a repository seeded with this build): the cache is recorded from a real training
 * run on the JDK running the tests, the launcher starts the app from it, a rebuilt jar is refused
 * with its one line, and a training route that answers 404 records nothing.
 */
@DisabledOnOs(OS.WINDOWS)
class AotProjectTest {
  @TempDir static Path temp;
  private static Path project;
  private static JavaRuntime jdk;

  @BeforeAll
  static void buildTheProject() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Path repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
    project = DemoProject.generate(ProjectTemplate.API, temp.resolve("demo"));
    jdk = JavaRuntime.of(Path.of(System.getProperty("java.home"), "bin", "java"));
    new StepRunner(project, temp.resolve("logs"), maven().environment())
        .run(
            "maven",
            NativeBuild.packageCommand(maven(), List.of("-o", "-Dmaven.repo.local=" + repository)));
  }

  @Test
  void aCacheIsRecordedOnJdk25AndTheLauncherStartsFromItUntilTheJarIsRebuilt() throws Exception {
    assumeTrue(
        jdk.recordsAotCache(),
        "JDK "
            + jdk.feature()
            + " records no AOT cache (-XX:AOTCacheOutput came with JDK 25); test.sh runs this on"
            + " JDK 25 too");
    List<String> progress = new ArrayList<>();

    AotReport report =
        new AotBuild(options(List.of("/api/todos")), jdk, maven(), progress::add).run();

    Path cache = project.resolve("target/demo.aot");
    Path launcher = project.resolve("target/demo");
    assertEquals(CacheKind.AOT_CACHE, report.kind());
    assertTrue(Files.size(cache) > 1_000_000, "a real cache: " + Files.size(cache));
    assertTrue(Files.isExecutable(launcher));
    assertTrue(report.training().requests() > 0);
    assertEquals(
        Map.of(200, report.training().requests()), report.training().statuses().get("/api/todos"));
    assertEquals(1, report.cached().size(), "one start from the cache was measured");
    assertTrue(report.cached().get(0).bootMillis() > 0);
    assertFalse(
        Files.list(project.resolve("target/silk-native"))
            .anyMatch(p -> p.getFileName().toString().startsWith(".staging")),
        "no staging folder is left");

    String fresh = startAndGet200(launcher, "fresh.log");
    assertFalse(fresh.contains("starting without"), fresh);

    CliRun bench =
        CliRun.of(
            "bench",
            "--aot",
            "-d",
            project.toString(),
            "--url",
            "/api/todos",
            "--generator",
            "java",
            "--duration",
            "1s",
            "--warmup",
            "0",
            "--rounds",
            "1",
            "--xms",
            "128m",
            "--xmx",
            "128m");
    assertEquals(0, bench.exit(), bench::toString);
    String result = Files.readString(project.resolve("target/silk-bench/last.json"));
    assertTrue(result.contains("from the AOT cache target/demo.aot through target/demo"), result);

    // A rebuilt jar: the same classes in a new file, as mvn package leaves it.
    Path jar = project.resolve("target/demo.jar");
    Path copy = temp.resolve("demo-copy.jar");
    Files.copy(jar, copy, StandardCopyOption.REPLACE_EXISTING);
    Thread.sleep(1100);
    Files.copy(copy, jar, StandardCopyOption.REPLACE_EXISTING);

    String stale = startAndGet200(launcher, "stale.log");
    List<String> lines = stale.lines().filter(l -> l.contains("demo.aot")).toList();
    assertEquals(
        List.of(
            "demo: starting without demo.aot: demo.jar was rebuilt after it was recorded; run silk"
                + " native --aot to record it again"),
        lines,
        stale);
  }

  @Test
  void aTrainingRouteThatAnswers404RecordsNothing() throws Exception {
    Path cacheBefore = project.resolve("target/demo" + jdk.cacheKind().extension());
    Files.deleteIfExists(cacheBefore);

    CommandException refused =
        assertThrows(
            CommandException.class,
            () -> new AotBuild(options(List.of("/no-such-page")), jdk, maven(), p -> {}).run());

    assertTrue(
        refused.getMessage().startsWith("refusing to record a cache from wrong answers"),
        refused.getMessage());
    assertTrue(
        refused.getMessage().contains("GET /no-such-page: status 404, expected 200"),
        refused.getMessage());
    assertFalse(Files.exists(cacheBefore), "no cache was written");
  }

  private static AotOptions options(List<String> paths) {
    return new AotOptions(
        project, List.of("-Xmx128m"), paths, Duration.ofSeconds(2), true, List.of(), 1);
  }

  private static Maven maven() {
    Map<String, String> env = new HashMap<>(System.getenv());
    env.put("JAVA_HOME", System.getProperty("java.home"));
    return Maven.forProject(project, env);
  }

  /** Starts the launcher as a user would, waits for a 200 on /, stops it; returns its output. */
  private static String startAndGet200(Path launcher, String log)
      throws IOException, InterruptedException {
    Path logFile = temp.resolve(log);
    try (LocalServer app =
        LocalServer.start(
            port -> List.of(launcher.toString(), Integer.toString(port)), project, logFile)) {
      assertTrue(app.awaitAnswer("/", Duration.ofSeconds(60), true) > 0);
      app.stop(Duration.ofSeconds(20));
    }
    return Files.readString(logFile);
  }
}
