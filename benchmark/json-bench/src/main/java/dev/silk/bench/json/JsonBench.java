package dev.silk.bench.json;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The JMH benchmarks: one implementation on one case per fork, so every call site the JIT sees is
 * monomorphic, as it is in an application that uses one library.
 *
 * <p>{@link BenchMain} chooses the (case, implementation) pairs that passed verification; the
 * {@code @Param} lists are only JMH's defaults.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JsonBench {
  @Param({"list"})
  public String dataCase;

  @Param({
    "silk-codec",
    "silk-hand",
    "silk-tree",
    "jackson",
    "fastjson2",
    "jackson-tree",
    "fastjson2-tree"
  })
  public String impl;

  private Bound<?> bound;

  /** Builds the case once per fork and refuses to measure an implementation that disagrees. */
  @Setup
  public void setUp(BenchmarkParams params) {
    bound = Bound.of(impl, dataCase);
    Verification.Outcome outcome = Verification.check(bound);
    String failure =
        params.getBenchmark().endsWith(".read") ? outcome.readFailure() : outcome.writeFailure();
    if (failure != null) {
      throw new IllegalStateException(impl + " on " + dataCase + ": " + failure);
    }
  }

  /** The value to a new array. */
  @Benchmark
  public byte[] write() {
    return bound.write();
  }

  /** The value into a reused buffer, then into a reused sink, as a server sends a body. */
  @Benchmark
  public int writeReused() {
    return bound.writeReused();
  }

  /** The document to a value. */
  @Benchmark
  public Object read() {
    return bound.read();
  }
}
