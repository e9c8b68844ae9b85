package dev.silk.data;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import java.sql.SQLException;
import java.util.concurrent.ThreadFactory;

/** Opens HikariCP pools, failing at once with a message that says what to check. */
final class Pools {
  private Pools() {}

  static HikariDataSource open(DataConfig config) {
    return open(config, null);
  }

  /** As {@link #open(DataConfig)}, with Hikari's threads made by {@code threads} when not null. */
  static HikariDataSource open(DataConfig config, ThreadFactory threads) {
    HikariConfig hikari = new HikariConfig();
    if (threads != null) {
      hikari.setThreadFactory(threads);
    }
    hikari.setPoolName("silk-" + config.vendor());
    hikari.setJdbcUrl(config.url());
    if (config.user() != null) {
      hikari.setUsername(config.user());
    }
    if (config.password() != null) {
      hikari.setPassword(config.password());
    }
    String driver = driverClass(config);
    if (driver != null) {
      // Named rather than found through DriverManager, which only answers with drivers its caller's
      // class loader can see: under silk dev the pool and the project's driver may sit in
      // different loaders. Hikari loads the name through the thread's context loader too.
      hikari.setDriverClassName(driver);
    }
    hikari.setMaximumPoolSize(config.poolSize());
    hikari.setConnectionTimeout(config.connectTimeout().toMillis());
    // Fail here, at start-up, when the database cannot be reached, instead of at the first request.
    hikari.setInitializationFailTimeout(config.connectTimeout().toMillis());
    try {
      return new HikariDataSource(hikari);
    } catch (HikariPool.PoolInitializationException e) {
      throw new DataException(unreachable(config, e), e);
    } catch (RuntimeException e) {
      throw new DataException(
          "cannot open a pool for " + config.safeUrl() + ": " + rootMessage(e) + hint(config), e);
    }
  }

  /** The driver of the vendors Silk projects use; others are found by the URL. */
  private static String driverClass(DataConfig config) {
    return switch (config.vendor()) {
      case "postgresql" -> "org.postgresql.Driver";
      case "h2" -> "org.h2.Driver";
      default -> null;
    };
  }

  private static String unreachable(DataConfig config, Exception e) {
    return "cannot connect to " + config.safeUrl() + ": " + rootMessage(e) + hint(config);
  }

  private static String hint(DataConfig config) {
    if ("postgresql".equals(config.vendor())) {
      return ". Is PostgreSQL running there, and are JDBC_DATABASE_URL, JDBC_DATABASE_USERNAME and"
          + " JDBC_DATABASE_PASSWORD right? Unset JDBC_DATABASE_URL to use the embedded database.";
    }
    if ("h2".equals(config.vendor())) {
      return ". Is com.h2database:h2 a dependency, and is the database file free (another process"
          + " that opened it without AUTO_SERVER=TRUE holds it)?";
    }
    return ". Check the URL and that the JDBC driver for " + config.vendor() + " is a dependency.";
  }

  static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage();
    if (root instanceof SQLException s && s.getSQLState() != null && message != null) {
      message = message + " [SQLSTATE " + s.getSQLState() + "]";
    }
    return message == null ? root.getClass().getSimpleName() : message.strip();
  }
}
