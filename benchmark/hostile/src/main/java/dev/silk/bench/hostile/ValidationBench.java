package dev.silk.bench.hostile;

import dev.silk.bench.data.CheckedItemCodec;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Records;
import dev.silk.json.Json;
import dev.silk.test.TestRequest;
import dev.silk.test.TestResponse;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The HTTP benchmark's json-post request (the 100-item json-list document, 15 KB) through
 * silk-web's dispatcher in process, bound to {@code Item} ({@code plain}) or to {@code
 * CheckedItem}, the same members with constraints, validated as it is bound ({@code validated}).
 * Issue 27 asks that validation cost at most 10 % of the request; without the socket, the request
 * is cheaper and the ratio stricter than over HTTP.
 *
 * <pre>
 * java -jar benchmark/hostile/target/hostile-benchmarks.jar ValidationBench -f 3 -wi 5 -i 10
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ValidationBench {
  @Param({"plain", "validated"})
  public String route;

  private WebTest web;
  private TestRequest request;

  @Setup(Level.Trial)
  public void setUp() {
    App app =
        App.create()
            .post(
                "/plain",
                req ->
                    WebResponse.text(
                        Integer.toString(req.bodyJson(ItemCodec.INSTANCE.list()).size())))
            .post(
                "/validated",
                req ->
                    WebResponse.text(
                        Integer.toString(req.bodyJson(CheckedItemCodec.INSTANCE.list()).size())));
    web = WebTest.of(app);
    byte[] body = Json.toBytes(ItemCodec.INSTANCE.list(), Records.items(ItemSet.LIST));
    request =
        web.request("POST", "/" + route).body(body).header("Content-Type", "application/json");
    TestResponse first = request.send();
    if (first.status() != 200 || !first.text().equals("100")) {
      throw new IllegalStateException(route + " answered " + first);
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    web.close();
  }

  @Benchmark
  public int send() {
    TestResponse response = request.send();
    if (response.status() != 200) {
      throw new IllegalStateException(route + " answered " + response.status());
    }
    return response.bytes().length;
  }
}
