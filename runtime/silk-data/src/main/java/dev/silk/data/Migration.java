package dev.silk.data;

import java.time.Instant;

/**
 * One migration as the database knows it: applied, pending, failed or changed since.
 *
 * @param version its version ({@code 2} for {@code V2__add_done.sql}), or {@code null} for a
 *     repeatable migration
 * @param description its description ({@code add done})
 * @param script its file name
 * @param state Flyway's word for its state: {@code Success}, {@code Pending}, {@code Failed}, ...
 * @param installedOn when it was applied, or {@code null}
 * @param executionMillis how long it took to apply, or {@code null}
 */
public record Migration(
    String version,
    String description,
    String script,
    String state,
    Instant installedOn,
    Integer executionMillis) {

  /** Whether it has been applied (successfully). */
  public boolean applied() {
    return "Success".equals(state);
  }
}
