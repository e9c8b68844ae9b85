package dev.silk.json;

/**
 * A rule turning a record component name into a JSON member name, chosen once per type with {@link
 * JsonBound#naming()} so that a whole API can follow one convention without a {@link JsonName} on
 * every member.
 *
 * <pre>{@code
 * @JsonBound(naming = JsonNaming.SNAKE_CASE)
 * record Order(long orderId, String shipToCity) {} // {"order_id":..,"ship_to_city":..}
 * }</pre>
 */
public enum JsonNaming {
  /** The component name unchanged: {@code orderId}. */
  AS_DECLARED,
  /**
   * Lower case words joined by {@code _}: {@code orderId}, {@code URLPath} → {@code order_id},
   * {@code url_path}.
   */
  SNAKE_CASE,
  /** Lower case words joined by {@code -}: {@code order-id}. */
  KEBAB_CASE,
  /** The first letter upper case: {@code OrderId}. */
  UPPER_CAMEL_CASE
}
