package dev.silk.bench.hostile;

import dev.silk.json.Json;
import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The body of a JSON shape of {@link HostileBench} read in process by silk-json and by Jackson,
 * without the server: whether a rise of the cost per byte from 10 KB to 1 MB is silk-json's own or
 * what reading that much into a JVM heap costs any reader (D247). json-keys reads into each
 * library's tree (Jackson's does not look for repeated names, silk-json's refuses them); the lists
 * read into {@code List<Double>}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PeerReadBench {
  private static final TypeReference<List<Double>> DOUBLES = new TypeReference<>() {};

  @Param({"json-keys", "json-exponents", "json-doubles"})
  public String shape;

  @Param({"10240", "102400", "1048576"})
  public int size;

  @Param({"silk", "jackson"})
  public String reader;

  private byte[] body;
  private final JsonMapper jackson = JsonMapper.builder().build();

  @Setup
  public void setUp() {
    body = HostileBench.Hostile.of(shape, size).body().getBytes(StandardCharsets.UTF_8);
    if (!read().equals(read())) {
      throw new IllegalStateException(shape + " reads differently twice");
    }
  }

  @Benchmark
  public Object read() {
    boolean tree = shape.equals("json-keys");
    if (reader.equals("silk")) {
      return tree ? Json.read(JsonValue.CODEC, body) : Json.read(JsonCodecs.DOUBLE.list(), body);
    }
    return tree ? jackson.readTree(body) : jackson.readValue(body, DOUBLES);
  }
}
