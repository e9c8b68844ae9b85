package dev.silk.test;

import dev.silk.web.spi.ContainerSession;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sessions of one in-memory {@link WebTest}: what Jetty's session handler is to a served app,
 * keyed by the same {@code JSESSIONID} cookie, so a test passes the cookie on as a browser would.
 */
final class MemorySessions {
  static final String COOKIE = "JSESSIONID";

  private final Map<String, Entry> sessions = new ConcurrentHashMap<>();

  /** The session named by the request's cookie, or a new one when {@code create}; else null. */
  ContainerSession find(List<String> cookieHeaders, boolean create, InMemoryExchange exchange) {
    String id = idFrom(cookieHeaders);
    Entry existing = id == null ? null : sessions.get(id);
    if (existing != null) {
      return new View(existing, exchange);
    }
    if (!create) {
      return null;
    }
    Entry made = new Entry(newId());
    sessions.put(made.id, made);
    setCookie(exchange, made.id);
    return new View(made, exchange);
  }

  /** Whether {@code session} has not been invalidated. */
  boolean isLive(ContainerSession session) {
    Entry entry = ((View) session).entry;
    return sessions.get(entry.id) == entry;
  }

  private static String newId() {
    return UUID.randomUUID().toString().replace("-", "");
  }

  private static void setCookie(InMemoryExchange exchange, String id) {
    exchange.replaceHeader("Set-Cookie", COOKIE + "=", cookie(id));
    // Jetty's session handler marks an answer that sets the session cookie as expired, so that no
    // cache keeps it for another client.
    exchange.replaceHeader("Expires", "", "Thu, 01 Jan 1970 00:00:00 GMT");
  }

  private static String cookie(String id) {
    return COOKIE + "=" + id + "; Path=/; HttpOnly; SameSite=Lax";
  }

  private static String idFrom(List<String> cookieHeaders) {
    for (String header : cookieHeaders) {
      for (String pair : header.split(";")) {
        String p = pair.trim();
        if (p.startsWith(COOKIE + "=")) {
          return p.substring(COOKIE.length() + 1);
        }
      }
    }
    return null;
  }

  /** A session's values, under an id that {@link View#rotate()} may change. */
  private static final class Entry {
    private volatile String id;
    private final Map<String, Object> attributes = new ConcurrentHashMap<>();

    Entry(String id) {
      this.id = id;
    }
  }

  /** A session as one request sees it: rotating it answers with the new cookie. */
  private final class View implements ContainerSession {
    private final Entry entry;
    private final InMemoryExchange exchange;

    View(Entry entry, InMemoryExchange exchange) {
      this.entry = entry;
      this.exchange = exchange;
    }

    @Override
    public String id() {
      return entry.id;
    }

    @Override
    public Object attribute(String name) {
      return entry.attributes.get(name);
    }

    @Override
    public void attribute(String name, Object value) {
      entry.attributes.put(name, value);
    }

    @Override
    public void removeAttribute(String name) {
      entry.attributes.remove(name);
    }

    @Override
    public void invalidate() {
      entry.attributes.clear();
      sessions.remove(entry.id);
    }

    @Override
    public String rotate() {
      String old = entry.id;
      String fresh = newId();
      entry.id = fresh;
      sessions.put(fresh, entry);
      sessions.remove(old);
      // A session made in this request already set its cookie: the new one replaces it.
      setCookie(exchange, fresh);
      return fresh;
    }
  }
}
