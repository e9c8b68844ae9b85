package dev.silk.data;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;

/**
 * Turns the current row of a result set into a value.
 *
 * <p>Written by hand as a lambda over the {@link ResultSet}, or generated at compile time for a
 * {@link Row} record. A generated mapper overrides {@link #forColumns} to find its columns by name
 * once per result set and read them by index on every row.
 *
 * <pre>{@code
 * long count = db.query("select count(*) from todo").single(rs -> rs.getLong(1));
 * List<Todo> todos = db.query("select * from todo").list(TodoRowMapper.INSTANCE);
 * }</pre>
 */
@FunctionalInterface
public interface RowMapper<T> {
  /** The value of the row the result set stands on; never advances it. */
  T map(ResultSet row) throws SQLException;

  /**
   * The mapper to use for every row of a result set with these columns; called once per result set,
   * before the first row. A hand-written mapper is its own answer.
   */
  default RowMapper<T> forColumns(ResultSetMetaData columns) throws SQLException {
    return this;
  }
}
