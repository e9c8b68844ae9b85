package dev.silk.web;

import javax.sql.DataSource;

/**
 * Where {@link App#sessions(SessionStore)} keeps sessions: in the server's memory (one process), or
 * in a database every replica of the app shares, through Jetty's own JDBC session store.
 *
 * <p>In a database a session is written before its response is sent and read again by whichever
 * replica serves the next request, so replicas need no sticky load balancer, and stopping one loses
 * no session. Jetty creates its {@code jettysessions} table on first start; replicas that may start
 * at the same moment create it in a migration instead (see docs/data.md).
 *
 * <pre>{@code
 * Database db = Database.connect(DataConfig.fromEnvironment(DataConfig.embedded("shop")));
 * App app = App.create().sessions(SessionStore.database(db.dataSource()));
 * }</pre>
 *
 * <p>Values stored in a database session must be {@code Serializable}: they are written with Java
 * serialization. Under {@code silk dev} sessions stay in the dev server's memory, where they
 * survive reloads.
 */
public final class SessionStore {
  private static final SessionStore MEMORY = new SessionStore(null);

  final DataSource dataSource;

  private SessionStore(DataSource dataSource) {
    this.dataSource = dataSource;
  }

  /** Sessions in this server's memory, as {@link App#sessions()} keeps them. */
  public static SessionStore memory() {
    return MEMORY;
  }

  /** Sessions in the database behind {@code dataSource}, shared by every replica. */
  public static SessionStore database(DataSource dataSource) {
    if (dataSource == null) {
      throw new IllegalArgumentException("a database session store needs a DataSource");
    }
    return new SessionStore(dataSource);
  }

  /** Whether sessions live in a database. */
  public boolean shared() {
    return dataSource != null;
  }

  @Override
  public String toString() {
    return dataSource == null ? "SessionStore[memory]" : "SessionStore[database]";
  }
}
