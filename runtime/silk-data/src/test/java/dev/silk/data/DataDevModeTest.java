package dev.silk.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What silk dev's reloads see: one pool across reloads, migrations from the sources, on save. */
@Tag("slow")
class DataDevModeTest {
  @TempDir Path project;

  @AfterEach
  void off() {
    DataDevMode.disable();
  }

  private Path migrations() throws Exception {
    return Files.createDirectories(project.resolve("src/main/resources/db/migration"));
  }

  /** What the app's main does on every reload. */
  private static MigrationReport reload() {
    try (Database db = connect()) {
      return db.migrate();
    }
  }

  @Test
  void enablingWarmsUpTheEmbeddedDatabaseOnAThrowAwayInMemoryOne() throws Exception {
    DataDevMode.enable(project);
    DevWarmUp warmUp = DataDevMode.warmUp();
    assertNotNull(warmUp, "H2 is on the test class path and JDBC_DATABASE_URL is not set");
    MigrationReport report = warmUp.await();
    assertNotNull(report, "the warm-up's own migration ran");
    assertEquals(
        List.of("V1__warm_up.sql"), report.applied().stream().map(Migration::script).toList());
    // Its database was dropped with the pool, and nothing was written into the project.
    assertThrows(
        java.sql.SQLException.class,
        () -> java.sql.DriverManager.getConnection(warmUp.url() + ";IFEXISTS=TRUE").close());
    assertFalse(Files.exists(project.resolve("data")));
    assertTrue(DataDevMode.databases().isEmpty(), "the app's pools are its own");
  }

  @Test
  void reloadsShareOnePoolThatTheirCloseLeavesOpen() throws Exception {
    DataDevMode.enable(project);
    Files.writeString(
        migrations().resolve("V1__todo.sql"), "create table todo (id int primary key);");
    for (int i = 0; i < 200; i++) {
      reload();
    }
    List<DataDevMode.Shared> pools = DataDevMode.databases();
    assertEquals(1, pools.size(), "one pool for 200 reloads");
    assertEquals(0, pools.get(0).activeConnections(), "no connection left borrowed");
    assertTrue(pools.get(0).openConnections() <= 10, "the pool's size, not one per reload");
    assertTrue(
        Files.isRegularFile(project.resolve("data/shop.mv.db")), "the file is in the project");
    assertSame(pools.get(0), DataDevMode.databases().get(0));
  }

  @Test
  void aNewMigrationIsAppliedOnTheNextReloadAndAnEditedOneRebuildsTheEmbeddedDatabase()
      throws Exception {
    DataDevMode.enable(project);
    Path dir = migrations();
    Files.writeString(dir.resolve("V1__todo.sql"), "create table todo (id int primary key);");
    assertEquals("1", reload().version());

    Files.writeString(
        dir.resolve("V2__title.sql"), "alter table todo add column title varchar(20);");
    MigrationReport added = reload();
    assertEquals(
        List.of("V2__title.sql"), added.applied().stream().map(Migration::script).toList());
    assertFalse(added.rebuilt());

    Files.writeString(
        dir.resolve("V2__title.sql"), "alter table todo add column title varchar(200);");
    MigrationReport edited = reload();
    assertTrue(edited.rebuilt(), "an applied migration was edited: rebuilt from the migrations");
    assertEquals(2, edited.applied().size());

    Files.delete(dir.resolve("V2__title.sql"));
    MigrationReport deleted = reload();
    assertTrue(deleted.rebuilt(), "the last applied migration was deleted: rebuilt without it");
    assertEquals("1", deleted.version());
  }

  @Test
  void aFailedMigrationIsDescribedWithItsFileAndLineAndTheFixedFileIsAppliedKeepingTheData()
      throws Exception {
    DataDevMode.enable(project);
    Path dir = migrations();
    Files.writeString(dir.resolve("V1__todo.sql"), "create table todo (id int primary key);");
    reload();
    insertOneRow();
    Path broken = dir.resolve("V2__broken.sql");
    Files.writeString(broken, "-- a column\n\nalter table todo add column oops no_such_type;\n");
    DataException failed = assertThrows(DataException.class, DataDevModeTest::reload);
    assertTrue(failed.getMessage().contains("V2__broken.sql"), failed.getMessage());

    Map<String, Object> failure =
        only(DataDevMode.describe()).get("failure") instanceof Map<?, ?> m ? cast(m) : null;
    assertNotNull(failure, "the failure is described");
    assertEquals("V2__broken.sql", failure.get("script"));
    assertEquals(broken.toString(), failure.get("file"));
    assertEquals(3, failure.get("line"));
    assertTrue(((String) failure.get("reason")).contains("NO_SUCH_TYPE"), failure.toString());
    assertSame(failed, failure.get("exception"), "the very exception migrate() threw");

    Files.writeString(broken, "-- a column\n\nalter table todo add column oops varchar(10);\n");
    MigrationReport fixed = reload();
    assertFalse(fixed.rebuilt(), "a fixed failure is retried, not rebuilt");
    assertEquals("2", fixed.version());
    assertEquals(1, countRows(), "the data stays");
    assertNull(only(DataDevMode.describe()).get("failure"));
  }

  @Test
  void aFailedMigrationWhoseFileIsDeletedLeavesTheSchemaAsItWas() throws Exception {
    DataDevMode.enable(project);
    Path dir = migrations();
    Files.writeString(dir.resolve("V1__todo.sql"), "create table todo (id int primary key);");
    reload();
    Files.writeString(
        dir.resolve("V2__broken.sql"), "alter table todo add column oops no_such_type;");
    assertThrows(DataException.class, DataDevModeTest::reload);
    assertNotNull(DataDevMode.databases().get(0).lastFailure());

    Files.delete(dir.resolve("V2__broken.sql"));
    assertEquals("schema current at version 1", reload().summary());
    assertNull(DataDevMode.databases().get(0).lastFailure());
  }

  @Test
  void describeListsMigrationsAndTheLastQueriesInJdkTypes() throws Exception {
    DataDevMode.enable(project);
    Files.writeString(
        migrations().resolve("V1__todo.sql"), "create table todo (id int primary key);");
    reload();
    insertOneRow();
    Map<String, Object> db = only(DataDevMode.describe());
    assertTrue(((String) db.get("url")).startsWith("jdbc:h2:file:" + project), db.toString());
    assertEquals("1", db.get("version"));
    List<?> migrations = (List<?>) db.get("migrations");
    assertEquals(1, migrations.size());
    Map<String, Object> first = cast((Map<?, ?>) migrations.get(0));
    assertEquals("V1__todo.sql", first.get("script"));
    assertEquals("Success", first.get("state"));
    List<?> queries = (List<?>) db.get("queries");
    Map<String, Object> newest = cast((Map<?, ?>) queries.get(0));
    assertEquals("insert into todo(id) values (?)", newest.get("sql"));
    assertEquals(1, newest.get("rows"));
    assertTrue((Long) newest.get("micros") >= 0);
    for (Object value : db.values()) {
      assertTrue(
          value == null || value.getClass().getName().startsWith("java."),
          () -> "only JDK types cross to the dev server: " + value.getClass());
    }
  }

  @Test
  void disableClosesThePoolsSoAnotherLoaderCanOpenTheFile() throws Exception {
    DataDevMode.enable(project);
    Files.writeString(
        migrations().resolve("V1__todo.sql"), "create table todo (id int primary key);");
    reload();
    DataDevMode.Shared shared = DataDevMode.databases().get(0);
    DataDevMode.disable();
    assertTrue(shared.pool().isClosed());
    assertTrue(DataDevMode.databases().isEmpty());
    assertFalse(DataDevMode.enabled());
  }

  private static Map<String, Object> only(List<Map<String, Object>> databases) {
    assertEquals(1, databases.size(), databases.toString());
    return databases.get(0);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> cast(Map<?, ?> map) {
    return (Map<String, Object>) map;
  }

  private static Database connect() {
    return Database.connect(
        DataConfig.fromEnvironment("NO_SUCH_PREFIX", DataConfig.embedded("shop")));
  }

  private static void insertOneRow() {
    try (Database db = connect()) {
      db.update("insert into todo(id) values (?)", 1);
    }
  }

  private static long countRows() {
    try (Database db = connect()) {
      return db.query("select count(*) from todo").single(rs -> rs.getLong(1));
    }
  }
}
