package dev.silk.data;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * The bound parameters of one statement, set in order: each {@code ?} of the SQL gets the next
 * value. Values are sent apart from the SQL text, so no value can change what the statement does.
 *
 * <pre>{@code
 * db.batch("insert into todo(title, done) values (?, ?)", todos,
 *     (todo, p) -> p.set(todo.title()).set(todo.done()));
 * }</pre>
 */
public final class Parameters {
  private final PreparedStatement statement;
  private int next = 1;

  Parameters(PreparedStatement statement) {
    this.statement = statement;
  }

  /** Starts again at the first {@code ?} (between the rows of a batch). */
  void rewind() {
    next = 1;
  }

  public Parameters set(long value) throws SQLException {
    statement.setLong(next++, value);
    return this;
  }

  public Parameters set(int value) throws SQLException {
    statement.setInt(next++, value);
    return this;
  }

  public Parameters set(boolean value) throws SQLException {
    statement.setBoolean(next++, value);
    return this;
  }

  public Parameters set(double value) throws SQLException {
    statement.setDouble(next++, value);
    return this;
  }

  public Parameters set(String value) throws SQLException {
    if (value == null) {
      statement.setNull(next++, Types.VARCHAR);
    } else {
      statement.setString(next++, value);
    }
    return this;
  }

  /** Any value {@link Sql#query} accepts as an argument; {@code null} is SQL NULL. */
  public Parameters set(Object value) throws SQLException {
    bind(statement, next++, value);
    return this;
  }

  /** Binds {@code args} to the statement's parameters, in order. */
  static void bindAll(PreparedStatement statement, Object[] args) throws SQLException {
    for (int i = 0; i < args.length; i++) {
      bind(statement, i + 1, args[i]);
    }
  }

  /** One value, by its type: the JDBC setter that keeps it exact on PostgreSQL and H2. */
  static void bind(PreparedStatement statement, int index, Object value) throws SQLException {
    if (value == null) {
      statement.setNull(index, Types.NULL);
    } else if (value instanceof String s) {
      statement.setString(index, s);
    } else if (value instanceof Long l) {
      statement.setLong(index, l);
    } else if (value instanceof Integer i) {
      statement.setInt(index, i);
    } else if (value instanceof Boolean b) {
      statement.setBoolean(index, b);
    } else if (value instanceof Double d) {
      statement.setDouble(index, d);
    } else if (value instanceof Float f) {
      statement.setFloat(index, f);
    } else if (value instanceof Short s) {
      statement.setShort(index, s);
    } else if (value instanceof Byte b) {
      statement.setByte(index, b);
    } else if (value instanceof BigDecimal d) {
      statement.setBigDecimal(index, d);
    } else if (value instanceof byte[] bytes) {
      statement.setBytes(index, bytes);
    } else if (value instanceof Instant instant) {
      statement.setObject(index, OffsetDateTime.ofInstant(instant, ZoneOffset.UTC));
    } else if (value instanceof OffsetDateTime
        || value instanceof LocalDate
        || value instanceof LocalDateTime
        || value instanceof LocalTime
        || value instanceof UUID) {
      statement.setObject(index, value);
    } else if (value instanceof Enum<?> e) {
      statement.setString(index, e.name());
    } else {
      throw new DataException(
          "cannot bind parameter "
              + index
              + " of type "
              + value.getClass().getName()
              + ": pass a String, a number, a Boolean, a BigDecimal, a byte[], a UUID, an enum or a"
              + " java.time value (Instant, OffsetDateTime, LocalDate, LocalDateTime, LocalTime)");
    }
  }
}
