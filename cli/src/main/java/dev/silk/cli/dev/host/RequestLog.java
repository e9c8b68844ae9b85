package dev.silk.cli.dev.host;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last requests the app answered, for {@code /_silk/requests}: a bounded ring, newest first.
 *
 * <p>Holds strings and numbers only, never a request object, so nothing of an old app is kept.
 */
final class RequestLog {
  private final int capacity;
  private final Deque<Map<String, Object>> entries = new ArrayDeque<>();

  RequestLog(int capacity) {
    this.capacity = capacity;
  }

  synchronized void add(String method, String path, int status, long micros) {
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("at", java.time.LocalTime.now().withNano(0).toString());
    entry.put("method", method);
    entry.put("path", path);
    entry.put("status", status);
    entry.put("millis", String.format(java.util.Locale.ROOT, "%.1f", micros / 1000.0));
    entries.addFirst(entry);
    while (entries.size() > capacity) {
      entries.removeLast();
    }
  }

  synchronized List<Map<String, Object>> snapshot() {
    return new ArrayList<>(entries);
  }
}
