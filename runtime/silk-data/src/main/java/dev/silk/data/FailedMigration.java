package dev.silk.data;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.internal.exception.FlywayMigrateException;
import org.flywaydb.core.internal.sqlscript.FlywaySqlScriptException;

/**
 * Where a migration failed, for the dev server's error page: the script, its file and line, and the
 * database's own words, read from Flyway's exceptions (the fields its message prints).
 *
 * @param script the migration's file name, or {@code null} when no migration was running
 * @param file the migration's path on disk, or {@code null} (a migration inside a jar)
 * @param line the 1-based line of the failing statement, 0 when unknown
 * @param reason what the database said, or the whole message when it said nothing
 */
record FailedMigration(String script, String file, int line, String reason) {

  /** Reads {@code failure}, a {@link DataException} from {@link Migrations#migrate}. */
  static FailedMigration of(Throwable failure) {
    String script = null;
    String file = null;
    int line = 0;
    SQLException sql = null;
    for (Throwable t = failure; t != null && t.getCause() != t; t = t.getCause()) {
      if (t instanceof FlywayMigrateException m) {
        MigrationInfo info = m.getMigration();
        script = info == null ? script : info.getScript();
        file = m.getAbsolutePathOnDisk() == null ? file : m.getAbsolutePathOnDisk();
        line = m.getLineNumber() > 0 ? m.getLineNumber() : line;
      } else if (t instanceof FlywaySqlScriptException s) {
        line = s.getLineNumber() > 0 ? s.getLineNumber() : line;
        if (s.getResource() != null) {
          file = file != null ? file : s.getResource().getAbsolutePathOnDisk();
          script = script != null ? script : s.getResource().getFilename();
        }
      }
      if (t instanceof SQLException e) {
        sql = e;
      }
    }
    String reason;
    if (sql != null && sql.getMessage() != null) {
      reason = sql.getMessage().strip();
    } else {
      reason = failure.getMessage() == null ? failure.toString() : failure.getMessage().strip();
    }
    return new FailedMigration(script, file, line, reason);
  }

  /** As {@link DataDevMode#describe()} lists it, with the exception {@code migrate()} threw. */
  Map<String, Object> describe(RuntimeException exception) {
    Map<String, Object> map = new HashMap<>();
    map.put("message", exception.getMessage());
    map.put("script", script);
    map.put("file", file);
    map.put("line", line);
    map.put("reason", reason);
    map.put("exception", exception);
    return map;
  }
}
