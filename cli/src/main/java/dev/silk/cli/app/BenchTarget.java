package dev.silk.cli.app;

import java.util.Map;

/**
 * One request to measure: what to send and what a correct answer looks like. A case whose answers
 * are wrong is never reported (see {@link Verifier}).
 *
 * <pre>{@code
 * BenchTarget home = BenchTarget.get("/");
 * }</pre>
 *
 * @param method the HTTP method
 * @param path the path with its query, starting with {@code /}
 * @param headers extra request headers, in order
 * @param body the request body, or empty
 * @param expectStatus the status every answer must have
 * @param expectBody text the answer's body must contain, or null for no check
 */
public record BenchTarget(
    String method,
    String path,
    Map<String, String> headers,
    String body,
    int expectStatus,
    String expectBody) {

  /** Copies the headers so the target stays a value. */
  public BenchTarget {
    headers = Map.copyOf(headers);
  }

  /** A GET of {@code path} expecting 200. */
  public static BenchTarget get(String path) {
    return new BenchTarget("GET", path, Map.of(), "", 200, null);
  }

  /** How reports name the case: {@code GET /api/todos}. */
  public String label() {
    return method + " " + path;
  }
}
