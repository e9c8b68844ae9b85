package dev.silk.data;

import java.sql.SQLException;

/**
 * Sets the parameters of a batch statement for one row.
 *
 * <pre>{@code
 * db.batch("insert into todo(title) values (?)", titles, (title, p) -> p.set(title));
 * }</pre>
 */
@FunctionalInterface
public interface ParameterBinder<T> {
  /** Sets every {@code ?} of the statement for {@code row}, in order. */
  void bind(T row, Parameters parameters) throws SQLException;
}
