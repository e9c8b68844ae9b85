package dev.silk.data;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The last statements a database ran, newest first, in a fixed ring: recording takes no lock and
 * keeps no more than {@code capacity} entries.
 *
 * <pre>{@code
 * QueryLog log = new QueryLog(100);
 * db.listen(log);
 * for (ExecutedQuery q : log.recent()) System.out.println(q.millis() + " ms " + q.sql());
 * }</pre>
 */
public final class QueryLog implements QueryListener {
  private final AtomicReferenceArray<ExecutedQuery> ring;
  private final AtomicLong count = new AtomicLong();

  /** A log that keeps the last {@code capacity} statements. */
  public QueryLog(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("a query log keeps at least one statement: " + capacity);
    }
    ring = new AtomicReferenceArray<>(capacity);
  }

  @Override
  public void executed(ExecutedQuery query) {
    long n = count.getAndIncrement();
    ring.set((int) (n % ring.length()), query);
  }

  /** How many statements were recorded since the log was made. */
  public long total() {
    return count.get();
  }

  /** The statements still in the ring, newest first. */
  public List<ExecutedQuery> recent() {
    long n = count.get();
    int size = (int) Math.min(n, ring.length());
    List<ExecutedQuery> list = new ArrayList<>(size);
    for (long i = n - 1; i >= n - size; i--) {
      ExecutedQuery q = ring.get((int) (i % ring.length()));
      if (q != null) {
        list.add(q);
      }
    }
    return list;
  }
}
