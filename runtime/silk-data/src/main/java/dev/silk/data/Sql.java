package dev.silk.data;

import java.util.Collection;

/**
 * Statements with bound parameters, run by a {@link Database} (each on a connection borrowed from
 * the pool) or inside a {@link Transaction} (all on its one connection).
 *
 * <p>Every {@code ?} in the SQL takes the next argument, sent apart from the SQL text: a value can
 * never change what the statement does. Failures are {@link DataException}s naming the statement.
 *
 * <pre>{@code
 * Optional<Todo> todo = db.query("select * from todo where id = ?", id).optional(TodoRowMapper.INSTANCE);
 * int changed = db.update("update todo set done = true where id = ?", id);
 * long id = db.insert("insert into todo(title) values (?)", "Ship it");
 * }</pre>
 */
public interface Sql {
  /** A query to run with a terminal call such as {@link Query#list}; nothing runs before it. */
  Query query(String sql, Object... args);

  /** Runs an INSERT, UPDATE, DELETE or DDL statement and answers the number of rows it changed. */
  int update(String sql, Object... args);

  /**
   * Runs an INSERT and answers the key the database generated for its {@code id} column (an
   * identity or serial column), the same way on PostgreSQL and H2.
   *
   * @throws DataException when the statement generated no key
   */
  long insert(String sql, Object... args);

  /**
   * Runs one statement for every row, sent to the database in batches of {@link #BATCH_SIZE}, and
   * answers the number of rows changed. On a {@link Database} the whole batch is one transaction:
   * all rows are written or none.
   */
  <T> int batch(String sql, Collection<? extends T> rows, ParameterBinder<? super T> binder);

  /** How many rows {@link #batch} sends per round trip. */
  int BATCH_SIZE = 500;
}
