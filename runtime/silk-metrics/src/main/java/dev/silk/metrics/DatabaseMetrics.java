package dev.silk.metrics;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import dev.silk.data.DataDevMode;
import dev.silk.data.Database;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;

/**
 * The database's meters, in a class of their own so that an app without silk-data never loads a
 * silk-data type through {@link Metrics}.
 */
final class DatabaseMetrics {
  private DatabaseMetrics() {}

  static void bind(MeterRegistry registry, Database db) {
    Timer success = statements(registry, "SUCCESS");
    Timer error = statements(registry, "ERROR");
    db.listen(
        query ->
            (query.error() == null ? success : error).record(query.nanos(), TimeUnit.NANOSECONDS));
    // Under silk dev the pool belongs to the dev server and outlives this app; no gauge may pin it.
    if (db.dataSource() instanceof HikariDataSource pool && !DataDevMode.enabled()) {
      gauge(
          registry,
          "db.pool.connections.active",
          "connections borrowed from the pool",
          pool,
          HikariPoolMXBean::getActiveConnections);
      gauge(
          registry,
          "db.pool.connections.idle",
          "connections open and free",
          pool,
          HikariPoolMXBean::getIdleConnections);
      gauge(
          registry,
          "db.pool.connections.open",
          "connections open in the pool",
          pool,
          HikariPoolMXBean::getTotalConnections);
      gauge(
          registry,
          "db.pool.threads.waiting",
          "threads waiting for a connection",
          pool,
          HikariPoolMXBean::getThreadsAwaitingConnection);
    }
  }

  private static Timer statements(MeterRegistry registry, String outcome) {
    return Timer.builder("db.statements")
        .description("statements run on the app's database")
        .tag("outcome", outcome)
        .register(registry);
  }

  private static void gauge(
      MeterRegistry registry,
      String name,
      String description,
      HikariDataSource pool,
      ToIntFunction<HikariPoolMXBean> value) {
    Gauge.builder(
            name,
            pool,
            p -> {
              HikariPoolMXBean bean = p.getHikariPoolMXBean();
              return bean == null ? 0 : value.applyAsInt(bean);
            })
        .description(description)
        .register(registry);
  }
}
