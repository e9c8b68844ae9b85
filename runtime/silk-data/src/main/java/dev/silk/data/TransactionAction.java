package dev.silk.data;

/**
 * The body of a transaction that answers nothing: see {@link Database#useTransaction}.
 *
 * <pre>{@code
 * db.useTransaction(tx -> {
 *   tx.update("update account set balance = balance - ? where id = ?", amount, from);
 *   tx.update("update account set balance = balance + ? where id = ?", amount, to);
 * });
 * }</pre>
 */
@FunctionalInterface
public interface TransactionAction {
  /** Runs the statements of the transaction; throwing rolls them all back. */
  void run(Transaction tx) throws Exception;
}
