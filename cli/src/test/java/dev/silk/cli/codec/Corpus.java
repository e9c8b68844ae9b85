package dev.silk.cli.codec;

import java.util.List;

/**
 * Sample documents written for the tests: a checkout payload with nested objects, a shape shared by
 * two members, arrays of objects whose shapes merge, integers of every size, amounts, members that
 * are absent or null in some samples, keys that are Java keywords or not Java names at all, unicode
 * keys, dates, UUIDs and small closed sets of strings.
 */
final class Corpus {
  private Corpus() {}

  static final String CHECKOUT_1 =
      """
      {
        "id": "3f1c2a9e-8b7d-4c1e-9a2b-5d6e7f8a9b0c",
        "createdAt": "2024-05-01T10:15:30Z",
        "updatedAt": "2024-05-01T10:15:30.000Z",
        "deliveryDate": "2024-05-03",
        "pickupAt": "2024-05-03T09:00:30+02:00",
        "localTime": "2024-05-03T09:00",
        "status": "PAID",
        "class": "standard",
        "default": false,
        "hashCode": "h1",
        "first-name": "Ada",
        "first_name": "Ada",
        "prénom": "Ada",
        "総額": 3,
        "customer": {"id": 42, "email": "ada@example.com", "phone": "+44 20 7946 0958",
                     "address": {"street": "1 Main St", "city": "London", "zip": "N1"}},
        "shippingAddress": {"street": "1 Main St", "city": "London", "zip": "N1"},
        "items": [
          {"sku": "A-1", "quantity": 2, "price": 12.50, "weight": 0.25},
          {"sku": "B-2", "quantity": 1, "price": 3.00, "weight": 1.5}
        ],
        "tags": ["gift", "express"],
        "grid": [[1, 2], [3]],
        "orderNumber": 9007199254740993,
        "ledgerId": 123456789012345678901234567890,
        "metadata": {"source": "web", "🎁": true},
        "extra": 1,
        "note": null,
        "total": 28.0,
        "discounts": [],
        "paid": true
      }
      """;

  static final String CHECKOUT_2 =
      """
      {"id": "0b5e8d3c-1f2a-4b6c-8d9e-0a1b2c3d4e5f", "createdAt": "2024-05-02T08:00:00Z",
       "updatedAt": "2024-05-02T08:00:00Z", "deliveryDate": "2024-05-04",
       "pickupAt": "2024-05-04T10:30:15-05:00", "localTime": "2024-05-04T10:30:15",
       "status": "PENDING", "class": "express", "default": true, "hashCode": "h2",
       "first-name": "Grace", "first_name": "Grace", "prénom": "Grace", "総額": 1,
       "customer": {"id": 7, "email": "grace@example.com",
                    "address": {"street": "2 High St", "city": "Leeds", "zip": "LS1"}},
       "shippingAddress": {"street": "2 High St", "city": "Leeds", "zip": "LS1"},
       "items": [{"sku": "C-3", "quantity": 5, "price": 0.99, "weight": 2}],
       "tags": [], "grid": [], "orderNumber": 12, "ledgerId": 5,
       "metadata": {"source": "app"}, "extra": "x", "note": "leave at the door",
       "total": 4.95, "discounts": [{"code": "SPRING", "percent": 10}], "paid": false}
      """;

  static final String CHECKOUT_3 =
      """
      {"createdAt": "2024-05-03T12:00:00Z", "id": "9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
       "updatedAt": "2024-05-03T12:00:00Z", "deliveryDate": "2024-05-05",
       "pickupAt": "2024-05-05T08:00:45+01:00", "localTime": "2024-05-05T08:00",
       "status": "PAID", "class": "standard", "default": false, "hashCode": "h3",
       "first-name": "Alan", "first_name": "Alan", "prénom": "Alan", "総額": 2,
       "customer": {"id": 3000000000, "email": "alan@example.com", "phone": "+44 161 496 0000",
                    "address": {"street": "3 Low Rd", "city": "York", "zip": "YO1"}},
       "shippingAddress": null,
       "items": [{"sku": "D-4", "quantity": 1, "price": 100.10, "weight": 0.5, "gift": true},
                 {"sku": "E-5", "quantity": 3, "price": 1.25, "weight": 0.1}],
       "tags": ["express"], "grid": [[4]], "orderNumber": 13, "ledgerId": 6,
       "metadata": {"source": "web"}, "extra": true, "note": "ring twice",
       "total": 103.85, "discounts": [], "paid": true}
      """;

  static final List<String> CHECKOUTS = List.of(CHECKOUT_1, CHECKOUT_2, CHECKOUT_3);

  /**
   * {@code dir} made a project for {@code silk codec from}, which writes only into one: a {@code
   * pom.xml} (its content is not read) when it has none.
   */
  static java.nio.file.Path project(java.nio.file.Path dir) {
    try {
      java.nio.file.Files.createDirectories(dir);
      java.nio.file.Path pom = dir.resolve("pom.xml");
      if (!java.nio.file.Files.exists(pom)) {
        java.nio.file.Files.writeString(pom, "<project/>\n");
      }
      return dir;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
