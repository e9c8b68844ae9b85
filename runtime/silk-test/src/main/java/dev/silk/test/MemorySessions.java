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
    if (existing != null || !create) {
      return existing;
    }
    Entry made = new Entry(UUID.randomUUID().toString().replace("-", ""));
    sessions.put(made.id, made);
    exchange.addHeader("Set-Cookie", COOKIE + "=" + made.id + "; Path=/; HttpOnly; SameSite=Lax");
    return made;
  }

  /** Whether {@code session} has not been invalidated. */
  boolean isLive(ContainerSession session) {
    return sessions.get(session.id()) == session;
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

  private final class Entry implements ContainerSession {
    private final String id;
    private final Map<String, Object> attributes = new ConcurrentHashMap<>();

    Entry(String id) {
      this.id = id;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public Object attribute(String name) {
      return attributes.get(name);
    }

    @Override
    public void attribute(String name, Object value) {
      attributes.put(name, value);
    }

    @Override
    public void removeAttribute(String name) {
      attributes.remove(name);
    }

    @Override
    public void invalidate() {
      attributes.clear();
      sessions.remove(id);
    }
  }
}
