package dev.silk.cli.bench.codecs;

import dev.silk.json.Json;
import dev.silk.json.JsonBound;
import java.util.List;

/**
 * What {@code silk bench --json-codecs} measured: per {@code @JsonBound} type, JMH's average time
 * and allocation per operation for Silk's codec and for Jackson, or why the type was left out.
 *
 * @param startedAt UTC start, ISO-8601
 * @param project the project's folder name
 * @param java the JVM's vendor and version
 * @param jvmFlags the flags of the measuring JVMs
 * @param jmh the JMH version
 * @param jackson the jackson-databind version
 * @param forks JMH forks per benchmark
 * @param warmupIterations JMH warm-up iterations per fork
 * @param iterations JMH measured iterations per fork
 * @param iterationSeconds the length of each iteration
 * @param seed the seed of the sample values
 * @param listSize the number of samples in the list document
 * @param cpus the machine's CPUs
 * @param cpuModel the CPU model
 * @param loadBefore the load average before the run
 * @param loadAfter the load average after it
 * @param types every {@code @JsonBound} type found, measured or not
 */
@JsonBound
record CodecResult(
    String startedAt,
    String project,
    String java,
    List<String> jvmFlags,
    String jmh,
    String jackson,
    int forks,
    int warmupIterations,
    int iterations,
    double iterationSeconds,
    long seed,
    int listSize,
    int cpus,
    String cpuModel,
    double loadBefore,
    double loadAfter,
    List<TypeResult> types) {

  /** Copies the lists. */
  CodecResult {
    jvmFlags = List.copyOf(jvmFlags);
    types = List.copyOf(types);
  }

  /** This result as the pretty JSON of {@code target/silk-bench/json-codecs-*.json}. */
  String toJson() {
    return Json.toPrettyJson(CodecResultCodec.INSTANCE, this) + "\n";
  }

  /**
   * A result read back from its JSON.
   *
   * @throws dev.silk.json.JsonException when {@code json} is not a result this version wrote
   */
  static CodecResult fromJson(String json) {
    return Json.read(CodecResultCodec.INSTANCE, json);
  }

  /**
   * One type.
   *
   * @param type the binary name
   * @param reason why it was not measured (the engines disagree, no sample), or null
   * @param bytes the size of the sample document, -1 when unknown
   * @param listBytes the size of the list document, -1 when unknown
   * @param sample the sample document as Silk writes it, or null
   * @param measurements the eight figures, empty when not measured
   */
  @JsonBound
  record TypeResult(
      String type,
      String reason,
      int bytes,
      int listBytes,
      String sample,
      List<Measurement> measurements) {
    /** Copies the list. */
    TypeResult {
      measurements = List.copyOf(measurements);
    }

    boolean measured() {
      return reason == null;
    }

    /** The name shown in tables: without the package, nested types with a dot. */
    String label() {
      return type.substring(type.lastIndexOf('.') + 1).replace('$', '.');
    }

    /** The measurement of one cell, or null. */
    Measurement find(String document, String operation, String engine) {
      for (Measurement m : measurements) {
        if (m.document().equals(document)
            && m.operation().equals(operation)
            && m.engine().equals(engine)) {
          return m;
        }
      }
      return null;
    }
  }

  /**
   * One JMH benchmark's figures.
   *
   * @param document {@code one} (the sample) or {@code list} (the list of samples)
   * @param operation {@code write} or {@code read}
   * @param engine {@code silk} or {@code jackson}
   * @param nsPerOp JMH's score, average nanoseconds per operation
   * @param nsPerOpError JMH's 99.9% error, -1 when it cannot tell (one iteration)
   * @param bytesPerOp bytes allocated per operation ({@code -prof gc}), -1 when not measured
   */
  @JsonBound
  record Measurement(
      String document,
      String operation,
      String engine,
      double nsPerOp,
      double nsPerOpError,
      double bytesPerOp) {}
}
