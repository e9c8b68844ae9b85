package dev.silk.web;

import dev.silk.web.spi.ContainerSession;
import dev.silk.web.spi.Exchange;

/**
 * The client's session, kept by the servlet container behind a cookie.
 *
 * <p>Reading never creates a session: a page that only checks "is someone signed in" costs
 * anonymous visitors no session and no cookie. The first {@link #set} creates one. Sessions must be
 * turned on with {@link App#sessions()}; values should be small and {@code Serializable}.
 *
 * <pre>{@code
 * app.post("/login", req -> {
 *   req.session().set("user", req.form().value("name"));
 *   return WebResponse.redirect("/");
 * });
 * app.get("/", req -> {
 *   String user = req.session().get("user");   // null, and no session made, for a new visitor
 *   return WebResponse.text(user == null ? "hello, stranger" : "hello, " + user);
 * });
 * }</pre>
 */
public final class Session {
  private final Exchange exchange;
  private final boolean enabled;

  /**
   * {@code enabled} is the app's {@link App#sessions()}: the app decides, not the transport, so a
   * test in memory answers as the server does.
   */
  Session(Exchange exchange, boolean enabled) {
    this.exchange = exchange;
    this.enabled = enabled;
  }

  private ContainerSession found() {
    return enabled ? exchange.session(false) : null;
  }

  /** Whether the client has a session. */
  public boolean exists() {
    return found() != null;
  }

  /** The session id, or {@code null} when there is no session. */
  public String id() {
    ContainerSession s = found();
    return s == null ? null : s.id();
  }

  /** A stored value, or {@code null}; never creates a session. */
  @SuppressWarnings("unchecked")
  public <T> T get(String name) {
    ContainerSession s = found();
    return s == null ? null : (T) s.attribute(name);
  }

  /** Stores a value, creating the session if needed; {@code null} removes the value. */
  public void set(String name, Object value) {
    if (value == null) {
      remove(name);
      return;
    }
    created().attribute(name, value);
  }

  /** Removes a value; never creates a session. */
  public void remove(String name) {
    ContainerSession s = found();
    if (s != null) {
      s.removeAttribute(name);
    }
  }

  /** Ends the session (signing out); the next {@link #set} starts a new one with a new id. */
  public void invalidate() {
    ContainerSession s = found();
    if (s != null) {
      s.invalidate();
    }
  }

  /**
   * Gives the session a new id and keeps its values: call it when a user signs in (or gains
   * rights), so that an id someone planted in the browser before, or saw in a log, is worth nothing
   * after (session fixation). The response carries the new cookie. Does nothing when there is no
   * session.
   *
   * <pre>{@code
   * req.session().set("user", user.id());
   * req.session().rotate();
   * }</pre>
   *
   * @return the new id, or {@code null} when there was no session
   */
  public String rotate() {
    ContainerSession s = found();
    return s == null ? null : s.rotate();
  }

  ContainerSession existing() {
    return found();
  }

  private ContainerSession created() {
    ContainerSession s = enabled ? exchange.session(true) : null;
    if (s == null) {
      throw new IllegalStateException("sessions are off: call app.sessions() to turn them on");
    }
    return s;
  }
}
