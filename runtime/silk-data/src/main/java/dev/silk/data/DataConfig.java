package dev.silk.data;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Where a {@link Database} connects and how: the JDBC URL, the credentials, the pool size, where
 * the migrations are.
 *
 * <p>An app names its embedded database in code and takes a real one from its environment, so
 * moving to PostgreSQL is one setting and no rebuild:
 *
 * <pre>{@code
 * // JDBC_DATABASE_URL=jdbc:postgresql://db:5432/shop (with JDBC_DATABASE_USERNAME and
 * // JDBC_DATABASE_PASSWORD) wins over the embedded H2 file
 * Database db = Database.connect(DataConfig.fromEnvironment(DataConfig.embedded("shop")));
 * }</pre>
 *
 * @param url the JDBC URL, such as {@code jdbc:postgresql://localhost:5432/shop} or {@code
 *     jdbc:h2:./data/shop}
 * @param user the user name, or {@code null} when the URL carries it (or none is needed)
 * @param password the password, or {@code null}
 * @param poolSize the most connections the pool keeps open (and keeps ready)
 * @param connectTimeout how long a statement waits for a free connection before it fails
 * @param migrations where Flyway finds the migrations, such as {@code classpath:db/migration}
 */
public record DataConfig(
    String url,
    String user,
    String password,
    int poolSize,
    Duration connectTimeout,
    List<String> migrations) {

  /** The environment variable {@link #fromEnvironment(String)} reads the URL from. */
  public static final String URL_VARIABLE = "JDBC_DATABASE_URL";

  /** Where migrations live unless told otherwise: {@code src/main/resources/db/migration}. */
  public static final String DEFAULT_MIGRATIONS = "classpath:db/migration";

  /** Checks the values; a bad one fails here, at start-up, not at the first query. */
  public DataConfig {
    if (url == null || !url.startsWith("jdbc:")) {
      throw new IllegalArgumentException(
          "a JDBC URL starts with jdbc: (such as jdbc:postgresql://localhost:5432/shop or"
              + " jdbc:h2:./data/shop), not: "
              + url);
    }
    if (poolSize < 1 || poolSize > 10_000) {
      throw new IllegalArgumentException("the pool size must be 1 to 10000: " + poolSize);
    }
    if (connectTimeout == null || connectTimeout.toMillis() < 250) {
      throw new IllegalArgumentException(
          "the connect timeout must be at least 250 ms: " + connectTimeout);
    }
    migrations = List.copyOf(migrations);
  }

  /**
   * The URL of the embedded database {@code name}: an H2 file under {@code ./data/} that speaks
   * PostgreSQL's dialect (lower-case names, nulls sorted last), so the same migrations and queries
   * run on it and on PostgreSQL. {@code AUTO_SERVER} lets a second process (the tests, a SQL
   * console) open it while the app runs.
   */
  public static String embedded(String name) {
    return "jdbc:h2:./data/" + checkedName(name) + ";" + H2_POSTGRESQL_MODE + ";AUTO_SERVER=TRUE";
  }

  /**
   * The URL of an in-memory embedded database {@code name}, in the same dialect as {@link
   * #embedded}; it lives as long as the JVM, for tests.
   */
  public static String inMemory(String name) {
    return "jdbc:h2:mem:" + checkedName(name) + ";" + H2_POSTGRESQL_MODE + ";DB_CLOSE_DELAY=-1";
  }

  /** The prefix of the environment variables {@link #fromEnvironment(String)} reads. */
  static final String ENVIRONMENT = "JDBC_DATABASE";

  /** H2's settings for PostgreSQL's dialect (D186). */
  static final String H2_POSTGRESQL_MODE =
      "MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH";

  private static String checkedName(String name) {
    if (name == null || !name.matches("[A-Za-z0-9_-]{1,64}")) {
      throw new IllegalArgumentException(
          "an embedded database name is 1 to 64 letters, digits, '_' or '-': " + name);
    }
    return name;
  }

  /**
   * A URL with no credentials, a pool of 10, a 5-second wait for a connection, default migrations.
   */
  public static DataConfig of(String url) {
    return new DataConfig(url, null, null, 10, Duration.ofSeconds(5), List.of(DEFAULT_MIGRATIONS));
  }

  /**
   * The database of {@code JDBC_DATABASE_URL} (with {@code JDBC_DATABASE_USERNAME}, {@code
   * JDBC_DATABASE_PASSWORD} and {@code JDBC_DATABASE_POOL_SIZE}) when it is set, otherwise {@code
   * embeddedUrl}. These are the names Heroku and other platforms set for Java apps.
   */
  public static DataConfig fromEnvironment(String embeddedUrl) {
    return fromEnvironment(ENVIRONMENT, embeddedUrl, System.getenv());
  }

  /**
   * As {@link #fromEnvironment(String)}, with another prefix: the generated tests read {@code
   * TEST_JDBC_DATABASE_URL}, so that running the tests can never touch the app's own database.
   */
  public static DataConfig fromEnvironment(String prefix, String embeddedUrl) {
    return fromEnvironment(prefix, embeddedUrl, System.getenv());
  }

  static DataConfig fromEnvironment(String prefix, String embeddedUrl, Map<String, String> env) {
    String url = nonBlank(env.get(prefix + "_URL"));
    DataConfig config = of(url != null ? url : embeddedUrl);
    if (url != null) {
      config = config.withUser(nonBlank(env.get(prefix + "_USERNAME")));
      config = config.withPassword(env.get(prefix + "_PASSWORD"));
    }
    String pool = nonBlank(env.get(prefix + "_POOL_SIZE"));
    if (pool != null) {
      try {
        config = config.withPoolSize(Integer.parseInt(pool));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            prefix + "_POOL_SIZE must be a whole number, not '" + pool + "'", e);
      }
    }
    return config;
  }

  public DataConfig withUser(String newUser) {
    return new DataConfig(url, newUser, password, poolSize, connectTimeout, migrations);
  }

  public DataConfig withPassword(String newPassword) {
    return new DataConfig(url, user, newPassword, poolSize, connectTimeout, migrations);
  }

  public DataConfig withPoolSize(int newPoolSize) {
    return new DataConfig(url, user, password, newPoolSize, connectTimeout, migrations);
  }

  public DataConfig withConnectTimeout(Duration timeout) {
    return new DataConfig(url, user, password, poolSize, timeout, migrations);
  }

  /**
   * Flyway locations ({@code classpath:...} or {@code filesystem:...}); none turns migrating off.
   */
  public DataConfig withMigrations(String... locations) {
    return new DataConfig(url, user, password, poolSize, connectTimeout, List.of(locations));
  }

  /** Which database the URL names: {@code postgresql}, {@code h2}, ... */
  public String vendor() {
    int end = url.indexOf(':', 5);
    return end < 0 ? url.substring(5) : url.substring(5, end);
  }

  /** The URL without any password it carries, for logs and pages. */
  public String safeUrl() {
    return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }

  @Override
  public String toString() {
    return "DataConfig[" + safeUrl() + ", user " + user + ", pool " + poolSize + "]";
  }

  private static String nonBlank(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }
}
