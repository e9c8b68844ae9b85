package dev.silk.bench.hostile;

import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonValue;
import dev.silk.test.TestRequest;
import dev.silk.test.TestResponse;
import dev.silk.test.WebTest;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
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
 * One hostile request of {@code size} bytes, sent through silk-web's dispatcher in process: the
 * time per request divided by its size is the cost per byte that run.sh tabulates. Every case is
 * something a client can send inside the default 1 MB body; issue 25 asks that the cost per byte at
 * 1 MB be at most 1.5 times the cost at 10 KB for every one of them.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class HostileBench {

  /** What the request holds; see {@link #request(String, int)}. */
  @Param({
    "form-names",
    "form-values",
    "form-ampersands",
    "query-names",
    "query-values",
    "multipart-parts",
    "json-long-number",
    "json-big-decimals",
    "json-doubles",
    "json-exponents",
    "json-tree",
    "json-keys",
    "json-escapes",
    "json-deep"
  })
  public String shape;

  @Param({"10240", "102400", "1048576"})
  public int size;

  private WebTest web;
  private TestRequest request;

  /** Expected status: 200 where the request is within every limit, 400 where it passes one. */
  public int expected;

  @Setup(Level.Trial)
  public void setUp() {
    App app =
        App.create()
            .maxBodySize(2 << 20)
            .post("/form", req -> WebResponse.text(Integer.toString(req.form().names().size())))
            .get("/query", req -> WebResponse.text(Integer.toString(req.queryNames().size())))
            .post(
                "/decimal",
                req -> WebResponse.text(req.bodyJson(JsonCodecs.BIG_DECIMAL).toString()))
            .post(
                "/decimals",
                req ->
                    WebResponse.text(
                        Integer.toString(req.bodyJson(JsonCodecs.BIG_DECIMAL.list()).size())))
            .post(
                "/doubles",
                req ->
                    WebResponse.text(
                        Integer.toString(req.bodyJson(JsonCodecs.DOUBLE.list()).size())))
            .post(
                "/tree",
                req -> WebResponse.text(req.bodyJson(JsonValue.CODEC).getClass().getSimpleName()))
            .post(
                "/string",
                req -> WebResponse.text(Integer.toString(req.bodyJson(JsonCodecs.STRING).length())));
    web = WebTest.of(app);
    request = request(shape, size);
    TestResponse first = request.send();
    expected = first.status();
    if (expected != 200 && expected != 400) {
      throw new IllegalStateException(shape + " at " + size + " answered " + first);
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    web.close();
  }

  @Benchmark
  public int send() {
    TestResponse response = request.send();
    if (response.status() != expected) {
      throw new IllegalStateException(shape + " answered " + response.status());
    }
    return response.bytes().length;
  }

  private TestRequest request(String shape, int size) {
    Hostile h = Hostile.of(shape, size);
    TestRequest r = web.request(h.method(), h.target());
    return h.body() == null ? r : r.body(h.body(), h.contentType());
  }

  /** One hostile request, as text: run.sh also asks it for the real sizes ({@link #main}). */
  record Hostile(String method, String target, String contentType, String body) {
    /** The bytes the request carries in its body, or in its query string for a GET. */
    int bytes() {
      String text = body != null ? body : target.substring(target.indexOf('?') + 1);
      return text.getBytes(StandardCharsets.UTF_8).length;
    }

    static Hostile form(String body) {
      return new Hostile("POST", "/form", "application/x-www-form-urlencoded", body);
    }

    static Hostile json(String path, String body) {
      return new Hostile("POST", path, "application/json", body);
    }

    static Hostile of(String shape, int size) {
      SplittableRandom random = new SplittableRandom(size);
      return switch (shape) {
        // 60,000 distinct names took 38 s before D121; refused at the 1,001st now.
        case "form-names" -> form(pieces(size, i -> "k" + i + "=&"));
        // 1,000 fields (the limit), each a run of percent-escapes: the decoder's work.
        case "form-values" -> form(fields(1000, size, "%C3%A9"));
        // Ampersands without parameters between them, then one parameter.
        case "form-ampersands" -> form("&".repeat(size - 3) + "a=1");
        case "query-names" ->
            new Hostile("GET", "/query?" + pieces(size, i -> "q" + i + "&"), null, null);
        case "query-values" -> new Hostile("GET", "/query?" + fields(1000, size, "%41+"), null, null);
        case "multipart-parts" -> multipart(size);
        // One number as long as the body: refused at its first digit, after one scan.
        case "json-long-number" -> json("/decimal", "7".repeat(size));
        // Numbers of 1,000 digits, the longest allowed, each made into a BigDecimal.
        case "json-big-decimals" -> json("/decimals", list(size, i -> digits(random, 1000)));
        case "json-doubles" ->
            json("/doubles", list(size, i -> Double.toString(random.nextDouble() * 1e6)));
        // Short numbers that stand for huge or tiny values, read as doubles.
        case "json-exponents" -> json("/doubles", list(size, i -> "1e" + (300 - i % 600)));
        case "json-tree" ->
            json(
                "/tree",
                list(
                    size,
                    i ->
                        "{\"id\":"
                            + i
                            + ",\"name\":\"item "
                            + i
                            + "\",\"price\":"
                            + i
                            + ".5,\"tags\":[\"a\",\"b\"],\"ok\":true}"));
        // One object of distinct names: the tree's map and its check for repeated names.
        case "json-keys" -> json("/tree", object(size));
        case "json-escapes" -> json("/string", "\"" + "\\u00e9\\n".repeat(size / 8) + "\"");
        // Nesting past the depth limit: refused at level 513.
        case "json-deep" -> json("/tree", "[".repeat(size / 2) + "]".repeat(size / 2));
        default -> throw new IllegalArgumentException("no shape " + shape);
      };
    }
  }

  /** Prints "shape size bytes status" for every case, for run.sh's table. */
  public static void main(String[] args) {
    HostileBench bench = new HostileBench();
    for (String shape : args[0].split(",")) {
      for (String size : args[1].split(",")) {
        bench.shape = shape;
        bench.size = Integer.parseInt(size);
        bench.setUp();
        System.out.println(
            shape + " " + size + " " + Hostile.of(shape, bench.size).bytes() + " " + bench.expected);
        bench.tearDown();
      }
    }
  }

  private static Hostile multipart(int size) {
    String boundary = "----hostile7MA4YWxk";
    StringBuilder b = new StringBuilder(size + 256);
    for (int i = 0; b.length() < size - 64; i++) {
      b.append("--")
          .append(boundary)
          .append("\r\nContent-Disposition: form-data; name=\"f")
          .append(i)
          .append("\"\r\n\r\nv\r\n");
    }
    b.append("--").append(boundary).append("--\r\n");
    return new Hostile(
        "POST", "/form", "multipart/form-data; boundary=" + boundary, b.toString());
  }

  /** {"n0":0,"n1":1,...,"z":0} of about {@code size} bytes. */
  private static String object(int size) {
    StringBuilder b = new StringBuilder(size + 64).append('{');
    for (int i = 0; b.length() < size - 8; i++) {
      b.append("\"n").append(i).append("\":").append(i).append(',');
    }
    return b.append("\"z\":0}").toString();
  }

  /** Pieces made from 0, 1, 2, ... until the text reaches {@code size} chars. */
  private static String pieces(int size, java.util.function.IntFunction<String> piece) {
    StringBuilder b = new StringBuilder(size + 64);
    for (int i = 0; b.length() < size; i++) {
      b.append(piece.apply(i));
    }
    b.setLength(size);
    return b.toString();
  }

  /** A JSON array of elements until about {@code size} bytes. */
  private static String list(int size, java.util.function.IntFunction<String> element) {
    StringBuilder b = new StringBuilder(size + 2048).append('[');
    for (int i = 0; b.length() < size - 1; i++) {
      if (i > 0) {
        b.append(',');
      }
      b.append(element.apply(i));
    }
    return b.append(']').toString();
  }

  /** {@code count} fields f0..fn whose values repeat {@code unit} to fill {@code size} bytes. */
  private static String fields(int count, int size, String unit) {
    int each = Math.max(1, (size / count - 8) / unit.length());
    String value = unit.repeat(each);
    StringBuilder b = new StringBuilder(size + 1024);
    for (int i = 0; i < count; i++) {
      b.append(i == 0 ? "" : "&").append('f').append(i).append('=').append(value);
    }
    return b.toString();
  }

  private static String digits(SplittableRandom random, int n) {
    char[] d = new char[n];
    d[0] = (char) ('1' + random.nextInt(9));
    for (int i = 1; i < n; i++) {
      d[i] = (char) ('0' + random.nextInt(10));
    }
    return new String(d);
  }
}
