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
  UPPER_CAMEL_CASE;

  /**
   * The JSON name this rule gives a component named {@code name}: one definition shared by the
   * codec processor and {@code silk codec}, so the two can never disagree.
   */
  public String apply(String name) {
    switch (this) {
      case SNAKE_CASE:
        return words(name, '_');
      case KEBAB_CASE:
        return words(name, '-');
      case UPPER_CAMEL_CASE:
        return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
      default:
        return name;
    }
  }

  /** {@code orderId -> order_id}, {@code URLPath -> url_path}, {@code userID -> user_id}. */
  private static String words(String name, char separator) {
    StringBuilder sb = new StringBuilder(name.length() + 4);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c)) {
        char prev = i > 0 ? name.charAt(i - 1) : 0;
        boolean afterWord = Character.isLowerCase(prev) || Character.isDigit(prev);
        boolean acronymEnd =
            Character.isUpperCase(prev)
                && i + 1 < name.length()
                && Character.isLowerCase(name.charAt(i + 1));
        if ((afterWord || acronymEnd)
            && sb.length() > 0
            && sb.charAt(sb.length() - 1) != separator) {
          sb.append(separator);
        }
        sb.append(Character.toLowerCase(c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
