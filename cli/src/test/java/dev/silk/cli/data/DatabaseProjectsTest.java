package dev.silk.cli.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectGenerator;
import dev.silk.cli.create.ProjectSpec;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.testing.OfflineMaven;
import dev.silk.cli.testing.SeededRepository;
import dev.silk.data.testing.LocalPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The promise of {@code silk new --db}: the project tests and runs on its embedded database with no
 * set-up, on PostgreSQL by one setting, builds a layered container image without a daemon, and runs
 * as replicas that share data and sessions (see {@link ReplicaLoad}).
 */
@Tag("slow")
class DatabaseProjectsTest {
  @TempDir static Path temp;
  static Path repository;
  private static Path webJar;

  @BeforeAll
  static void seedRepository() throws IOException {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
  }

  @Test
  void anApiProjectTestsAndRunsOnItsEmbeddedDatabaseWithNoSetUp() throws Exception {
    Path project = generate(ProjectTemplate.API, temp.resolve("api"));
    build(project, List.of("clean", "verify"), Map.of());

    Path jar = project.resolve("target/demo.jar");
    try (AppProcess app = AppProcess.start(jar, project, Map.of())) {
      Http http = new Http(app.port());
      assertEquals(
          "[{\"id\":1,\"title\":\"Read the README\",\"done\":false}]",
          http.get("/api/todos").body());
      assertEquals(201, http.postJson("/api/todos", "{\"title\":\"Ship it\"}").statusCode());
      assertEquals("ok", http.get("/health").body());
      assertEquals("reachable, migrated", http.get("/ready").body());
      String metrics = http.get("/metrics").body();
      assertTrue(metrics.contains("http_server_requests_seconds_count{method=\"POST\""), metrics);
      assertTrue(metrics.contains("db_statements_seconds_count{outcome=\"SUCCESS\"}"), metrics);
      assertTrue(app.output().contains("applied V1__create_todo.sql"), app.output());
    }
    assertTrue(
        Files.isRegularFile(project.resolve("data/demo.mv.db")), "the H2 file is data/demo.mv.db");
    try (AppProcess again = AppProcess.start(jar, project, Map.of())) {
      Http http = new Http(again.port());
      assertTrue(
          http.get("/api/todos").body().contains("\"Ship it\""), "the data outlives the process");
      assertTrue(again.output().contains("schema current at version 1"), again.output());
    }
  }

  @Test
  void aWebProjectTestsOnPostgresqlWhenOneIsConfiguredAndBuildsAnImage() throws Exception {
    String testDatabase = LocalPostgres.shared().createDatabase("webtests");
    Path jar = webJar(testDatabase);
    assertEquals(
        List.of("1", "2"),
        strings(testDatabase, "select version from flyway_schema_history order by installed_rank"),
        "the generated tests migrated the PostgreSQL test database");

    ImageTarball image = ImageTarball.read(jar.resolveSibling("jib-image.tar"));
    assertEquals(
        List.of(
            "java",
            "-XX:MaxRAMPercentage=75",
            "-cp",
            "@/app/jib-classpath-file",
            "com.example.demo.Main"),
        image.entrypoint());
    assertEquals("/app", image.workingDir());
    // The base's layers, then the app's: dependencies, resources and classes apart (Jib also puts
    // snapshot dependencies and its class-path file apart), so a change of code ships one small
    // layer.
    int dependencies = image.layerOf("app/libs/postgresql-.*\\.jar");
    int snapshots = image.layerOf("app/libs/silk-web-.*\\.jar");
    int resources = image.layerOf("app/resources/db/migration/V1__create_todo\\.sql");
    int classes = image.layerOf("app/classes/com/example/demo/Main\\.class");
    assertTrue(
        0 < dependencies
            && dependencies <= snapshots
            && snapshots < resources
            && resources < classes,
        "layers: " + image.layers());
    assertTrue(
        image.layers().get(dependencies).stream().noneMatch(f -> f.startsWith("app/classes/")));
    assertTrue(
        image.layers().get(classes).contains("app/classes/com/example/demo/TodoRowMapper.class"));
    assertTrue(
        image.layers().get(classes).stream()
            .allMatch(f -> f.startsWith("app/classes/") || f.equals("app/")),
        "the classes layer holds classes only: " + image.layers().get(classes));
  }

  @Test
  void twoReplicasOnOnePostgresqlShareSessionsAndLoseNothingWhenOneStops() throws Exception {
    Path jar = webJar(LocalPostgres.shared().createDatabase("webtests"));
    String database = LocalPostgres.shared().createDatabase("replicas");
    Map<String, String> env = Map.of("JDBC_DATABASE_URL", database);
    Path dir = Files.createDirectories(temp.resolve("replicas"));
    try (AppProcess a = AppProcess.start(jar, dir, env);
        AppProcess b = AppProcess.start(jar, dir, env)) {
      Http first = new Http(a.port());
      Http second = new Http(b.port());

      // Started together, the replicas applied each migration once: one history row per version,
      // one to-do from V1's insert.
      assertEquals(
          List.of("1", "2"),
          strings(database, "select version from flyway_schema_history order by installed_rank"));
      assertEquals(List.of("Read the README"), strings(database, "select title from todo"));
      assertTrue(
          (a.output() + b.output()).contains("schema current at version 2")
              || (a.output() + b.output()).contains("now at version 2"),
          a.output() + b.output());

      // A session made on one replica is read on the other.
      String session = first.submitForm("/", "/todos", "title=Made+on+A", null).session();
      assertTrue(second.get("/", session).body().contains("Added “Made on A”."));

      // Under load from clients that go to either replica, one replica stops.
      ReplicaLoad.Result load =
          ReplicaLoad.run(List.of(first, second), 4, Duration.ofSeconds(4), 24, () -> a.stop());
      assertTrue(load.committed().size() > 20, "the load did some work: " + load);
      assertEquals(List.of(), load.lostSessions(), "sessions lost: " + load);
      List<String> stored = strings(database, "select title from todo");
      List<String> lost = new ArrayList<>(load.committed());
      lost.removeAll(stored);
      assertEquals(List.of(), lost, "writes answered as committed but not in the database");
      assertTrue(load.afterStop() > 0, "requests were served after the stop: " + load);
    }
  }

  /** Builds the web project once, its generated tests on {@code testDatabase}, with the image. */
  private static synchronized Path webJar(String testDatabase) throws Exception {
    if (webJar == null) {
      Path project = generate(ProjectTemplate.WEB, temp.resolve("web"));
      Path base = ImageTarball.writeBase(temp.resolve("base-image"));
      build(
          project,
          List.of("clean", "verify", "-Pimage", "-Djib.from.image=tar://" + base),
          Map.of("TEST_JDBC_DATABASE_URL", testDatabase));
      webJar = project.resolve("target/demo.jar");
    }
    return webJar;
  }

  private static Path generate(ProjectTemplate template, Path folder) {
    ProjectSpec spec =
        new ProjectSpec(
            "demo",
            "com.example",
            "com.example.demo",
            ProjectSpec.DEFAULT_VERSION,
            template,
            folder,
            SilkVersion.current(),
            true);
    new ProjectGenerator().create(spec, false, null);
    return folder;
  }

  /** {@code mvn -o}, warmed online once when a fresh machine lacks a plugin (Jib's, say). */
  private static void build(Path project, List<String> goals, Map<String, String> env)
      throws Exception {
    List<String> args = new ArrayList<>(List.of("-q", "-Dmaven.repo.local=" + repository));
    args.addAll(goals);
    Path log = project.resolveSibling(project.getFileName() + ".log");
    OfflineMaven.Run run = OfflineMaven.run(project, true, log, Duration.ofMinutes(10), args, env);
    if (run.exit() != 0
        && (run.log().contains("offline") || run.log().contains("has not been downloaded"))) {
      run = OfflineMaven.run(project, false, log, Duration.ofMinutes(10), args, env);
    }
    OfflineMaven.Run done = run;
    assertEquals(
        0, done.exit(), () -> "mvn " + String.join(" ", goals) + " failed:\n" + done.tail());
  }

  static List<String> strings(String url, String sql) throws SQLException {
    List<String> values = new ArrayList<>();
    try (Connection c = LocalPostgres.connect(url);
        ResultSet rs = c.createStatement().executeQuery(sql)) {
      while (rs.next()) {
        values.add(rs.getString(1));
      }
    }
    return values;
  }
}
