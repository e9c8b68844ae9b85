package dev.silk.bench.http;

import dev.silk.bench.data.Fortune;
import dev.silk.bench.data.Fortunes;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Records;
import dev.silk.json.Json;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a server's answers before it is measured, as TechEmpower's verifier does: status 200, a
 * {@code Date} header in HTTP's format, the content type, a {@code Content-Length} that matches the
 * body (or chunked encoding, noted), and the body itself: byte for byte for text, JSON and the
 * stylesheet (the JSON as silk-json writes the records), row for row for the fortunes page (the
 * template engines differ in blank lines and in which quotes they escape). A missing {@code Server}
 * header, {@code ETag} or {@code Last-Modified} is noted, not failed.
 *
 * <pre>
 * java -cp harness.jar dev.silk.bench.http.Verify http://127.0.0.1:8080 style.css verify.tsv post-body.json
 * </pre>
 *
 * <p>Writes one line per case to the TSV file: case, {@code ok} or {@code fail}, and the details.
 * Writes the json-post document (the json-list body) to the last argument.
 */
public final class Verify {
  private static final Pattern ROW =
      Pattern.compile("<tr>\\s*<td>([^<]*)</td>\\s*<td>([^<]*)</td>\\s*</tr>");

  private final HttpClient client =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final String base;

  private Verify(String base) {
    this.base = base;
  }

  /** The json-list document: the 100 records as silk-json writes them. */
  static byte[] itemsDocument() {
    return Json.toBytes(ItemCodec.INSTANCE.list(), Records.items(ItemSet.LIST));
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: Verify BASE_URL STYLE_CSS OUT_TSV POST_BODY");
    }
    Verify verify = new Verify(args[0]);
    byte[] items = itemsDocument();
    Files.write(Path.of(args[3]), items);
    byte[] css = Files.readAllBytes(Path.of(args[1]));
    List<String> lines = new ArrayList<>();
    lines.add(verify.check("text", "GET", "/text", null, "text/plain", "Hello, World!".getBytes()));
    lines.add(
        verify.check(
            "json",
            "GET",
            "/json",
            null,
            "application/json",
            "{\"message\":\"Hello, World!\"}".getBytes()));
    lines.add(verify.check("json-list", "GET", "/items", null, "application/json", items));
    lines.add(verify.check("json-post", "POST", "/items", items, "text/plain", "100".getBytes()));
    lines.add(verify.check("fortunes", "GET", "/fortunes", null, "text/html", null));
    lines.add(verify.check("static", "GET", "/style.css", null, "text/css", css));
    // TechEmpower's database cases (D193): answered only by servers given BENCH_DB_URL.
    lines.add(verify.check("db", "GET", "/db", null, "application/json", null));
    lines.add(
        verify.check("queries", "GET", "/queries?queries=20", null, "application/json", null));
    lines.add(verify.check("fortunes-db", "GET", "/fortunes-db", null, "text/html", null));
    lines.add(
        verify.check("updates", "GET", "/updates?queries=20", null, "application/json", null));
    lines.forEach(System.out::println);
    Files.write(Path.of(args[2]), lines);
  }

  private String check(
      String name, String method, String path, byte[] body, String type, byte[] expected)
      throws InterruptedException {
    HttpResponse<byte[]> response;
    try {
      HttpRequest.Builder request =
          HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10));
      request =
          body == null
              ? request.GET()
              : request
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofByteArray(body));
      response = client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      return line(name, "fail", "no answer: " + e);
    }
    List<String> failures = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    if (response.statusCode() != 200) {
      failures.add("status " + response.statusCode());
    }
    Map<String, List<String>> headers = response.headers().map();
    Optional<String> server = response.headers().firstValue("server");
    if (server.isEmpty()) {
      notes.add("no Server header");
    }
    Optional<String> date = response.headers().firstValue("date");
    if (date.isEmpty()) {
      failures.add("no Date header");
    } else {
      try {
        ZonedDateTime.parse(date.get(), DateTimeFormatter.RFC_1123_DATE_TIME);
      } catch (DateTimeParseException e) {
        failures.add("Date header not in HTTP format: " + date.get());
      }
    }
    String contentType = response.headers().firstValue("content-type").orElse("");
    if (!contentType.toLowerCase(Locale.ROOT).startsWith(type)) {
      failures.add("Content-Type '" + contentType + "', expected " + type);
    }
    Optional<String> length = response.headers().firstValue("content-length");
    String encoding = response.headers().firstValue("transfer-encoding").orElse("");
    if (length.isPresent()) {
      if (Long.parseLong(length.get().trim()) != response.body().length) {
        failures.add(
            "Content-Length " + length.get() + " but " + response.body().length + " bytes");
      }
    } else if (encoding.toLowerCase(Locale.ROOT).contains("chunked")) {
      notes.add("chunked without Content-Length");
    } else {
      failures.add("neither Content-Length nor chunked encoding");
    }
    if (name.equals("fortunes")) {
      fortunes(response.body(), contentType, failures, Fortunes.sorted());
    } else if (name.equals("fortunes-db")) {
      fortunes(response.body(), contentType, failures, fortunesWithTheAddedOne());
    } else if (name.equals("db")) {
      worlds(response.body(), 1, false, failures);
    } else if (name.equals("queries") || name.equals("updates")) {
      worlds(response.body(), 20, true, failures);
    } else if (name.equals("json-post")) {
      String text = new String(response.body(), StandardCharsets.UTF_8).trim();
      if (!text.equals("100")) {
        failures.add("answered '" + abbreviate(text) + "' instead of 100");
      }
    } else if (!Arrays.equals(response.body(), expected)) {
      int at = Arrays.mismatch(response.body(), expected);
      failures.add("body differs from the expected " + expected.length + " bytes at byte " + at);
    }
    if (name.equals("static")) {
      if (!headers.containsKey("etag")) {
        notes.add("no ETag");
      }
      if (!headers.containsKey("last-modified")) {
        notes.add("no Last-Modified");
      }
    }
    String detail =
        "Content-Type: "
            + contentType
            + (server.map(s -> "; Server: " + s).orElse(""))
            + (notes.isEmpty() ? "" : "; notes: " + String.join(", ", notes));
    return failures.isEmpty()
        ? line(name, "ok", detail)
        : line(name, "fail", String.join("; ", failures) + " (" + detail + ")");
  }

  /** The twelve fortunes and the one the database cases add per request, sorted by message. */
  static List<Fortune> fortunesWithTheAddedOne() {
    List<Fortune> all = new ArrayList<>(Fortunes.sorted());
    all.add(new Fortune(0, "Additional fortune added at request time."));
    all.sort(java.util.Comparator.comparing(Fortune::message));
    return all;
  }

  /**
   * A world row is exactly {@code {"id":N,"randomNumber":M}} with both in 1..10000, as silk-json
   * writes it (no spaces, this member order); the values are random, so the form is what is
   * compared byte for byte.
   */
  private static void worlds(byte[] body, int count, boolean array, List<String> failures) {
    String text = new String(body, StandardCharsets.UTF_8);
    String row = "\\{\"id\":(\\d{1,5}),\"randomNumber\":(\\d{1,5})\\}";
    String rows = row + "(," + row + "){" + (count - 1) + "}";
    String expected = array ? "\\[" + rows + "\\]" : row;
    if (!text.matches(expected)) {
      failures.add(
          "not " + (array ? count + " world rows" : "one world row") + ": " + abbreviate(text));
      return;
    }
    Matcher values = Pattern.compile("(\\d+)").matcher(text);
    while (values.find()) {
      int v = Integer.parseInt(values.group(1));
      if (v < 1 || v > 10_000) {
        failures.add("a value out of 1..10000: " + v);
        return;
      }
    }
  }

  /** The rows of the page must be {@code expected}, in order, with the script escaped. */
  private static void fortunes(
      byte[] body, String contentType, List<String> failures, List<Fortune> expected) {
    if (!contentType.toLowerCase(Locale.ROOT).replace(" ", "").contains("charset=utf-8")) {
      failures.add("fortunes not declared as UTF-8");
    }
    String page = new String(body, StandardCharsets.UTF_8);
    if (page.contains("<script>")) {
      failures.add("the script fortune is not escaped");
    }
    Matcher rows = ROW.matcher(page);
    int n = 0;
    while (rows.find()) {
      if (n >= expected.size()) {
        failures.add("more than " + expected.size() + " rows");
        return;
      }
      Fortune f = expected.get(n);
      String id = unescape(rows.group(1).trim());
      String message = unescape(rows.group(2));
      if (!id.equals(String.valueOf(f.id())) || !message.equals(f.message())) {
        failures.add("row " + (n + 1) + " is '" + id + "', '" + abbreviate(message) + "'");
        return;
      }
      n++;
    }
    if (n != expected.size()) {
      failures.add(n + " rows instead of " + expected.size());
    }
  }

  private static String unescape(String html) {
    Matcher m = Pattern.compile("&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);").matcher(html);
    StringBuilder s = new StringBuilder();
    while (m.find()) {
      String ref = m.group(1);
      String text =
          switch (ref) {
            case "amp" -> "&";
            case "lt" -> "<";
            case "gt" -> ">";
            case "quot" -> "\"";
            case "apos" -> "'";
            default ->
                ref.startsWith("#x")
                    ? Character.toString(Integer.parseInt(ref.substring(2), 16))
                    : ref.startsWith("#")
                        ? Character.toString(Integer.parseInt(ref.substring(1)))
                        : m.group();
          };
      m.appendReplacement(s, Matcher.quoteReplacement(text));
    }
    m.appendTail(s);
    return s.toString();
  }

  private static String line(String name, String status, String detail) {
    return name + "\t" + status + "\t" + detail.replace('\t', ' ').replace('\n', ' ');
  }

  private static String abbreviate(String s) {
    return s.length() <= 80 ? s : s.substring(0, 80) + "...";
  }
}
