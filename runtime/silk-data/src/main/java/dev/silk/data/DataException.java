package dev.silk.data;

import java.sql.SQLException;

/**
 * A database call that failed, unchecked so that handlers and transactions stay plain lambdas.
 *
 * <p>The message names the statement that failed; {@link #sqlState()} keeps the driver's SQLSTATE
 * (such as {@code 23505} for a unique violation on PostgreSQL and H2), so callers can tell a
 * conflict from an outage without parsing text.
 *
 * <pre>{@code
 * try {
 *   db.update("insert into account(email) values (?)", email);
 * } catch (DataException e) {
 *   if (e.isUniqueViolation()) return WebResponse.status(409);
 *   throw e;
 * }
 * }</pre>
 */
public final class DataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String sql;
  private final String sqlState;

  /** A failure with no SQL behind it, such as a missing column for a row mapper. */
  public DataException(String message) {
    super(message);
    this.sql = null;
    this.sqlState = null;
  }

  DataException(String message, Throwable cause) {
    super(message, cause);
    this.sql = null;
    this.sqlState = cause instanceof SQLException s ? s.getSQLState() : null;
  }

  DataException(String sql, SQLException cause) {
    super(describe(cause) + "\n  in: " + abbreviate(sql), cause);
    this.sql = sql;
    this.sqlState = cause.getSQLState();
  }

  /** The statement that failed, or {@code null}. */
  public String sql() {
    return sql;
  }

  /** The SQLSTATE the driver reported, or {@code null}. */
  public String sqlState() {
    return sqlState;
  }

  /** Whether a unique or primary-key constraint refused the write (SQLSTATE 23505). */
  public boolean isUniqueViolation() {
    return "23505".equals(sqlState);
  }

  /**
   * Whether the database gave up on the transaction to break a deadlock or a serialization race.
   */
  public boolean isRetryable() {
    return "40001".equals(sqlState) || "40P01".equals(sqlState);
  }

  private static String describe(SQLException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return e.getSQLState() == null ? message : message + " [SQLSTATE " + e.getSQLState() + "]";
  }

  private static String abbreviate(String sql) {
    String flat = sql.strip().replaceAll("\\s+", " ");
    return flat.length() <= 300 ? flat : flat.substring(0, 297) + "...";
  }
}
