package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * java-json-benchmark's {@code Clients} model: typed members (UUID, BigDecimal, an enum, dates,
 * arrays of strings and of longs) where {@link Users} has strings.
 */
@JsonBound
public record Clients(List<Clients.Client> clients) {
  public enum EyeColor {
    BROWN,
    BLUE,
    GREEN
  }

  /** Arrays compare by content, as the model's own {@code equals} does. */
  @JsonBound
  public record Client(
      long _id,
      int index,
      UUID guid,
      boolean isActive,
      BigDecimal balance,
      String picture,
      int age,
      EyeColor eyeColor,
      String name,
      String gender,
      String company,
      String[] emails,
      long[] phones,
      String address,
      String about,
      LocalDate registered,
      double latitude,
      double longitude,
      List<String> tags,
      List<Partner> partners) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Client c
          && _id == c._id
          && index == c.index
          && Objects.equals(guid, c.guid)
          && isActive == c.isActive
          && Objects.equals(balance, c.balance)
          && Objects.equals(picture, c.picture)
          && age == c.age
          && eyeColor == c.eyeColor
          && Objects.equals(name, c.name)
          && Objects.equals(gender, c.gender)
          && Objects.equals(company, c.company)
          && Arrays.equals(emails, c.emails)
          && Arrays.equals(phones, c.phones)
          && Objects.equals(address, c.address)
          && Objects.equals(about, c.about)
          && Objects.equals(registered, c.registered)
          && Double.compare(latitude, c.latitude) == 0
          && Double.compare(longitude, c.longitude) == 0
          && Objects.equals(tags, c.tags)
          && Objects.equals(partners, c.partners);
    }

    @Override
    public int hashCode() {
      return Objects.hash(_id, guid, name) * 31 + Arrays.hashCode(phones);
    }

    @Override
    public String toString() {
      return "Client[_id=" + _id + ", name=" + name + ", emails=" + Arrays.toString(emails) + "]";
    }
  }

  @JsonBound
  public record Partner(long id, String name, OffsetDateTime since) {}
}
