package dev.silk.data;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

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
 * <p>{@code silk dev} turns it on with the system property {@value #PROJECT_PROPERTY} (silk-data
 * sits in the project's class loader, where the dev server cannot name its classes).
 *
 * <p>In dev mode an embedded H2 file named relative to the working folder ({@code ./data/shop}) is
 * placed in the project folder, migrations are read straight from {@code
 * src/main/resources/db/migration} so a save needs no copy, and a migration edited after it was
 * applied rebuilds the embedded database from its migrations instead of failing.
 */
public final class DataDevMode {
  private static volatile Path project;
  private static final Map<String, Shared> pools = new ConcurrentHashMap<>();

  private DataDevMode() {}

  /** Turns dev mode on for the project in {@code projectDir}; called by the dev server. */
  public static void enable(Path projectDir) {
    project = projectDir.toAbsolutePath().normalize();
  }

  /** Turns dev mode off and closes every pool it kept; called when the dev server stops. */
  public static void disable() {
    project = null;
    System.clearProperty(PROJECT_PROPERTY);
    for (Shared shared : pools.values()) {
      shared.pool.close();
    }
    pools.clear();
  }

  /** Whether {@code silk dev} runs this JVM's app. */
  public static boolean enabled() {
    return project() != null;
  }

  /** The databases opened since dev mode was turned on, oldest first. */
  public static List<Shared> databases() {
    List<Shared> list = new ArrayList<>(pools.values());
    list.sort((a, b) -> Long.compare(a.opened, b.opened));
    return list;
  }

  /** The property {@code silk dev} sets to the project folder while it runs the app. */
  public static final String PROJECT_PROPERTY = "silk.dev.project";

  /** The project folder when dev mode is on: enabled here, or by silk dev's property. */
  private static Path project() {
    Path dir = project;
    if (dir == null) {
      String property = System.getProperty(PROJECT_PROPERTY);
      if (property != null && !property.isBlank()) {
        dir = Path.of(property).toAbsolutePath().normalize();
      }
    }
    return dir;
  }

  /** The shared pool for {@code config}, opened on first use; {@code null} outside dev mode. */
  static Shared shared(DataConfig config) {
    Path dir = project();
    if (dir == null) {
      return null;
    }
    DataConfig local = localise(config, dir);
    String key =
        local.url() + "\n" + local.user() + "\n" + local.password() + "\n" + local.poolSize();
    return pools.computeIfAbsent(key, k -> new Shared(local, openOutsideTheApp(local)));
  }

  /**
   * Opens a pool whose threads do not hold the app's class loader: threads take the context loader
   * of the thread that makes them, and this pool outlives every reload of the app.
   */
  private static HikariDataSource openOutsideTheApp(DataConfig config) {
    Thread thread = Thread.currentThread();
    ClassLoader app = thread.getContextClassLoader();
    thread.setContextClassLoader(DataDevMode.class.getClassLoader());
    try {
      return Pools.open(config);
    } finally {
      thread.setContextClassLoader(app);
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
    }
  }
}
