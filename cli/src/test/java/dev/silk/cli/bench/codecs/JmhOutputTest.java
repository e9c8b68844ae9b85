package dev.silk.cli.bench.codecs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What silk bench codecs reads from JMH: its result lines and its JSON result. */
class JmhOutputTest {
  @Test
  void aResultLineIsShownAsATimeWithItsError() {
    assertEquals(
        "19.9 µs ± 123.6 µs", CodecBench.shown("19899.675 ±(99.9%) 123553.219 ns/op [Average]"));
    assertEquals("441 ns", CodecBench.shown("441.290 ns/op"));
    assertEquals("12.0 ops/s", CodecBench.shown("12.0 ops/s"));
  }

  @Test
  void theJsonResultGivesScoreErrorAndAllocationAndANanErrorIsUnknown() {
    String json =
        """
        [
          {
            "benchmark" : "com.example.Todo_SilkJsonBench.readSilk",
            "mode" : "avgt",
            "primaryMetric" : { "score" : 441.29, "scoreError" : NaN, "scoreUnit" : "ns/op" },
            "secondaryMetrics" : {
              "gc.alloc.rate" : { "score" : 380.1, "scoreUnit" : "MB/sec" },
              "gc.alloc.rate.norm" : { "score" : 176.0, "scoreUnit" : "B/op" }
            }
          }
        ]
        """;
    assertEquals(
        List.of(
            new JmhRunner.Score("com.example.Todo_SilkJsonBench", "readSilk", 441.29, -1, 176.0)),
        JmhRunner.scores(json));
  }

  @Test
  void aBenchmarkMethodNamesItsDocumentOperationAndEngine() {
    assertEquals("list", CodecBench.document("writeListJackson"));
    assertEquals("write", CodecBench.operation("writeListJackson"));
    assertEquals("jackson", CodecBench.engine("writeListJackson"));
    assertEquals("one", CodecBench.document("readSilk"));
    assertEquals("read", CodecBench.operation("readSilk"));
    assertEquals("silk", CodecBench.engine("readSilk"));
  }
}
