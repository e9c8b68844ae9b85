package dev.silk.data;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The hook through which {@code silk dev} keeps databases open across reloads.
 *
 * <p>The user's {@code main} runs again on every reload and calls {@link Database#connect} again.
 * With dev mode on, {@code connect} hands it the pool opened by the first run for the same
 * settings, so a save costs no reconnect, and {@link Database#close} leaves that pool open. The
 * pools, their query logs and the outcome of the last migration live here, in silk-data's class
 * loader below the app's, where the dev server reads them for its {@code /_silk/db} page. Nothing
 * here holds an app class, so an old app loader stays collectable.
 *
 * <p>silk-data sits in the project's dependency loader, whose classes the dev server cannot name:
 * it calls {@link #enable}, {@link #disable} and {@link #describe} through that loader, and {@link
 * #describe} answers in JDK types only.
 *
 * <p>In dev mode an embedded H2 file named relative to the working folder ({@code ./data/shop}) is
 * placed in the project folder, migrations are read straight from {@code
 * src/main/resources/db/migration} so a save needs no copy, and a migration edited after it was
 * applied rebuilds the embedded database from its migrations instead of failing.
 */
public final class DataDevMode {
  private static volatile Path project;
  private static volatile DevThread devThread;
  private static volatile DevWarmUp warmUp;
  private static final Map<String, Shared> pools = new ConcurrentHashMap<>();

  private DataDevMode() {}

  /** Turns dev mode on for the project in {@code projectDir}; called by the dev server. */
  public static synchronized void enable(Path projectDir) {
    if (devThread == null) {
      devThread = new DevThread();
      warmUp = DevWarmUp.startIfEmbedded(devThread);
    }
    project = projectDir.toAbsolutePath().normalize();
  }

  /** Turns dev mode off and closes every pool it kept; called when the dev server stops. */
  public static synchronized void disable() {
    project = null;
    for (Shared shared : pools.values()) {
      shared.pool.close();
    }
    pools.clear();
    if (devThread != null) {
      devThread.close();
      devThread = null;
    }
  }

  /** The warm-up {@link #enable} started last, or null (for tests). */
  static DevWarmUp warmUp() {
    return warmUp;
  }

  /** Whether {@code silk dev} runs this JVM's app. */
  public static boolean enabled() {
    return project != null;
  }

  /** The databases opened since dev mode was turned on, oldest first. */
  public static List<Shared> databases() {
    List<Shared> list = new ArrayList<>(pools.values());
    list.sort((a, b) -> Long.compare(a.opened, b.opened));
    return list;
  }

  /**
   * What the dev server shows of each database, oldest first, in JDK types only (the dev server
   * cannot name silk-data's classes). Each map holds:
   *
   * <ul>
   *   <li>{@code url}: the JDBC URL without a password;
   *   <li>{@code openConnections}, {@code activeConnections}: the pool now ({@code Integer});
   *   <li>{@code statements}: how many statements ran since the pool was opened ({@code Long});
   *   <li>{@code version}: the schema version after the last migrate, or {@code null};
   *   <li>{@code migratedAt}: the {@link System#nanoTime()} of the last migrate ({@code Long}), or
   *       {@code null}; {@code applied}: how many migrations it applied ({@code Integer}); {@code
   *       summary}: its one line ({@link MigrationReport#summary()}), or {@code null} when it
   *       failed;
   *   <li>{@code migrations}: a {@code List} of maps with {@code version}, {@code description},
   *       {@code script}, {@code state}, {@code installedOn} (ISO-8601 or {@code null}), {@code
   *       millis} ({@code Integer} or {@code null}); or {@code migrationsError}, a {@code String},
   *       when the database could not be asked;
   *   <li>{@code queries}: the last statements, newest first, maps with {@code sql}, {@code micros}
   *       ({@code Long}), {@code rows} ({@code Integer}), {@code error} ({@code String} or {@code
   *       null}), {@code at} (ISO-8601);
   *   <li>{@code failure}: {@code null}, or the last migrate's failure as a map with {@code
   *       message}, {@code script}, {@code file} (the path on disk), {@code line} ({@code Integer},
   *       0 when unknown), {@code reason} (the database's words) and {@code exception} (the {@code
   *       RuntimeException} that {@code migrate()} threw, so that the dev server can tell whether
   *       the app's {@code main} died of it).
   * </ul>
   */
  public static List<Map<String, Object>> describe() {
    // Flyway finds its database support through the context loader: make it silk-data's own, which
    // sees Flyway, whatever thread of the dev server asks.
    return withOwnLoader(
        () -> {
          List<Map<String, Object>> list = new ArrayList<>();
          for (Shared shared : databases()) {
            list.add(shared.describe());
          }
          return list;
        });
  }

  /** The shared pool for {@code config}, opened on first use; {@code null} outside dev mode. */
  static Shared shared(DataConfig config) {
    Path dir = project;
    if (dir == null) {
      return null;
    }
    DataConfig local = localise(config, dir);
    String key =
        local.url() + "\n" + local.user() + "\n" + local.password() + "\n" + local.poolSize();
    DevThread opener = devThread;
    return pools.computeIfAbsent(
        key,
        k ->
            new Shared(
                local,
                opener == null
                    ? withOwnLoader(() -> Pools.open(local))
                    : opener.call(
                        () -> withOwnLoader(() -> Pools.open(local, opener.poolThreads())))));
  }

  /**
   * Runs {@code work} with silk-data's loader as the thread's context loader. A pool kept by dev
   * mode outlives every reload, and what it and its driver start or Flyway keeps takes the context
   * loader of the thread at hand: the app's loader there would be pinned for the rest of the
   * session. (Threads are made on {@link DevThread}, which also keeps the app's classes out of
   * their access control context.)
   */
  static <T> T withOwnLoader(Supplier<T> work) {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(DataDevMode.class.getClassLoader());
    try {
      return work.get();
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** Only an embedded database is thrown away and rebuilt when a migration changes. */
  static boolean rebuildsOnChange(DataConfig config) {
    return project != null
        && "h2".equals(config.vendor())
        && !config.url().startsWith("jdbc:h2:tcp:");
  }

  /** Project-relative H2 files and migration folders, whatever the dev server's working folder. */
  static DataConfig localise(DataConfig config, Path dir) {
    String url = config.url();
    for (String prefix : new String[] {"jdbc:h2:file:./", "jdbc:h2:./"}) {
      if (url.startsWith(prefix)) {
        url =
            "jdbc:h2:file:"
                + dir.resolve(url.substring(prefix.length())).toString().replace('\\', '/');
        break;
      }
    }
    List<String> locations = new ArrayList<>();
    for (String location : config.migrations()) {
      if (location.startsWith("classpath:")) {
        Path source =
            dir.resolve("src/main/resources").resolve(location.substring("classpath:".length()));
        locations.add(Files.isDirectory(source) ? "filesystem:" + source : location);
      } else {
        locations.add(location);
      }
    }
    return new DataConfig(
        url,
        config.user(),
        config.password(),
        config.poolSize(),
        config.connectTimeout(),
        locations);
  }

  /** One pool kept open by dev mode, with what the dev server shows about it. */
  public static final class Shared {
    private final DataConfig config;
    private final HikariDataSource pool;
    private final QueryLog log = new QueryLog(100);
    private final long opened = System.nanoTime();
    private volatile MigrationReport lastReport;
    private volatile RuntimeException lastFailure;
    private volatile long migratedAt;

    Shared(DataConfig config, HikariDataSource pool) {
      this.config = config;
      this.pool = pool;
    }

    public DataConfig config() {
      return config;
    }

    HikariDataSource pool() {
      return pool;
    }

    /** The last statements run on this pool by any reload of the app. */
    public QueryLog log() {
      return log;
    }

    /** What the last {@link Database#migrate()} did, or {@code null}. */
    public MigrationReport lastReport() {
      return lastReport;
    }

    /** Why the last {@link Database#migrate()} failed, or {@code null} when it did not. */
    public RuntimeException lastFailure() {
      return lastFailure;
    }

    /** The migrations and their states, read from the database now. */
    public List<Migration> migrations() {
      return Migrations.status(pool, config);
    }

    /** Connections open in the pool now. */
    public int openConnections() {
      HikariPoolMXBean bean = pool.getHikariPoolMXBean();
      return bean == null ? 0 : bean.getTotalConnections();
    }

    /** Connections borrowed and not yet given back, now. */
    public int activeConnections() {
      HikariPoolMXBean bean = pool.getHikariPoolMXBean();
      return bean == null ? 0 : bean.getActiveConnections();
    }

    void migrated(MigrationReport report, RuntimeException failure) {
      lastReport = report;
      lastFailure = failure;
      migratedAt = System.nanoTime();
    }

    private Map<String, Object> describe() {
      Map<String, Object> map = new HashMap<>();
      map.put("url", config.safeUrl());
      map.put("openConnections", openConnections());
      map.put("activeConnections", activeConnections());
      map.put("statements", log.total());
      MigrationReport report = lastReport;
      map.put("version", report == null ? null : report.version());
      map.put("migratedAt", report == null && lastFailure == null ? null : migratedAt);
      map.put("applied", report == null ? 0 : report.applied().size());
      map.put("summary", report == null ? null : report.summary());
      try {
        List<Map<String, Object>> migrations = new ArrayList<>();
        for (Migration m : migrations()) {
          Map<String, Object> row = new HashMap<>();
          row.put("version", m.version());
          row.put("description", m.description());
          row.put("script", m.script());
          row.put("state", m.state());
          row.put("installedOn", m.installedOn() == null ? null : m.installedOn().toString());
          row.put("millis", m.executionMillis());
          migrations.add(row);
        }
        map.put("migrations", migrations);
      } catch (RuntimeException e) {
        map.put("migrations", List.of());
        map.put("migrationsError", e.getMessage());
      }
      List<Map<String, Object>> queries = new ArrayList<>();
      for (ExecutedQuery q : log.recent()) {
        Map<String, Object> row = new HashMap<>();
        row.put("sql", q.sql());
        row.put("micros", q.nanos() / 1_000);
        row.put("rows", q.rows());
        row.put("error", q.error());
        row.put("at", q.at().toString());
        queries.add(row);
      }
      map.put("queries", queries);
      RuntimeException failure = lastFailure;
      map.put("failure", failure == null ? null : FailedMigration.of(failure).describe(failure));
      return map;
    }
  }
}
