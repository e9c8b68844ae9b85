package dev.silk.cli.bench.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The readers of what generators and the JVM print: wrk's report, the GC log, the histogram. */
class FiguresParsingTest {
  private static final String WRK =
      """
      Running 2s test @ http://127.0.0.1:8080/
        1 threads and 4 connections
        Thread Stats   Avg      Stdev     Max   +/- Stdev
          Latency   210.50us  100.20us   3.12ms   90.00%
          Req/Sec    18.50k     1.20k   20.10k    70.00%
        Latency Distribution
           50%  190.00us
           75%  230.00us
           90%  300.00us
           99%    1.05ms
        36812 requests in 2.00s, 4.12MB read
        Non-2xx or 3xx responses: 3
        Socket errors: connect 0, read 1, write 0, timeout 2
      Requests/sec:  18406.00
      Transfer/sec:      2.06MB
      """;

  @Test
  void wrksLatencyReportGivesRequestsPercentilesMaxAndErrors() {
    LoadResult r = WrkDriver.parse(WRK);
    assertEquals(36812, r.requests());
    assertEquals(2.0, r.seconds(), 1e-9);
    assertEquals(190, r.p50());
    assertEquals(300, r.p90());
    assertEquals(1050, r.p99());
    assertEquals(3120, r.max());
    assertEquals(6, r.errors());
    assertEquals((36812 - 6) / 2.0, r.requestsPerSecond(), 1e-9, "right answers per second");
  }

  @Test
  void aGcLogCountsWhatEachCollectionFreed() {
    List<String> log =
        List.of(
            "[0.010s][info][gc] Using G1",
            "[1.234s][info][gc] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 52M->4M(1024M) 3.1ms",
            "[2.345s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 56M->5M(1024M) 2.0ms",
            "[2.400s][info][gc] GC(2) Pause Remark 700K->700K(1024M) 0.5ms");
    assertEquals((48L + 51L) << 20, AllocationMeter.freed(log));
  }

  @Test
  void theHistogramsPercentilesStayWithinOnePercentOfTheExactOnes() {
    long seed = System.nanoTime();
    SplittableRandom random = new SplittableRandom(seed);
    LatencyHistogram histogram = new LatencyHistogram();
    long[] values = new long[20_000];
    for (int i = 0; i < values.length; i++) {
      values[i] = (long) Math.exp(random.nextDouble(0, 14)); // 1 µs to ~1.2 s
      histogram.record(values[i]);
    }
    java.util.Arrays.sort(values);
    for (double p : new double[] {50, 90, 99}) {
      long exact = values[(int) Math.ceil(p / 100 * values.length) - 1];
      long estimate = histogram.percentile(p);
      assertTrue(
          Math.abs(estimate - exact) <= Math.max(1, exact / 100),
          "seed " + seed + ": p" + p + " " + estimate + " vs " + exact);
    }
    assertEquals(values[values.length - 1], histogram.max());
  }

  @Test
  void aComparisonFlagsOnlyChangesBeyondTheRoundToRoundNoise() {
    BenchResult before = result(new double[] {10_000, 10_400, 9_800}, 200);
    BenchResult slower = result(new double[] {8_000, 8_100, 7_900}, 200);
    BenchResult wobble = result(new double[] {9_900, 10_300, 9_700}, 205);
    Comparison regression = Comparison.of(before, slower);
    assertTrue(regression.regressed());
    Comparison.Row rps = regression.rows().get(0);
    assertEquals("req/s", rps.figure());
    assertEquals(0.8, rps.ratio(), 0.01);
    assertTrue(rps.regression());
    assertTrue(!Comparison.of(before, wobble).regressed(), "within noise");
  }

  @Test
  void aComparisonMarksImprovementsAndSaysHowTheTwoRunsWereSetUpDifferently() {
    BenchResult before = result(new double[] {10_000, 10_400, 9_800}, 200);
    BenchResult faster = result(new double[] {14_000, 14_100, 13_900}, 200, 64, "Java 25");
    Comparison comparison = Comparison.of(before, faster);

    Comparison.Row rps = comparison.rows().get(0);
    assertTrue(rps.improvement() && !rps.regression(), rps.toString());
    assertTrue(comparison.improved());
    String table = String.join("\n", TextReport.comparison(comparison));
    assertTrue(table.contains("better"), table);
    assertTrue(table.contains("/s"), "before and now carry their unit: " + table);
    assertEquals(
        List.of("connections: 16 before, 64 now", "JVM: Java 17 before, Java 25 now"),
        comparison.differences());
    assertEquals(List.of(), Comparison.of(before, before).differences());
  }

  @Test
  void errorsAreNoThroughputAndAnExpectedErrorStatusIsNoError() {
    LoadResult third = new LoadResult(3_000, 1_000, 1.0, 1, 1, 1, 1);
    assertEquals(2_000, third.requestsPerSecond(), 0.001, "a 500 served fast counts for nothing");

    assertEquals(6, WrkDriver.parse(WRK).errors(), "3 non-2xx, 3 socket errors");
    assertEquals(
        3, WrkDriver.parse(WRK, true).errors(), "expect=404: the 404s are the right answers");
  }

  private static BenchResult result(double[] rps, long p50) {
    return result(rps, p50, 16, "Java 17");
  }

  private static BenchResult result(double[] rps, long p50, int connections, String jvm) {
    List<RoundResult> rounds =
        java.util.Arrays.stream(rps)
            .mapToObj(
                r ->
                    new RoundResult(
                        (long) r, 0, r, p50, p50 * 2, p50 * 4, p50 * 9, 90, 95, 200_000, 1500))
            .toList();
    return new BenchResult(
        "2026-01-01T00:00:00Z",
        "demo",
        "wrk 4.2.0",
        jvm,
        List.of("-Xms1g"),
        2,
        "cpu",
        "pinned",
        0.5,
        0.5,
        10,
        10,
        connections,
        900,
        90_000,
        List.of(new RouteResult("GET /", rounds)));
  }
}
