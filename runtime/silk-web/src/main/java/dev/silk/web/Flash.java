package dev.silk.web;

import dev.silk.web.spi.ContainerSession;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Short messages for the next request only, kept in the session: the classic "saved" notice shown
 * after a post-redirect-get.
 *
 * <p>A value {@link #put} during one request is readable with {@link #get} during the next one (the
 * page the redirect leads to) and gone after it, whether it was read or not. Reading creates no
 * session. Needs {@link App#sessions()}.
 *
 * <pre>{@code
 * app.post("/items", req -> {
 *   items.add(req.form().value("name"));
 *   req.flash().put("notice", "Item added");
 *   return WebResponse.redirect("/items", 303);
 * });
 * app.get("/items", req -> WebResponse.template("items.jte", Map.of("notice", req.flash().get("notice", ""))));
 * }</pre>
 */
public final class Flash {
  static final String CURRENT = "silk.flash";
  static final String NEXT = "silk.flash.next";

  private final Session session;

  Flash(Session session) {
    this.session = session;
  }

  /** A value the previous request left for this one, or {@code null}. */
  public String get(String name) {
    Map<String, String> values = session.get(CURRENT);
    return values == null ? null : values.get(name);
  }

  /** A value the previous request left for this one, or {@code fallback}. */
  public String get(String name, String fallback) {
    String value = get(name);
    return value == null ? fallback : value;
  }

  /** Every value the previous request left for this one, in the order they were put. */
  public Map<String, String> all() {
    Map<String, String> values = session.get(CURRENT);
    return values == null ? Map.of() : java.util.Collections.unmodifiableMap(values);
  }

  /** Leaves a value for the next request (creating the session if needed). */
  public void put(String name, String value) {
    LinkedHashMap<String, String> next = session.get(NEXT);
    // A new map each time: the container may share session values across threads.
    LinkedHashMap<String, String> copy =
        next == null ? new LinkedHashMap<>() : new LinkedHashMap<>(next);
    copy.put(name, value);
    session.set(NEXT, copy);
  }

  /**
   * Ends a request's flash: what it put becomes the next request's, what it was given is dropped.
   * Runs for every request of an app with sessions, before the response is written.
   */
  static void sweep(WebRequest request) {
    ContainerSession s = request.session().existing();
    if (s == null) {
      return;
    }
    try {
      Object next = s.attribute(NEXT);
      if (next != null) {
        s.attribute(CURRENT, next);
        s.removeAttribute(NEXT);
      } else if (s.attribute(CURRENT) != null) {
        s.removeAttribute(CURRENT);
      }
    } catch (IllegalStateException invalidated) {
      // The handler ended the session (sign-out): nothing to carry over.
    }
  }
}
