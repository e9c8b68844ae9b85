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
  private DatabaseSessions() {}

  static void configure(SessionHandler handler, DataSource dataSource) {
    DatabaseAdaptor adaptor = new DatabaseAdaptor();
    adaptor.setDatasource(dataSource);
    JDBCSessionDataStore store = new JDBCSessionDataStore();
    store.setDatabaseAdaptor(adaptor);
    // Written whenever a request touched the session, so its expiry is the same on every replica.
    store.setSavePeriodSec(0);
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
