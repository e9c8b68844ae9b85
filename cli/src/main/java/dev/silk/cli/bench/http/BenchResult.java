package dev.silk.cli.bench.http;

import dev.silk.json.Json;
import dev.silk.json.JsonBound;
import java.util.List;

/**
 * One {@code silk bench} run as saved in {@code target/silk-bench/*.json}: where and how it was
 * measured, then each route's rounds. Its JSON is written and read by the codec silk-json generates
 * (the names are the components'; latencies in microseconds, memory in kB, allocation in bytes per
 * request, -1 for "not measured").
 *
 * @param startedAt ISO-8601 instant the run began
 * @param project the project's folder name
 * @param generator the load generator's name and version
 * @param java the server JVM's version
 * @param jvmFlags the flags the server ran with
 * @param cpus processors online
 * @param cpuModel the processor's model name
 * @param pinning how server and generator were placed on CPUs
 * @param loadBefore the 1-minute load average before the run
 * @param loadAfter the same after the run
 * @param durationSeconds seconds per round
 * @param warmupSeconds seconds of warm-up per route
 * @param connections keep-alive connections
 * @param bootMillis launch to the first answer
 * @param bootRssKb resident memory at that moment
 * @param routes the measured routes
 */
@JsonBound
record BenchResult(
    String startedAt,
    String project,
    String generator,
    String java,
    List<String> jvmFlags,
    int cpus,
    String cpuModel,
    String pinning,
    double loadBefore,
    double loadAfter,
    double durationSeconds,
    double warmupSeconds,
    int connections,
    long bootMillis,
    long bootRssKb,
    List<RouteResult> routes) {
  BenchResult {
    jvmFlags = List.copyOf(jvmFlags);
    routes = List.copyOf(routes);
  }

  /** This result as the pretty JSON of {@code target/silk-bench/*.json}. */
  String toJson() {
    return Json.toPrettyJson(BenchResultCodec.INSTANCE, this) + "\n";
  }

  /**
   * A result read back from its JSON.
   *
   * @throws dev.silk.json.JsonException when {@code json} is not a result this version wrote
   */
  static BenchResult fromJson(String json) {
    return Json.read(BenchResultCodec.INSTANCE, json);
  }

  /** The route with this label, or null. */
  RouteResult route(String label) {
    return routes.stream().filter(r -> r.label().equals(label)).findFirst().orElse(null);
  }
}
