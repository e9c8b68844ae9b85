package dev.silk.data;

import java.sql.Connection;
import java.util.Collection;

/**
 * The statements of one transaction, all on one connection: {@link Database#inTransaction} commits
 * them when its lambda returns and rolls them back when it throws.
 *
 * <pre>{@code
 * long orderId = db.inTransaction(tx -> {
 *   long id = tx.insert("insert into orders(customer) values (?)", customer);
 *   tx.batch("insert into order_line(order_id, sku) values (?, ?)", skus, (sku, p) -> p.set(id).set(sku));
 *   return id;
 * });
 * }</pre>
 */
public final class Transaction implements Sql {
  private final Connection connection;
  private final Statements statements;

  Transaction(Connection connection, Listeners listeners) {
    this.connection = connection;
    this.statements =
        new Statements(
            new Statements.ConnectionSource() {
              @Override
              public Connection acquire() {
                return connection;
              }

              @Override
              public void release(Connection c) {}

              @Override
              public boolean autoCommit() {
                return false;
              }
            },
            listeners);
  }

  @Override
  public Query query(String sql, Object... args) {
    return statements.query(sql, args);
  }

  @Override
  public int update(String sql, Object... args) {
    return statements.update(sql, args);
  }

  @Override
  public long insert(String sql, Object... args) {
    return statements.insert(sql, args);
  }

  @Override
  public <T> int batch(
      String sql, Collection<? extends T> rows, ParameterBinder<? super T> binder) {
    return statements.batch(sql, rows, binder);
  }

  /**
   * The transaction's JDBC connection, for what this API does not cover (a savepoint, a {@code
   * COPY}). Do not close it or change its auto-commit: the transaction owns both.
   */
  public Connection connection() {
    return connection;
  }
}
