package dev.silk.data;

import java.time.Instant;

/**
 * One statement a {@link Database} ran, as a {@link QueryListener} sees it.
 *
 * @param sql the statement's text, parameters left as {@code ?} (values are never recorded)
 * @param nanos how long it took, from borrowing the connection to the last row read
 * @param rows the rows returned or changed
 * @param error the failure's message, or {@code null} when it succeeded
 * @param at when it finished
 */
public record ExecutedQuery(String sql, long nanos, int rows, String error, Instant at) {
  /** The duration in milliseconds, with a fraction. */
  public double millis() {
    return nanos / 1_000_000.0;
  }
}
