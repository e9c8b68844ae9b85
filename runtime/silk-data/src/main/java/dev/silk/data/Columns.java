package dev.silk.data;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The columns of one result set, as a generated {@link RowMapper} looks them up: once per result
 * set, by label, without regard to case. Generated code calls it; applications have no need to.
 */
public final class Columns {
  private final String[] labels;
  private final String record;

  private Columns(String[] labels, String record) {
    this.labels = labels;
    this.record = record;
  }

  /** The labels of {@code metaData}, for mapping rows into {@code record}. */
  public static Columns of(ResultSetMetaData metaData, String record) throws SQLException {
    int count = metaData.getColumnCount();
    String[] labels = new String[count];
    for (int i = 0; i < count; i++) {
      labels[i] = metaData.getColumnLabel(i + 1).toLowerCase(Locale.ROOT);
    }
    return new Columns(labels, record);
  }

  /**
   * The 1-based index of the first column whose label is one of {@code names} (lower case), for the
   * component {@code component}.
   *
   * @throws DataException naming the component and the columns there are, when none matches
   */
  public int find(String component, String... names) {
    for (int i = 0; i < labels.length; i++) {
      for (String name : names) {
        if (labels[i].equals(name)) {
          return i + 1;
        }
      }
    }
    throw new DataException(
        "no column "
            + String.join(" or ", quoted(names))
            + " for "
            + record
            + "."
            + component
            + " in the result (its columns: "
            + String.join(", ", labels)
            + "); select it, alias it (as "
            + names[names.length - 1]
            + "), or name the column with @Column");
  }

  /** A column that holds the name of an enum constant which the enum does not have. */
  public static DataException unknownConstant(String record, String component, String value) {
    return new DataException(
        "column for "
            + record
            + "."
            + component
            + " holds '"
            + value
            + "', no constant of its enum");
  }

  /** The value of a nullable column read as a {@code long}. */
  public static Long longOrNull(ResultSet rs, int column) throws SQLException {
    long value = rs.getLong(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as an {@code int}. */
  public static Integer intOrNull(ResultSet rs, int column) throws SQLException {
    int value = rs.getInt(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as a {@code short}. */
  public static Short shortOrNull(ResultSet rs, int column) throws SQLException {
    short value = rs.getShort(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as a {@code byte}. */
  public static Byte byteOrNull(ResultSet rs, int column) throws SQLException {
    byte value = rs.getByte(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as a {@code double}. */
  public static Double doubleOrNull(ResultSet rs, int column) throws SQLException {
    double value = rs.getDouble(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as a {@code float}. */
  public static Float floatOrNull(ResultSet rs, int column) throws SQLException {
    float value = rs.getFloat(column);
    return rs.wasNull() ? null : value;
  }

  /** The value of a nullable column read as a {@code boolean}. */
  public static Boolean booleanOrNull(ResultSet rs, int column) throws SQLException {
    boolean value = rs.getBoolean(column);
    return rs.wasNull() ? null : value;
  }

  /** A timestamp with time zone as an instant, or {@code null}. */
  public static java.time.Instant instantOrNull(ResultSet rs, int column) throws SQLException {
    java.time.OffsetDateTime value = rs.getObject(column, java.time.OffsetDateTime.class);
    return value == null ? null : value.toInstant();
  }

  private static List<String> quoted(String[] names) {
    List<String> list = new ArrayList<>(names.length);
    for (String n : names) {
      list.add("'" + n + "'");
    }
    return list;
  }
}
