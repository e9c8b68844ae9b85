package dev.silk.cli.bench.http;

import dev.silk.cli.app.BenchTarget;
import java.time.Duration;
import java.util.List;

/**
 * What a {@link LoadDriver} sends: one request, repeated over keep-alive connections for a fixed
 * time. It is plain data so any caller can build one: {@code silk bench} for its rounds, and a
 * training run (such as {@code silk native}'s PGO run) that just needs the code paths exercised.
 *
 * <pre>{@code
 * LoadPlan plan = new LoadPlan("127.0.0.1", 8080, BenchTarget.get("/"), 16, Duration.ofSeconds(10), List.of("1"));
 * LoadResult result = LoadDriver.choose(LoadDriver.Kind.AUTO).run(plan, LoadDriver.Window.NONE);
 * }</pre>
 *
 * @param host the server's host (loopback for {@code silk bench})
 * @param port the server's port
 * @param target the request and the status every answer should have
 * @param connections keep-alive connections kept busy at once
 * @param duration how long to send
 * @param cpus the CPUs to pin the generator to with {@code taskset}, or empty for no pinning
 */
public record LoadPlan(
    String host,
    int port,
    BenchTarget target,
    int connections,
    Duration duration,
    List<String> cpus) {

  /** Validates the numbers and copies the CPU list. */
  public LoadPlan {
    if (connections < 1) {
      throw new IllegalArgumentException("connections must be at least 1");
    }
    if (duration.isNegative() || duration.isZero()) {
      throw new IllegalArgumentException("duration must be positive");
    }
    cpus = List.copyOf(cpus);
  }

  /** {@code http://host:port/path}. */
  public String url() {
    return "http://" + host + ":" + port + target.path();
  }
}
