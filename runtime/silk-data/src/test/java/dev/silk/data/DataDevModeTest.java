package dev.silk.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
    Database db =
        Database.connect(DataConfig.fromEnvironment("NO_SUCH_PREFIX", DataConfig.embedded("shop")));
    try {
      return db.migrate();
    } finally {
      db.close();
    }
  }

  @Test
  void reloadsShareOnePoolThatTheirCloseLeavesOpen() throws Exception {
    System.setProperty(DataDevMode.PROJECT_PROPERTY, project.toString());
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
  }

  @Test
  void aFailedMigrationIsReportedAndTheNextSaveRecovers() throws Exception {
    DataDevMode.enable(project);
    Path dir = migrations();
    Files.writeString(dir.resolve("V1__todo.sql"), "create table todo (id int primary key);");
    reload();
    Files.writeString(
        dir.resolve("V2__broken.sql"), "alter table todo add column oops no_such_type;");
    DataException failed = assertThrows(DataException.class, DataDevModeTest::reload);
    assertTrue(failed.getMessage().contains("V2__broken.sql"), failed.getMessage());
    assertTrue(DataDevMode.databases().get(0).lastFailure() != null);

    Files.delete(dir.resolve("V2__broken.sql"));
    assertEquals("schema current at version 1", reload().summary());
    assertEquals(null, DataDevMode.databases().get(0).lastFailure());
  }
}
