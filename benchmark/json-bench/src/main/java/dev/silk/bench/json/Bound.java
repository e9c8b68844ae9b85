package dev.silk.bench.json;

import dev.silk.json.JsonArray;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Map;

/**
 * An implementation bound to a case with its value and document: what one JMH fork measures, and
 * what the verification step checks before anything is measured.
 *
 * @param <T> the case's value type
 */
final class Bound<T> {
  final String implementation;
  final BenchCase<T> benchCase;
  private final Subject<T> subject;
  private final Sink sink = new Sink();

  private Bound(String implementation, BenchCase<T> benchCase, Subject<T> subject) {
    this.implementation = implementation;
    this.benchCase = benchCase;
    this.subject = subject;
  }

  static Bound<?> of(String implementation, String caseName) {
    return bind(Subjects.of(implementation), Cases.of(caseName));
  }

  private static <T> Bound<T> bind(Subjects implementation, BenchCase<T> c) {
    return new Bound<>(implementation.label, c, implementation.bind(c));
  }

  /** The implementation itself, for loops that call it from sites of their own ({@link Apart}). */
  Subject<T> subject() {
    return subject;
  }

  /** The sink {@link #writeReused()} writes into. */
  Sink sink() {
    return sink;
  }

  byte[] write() {
    return subject.toBytes(benchCase.value());
  }

  int writeReused() {
    try {
      subject.writeTo(benchCase.value(), sink.reset());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return sink.size();
  }

  Object read() {
    return subject.read(benchCase.document());
  }

  /** What {@link #writeReused()} left in the sink. */
  byte[] reusedBytes() {
    return sink.toByteArray();
  }

  /**
   * Null when the write and the reused write give {@code reference}'s bytes, else what differs. On
   * a corpus case the same document is enough: members in another order (fastjson2 sorts them by
   * default) and numbers that read as the same double (fastjson2 writes some doubles with 17
   * digits where the shortest form has 16).
   */
  String writeMismatch(byte[] reference) {
    String w = differs("write", write(), reference);
    if (w != null) {
      return w;
    }
    writeReused();
    return differs("writeReused", reusedBytes(), reference);
  }

  private String differs(String op, byte[] actual, byte[] expected) {
    String bytes = differsInBytes(op, actual, expected);
    if (bytes == null || benchCase.source() == null) {
      return bytes;
    }
    return sameDocument(JsonValue.parse(actual), JsonValue.parse(expected))
        ? null
        : bytes + " (and not the same document)";
  }

  private static boolean sameDocument(JsonValue a, JsonValue b) {
    if (a instanceof JsonNumber x && b instanceof JsonNumber y) {
      return x.equals(y) || x.toDouble() == y.toDouble();
    }
    if (a instanceof JsonObject x && b instanceof JsonObject y) {
      if (!x.members().keySet().equals(y.members().keySet())) {
        return false;
      }
      for (Map.Entry<String, JsonValue> member : x.members().entrySet()) {
        if (!sameDocument(member.getValue(), y.get(member.getKey()))) {
          return false;
        }
      }
      return true;
    }
    if (a instanceof JsonArray x && b instanceof JsonArray y) {
      if (x.size() != y.size()) {
        return false;
      }
      for (int i = 0; i < x.size(); i++) {
        if (!sameDocument(x.get(i), y.get(i))) {
          return false;
        }
      }
      return true;
    }
    return a.equals(b);
  }

  /** Null when the document reads as the case's value, else what was read. */
  String readMismatch() {
    Object read = read();
    if (!benchCase.value().equals(read)) {
      return "read a different value: " + abbreviate(String.valueOf(read));
    }
    return null;
  }

  private static String differsInBytes(String op, byte[] actual, byte[] expected) {
    int at = Arrays.mismatch(actual, expected);
    if (at < 0) {
      return null;
    }
    return op
        + " differs from silk-json at byte "
        + at
        + ": "
        + excerpt(actual, at)
        + " instead of "
        + excerpt(expected, at);
  }

  private static String excerpt(byte[] bytes, int at) {
    int from = Math.max(0, at - 20);
    int to = Math.min(bytes.length, at + 20);
    return "'"
        + new String(bytes, from, to - from, java.nio.charset.StandardCharsets.UTF_8)
            .replace("\n", "\\n")
        + "'";
  }

  private static String abbreviate(String s) {
    return s.length() <= 160 ? s : s.substring(0, 160) + "...";
  }
}
