package dev.silk.data.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL for tests, found or started by the tests themselves: the server of {@code
 * SILK_TEST_POSTGRES_URL} when set, otherwise one started by the repository's {@code
 * scripts/postgres.sh} (which installs Debian's package first when the machine has none) in a
 * temporary folder on a free port, stopped when the JVM exits. Each test takes a database of its
 * own with {@link #createDatabase}.
 *
 * <pre>{@code
 * String url = LocalPostgres.shared().createDatabase("todos");   // jdbc:postgresql://127.0.0.1:.../todos_1?user=silk
 * }</pre>
 */
public final class LocalPostgres {
  /** An admin URL of a running server to use instead of starting one. */
  public static final String URL_VARIABLE = "SILK_TEST_POSTGRES_URL";

  /** Settings for a throw-away server: nothing is worth an fsync. */
  private static final String TEST_OPTIONS =
      "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300";

  private static LocalPostgres shared;
  private static final AtomicInteger databases = new AtomicInteger();

  private final String adminUrl;

  private LocalPostgres(String adminUrl) {
    this.adminUrl = adminUrl;
  }

  /** The one server of this JVM, started on first use. */
  public static synchronized LocalPostgres shared() {
    if (shared == null) {
      String given = System.getenv(URL_VARIABLE);
      shared = new LocalPostgres(given != null && !given.isBlank() ? given.strip() : start());
    }
    return shared;
  }

  /** The URL of the server's {@code postgres} database, as its superuser. */
  public String adminUrl() {
    return adminUrl;
  }

  /**
   * A connection to {@code url} through PostgreSQL's driver itself, not {@link
   * java.sql.DriverManager}: DriverManager registers the drivers its first caller's context loader
   * sees, and in a JVM that ran {@code silk dev} that was a project's loader, whose driver this
   * class cannot use ("No suitable driver").
   */
  public static Connection connect(String url) throws SQLException {
    return new org.postgresql.Driver().connect(url, new Properties());
  }

  /** Creates an empty database named {@code prefix_N} and answers its JDBC URL. */
  public String createDatabase(String prefix) {
    String name =
        prefix.toLowerCase(java.util.Locale.ROOT)
            + "_"
            + ProcessHandle.current().pid()
            + "_"
            + databases.incrementAndGet();
    try (Connection c = connect(adminUrl);
        Statement s = c.createStatement()) {
      s.execute("create database " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create database " + name + " on " + adminUrl, e);
    }
    return withDatabase(adminUrl, name);
  }

  static String withDatabase(String url, String database) {
    int query = url.indexOf('?');
    String base = query < 0 ? url : url.substring(0, query);
    String params = query < 0 ? "" : url.substring(query);
    return base.substring(0, base.lastIndexOf('/') + 1) + database + params;
  }

  /** Where the repository's scripts are, found upwards from the working folder. */
  public static Path script() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      Path script = dir.resolve("scripts/postgres.sh");
      if (Files.isRegularFile(script)) {
        return script;
      }
    }
    throw new IllegalStateException(
        "scripts/postgres.sh not found above "
            + Path.of("").toAbsolutePath()
            + "; set "
            + URL_VARIABLE);
  }

  private static String start() {
    Path script = script();
    run(List.of("bash", script.toString(), "install"), null);
    Path dir;
    try {
      dir = Files.createTempDirectory("silk-pg-");
    } catch (IOException e) {
      throw new IllegalStateException("cannot make a folder for PostgreSQL", e);
    }
    String url =
        run(List.of("bash", script.toString(), "start", dir.toString()), TEST_OPTIONS).strip();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    run(List.of("bash", script.toString(), "stop", dir.toString()), null);
                  } finally {
                    deleteQuietly(dir);
                  }
                },
                "silk-pg-stop"));
    return url;
  }

  private static String run(List<String> command, String pgOptions) {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    if (pgOptions != null) {
      builder.environment().put("PG_OPTIONS", pgOptions);
    }
    try {
      Process process = builder.start();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(600, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw new IllegalStateException(String.join(" ", command) + " failed:\n" + output);
      }
      String[] lines = output.strip().split("\n");
      return lines[lines.length - 1];
    } catch (IOException e) {
      throw new IllegalStateException("cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + command, e);
    }
  }

  private static void deleteQuietly(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException ignored) {
      // A temporary folder; the system cleans it eventually.
    }
  }
}
