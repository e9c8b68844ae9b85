package dev.silk.metrics;

import dev.silk.data.Database;
import dev.silk.web.App;
import dev.silk.web.Route;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.concurrent.TimeUnit;

/**
 * Prometheus metrics for a Silk app in one call: every request timed by method, route pattern and
 * status ({@code http_server_requests_seconds}), the JVM's memory, GC, threads and CPU, and, with a
 * database, its statements and pool; all served at {@code GET /metrics} in the Prometheus text
 * format, through Micrometer's Prometheus registry.
 *
 * <pre>{@code
 * App app = Main.app(todos, db);
 * Metrics.install(app, db);          // before start(): adds two filters and GET /metrics
 * app.start();
 * }</pre>
 *
 * <p>Routes are labelled by their pattern ({@code /todos/{id}}), never by the path a client sent,
 * so the number of series stays bounded whatever clients ask for; requests that matched no route
 * share the label {@code NOT_FOUND}.
 */
public final class Metrics {
  /** Where {@link #install} serves the metrics. */
  public static final String PATH = "/metrics";

  static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
  private static final String START = "silk.metrics.start";

  private final PrometheusMeterRegistry registry;

  private Metrics(PrometheusMeterRegistry registry) {
    this.registry = registry;
  }

  /** Times {@code app}'s requests, measures the JVM and serves both at {@code /metrics}. */
  public static Metrics install(App app) {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    new JvmMemoryMetrics().bindTo(registry);
    JvmGcMetrics gc = new JvmGcMetrics();
    gc.bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
    new ClassLoaderMetrics().bindTo(registry);
    new ProcessorMetrics().bindTo(registry);
    new UptimeMetrics().bindTo(registry);
    Metrics metrics = new Metrics(registry);
    app.before(
            request -> {
              request.attribute(START, System.nanoTime());
              return null;
            })
        .after(metrics::record)
        .get(PATH, request -> WebResponse.text(registry.scrape()).withContentType(CONTENT_TYPE))
        // The GC meters hear every collection until closed: under silk dev, where each reload
        // installs anew, a replaced app would otherwise leave its registry listening for good.
        .onStop(
            reloaded -> {
              gc.close();
              registry.close();
            });
    return metrics;
  }

  /** As {@link #install(App)}, and times {@code db}'s statements and watches its pool. */
  public static Metrics install(App app, Database db) {
    Metrics metrics = install(app);
    DatabaseMetrics.bind(metrics.registry, db);
    return metrics;
  }

  /**
   * The registry, for the app's own meters: {@code
   * metrics.registry().counter("orders").increment()}.
   */
  public PrometheusMeterRegistry registry() {
    return registry;
  }

  private WebResponse record(WebRequest request, WebResponse response) {
    Long start = request.attribute(START);
    if (start != null && !PATH.equals(request.path())) {
      Route route = request.route();
      Timer.builder("http.server.requests")
          .tag("method", request.method())
          .tag("uri", route == null ? "NOT_FOUND" : route.path())
          .tag("status", Integer.toString(response.status()))
          .tag("outcome", outcome(response.status()))
          .register(registry)
          .record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
    }
    return response;
  }

  private static String outcome(int status) {
    if (status >= 500) {
      return "SERVER_ERROR";
    }
    if (status >= 400) {
      return "CLIENT_ERROR";
    }
    if (status >= 300) {
      return "REDIRECTION";
    }
    return status >= 200 ? "SUCCESS" : "INFORMATIONAL";
  }
}
