package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.util.List;

/**
 * A shopping cart of about half a kilobyte, four levels deep: the small nested document that issue
 * 32 measured in alphabetical order (as many serializers and APIs send members) and in declared
 * order.
 */
@JsonBound
public record Cart(
    String id,
    Cart.Customer customer,
    List<Cart.Line> lines,
    Cart.Totals totals,
    String currency,
    boolean paid,
    long createdAt) {
  @JsonBound
  public record Customer(long id, String name, String email, Address address) {}

  @JsonBound
  public record Address(String street, String city, String postalCode, String country) {}

  @JsonBound
  public record Line(String sku, String title, int quantity, long unitCents, boolean giftWrap) {}

  @JsonBound
  public record Totals(long subtotalCents, long shippingCents, long taxCents, long totalCents) {}
}
