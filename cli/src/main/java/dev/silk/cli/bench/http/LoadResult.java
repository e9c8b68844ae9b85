package dev.silk.cli.bench.http;

/**
 * What one load run measured, from the generator's side. Latencies are in microseconds.
 *
 * @param requests answers received in the measured time
 * @param errors answers with another status than expected, plus connection errors and timeouts
 * @param seconds the measured time
 * @param p50 median latency
 * @param p90 90th percentile
 * @param p99 99th percentile
 * @param max the slowest answer
 */
public record LoadResult(
    long requests, long errors, double seconds, long p50, long p90, long p99, long max) {

  /**
   * Right answers per second: an error page served fast is no throughput (errors that are not
   * answers, a refused connection, make no difference here).
   */
  public double requestsPerSecond() {
    return seconds > 0 ? Math.max(0, requests - errors) / seconds : 0;
  }
}
