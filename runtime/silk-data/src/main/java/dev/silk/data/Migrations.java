package dev.silk.data;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.logging.LogFactory;
import org.flywaydb.core.api.logging.LogLevel;
import org.flywaydb.core.api.output.MigrateOutput;
import org.flywaydb.core.api.output.MigrateResult;
import org.flywaydb.core.api.output.ValidateOutput;
import org.flywaydb.core.api.output.ValidateResult;

/** Flyway, configured the same way for every call: the database's pool and its locations. */
final class Migrations {
  static {
    // Flyway's info lines (environment, database, "validated 2 migrations", ...) become one
    // MigrationReport the app prints as it likes; its warnings and errors still go to the log.
    LogFactory.setLogLevel(LogLevel.WARN);
  }

  private static final String[] PRODUCTION_IGNORES = {"*:future"};

  /**
   * In development a pending migration is what {@code migrate()} is for, not a reason to rebuild; a
   * "future" one, applied but whose file is gone, is: the schema holds what no file says.
   */
  private static final String[] DEVELOPMENT_IGNORES = {"*:pending"};

  private Migrations() {}

  /**
   * Applies the pending migrations. With {@code rebuildOnChange} (development on an embedded
   * database only), a migration edited or deleted after it was applied empties the schema and
   * applies every migration again, instead of failing validation; a migration that failed is
   * retried once its file is saved again.
   */
  static MigrationReport migrate(
      DataSource dataSource, DataConfig config, boolean rebuildOnChange) {
    long start = System.nanoTime();
    Flyway flyway = flyway(dataSource, config, rebuildOnChange);
    boolean rebuilt = false;
    MigrateResult result;
    try {
      if (rebuildOnChange) {
        rebuilt = cleanUpForDevelopment(flyway);
      }
      result = flyway.migrate();
    } catch (FlywayException e) {
      throw new DataException(describe(e), e);
    }
    List<Migration> applied = new ArrayList<>(result.migrations.size());
    for (MigrateOutput m : result.migrations) {
      applied.add(
          new Migration(
              blankToNull(m.version),
              m.description,
              fileName(m.filepath),
              "Success",
              null,
              m.executionTime));
    }
    String version =
        blankToNull(
            result.targetSchemaVersion != null
                ? result.targetSchemaVersion
                : result.initialSchemaVersion);
    return new MigrationReport(applied, version, (System.nanoTime() - start) / 1_000_000, rebuilt);
  }

  /**
   * What makes a development database valid again before {@code migrate}: a migration that failed
   * on a database whose DDL is not transactional (H2) left a failed row in the history, which is
   * removed so the saved file is tried again; an applied migration that was edited or deleted makes
   * the schema be rebuilt from the migrations.
   *
   * @return whether the schema was emptied
   */
  private static boolean cleanUpForDevelopment(Flyway flyway) {
    ValidateResult check = flyway.validateWithResult();
    Set<String> failed = new HashSet<>();
    for (MigrationInfo info : flyway.info().all()) {
      if (info.getState().isFailed()) {
        failed.add(info.getVersion() == null ? info.getScript() : info.getVersion().getVersion());
      }
    }
    if (check.validationSuccessful) {
      // A failed row that validation let through would still stop migrate(); every checksum
      // matched, so repair only drops it.
      if (!failed.isEmpty()) {
        flyway.repair();
      }
      return false;
    }
    boolean onlyFailures = !failed.isEmpty();
    for (ValidateOutput invalid : check.invalidMigrations) {
      String key =
          blankToNull(invalid.version) == null ? fileName(invalid.filepath) : invalid.version;
      onlyFailures &= failed.contains(key);
    }
    if (onlyFailures) {
      flyway.repair();
      return false;
    }
    flyway.clean();
    return true;
  }

  /** Every migration found or applied, in order, with its state. */
  static List<Migration> status(DataSource dataSource, DataConfig config) {
    try {
      List<Migration> list = new ArrayList<>();
      for (MigrationInfo info : flyway(dataSource, config, false).info().all()) {
        list.add(
            new Migration(
                info.getVersion() == null ? null : info.getVersion().getVersion(),
                info.getDescription(),
                info.getScript(),
                info.getState().getDisplayName(),
                info.getInstalledOn() == null ? null : info.getInstalledOn().toInstant(),
                info.getExecutionTime()));
      }
      return list;
    } catch (FlywayException e) {
      throw new DataException(describe(e), e);
    }
  }

  private static Flyway flyway(DataSource dataSource, DataConfig config, boolean cleanAllowed) {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return Flyway.configure(loader != null ? loader : Migrations.class.getClassLoader())
        .dataSource(dataSource)
        .locations(config.migrations().toArray(new String[0]))
        .failOnMissingLocations(false)
        .cleanDisabled(!cleanAllowed)
        // In development the check that decides on a rebuild runs first; migrate() skips a second.
        .ignoreMigrationPatterns(cleanAllowed ? DEVELOPMENT_IGNORES : PRODUCTION_IGNORES)
        .validateOnMigrate(!cleanAllowed)
        .load();
  }

  private static String describe(FlywayException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
    return "migration failed: " + message;
  }

  private static String fileName(String path) {
    if (path == null) {
      return null;
    }
    int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
    return slash < 0 ? path : path.substring(slash + 1);
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
