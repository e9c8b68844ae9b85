package dev.silk.data;

/**
 * The query listeners of one database, read on every statement without a lock: an array replaced
 * whole when a listener is added or removed.
 */
final class Listeners {
  private static final QueryListener[] NONE = {};
  private volatile QueryListener[] listeners = NONE;

  QueryListener[] current() {
    return listeners;
  }

  synchronized void add(QueryListener listener) {
    QueryListener[] next = java.util.Arrays.copyOf(listeners, listeners.length + 1);
    next[listeners.length] = listener;
    listeners = next;
  }

  synchronized void remove(QueryListener listener) {
    QueryListener[] old = listeners;
    for (int i = 0; i < old.length; i++) {
      if (old[i] == listener) {
        QueryListener[] next = new QueryListener[old.length - 1];
        System.arraycopy(old, 0, next, 0, i);
        System.arraycopy(old, i + 1, next, i, old.length - i - 1);
        listeners = next.length == 0 ? NONE : next;
        return;
      }
    }
  }

  void tell(QueryListener[] current, ExecutedQuery query) {
    for (QueryListener l : current) {
      try {
        l.executed(query);
      } catch (RuntimeException ignored) {
        // A listener is an observer: its failure must never fail the statement it observed.
      }
    }
  }
}
