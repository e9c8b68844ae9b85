package dev.silk.data;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A SELECT with its arguments, run by one of its terminal calls. Each call runs the statement
 * again; the result set is closed before the call returns.
 *
 * <pre>{@code
 * List<Todo> open = db.query("select * from todo where done = ?", false).list(TodoRowMapper.INSTANCE);
 * Todo one = db.query("select * from todo where id = ?", 7).single(TodoRowMapper.INSTANCE);
 * long count = db.query("select count(*) from todo").single(rs -> rs.getLong(1));
 * }</pre>
 */
public final class Query {
  private final Statements statements;
  private final String sql;
  private final Object[] args;

  Query(Statements statements, String sql, Object[] args) {
    this.statements = statements;
    this.sql = sql;
    this.args = args;
  }

  /** Every row, in the order the database returns them. */
  public <T> List<T> list(RowMapper<T> mapper) {
    return statements.run(
        sql,
        args,
        statement -> {
          try (ResultSet rs = statement.executeQuery()) {
            List<T> rows = new ArrayList<>();
            if (rs.next()) {
              RowMapper<T> rowMapper = mapper.forColumns(rs.getMetaData());
              do {
                rows.add(rowMapper.map(rs));
              } while (rs.next());
            }
            return rows;
          }
        },
        List::size);
  }

  /** The only row, or empty when there is none. */
  public <T> Optional<T> optional(RowMapper<T> mapper) {
    return Optional.ofNullable(atMostOne(mapper, false));
  }

  /**
   * The only row.
   *
   * @throws DataException when there is no row or more than one
   */
  public <T> T single(RowMapper<T> mapper) {
    return atMostOne(mapper, true);
  }

  /** Calls {@code action} with each row as it is read, without collecting them. */
  public <T> int forEach(RowMapper<T> mapper, Consumer<? super T> action) {
    return statements.run(
        sql,
        args,
        statement -> {
          try (ResultSet rs = statement.executeQuery()) {
            int count = 0;
            if (rs.next()) {
              RowMapper<T> rowMapper = mapper.forColumns(rs.getMetaData());
              do {
                action.accept(rowMapper.map(rs));
                count++;
              } while (rs.next());
            }
            return count;
          }
        },
        count -> count);
  }

  private <T> T atMostOne(RowMapper<T> mapper, boolean required) {
    return statements.run(
        sql,
        args,
        (PreparedStatement statement) -> {
          try (ResultSet rs = statement.executeQuery()) {
            if (!rs.next()) {
              if (required) {
                throw new SQLException("the query returned no row where one was expected", "02000");
              }
              return null;
            }
            T value = mapper.forColumns(rs.getMetaData()).map(rs);
            if (rs.next()) {
              throw new SQLException(
                  "the query returned more than one row where at most one was expected", "21000");
            }
            return value;
          }
        },
        value -> value == null ? 0 : 1);
  }

  @Override
  public String toString() {
    return "Query[" + sql + "]";
  }
}
