package dev.silk.data;

/**
 * Hears of every statement a {@link Database} runs, after it ran: the {@code /_silk/db} page of
 * {@code silk dev} and the metrics module listen this way. With no listener a statement costs no
 * clock reads.
 *
 * <pre>{@code
 * QueryLog recent = new QueryLog(50);
 * db.listen(recent);
 * }</pre>
 */
@FunctionalInterface
public interface QueryListener {
  /** Called on the thread that ran the statement; must be quick and must not throw. */
  void executed(ExecutedQuery query);
}
