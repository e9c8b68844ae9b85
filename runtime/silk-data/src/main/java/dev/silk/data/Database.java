package dev.silk.data;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import javax.sql.DataSource;

/**
 * A database: a HikariCP pool, Flyway migrations and statements with bound parameters.
 *
 * <p>Statements run on a connection borrowed from the pool for that one statement; {@link
 * #inTransaction} and {@link #useTransaction} run several on one connection and commit them
 * together. Rows map to records with a {@link RowMapper}, generated at compile time for {@link Row}
 * records.
 *
 * <pre>{@code
 * Database db = Database.connect(DataConfig.fromEnvironment(DataConfig.embedded("shop")));
 * db.migrate();                                   // src/main/resources/db/migration
 * long id = db.insert("insert into todo(title) values (?)", "Ship it");
 * List<Todo> todos = db.query("select * from todo order by id").list(TodoRowMapper.INSTANCE);
 * }</pre>
 *
 * <p>Under {@code silk dev} the pool belongs to the dev server and outlives the app's reloads:
 * {@code connect} hands every reload the same open pool, and {@code close} leaves it open.
 */
public final class Database implements Sql, AutoCloseable {
  private final DataConfig config;
  private final DataSource dataSource;
  private final HikariDataSource ownPool;
  private final Listeners listeners = new Listeners();
  private final Statements statements;
  private final DataDevMode.Shared shared;
  private volatile MigrationState migration = MigrationState.NOT_RUN;

  private enum MigrationState {
    NOT_RUN,
    RUNNING,
    DONE,
    FAILED
  }

  private Database(
      DataConfig config,
      DataSource dataSource,
      HikariDataSource ownPool,
      DataDevMode.Shared shared) {
    this.config = config;
    this.dataSource = dataSource;
    this.ownPool = ownPool;
    this.shared = shared;
    this.statements =
        new Statements(
            new Statements.ConnectionSource() {
              @Override
              public Connection acquire() throws SQLException {
                return dataSource.getConnection();
              }

              @Override
              public void release(Connection connection) throws SQLException {
                connection.close();
              }

              @Override
              public boolean autoCommit() {
                return true;
              }
            },
            listeners);
    if (shared != null) {
      listeners.add(shared.log());
    }
  }

  /** Opens a pool on {@code url} with the defaults of {@link DataConfig#of}. */
  public static Database connect(String url) {
    return connect(DataConfig.of(url));
  }

  /**
   * Opens a pool as {@code config} says and checks that it connects.
   *
   * @throws DataException when the database cannot be reached, saying what to check
   */
  public static Database connect(DataConfig config) {
    DataDevMode.Shared shared = DataDevMode.shared(config);
    if (shared != null) {
      return new Database(shared.config(), shared.pool(), null, shared);
    }
    HikariDataSource pool = Pools.open(config);
    return new Database(config, pool, pool, null);
  }

  /**
   * A database over a {@link DataSource} the caller made and closes (a pool of its own, or one an
   * application server gives); {@link #close()} leaves it open.
   */
  public static Database of(DataSource dataSource, DataConfig config) {
    return new Database(config, dataSource, null, null);
  }

  @Override
  public Query query(String sql, Object... args) {
    return statements.query(sql, args);
  }

  @Override
  public int update(String sql, Object... args) {
    return statements.update(sql, args);
  }

  @Override
  public long insert(String sql, Object... args) {
    return statements.insert(sql, args);
  }

  @Override
  public <T> int batch(
      String sql, Collection<? extends T> rows, ParameterBinder<? super T> binder) {
    return statements.batch(sql, rows, binder);
  }

  /**
   * Runs {@code work} in a transaction on one connection and answers its value: committed when it
   * returns, rolled back when it throws (the exception goes on to the caller; a checked one wrapped
   * in a {@link DataException}).
   */
  public <T> T inTransaction(TransactionWork<T> work) {
    Connection connection;
    try {
      connection = dataSource.getConnection();
    } catch (SQLException e) {
      throw new DataException("cannot begin a transaction: " + Pools.rootMessage(e), e);
    }
    try {
      connection.setAutoCommit(false);
      T value;
      try {
        value = work.run(new Transaction(connection, listeners));
      } catch (Exception e) {
        Statements.rollbackQuietly(connection, e);
        throw e;
      } catch (Error e) {
        Statements.rollbackQuietly(connection, new RuntimeException(e));
        throw e;
      }
      connection.commit();
      return value;
    } catch (RuntimeException e) {
      throw e;
    } catch (SQLException e) {
      throw new DataException("the transaction failed: " + Pools.rootMessage(e), e);
    } catch (Exception e) {
      throw new DataException("the transaction was rolled back: " + e, e);
    } finally {
      try {
        connection.setAutoCommit(true);
        connection.close();
      } catch (SQLException ignored) {
        // The pool discards a connection it cannot reset; the outcome is already decided.
      }
    }
  }

  /** As {@link #inTransaction}, for a body that answers nothing. */
  public void useTransaction(TransactionAction action) {
    inTransaction(
        tx -> {
          action.run(tx);
          return null;
        });
  }

  /**
   * Applies the migrations not yet applied (Flyway, from {@code src/main/resources/db/migration} by
   * default) and reports what it did. Several instances starting at once apply each migration once:
   * Flyway locks the schema history while one migrates.
   *
   * @throws DataException when a migration fails; the database keeps what the failed migration's
   *     transaction rolled back to
   */
  public MigrationReport migrate() {
    migration = MigrationState.RUNNING;
    try {
      MigrationReport report =
          shared == null
              ? Migrations.migrate(dataSource, config, false)
              // Flyway under silk dev reads the migrations from the sources, not the app's
              // class path, and must keep no app loader in what it caches.
              : DataDevMode.withOwnLoader(
                  () ->
                      Migrations.migrate(dataSource, config, DataDevMode.rebuildsOnChange(config)));
      migration = MigrationState.DONE;
      if (shared != null) {
        shared.migrated(report, null);
      }
      return report;
    } catch (RuntimeException e) {
      migration = MigrationState.FAILED;
      if (shared != null) {
        shared.migrated(null, e);
      }
      throw e;
    }
  }

  /** Every migration found or applied, with its state, oldest first. */
  public List<Migration> migrations() {
    return shared == null
        ? Migrations.status(dataSource, config)
        : DataDevMode.withOwnLoader(() -> Migrations.status(dataSource, config));
  }

  /**
   * Whether the database can serve: a connection answers within two seconds and migrations are
   * neither running nor failed. For a {@code /ready} route; it never throws.
   */
  public Readiness readiness() {
    MigrationState state = migration;
    if (state == MigrationState.RUNNING) {
      return new Readiness(false, "migrations are running");
    }
    if (state == MigrationState.FAILED) {
      return new Readiness(false, "a migration failed");
    }
    try (Connection connection = dataSource.getConnection()) {
      if (!connection.isValid(2)) {
        return new Readiness(false, "the database did not answer within 2 s");
      }
    } catch (SQLException | RuntimeException e) {
      return new Readiness(false, "the database is unreachable: " + Pools.rootMessage(e));
    }
    return new Readiness(true, state == MigrationState.DONE ? "reachable, migrated" : "reachable");
  }

  /** Hears of every statement from now on (see {@link QueryListener}). */
  public Database listen(QueryListener listener) {
    listeners.add(listener);
    return this;
  }

  /** Stops telling {@code listener}. */
  public void unlisten(QueryListener listener) {
    listeners.remove(listener);
  }

  /** The pool, for libraries that take a {@link DataSource} (such as Jetty's session store). */
  public DataSource dataSource() {
    return dataSource;
  }

  /** The settings this database was opened with. */
  public DataConfig config() {
    return config;
  }

  /** Closes the pool and its connections, unless it belongs to the dev server or the caller. */
  @Override
  public void close() {
    if (ownPool != null) {
      ownPool.close();
    }
  }

  @Override
  public String toString() {
    return "Database[" + config.safeUrl() + "]";
  }
}
