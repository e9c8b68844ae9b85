package dev.silk.data;

import java.util.List;

/**
 * What one {@link Database#migrate()} did.
 *
 * @param applied the migrations it applied, in order (empty when the schema was current)
 * @param version the schema version afterwards, or {@code null} when there is none
 * @param millis how long it took, checks included
 * @param rebuilt whether a changed migration made it rebuild the development database from scratch
 *     (only {@code silk dev} on an embedded database does this)
 */
public record MigrationReport(
    List<Migration> applied, String version, long millis, boolean rebuilt) {
  public MigrationReport {
    applied = List.copyOf(applied);
  }

  /** One line for a log or the dev console. */
  public String summary() {
    if (applied.isEmpty()) {
      return "schema current at version " + (version == null ? "none" : version);
    }
    StringBuilder line = new StringBuilder(rebuilt ? "rebuilt the database: applied " : "applied ");
    for (int i = 0; i < applied.size(); i++) {
      line.append(i == 0 ? "" : ", ").append(applied.get(i).script());
    }
    return line.append(" (now at version ")
        .append(version)
        .append(", ")
        .append(millis)
        .append(" ms)")
        .toString();
  }
}
