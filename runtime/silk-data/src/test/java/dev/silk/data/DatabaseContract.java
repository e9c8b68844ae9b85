package dev.silk.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What a {@link Database} does, the same on every database it supports: H2 and PostgreSQL. */
abstract class DatabaseContract {
  Database db;

  /** A new, empty database. */
  abstract DataConfig freshDatabase();

  @BeforeEach
  void open() {
    db = Database.connect(freshDatabase());
  }

  @AfterEach
  void close() {
    db.close();
  }

  @Test
  void migrateAppliesEachMigrationOnceAndReportsWhatItApplied() {
    MigrationReport first = db.migrate();
    assertEquals(
        List.of("V1__todo.sql", "V2__unique_title.sql"),
        first.applied().stream().map(Migration::script).toList());
    assertEquals("2", first.version());

    MigrationReport second = db.migrate();
    assertEquals(List.of(), second.applied());
    assertEquals("schema current at version 2", second.summary());
    assertTrue(db.migrations().stream().allMatch(Migration::applied));
  }

  @Test
  void insertAnswersTheGeneratedIdAndTheMapperReadsEveryType() {
    db.migrate();
    UUID token = UUID.randomUUID();
    long first = db.insert("insert into todo(title) values (?)", "Read the README");
    long second =
        db.insert(
            "insert into todo(title, done, priority, status, price, token, due, payload, created_at)"
                + " values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            "Ship it",
            true,
            3,
            Todo.Status.BLOCKED,
            new BigDecimal("12.50"),
            token,
            LocalDate.of(2026, 12, 24),
            new byte[] {1, 2, 3},
            Instant.parse("2026-12-01T10:15:30Z"));
    assertEquals(first + 1, second);

    List<Todo> todos = db.query("select * from todo order by id").list(TodoRowMapper.INSTANCE);
    assertEquals(2, todos.size());
    Todo plain = todos.get(0);
    assertEquals("Read the README", plain.title());
    assertFalse(plain.done());
    assertNull(plain.priority());
    assertEquals(Todo.Status.OPEN, plain.status());
    assertNull(plain.price());
    assertNull(plain.token());
    assertNull(plain.payload());

    Todo full = todos.get(1);
    assertEquals(second, full.id());
    assertTrue(full.done());
    assertEquals(3, full.priority());
    assertEquals(Todo.Status.BLOCKED, full.status());
    assertEquals(new BigDecimal("12.50"), full.price());
    assertEquals(token, full.token());
    assertEquals(LocalDate.of(2026, 12, 24), full.due());
    assertArrayEquals(new byte[] {1, 2, 3}, full.payload());
    assertEquals(Instant.parse("2026-12-01T10:15:30Z"), full.createdAt());
  }

  @Test
  void columnsAreFoundByNameInAnyOrderAndSnakeCase() {
    db.migrate();
    db.insert("insert into todo(title) values (?)", "x");
    Todo todo =
        db.query(
                "select payload, due, token, price, created_at, status, priority, done, title, id"
                    + " from todo")
            .single(TodoRowMapper.INSTANCE);
    assertEquals("x", todo.title());

    db.update("create table world (id int primary key, randomnumber int not null)");
    db.update("insert into world values (?, ?)", 7, 4242);
    assertEquals(
        new World(7, 4242), db.query("select * from world").single(WorldRowMapper.INSTANCE));
  }

  @Test
  void aMissingColumnNamesTheComponentAndTheColumnsThereAre() {
    db.migrate();
    db.insert("insert into todo(title) values (?)", "x");
    DataException e =
        assertThrows(
            DataException.class,
            () -> db.query("select id, title from todo").list(TodoRowMapper.INSTANCE));
    assertTrue(e.getMessage().contains("no column 'done' for Todo.done"), e.getMessage());
    assertTrue(e.getMessage().contains("its columns: id, title"), e.getMessage());
  }

  @Test
  void parametersAreDataNeverSql() {
    db.migrate();
    String hostile = "x'); drop table todo; --";
    long id = db.insert("insert into todo(title) values (?)", hostile);
    String title =
        db.query("select title from todo where id = ?", id).single(rs -> rs.getString(1));
    assertEquals(hostile, title);
    assertEquals(1L, count());
  }

  @Test
  void optionalAndSingleSayHowManyRowsThereWere() {
    db.migrate();
    assertEquals(
        Optional.empty(),
        db.query("select * from todo where id = ?", 1).optional(TodoRowMapper.INSTANCE));
    DataException none =
        assertThrows(
            DataException.class,
            () -> db.query("select * from todo").single(TodoRowMapper.INSTANCE));
    assertTrue(none.getMessage().contains("no row"), none.getMessage());
    db.insert("insert into todo(title) values (?)", "a");
    db.insert("insert into todo(title) values (?)", "b");
    DataException two =
        assertThrows(
            DataException.class,
            () -> db.query("select * from todo").optional(TodoRowMapper.INSTANCE));
    assertTrue(two.getMessage().contains("more than one row"), two.getMessage());
  }

  @Test
  void updateAnswersTheRowsChanged() {
    db.migrate();
    db.insert("insert into todo(title) values (?)", "a");
    db.insert("insert into todo(title) values (?)", "b");
    assertEquals(2, db.update("update todo set done = ?", true));
    assertEquals(0, db.update("delete from todo where title = ?", "c"));
  }

  @Test
  void aTransactionCommitsWhenItsLambdaReturnsAndRollsBackWhenItThrows() {
    db.migrate();
    long id =
        db.inTransaction(
            tx -> {
              long a = tx.insert("insert into todo(title) values (?)", "a");
              tx.update("update todo set priority = ? where id = ?", 1, a);
              return a;
            });
    int priority =
        db.query("select priority from todo where id = ?", id).single(rs -> rs.getInt(1));
    assertEquals(1, priority);

    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                db.useTransaction(
                    tx -> {
                      tx.insert("insert into todo(title) values (?)", "b");
                      tx.update("update todo set done = true");
                      throw new IllegalStateException("changed my mind");
                    }));
    assertEquals("changed my mind", thrown.getMessage());
    assertEquals(1L, count());
    boolean done = db.query("select done from todo").single(rs -> rs.getBoolean(1));
    assertFalse(done);
  }

  @Test
  void aFailedStatementRollsItsTransactionBackAndSaysWhy() {
    db.migrate();
    db.insert("insert into todo(title) values (?)", "taken");
    DataException e =
        assertThrows(
            DataException.class,
            () ->
                db.useTransaction(
                    tx -> {
                      tx.insert("insert into todo(title) values (?)", "new");
                      tx.insert("insert into todo(title) values (?)", "taken");
                    }));
    assertTrue(e.isUniqueViolation(), e.sqlState());
    assertTrue(e.getMessage().contains("insert into todo(title) values (?)"), e.getMessage());
    assertEquals(1L, count());
  }

  @Test
  void aBatchWritesEveryRowInRoundsOrNone() {
    db.migrate();
    List<String> titles = new ArrayList<>();
    for (int i = 0; i < 1_201; i++) {
      titles.add("todo " + i);
    }
    assertEquals(
        1_201,
        db.batch(
            "insert into todo(title, priority) values (?, ?)",
            titles,
            (t, p) -> p.set(t).set(t.length())));
    assertEquals(1_201L, count());

    List<String> clash = List.of("fresh 1", "fresh 2", "todo 7");
    assertThrows(
        DataException.class,
        () -> db.batch("insert into todo(title) values (?)", clash, (t, p) -> p.set(t)));
    assertEquals(1_201L, count());
    assertEquals(
        0, db.batch("insert into todo(title) values (?)", List.<String>of(), (t, p) -> p.set(t)));
  }

  @Test
  void aBatchInsideATransactionIsPartOfIt() {
    db.migrate();
    assertThrows(
        IllegalStateException.class,
        () ->
            db.useTransaction(
                tx -> {
                  tx.batch(
                      "insert into todo(title) values (?)", List.of("a", "b"), (t, p) -> p.set(t));
                  throw new IllegalStateException("no");
                }));
    assertEquals(0L, count());
  }

  @Test
  void listenersHearEveryStatementWithItsRowsAndFailures() {
    QueryLog log = new QueryLog(3);
    db.listen(log);
    db.migrate();
    db.insert("insert into todo(title) values (?)", "a");
    db.query("select * from todo").list(TodoRowMapper.INSTANCE);
    assertThrows(DataException.class, () -> db.update("update nowhere set x = 1"));

    List<ExecutedQuery> recent = log.recent();
    assertEquals(3, recent.size());
    assertEquals("update nowhere set x = 1", recent.get(0).sql());
    assertTrue(recent.get(0).error() != null);
    assertEquals("select * from todo", recent.get(1).sql());
    assertEquals(1, recent.get(1).rows());
    assertTrue(recent.get(1).nanos() > 0);
    assertEquals(3, log.total());
  }

  @Test
  void anUnbindableValueIsRefusedWithTheTypesThatBind() {
    db.migrate();
    DataException e =
        assertThrows(
            DataException.class,
            () -> db.update("update todo set title = ?", new StringBuilder("x")));
    assertTrue(e.getMessage().contains("java.lang.StringBuilder"), e.getMessage());
  }

  @Test
  void readinessNeedsAReachableDatabaseAndNoFailedMigration() {
    assertTrue(db.readiness().ready());
    db.migrate();
    assertEquals(new Readiness(true, "reachable, migrated"), db.readiness());
  }

  long count() {
    return db.query("select count(*) from todo").single(rs -> rs.getLong(1));
  }
}
