package dev.silk.cli.bench.http;

import dev.silk.json.JsonBound;

/**
 * The figures of one measured round of one route. A figure that could not be measured is -1.
 *
 * @param requests answers in the round
 * @param errors wrong statuses, connection errors and timeouts
 * @param requestsPerSecond throughput
 * @param p50 median latency, µs
 * @param p90 90th percentile, µs
 * @param p99 99th percentile, µs
 * @param max slowest answer, µs
 * @param cpuPercent server CPU time over wall time, in % of one core
 * @param cpuMicrosPerRequest server CPU time per answer, µs
 * @param rssKb the server's largest resident set during the round, kB
 * @param allocBytesPerRequest bytes the server allocated per answer
 */
@JsonBound
record RoundResult(
    long requests,
    long errors,
    double requestsPerSecond,
    long p50,
    long p90,
    long p99,
    long max,
    double cpuPercent,
    double cpuMicrosPerRequest,
    long rssKb,
    double allocBytesPerRequest) {}
