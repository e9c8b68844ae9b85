package dev.silk.test;

import dev.silk.json.JsonBound;
import dev.silk.json.validation.Email;
import dev.silk.json.validation.Min;
import dev.silk.json.validation.NotBlank;
import dev.silk.json.validation.NotNull;
import dev.silk.json.validation.Size;
import java.time.LocalDate;
import java.util.List;

/** What a client posts to order: constraints on its members and on its lines. */
@JsonBound
record NewOrder(
    @NotBlank @Size(max = 40) String customer,
    @Email String email,
    @NotNull @Size(min = 1, max = 10) List<Line> lines,
    Stay stay) {

  /** One line of an order. */
  @JsonBound
  record Line(@NotBlank String sku, @Min(1) int quantity) {}

  /** A stay whose compact constructor refuses an end before its start. */
  @JsonBound
  record Stay(LocalDate from, LocalDate to) {
    Stay {
      if (from != null && to != null && to.isBefore(from)) {
        throw new IllegalArgumentException("must not end before it starts");
      }
    }
  }
}
