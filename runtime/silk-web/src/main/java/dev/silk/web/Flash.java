package dev.silk.web;

import dev.silk.web.spi.ContainerSession;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Short messages for the next page only, kept in the session: the classic "saved" notice shown
 * after a post-redirect-get.
 *
 * <p>A value {@link #put} during one request is readable with {@link #get} on the next page the
 * client loads (the one the redirect leads to) and gone after it, whether it was read or not.
 * Requests that are not pages leave it alone: a stylesheet, a favicon, an event stream or a JSON
 * call made while the page loads do not use it up. Reading creates no session. Needs {@link
 * App#sessions()}.
 *
 * <pre>{@code
 * app.post("/items", req -> {
 *   items.add(req.form().value("name"));
 *   req.flash().put("notice", "Item added");
 *   return WebResponse.redirect("/items", 303);
 * });
 * app.get("/items", req -> WebResponse.template("items.jte", Map.of("notice", req.flash().get("notice", ""))));
 * }</pre>
 *
 * <p>Precisely: at the end of a request that read the flash, or that answered with a successful
 * HTML page ({@code 2xx}, {@code text/html}), the values it was given are dropped; the values it
 * put become the next request's. Any other request changes nothing.
 */
public final class Flash {
  static final String CURRENT = "silk.flash";
  static final String NEXT = "silk.flash.next";

  private final WebRequest request;
  private final Session session;

  Flash(WebRequest request, Session session) {
    this.request = request;
    this.session = session;
  }

  /** A value the previous request left for this one, or {@code null}. */
  public String get(String name) {
    Map<String, String> values = current();
    return values == null ? null : values.get(name);
  }

  /** A value the previous request left for this one, or {@code fallback}. */
  public String get(String name, String fallback) {
    String value = get(name);
    return value == null ? fallback : value;
  }

  /** Every value the previous request left for this one, in the order they were put. */
  public Map<String, String> all() {
    Map<String, String> values = current();
    return values == null ? Map.of() : java.util.Collections.unmodifiableMap(values);
  }

  /** Leaves a value for the next page (creating the session if needed). */
  public void put(String name, String value) {
    LinkedHashMap<String, String> next = session.get(NEXT);
    // A new map each time: the container may share session values across threads.
    LinkedHashMap<String, String> copy =
        next == null ? new LinkedHashMap<>() : new LinkedHashMap<>(next);
    copy.put(name, value);
    session.set(NEXT, copy);
  }

  private Map<String, String> current() {
    request.flashRead = true;
    return session.get(CURRENT);
  }

  /**
   * Ends a request's flash, before the response is written: on a page (or when the flash was read)
   * what it was given is dropped; what it put becomes the next request's. Runs for every request of
   * an app with sessions.
   */
  static void sweep(WebRequest request, WebResponse response) {
    ContainerSession s = request.session().existing();
    if (s == null) {
      return;
    }
    try {
      Object next = s.attribute(NEXT);
      boolean page = request.flashRead || isPage(response);
      if (!page && next == null) {
        return;
      }
      @SuppressWarnings("unchecked")
      Map<String, String> current = page ? null : (Map<String, String>) s.attribute(CURRENT);
      if (next != null) {
        @SuppressWarnings("unchecked")
        Map<String, String> put = (Map<String, String>) next;
        LinkedHashMap<String, String> merged =
            current == null ? new LinkedHashMap<>() : new LinkedHashMap<>(current);
        merged.putAll(put);
        s.attribute(CURRENT, merged);
        s.removeAttribute(NEXT);
      } else if (s.attribute(CURRENT) != null) {
        s.removeAttribute(CURRENT);
      }
    } catch (IllegalStateException invalidated) {
      // The handler ended the session (sign-out): nothing to carry over.
    }
  }

  private static boolean isPage(WebResponse response) {
    String type = response.header("Content-Type");
    return response.status() >= 200
        && response.status() < 300
        && type != null
        && type.regionMatches(true, 0, "text/html", 0, 9);
  }
}
