package dev.silk.data;

import com.zaxxer.hikari.HikariDataSource;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Opens a pool on a throw-away in-memory H2 database and applies a migration of silk-data's own, on
 * a thread of its own, as soon as {@code silk dev} turns dev mode on for a project with the
 * embedded database.
 *
 * <p>A cold {@code silk dev} start on such a project loads H2, HikariCP and Flyway (none of them in
 * the CLI's class-data archive) only when the app's {@code main} first connects, after the project
 * has compiled: about half a second each for the first connect and the first migrate, one after the
 * other on the start's critical path. Done here, that loading overlaps the compile, which keeps one
 * core of two busy. The migration is silk-data's, not the project's, so that nothing the developer
 * wrote can fail or print twice; every failure here is ignored, as the app's own connect reports
 * what is wrong with its database.
 */
final class DevWarmUp implements Runnable {
  // Each warm-up its own database: two that overlap (a reload's while the last one still runs)
  // would otherwise share one, and the second would find the first's migration applied.
  private static final AtomicInteger STARTED = new AtomicInteger();

  private static final String MIGRATIONS = "classpath:dev/silk/data/warmup";

  private final ThreadFactory poolThreads;
  private final Thread thread;

  /** No DB_CLOSE_DELAY: the database is dropped when the pool closes its last connection. */
  private final String url =
      "jdbc:h2:mem:silk-dev-warm-up-"
          + STARTED.incrementAndGet()
          + ";"
          + DataConfig.H2_POSTGRESQL_MODE;

  private volatile MigrationReport report;

  private DevWarmUp(ThreadFactory poolThreads) {
    this.poolThreads = poolThreads;
    this.thread = poolThreads.newThread(this);
    thread.setName("silk-dev-data-warm-up");
  }

  /**
   * Starts the warm-up when the project can have an embedded database (H2 beside silk-data) and the
   * environment does not name another one.
   *
   * @return the warm-up started, or null
   */
  static DevWarmUp startIfEmbedded(DevThread devThread) {
    ClassLoader loader = DevWarmUp.class.getClassLoader();
    boolean hasH2 = loader != null && loader.getResource("org/h2/Driver.class") != null;
    // The URL an app's DataConfig.fromEnvironment would take instead of its embedded one.
    String configured = System.getenv(DataConfig.ENVIRONMENT + "_URL");
    if (!hasH2 || (configured != null && !configured.isBlank())) {
      return null;
    }
    DevWarmUp warmUp = new DevWarmUp(devThread.poolThreads());
    warmUp.thread.start();
    return warmUp;
  }

  /** Waits for the warm-up to end and answers what its migrate applied, null if it failed. */
  MigrationReport await() throws InterruptedException {
    thread.join();
    return report;
  }

  /** The in-memory database this warm-up migrates (for tests). */
  String url() {
    return url;
  }

  @Override
  public void run() {
    DataConfig config = DataConfig.of(url).withPoolSize(2).withMigrations(MIGRATIONS);
    try (HikariDataSource pool = Pools.open(config, poolThreads)) {
      report = Migrations.migrate(pool, config, false);
    } catch (RuntimeException | LinkageError e) {
      // Only time is lost: the app's own connect and migrate load the same code, and report.
    }
  }
}
