package dev.silk.data;

/**
 * The body of a transaction that answers a value: see {@link Database#inTransaction}.
 *
 * <pre>{@code
 * long id = db.inTransaction(tx -> tx.insert("insert into todo(title) values (?)", title));
 * }</pre>
 */
@FunctionalInterface
public interface TransactionWork<T> {
  /** Runs the statements of the transaction; throwing rolls them all back. */
  T run(Transaction tx) throws Exception;
}
