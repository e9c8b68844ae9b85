/**
 * Prometheus metrics for Silk apps through Micrometer: {@link dev.silk.metrics.Metrics#install}
 * adds a timing filter and {@code GET /metrics}. It may import silk-web, Micrometer, and silk-data
 * (optional: only {@code DatabaseMetrics} touches it); silk-web never imports this package.
 */
package dev.silk.metrics;
