package dev.silk.data;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Collection;
import java.util.function.ToIntFunction;

/**
 * Runs statements on the connections of one {@link ConnectionSource}: prepares, binds, times,
 * reports to the listeners and turns {@link SQLException}s into {@link DataException}s. {@link
 * Database} and {@link Transaction} differ only in where their connections come from.
 */
final class Statements implements Sql {
  /** Where connections come from, and where they go back after a statement. */
  interface ConnectionSource {
    Connection acquire() throws SQLException;

    void release(Connection connection) throws SQLException;

    /** Whether {@link Sql#batch} must open a transaction of its own. */
    boolean autoCommit();
  }

  /** Work on a prepared, bound statement. */
  @FunctionalInterface
  interface Work<R> {
    R run(PreparedStatement statement) throws SQLException;
  }

  private static final String[] ID_COLUMN = {"id"};

  private final ConnectionSource source;
  private final Listeners listeners;

  Statements(ConnectionSource source, Listeners listeners) {
    this.source = source;
    this.listeners = listeners;
  }

  @Override
  public Query query(String sql, Object... args) {
    return new Query(this, requireSql(sql), args == null ? new Object[] {null} : args);
  }

  @Override
  public int update(String sql, Object... args) {
    return run(requireSql(sql), args, PreparedStatement::executeUpdate, count -> count);
  }

  @Override
  public long insert(String sql, Object... args) {
    requireSql(sql);
    return timed(
        sql,
        () -> {
          Connection connection = source.acquire();
          try (PreparedStatement statement = connection.prepareStatement(sql, ID_COLUMN)) {
            Parameters.bindAll(statement, args);
            statement.executeUpdate();
            try (ResultSet keys = statement.getGeneratedKeys()) {
              if (!keys.next()) {
                throw new SQLException(
                    "the statement generated no key: insert into a table whose id column is an"
                        + " identity (generated ... as identity) or serial column");
              }
              return keys.getLong(1);
            }
          } finally {
            source.release(connection);
          }
        },
        key -> 1);
  }

  @Override
  public <T> int batch(
      String sql, Collection<? extends T> rows, ParameterBinder<? super T> binder) {
    requireSql(sql);
    if (rows.isEmpty()) {
      return 0;
    }
    return timed(
        sql,
        () -> {
          Connection connection = source.acquire();
          boolean ownTransaction = source.autoCommit();
          try {
            if (ownTransaction) {
              connection.setAutoCommit(false);
            }
            int changed = 0;
            try (PreparedStatement statement = connection.prepareStatement(sql)) {
              Parameters parameters = new Parameters(statement);
              int pending = 0;
              for (T row : rows) {
                parameters.rewind();
                binder.bind(row, parameters);
                statement.addBatch();
                if (++pending == BATCH_SIZE) {
                  changed += sum(statement.executeBatch(), pending);
                  pending = 0;
                }
              }
              if (pending > 0) {
                changed += sum(statement.executeBatch(), pending);
              }
            }
            if (ownTransaction) {
              connection.commit();
            }
            return changed;
          } catch (SQLException | RuntimeException e) {
            if (ownTransaction) {
              rollbackQuietly(connection, e);
            }
            throw e;
          } finally {
            if (ownTransaction) {
              connection.setAutoCommit(true);
            }
            source.release(connection);
          }
        },
        changed -> changed);
  }

  /** Runs {@code work} on {@code sql} prepared and bound to {@code args}. */
  <R> R run(String sql, Object[] args, Work<R> work, ToIntFunction<R> rows) {
    return timed(
        sql,
        () -> {
          Connection connection = source.acquire();
          try (PreparedStatement statement = connection.prepareStatement(sql)) {
            Parameters.bindAll(statement, args);
            return work.run(statement);
          } finally {
            source.release(connection);
          }
        },
        rows);
  }

  @FunctionalInterface
  private interface Call<R> {
    R call() throws SQLException;
  }

  private <R> R timed(String sql, Call<R> call, ToIntFunction<R> rows) {
    QueryListener[] current = listeners.current();
    if (current.length == 0) {
      try {
        return call.call();
      } catch (SQLException e) {
        throw new DataException(sql, e);
      }
    }
    long start = System.nanoTime();
    try {
      R result = call.call();
      listeners.tell(
          current,
          new ExecutedQuery(
              sql, System.nanoTime() - start, rows.applyAsInt(result), null, Instant.now()));
      return result;
    } catch (SQLException e) {
      listeners.tell(
          current,
          new ExecutedQuery(
              sql, System.nanoTime() - start, 0, String.valueOf(e.getMessage()), Instant.now()));
      throw new DataException(sql, e);
    } catch (RuntimeException e) {
      listeners.tell(
          current,
          new ExecutedQuery(
              sql, System.nanoTime() - start, 0, String.valueOf(e.getMessage()), Instant.now()));
      throw e;
    }
  }

  private static int sum(int[] counts, int statements) {
    int total = 0;
    for (int c : counts) {
      // SUCCESS_NO_INFO (-2): the driver ran the row but did not count; count the row once.
      total += c >= 0 ? c : (c == Statement.SUCCESS_NO_INFO ? 1 : 0);
    }
    return counts.length == 0 ? statements : total;
  }

  static void rollbackQuietly(Connection connection, Exception cause) {
    try {
      connection.rollback();
    } catch (SQLException e) {
      cause.addSuppressed(e);
    }
  }

  private static String requireSql(String sql) {
    if (sql == null || sql.isBlank()) {
      throw new IllegalArgumentException("the SQL statement is empty");
    }
    return sql;
  }
}
