package dev.silk.web.spi;

import dev.silk.web.Session;

/**
 * A session as the servlet container keeps it, seen by {@link Session} through {@link
 * Exchange#session(boolean)}. Transports implement it; applications use {@link Session}.
 */
public interface ContainerSession {
  /** The session's id. */
  String id();

  /** A stored value, or {@code null}. */
  Object attribute(String name);

  /** Stores a value. */
  void attribute(String name, Object value);

  /** Removes a value. */
  void removeAttribute(String name);

  /** Ends the session; the next write starts a new one. */
  void invalidate();

  /**
   * Moves the session's values to a new id, which the response's session cookie then carries; the
   * old id names nothing any more. Returns the new id.
   */
  String rotate();
}
