package dev.silk.web;

import javax.sql.DataSource;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.session.DatabaseAdaptor;
import org.eclipse.jetty.session.JDBCSessionDataStore;
import org.eclipse.jetty.session.NullSessionCache;

/**
 * Puts a session handler's sessions in a database with Jetty's {@link JDBCSessionDataStore}, set up
 * for replicas behind a load balancer that is not sticky.
 */
final class DatabaseSessions {
  /** How long a session read but not changed may go without its access time being written. */
  static final int SAVE_PERIOD_SECONDS = 60;

  private DatabaseSessions() {}

  static void configure(SessionHandler handler, DataSource dataSource) {
    DatabaseAdaptor adaptor = new DatabaseAdaptor();
    adaptor.setDatasource(dataSource);
    JDBCSessionDataStore store = new JDBCSessionDataStore();
    store.setDatabaseAdaptor(adaptor);
    // A session whose attributes did not change is written at most once a minute (D269). With 0,
    // Jetty wrote every session again when its request ended, after the response had left: a
    // client already on another replica could have its new write (a flash, a sign-in) overwritten
    // by that older copy. Expiry on the other replicas lags by at most this minute.
    store.setSavePeriodSec(SAVE_PERIOD_SECONDS);
    // No copy in memory: each request reads the session the last replica wrote, so a request that
    // lands on another replica never sees a stale one.
    NullSessionCache cache = new NullSessionCache(handler);
    cache.setSessionDataStore(store);
    // Written before the response leaves, so the client's next request finds it wherever it goes.
    cache.setFlushOnResponseCommit(true);
    cache.setSaveOnCreate(true);
    cache.setRemoveUnloadableSessions(true);
    handler.setSessionCache(cache);
  }
}
