package dev.silk.cli.bench;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNull;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a {@link CodecResult} as the JSON of {@code target/silk-bench/json-codecs-*.json} and
 * reads it back. Field names are the record components; times are nanoseconds per operation,
 * allocation bytes per operation, -1 means "not measured", and a type left out has a {@code
 * reason}.
 */
final class CodecResultJson {
  private CodecResultJson() {}

  static String write(CodecResult r) {
    JsonOutput out = JsonOutput.pretty();
    out.beginObject();
    out.key("startedAt").value(r.startedAt());
    out.key("project").value(r.project());
    out.key("java").value(r.java());
    out.key("jvmFlags").beginArray();
    r.jvmFlags().forEach(out::value);
    out.endArray();
    out.key("jmh").value(r.jmh());
    out.key("jackson").value(r.jackson());
    out.key("forks").value(r.forks());
    out.key("warmupIterations").value(r.warmupIterations());
    out.key("iterations").value(r.iterations());
    out.key("iterationSeconds").value(r.iterationSeconds());
    out.key("seed").value(r.seed());
    out.key("listSize").value(r.listSize());
    out.key("cpus").value(r.cpus());
    out.key("cpuModel").value(r.cpuModel());
    out.key("loadBefore").value(r.loadBefore());
    out.key("loadAfter").value(r.loadAfter());
    out.key("types").beginArray();
    for (CodecResult.TypeResult type : r.types()) {
      out.beginObject();
      out.key("type").value(type.type());
      nullable(out.key("reason"), type.reason());
      out.key("bytes").value(type.bytes());
      out.key("listBytes").value(type.listBytes());
      nullable(out.key("sample"), type.sample());
      out.key("measurements").beginArray();
      for (CodecResult.Measurement m : type.measurements()) {
        out.beginObject();
        out.key("document").value(m.document());
        out.key("operation").value(m.operation());
        out.key("engine").value(m.engine());
        out.key("nsPerOp").value(m.nsPerOp());
        out.key("nsPerOpError").value(m.nsPerOpError());
        out.key("bytesPerOp").value(m.bytesPerOp());
        out.endObject();
      }
      out.endArray();
      out.endObject();
    }
    out.endArray();
    out.endObject();
    return out.toString() + "\n";
  }

  static CodecResult read(String json) {
    JsonObject o = (JsonObject) JsonValue.parse(json);
    List<String> flags = new ArrayList<>();
    for (JsonValue flag : ((JsonArray) o.get("jvmFlags")).elements()) {
      flags.add(((JsonString) flag).value());
    }
    List<CodecResult.TypeResult> types = new ArrayList<>();
    for (JsonValue value : ((JsonArray) o.get("types")).elements()) {
      JsonObject type = (JsonObject) value;
      List<CodecResult.Measurement> measurements = new ArrayList<>();
      for (JsonValue m : ((JsonArray) type.get("measurements")).elements()) {
        JsonObject cell = (JsonObject) m;
        measurements.add(
            new CodecResult.Measurement(
                str(cell, "document"),
                str(cell, "operation"),
                str(cell, "engine"),
                num(cell, "nsPerOp").toDouble(),
                num(cell, "nsPerOpError").toDouble(),
                num(cell, "bytesPerOp").toDouble()));
      }
      types.add(
          new CodecResult.TypeResult(
              str(type, "type"),
              str(type, "reason"),
              num(type, "bytes").toInt(),
              num(type, "listBytes").toInt(),
              str(type, "sample"),
              measurements));
    }
    return new CodecResult(
        str(o, "startedAt"),
        str(o, "project"),
        str(o, "java"),
        flags,
        str(o, "jmh"),
        str(o, "jackson"),
        num(o, "forks").toInt(),
        num(o, "warmupIterations").toInt(),
        num(o, "iterations").toInt(),
        num(o, "iterationSeconds").toDouble(),
        num(o, "seed").toLong(),
        num(o, "listSize").toInt(),
        num(o, "cpus").toInt(),
        str(o, "cpuModel"),
        num(o, "loadBefore").toDouble(),
        num(o, "loadAfter").toDouble(),
        types);
  }

  private static void nullable(JsonOutput out, String value) {
    if (value == null) {
      out.nullValue();
    } else {
      out.value(value);
    }
  }

  private static JsonNumber num(JsonObject o, String name) {
    return (JsonNumber) o.get(name);
  }

  /** A string member, or null for a JSON null. */
  static String str(JsonObject o, String name) {
    JsonValue value = o.get(name);
    return value instanceof JsonNull || value == null ? null : ((JsonString) value).value();
  }
}
