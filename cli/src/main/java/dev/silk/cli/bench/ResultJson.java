package dev.silk.cli.bench;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link BenchResult} as the JSON of {@code target/silk-bench/*.json} and reads it back
 * for {@code --compare}. Field names are the record components; latencies are in microseconds,
 * memory in kB, allocation in bytes per request, and -1 means "not measured".
 */
final class ResultJson {
  private ResultJson() {}

  static String write(BenchResult r) {
    JsonOutput out = JsonOutput.pretty();
    out.beginObject();
    out.key("startedAt").value(r.startedAt());
    out.key("project").value(r.project());
    out.key("generator").value(r.generator());
    out.key("java").value(r.java());
    out.key("jvmFlags").beginArray();
    r.jvmFlags().forEach(out::value);
    out.endArray();
    out.key("cpus").value(r.cpus());
    out.key("cpuModel").value(r.cpuModel());
    out.key("pinning").value(r.pinning());
    out.key("loadBefore").value(r.loadBefore());
    out.key("loadAfter").value(r.loadAfter());
    out.key("durationSeconds").value(r.durationSeconds());
    out.key("warmupSeconds").value(r.warmupSeconds());
    out.key("connections").value(r.connections());
    out.key("bootMillis").value(r.bootMillis());
    out.key("bootRssKb").value(r.bootRssKb());
    out.key("routes").beginArray();
    for (RouteResult route : r.routes()) {
      out.beginObject();
      out.key("label").value(route.label());
      out.key("rounds").beginArray();
      for (RoundResult round : route.rounds()) {
        out.beginObject();
        out.key("requests").value(round.requests());
        out.key("errors").value(round.errors());
        out.key("requestsPerSecond").value(round.requestsPerSecond());
        out.key("p50").value(round.p50());
        out.key("p90").value(round.p90());
        out.key("p99").value(round.p99());
        out.key("max").value(round.max());
        out.key("cpuPercent").value(round.cpuPercent());
        out.key("cpuMicrosPerRequest").value(round.cpuMicrosPerRequest());
        out.key("rssKb").value(round.rssKb());
        out.key("allocBytesPerRequest").value(round.allocBytesPerRequest());
        out.endObject();
      }
      out.endArray();
      out.endObject();
    }
    out.endArray();
    out.endObject();
    return out.toString() + "\n";
  }

  static BenchResult read(String json) {
    JsonObject o = (JsonObject) JsonValue.parse(json);
    List<String> flags = new ArrayList<>();
    for (JsonValue flag : ((JsonArray) o.get("jvmFlags")).elements()) {
      flags.add(((JsonString) flag).value());
    }
    List<RouteResult> routes = new ArrayList<>();
    for (JsonValue value : ((JsonArray) o.get("routes")).elements()) {
      JsonObject route = (JsonObject) value;
      List<RoundResult> rounds = new ArrayList<>();
      for (JsonValue roundValue : ((JsonArray) route.get("rounds")).elements()) {
        JsonObject round = (JsonObject) roundValue;
        rounds.add(
            new RoundResult(
                num(round, "requests").toLong(),
                num(round, "errors").toLong(),
                num(round, "requestsPerSecond").toDouble(),
                num(round, "p50").toLong(),
                num(round, "p90").toLong(),
                num(round, "p99").toLong(),
                num(round, "max").toLong(),
                num(round, "cpuPercent").toDouble(),
                num(round, "cpuMicrosPerRequest").toDouble(),
                num(round, "rssKb").toLong(),
                num(round, "allocBytesPerRequest").toDouble()));
      }
      routes.add(new RouteResult(str(route, "label"), rounds));
    }
    return new BenchResult(
        str(o, "startedAt"),
        str(o, "project"),
        str(o, "generator"),
        str(o, "java"),
        flags,
        num(o, "cpus").toInt(),
        str(o, "cpuModel"),
        str(o, "pinning"),
        num(o, "loadBefore").toDouble(),
        num(o, "loadAfter").toDouble(),
        num(o, "durationSeconds").toDouble(),
        num(o, "warmupSeconds").toDouble(),
        num(o, "connections").toInt(),
        num(o, "bootMillis").toLong(),
        num(o, "bootRssKb").toLong(),
        routes);
  }

  private static JsonNumber num(JsonObject o, String name) {
    return (JsonNumber) o.get(name);
  }

  private static String str(JsonObject o, String name) {
    return ((JsonString) o.get(name)).value();
  }
}
