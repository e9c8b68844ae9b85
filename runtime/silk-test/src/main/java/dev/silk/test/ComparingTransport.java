package dev.silk.test;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Sends each request to an app in memory and to its twin on Jetty, and fails the test when the two
 * answers differ in status, headers or body. Values that differ by nature are compared by shape
 * only: the {@code Date} header, session ids, and request ids in error answers.
 */
final class ComparingTransport extends Transport {
  private static final Pattern SESSION = Pattern.compile("JSESSIONID=[^;]+");
  private static final Pattern REQUEST_ID = Pattern.compile("(\"requestId\":\")[^\"]+\"");
  private static final Pattern REQUEST_LINE =
      Pattern.compile("((?:Request |\\(request ))[0-9a-zA-Z._:-]+(</p>|\\))");

  private final InProcessTransport memory;
  private final HttpTransport served;

  ComparingTransport(InProcessTransport memory, HttpTransport served) {
    // The test sees the in-memory side's cookies; what it changes in them, both sides get.
    super(memory.cookies);
    this.memory = memory;
    this.served = served;
  }

  @Override
  TestResponse exchange(TestRequest request) {
    TestResponse inMemory = memory.exchange(request);
    TestResponse onJetty = served.exchange(request);
    List<String> differences = new ArrayList<>();
    if (inMemory.status() != onJetty.status()) {
      differences.add(
          "status " + inMemory.status() + " in memory, " + onJetty.status() + " on Jetty");
    }
    Map<String, List<String>> a = headers(inMemory);
    Map<String, List<String>> b = headers(onJetty);
    for (String name : union(a, b)) {
      List<String> x = a.get(name);
      List<String> y = b.get(name);
      if (x == null || !x.equals(y)) {
        differences.add(name + ": " + x + " in memory, " + y + " on Jetty");
      }
    }
    String bodyA = body(inMemory);
    String bodyB = body(onJetty);
    if (!bodyA.equals(bodyB)) {
      differences.add("body in memory:\n" + bodyA + "\nbody on Jetty:\n" + bodyB);
    }
    if (!differences.isEmpty()) {
      throw new AssertionError(
          request.method
              + " "
              + request.path()
              + " answers differently in memory and on Jetty:\n  "
              + String.join("\n  ", differences));
    }
    return inMemory;
  }

  @Override
  TestResponse send(Wire request) {
    throw new UnsupportedOperationException("a compared request goes through exchange()");
  }

  @Override
  void followRedirects(boolean follow) {
    super.followRedirects(follow);
    memory.followRedirects(follow);
    served.followRedirects(follow);
  }

  @Override
  void close() {
    served.close();
  }

  @Override
  int port() {
    return served.port();
  }

  private static List<String> union(Map<String, List<String>> a, Map<String, List<String>> b) {
    TreeMap<String, Boolean> names = new TreeMap<>();
    a.keySet().forEach(n -> names.put(n, true));
    b.keySet().forEach(n -> names.put(n, true));
    return new ArrayList<>(names.keySet());
  }

  private static Map<String, List<String>> headers(TestResponse r) {
    Map<String, List<String>> m = new TreeMap<>();
    for (Map.Entry<String, List<String>> e : r.headerMap().entrySet()) {
      String name = e.getKey().toLowerCase(Locale.ROOT);
      List<String> values = new ArrayList<>();
      for (String v : e.getValue()) {
        values.add(
            name.equals("date")
                ? "(a date)"
                : name.equals("set-cookie") ? SESSION.matcher(v).replaceAll("JSESSIONID=(id)") : v);
      }
      if (name.equals("set-cookie")) {
        values.sort(null);
      }
      m.put(name, values);
    }
    return m;
  }

  private static String body(TestResponse r) {
    String text = r.text();
    text = REQUEST_ID.matcher(text).replaceAll("$1(id)\"");
    return REQUEST_LINE.matcher(text).replaceAll("$1(id)$2");
  }
}
