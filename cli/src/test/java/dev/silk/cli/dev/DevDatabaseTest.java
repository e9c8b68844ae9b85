package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectGenerator;
import dev.silk.cli.create.ProjectSpec;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.RuntimeJars;
import dev.silk.cli.testing.SeededRepository;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk dev} on a {@code silk new --db} project: it compiles and serves on its embedded
 * database, a saved migration is applied and reported like a reload, a failed one is the current
 * problem with its file and line, {@code /_silk/db} shows migrations and queries, and reloads keep
 * one pool and pin no old app.
 */
@Tag("slow")
class DevDatabaseTest {
  @TempDir static Path temp;
  private static Path repository;

  @BeforeAll
  static void seedRepository() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
  }

  /** {@code silk new demo --db} (the web template), resolving from the seeded repository. */
  private static Path generate(String name) throws Exception {
    Path folder = temp.resolve(name);
    new ProjectGenerator()
        .create(
            new ProjectSpec(
                "demo",
                "com.example",
                "com.example.demo",
                ProjectSpec.DEFAULT_VERSION,
                ProjectTemplate.WEB,
                folder,
                SilkVersion.current(),
                true),
            false,
            null);
    // silk dev resolves silk-data and its libraries with Maven; this build's Silk artifacts are in
    // the seeded repository, not in ~/.m2.
    Files.createDirectories(folder.resolve(".mvn"));
    Files.writeString(
        folder.resolve(".mvn/maven.config"), "-Dmaven.repo.local=" + repository + "\n");
    return folder;
  }

  private static DevSession session(Path project, RecordingListener listener) {
    return new DevSession(
        DevOptions.of(project, 0, SilkVersion.current().silk()), RuntimeJars.locate(), listener);
  }

  @Test
  void aSavedMigrationIsAppliedLikeAReloadAndAFailedOneIsTheCurrentProblem() throws Exception {
    Path project = generate("migrations");
    Path migrations = project.resolve("src/main/resources/db/migration");
    RecordingListener listener = new RecordingListener();
    try (DevSession session = session(project, listener);
        DevClient client = new DevClient(session.start())) {
      client.listen();
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      assertTrue(client.get("/").body().contains("Read the README"));
      assertEquals(201, client.postJson("/api/todos", "{\"title\":\"Ship it\"}").status());
      assertTrue(Files.isRegularFile(project.resolve("data/demo.mv.db")), "the H2 file in data/");

      DevClient.Answer db = client.get("/_silk/db", "application/json");
      assertEquals(200, db.status());
      assertTrue(db.contentType().startsWith("application/json"), db.contentType());
      assertTrue(db.body().contains("\"script\":\"V1__create_todo.sql\""), db.body());
      assertTrue(db.body().contains("\"script\":\"V2__create_sessions.sql\""), db.body());
      assertTrue(db.body().contains("\"sql\":\"insert into todo(title) values (?)\""), db.body());
      String page = client.get("/_silk/db").body();
      assertTrue(page.contains("<h3>Migrations</h3>") && page.contains("Last queries"), page);

      // A new migration: main runs again, its migrate() applies it, the line says so.
      long reloadsBefore = client.count("reload");
      Files.writeString(
          migrations.resolve("V3__add_due.sql"), "alter table todo add column due date;\n");
      await(
          () -> lastSummary(listener).contains("applied V3__add_due.sql"),
          () -> "reloads: " + listener.reloads + ", problems: " + listener.problems);
      client.awaitEvent("reload", reloadsBefore);
      assertTrue(client.get("/api/todos", "application/json").body().contains("Ship it"));
      assertTrue(client.get("/_silk/reloads", "application/json").body().contains("\"migration\""));

      // A broken one: the current problem, at its line, in the browser and for API clients.
      Path broken = migrations.resolve("V4__add_owner.sql");
      Files.writeString(
          broken, "-- who owns it\nalter table todo add column owner no_such_type;\n");
      await(() -> session.problem() != null, () -> "no problem; reloads: " + listener.reloads);
      Problem problem = session.problem();
      assertEquals(Problem.Kind.MIGRATION, problem.kind(), problem.toString());
      assertTrue(problem.message().startsWith("V4__add_owner.sql: "), problem.message());
      assertEquals(
          "src/main/resources/db/migration/V4__add_owner.sql", problem.sites().get(0).file());
      assertEquals(2, problem.sites().get(0).line());
      DevClient.Answer shown = client.get("/");
      assertEquals(500, shown.status());
      assertTrue(
          shown.body().contains("Migration failed") && shown.body().contains("no_such_type"),
          shown.body());
      assertTrue(client.get("/", "application/json").body().contains("\"kind\":\"MIGRATION\""));
      assertTrue(client.get("/_silk/db", "application/json").body().contains("V4__add_owner.sql"));

      // Fixed: applied, the app serves again with its data.
      Files.writeString(broken, "-- who owns it\nalter table todo add column owner varchar(40);\n");
      client.await("/", a -> a.status() == 200);
      await(
          () -> lastSummary(listener).contains("applied V4__add_owner.sql"),
          () -> "reloads: " + listener.reloads);
      assertNull(session.problem());
      assertTrue(client.get("/api/todos", "application/json").body().contains("Ship it"));
    }
  }

  @Test
  void reloadsShareOnePoolAndPinNoOldApp() throws Exception {
    Path project = generate("reloads");
    RecordingListener listener = new RecordingListener();
    List<WeakReference<ClassLoader>> old = new ArrayList<>();
    try (DevSession session = session(project, listener);
        DevClient client = new DevClient(session.start())) {
      for (int i = 0; i < 100; i++) {
        old.add(new WeakReference<>(session.currentLoader()));
        if (i % 25 == 0) {
          session.restart().join();
        } else {
          session.rerun().join();
        }
        if (i % 10 == 0) {
          assertEquals(200, client.get("/").status());
          assertEquals(200, client.get("/api/todos", "application/json").status());
        }
      }
      assertTrue(listener.problems.isEmpty(), listener.problems.toString());
      String db = client.get("/_silk/db", "application/json").body();
      assertEquals(1, count(db, "\"url\":"), "one pool for every reload: " + db);
      assertTrue(number(db, "openConnections") <= 10, db);
      assertEquals(0, number(db, "activeConnections"), "no connection left borrowed: " + db);

      ClassLoader serving = session.currentLoader();
      long alive = 0;
      for (int attempt = 0; attempt < 40; attempt++) {
        System.gc();
        Thread.sleep(100);
        alive = old.stream().map(WeakReference::get).filter(l -> l != null && l != serving).count();
        if (alive == 0) {
          break;
        }
      }
      List<String> pinned =
          old.stream()
              .map(WeakReference::get)
              .filter(l -> l != null && l != serving)
              .map(ClassLoader::getName)
              .distinct()
              .toList();
      assertEquals(
          List.of(),
          pinned,
          "old app class loaders still reachable (threads: " + threadsWithAppLoaders() + ")");
    }
  }

  /** Threads whose context loader is an app's, the usual way an old app stays reachable. */
  private static List<String> threadsWithAppLoaders() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getContextClassLoader() instanceof AppClassLoader)
        .map(t -> t.getName() + "=" + t.getContextClassLoader().getName())
        .toList();
  }

  private static String lastSummary(RecordingListener listener) {
    return listener.reloads.isEmpty()
        ? ""
        : listener.reloads.get(listener.reloads.size() - 1).summary();
  }

  private static void await(BooleanSupplier condition, java.util.function.Supplier<String> why)
      throws InterruptedException {
    long deadline = System.currentTimeMillis() + 60_000;
    while (!condition.getAsBoolean()) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError(why.get());
      }
      Thread.sleep(20);
    }
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }

  private static long number(String json, String member) {
    Matcher m = Pattern.compile("\"" + member + "\":(\\d+)").matcher(json);
    assertTrue(m.find(), member + " in " + json);
    return Long.parseLong(m.group(1));
  }
}
