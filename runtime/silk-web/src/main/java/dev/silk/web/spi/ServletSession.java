package dev.silk.web.spi;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import org.eclipse.jetty.ee10.servlet.SessionHandler;
import org.eclipse.jetty.http.HttpCookie;

/** A {@link ContainerSession} over Jetty's {@code HttpSession}. */
final class ServletSession implements ContainerSession {
  private final HttpServletRequest request;
  private final HttpSession session;

  private ServletSession(HttpServletRequest request, HttpSession session) {
    this.request = request;
    this.session = session;
  }

  static ContainerSession of(HttpServletRequest request, boolean create) {
    HttpSession s;
    try {
      s = request.getSession(create);
    } catch (IllegalStateException e) {
      // No session handler (app.sessions() was not called), or the response is committed.
      return null;
    }
    return s == null ? null : new ServletSession(request, s);
  }

  /** Session cookies that scripts cannot read and other sites do not send along on a POST. */
  static void configure(SessionHandler handler) {
    handler.setHttpOnly(true);
    handler.setSameSite(HttpCookie.SameSite.LAX);
    handler.setSecureRequestOnly(true); // Secure on HTTPS requests, so it never travels in clear
    handler.setMaxInactiveInterval(30 * 60);
  }

  @Override
  public String id() {
    return session.getId();
  }

  @Override
  public Object attribute(String name) {
    return session.getAttribute(name);
  }

  @Override
  public void attribute(String name, Object value) {
    session.setAttribute(name, value);
  }

  @Override
  public void removeAttribute(String name) {
    session.removeAttribute(name);
  }

  @Override
  public void invalidate() {
    session.invalidate();
  }

  @Override
  public String rotate() {
    // Jetty moves the values and sets the new cookie itself.
    return request.changeSessionId();
  }
}
