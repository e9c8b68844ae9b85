package dev.silk.cli.dev.bridge;

import java.util.List;

/**
 * One database the app opened under {@code silk dev}, for {@code /_silk/db}: its pool, its
 * migrations and the last statements run on it.
 *
 * @param url the JDBC URL, without a password
 * @param openConnections connections open in the pool
 * @param activeConnections connections borrowed now
 * @param statements statements run since the pool was opened
 * @param version the schema version after the last migrate, or null
 * @param failure why the last migrate failed (the database's words), or null
 * @param migrations every migration found or applied, oldest first
 * @param queries the last statements, newest first
 */
public record DatabaseStatus(
    String url,
    int openConnections,
    int activeConnections,
    long statements,
    String version,
    String failure,
    List<MigrationRow> migrations,
    List<QueryRow> queries) {

  /**
   * One migration as the database knows it.
   *
   * @param version its version, or null for a repeatable one
   * @param description its description
   * @param script its file name
   * @param state {@code Success}, {@code Pending}, {@code Failed}, ...
   * @param installedOn when it was applied (ISO-8601), or null
   * @param millis how long it took, or null
   */
  public record MigrationRow(
      String version,
      String description,
      String script,
      String state,
      String installedOn,
      Integer millis) {}

  /**
   * One statement: its text with {@code ?} for the parameters (values are never recorded).
   *
   * @param at when it finished (ISO-8601)
   * @param sql the statement
   * @param micros how long it took
   * @param rows rows returned or changed
   * @param error the failure's message, or null
   */
  public record QueryRow(String at, String sql, long micros, int rows, String error) {}
}
