package dev.silk.cli.dev.host;

import java.time.LocalTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The last requests the app answered, for {@code /_silk/requests}: a bounded ring, newest first.
 *
 * <p>Holds strings and numbers only, never a request object, so nothing of an old app is kept.
 */
final class RequestLog {
  /** The columns of {@link #rows()}. */
  static final List<String> COLUMNS = List.of("at", "method", "path", "status", "millis");

  /** One answered request. */
  private record Entry(LocalTime at, String method, String path, int status, long micros) {}

  private final int capacity;
  private final Deque<Entry> entries = new ArrayDeque<>();

  RequestLog(int capacity) {
    this.capacity = capacity;
  }

  synchronized void add(String method, String path, int status, long micros) {
    entries.addFirst(new Entry(LocalTime.now().withNano(0), method, path, status, micros));
    while (entries.size() > capacity) {
      entries.removeLast();
    }
  }

  /** The requests as table rows, newest first, in the order of {@link #COLUMNS}. */
  synchronized List<List<Object>> rows() {
    List<List<Object>> rows = new ArrayList<>(entries.size());
    for (Entry e : entries) {
      rows.add(
          List.of(
              e.at(),
              e.method(),
              e.path(),
              e.status(),
              Math.round(e.micros() / 100.0) / 10.0)); // milliseconds to a tenth, a number in JSON
    }
    return rows;
  }
}
