package dev.silk.bench.data.corpus;

import dev.silk.json.JsonBound;
import java.util.List;

/** java-json-benchmark's {@code Users} model: strings of every length, two doubles, nested lists. */
@JsonBound
public record Users(List<Users.User> users) {
  @JsonBound
  public record User(
      String _id,
      int index,
      String guid,
      boolean isActive,
      String balance,
      String picture,
      int age,
      String eyeColor,
      String name,
      String gender,
      String company,
      String email,
      String phone,
      String address,
      String about,
      String registered,
      double latitude,
      double longitude,
      List<String> tags,
      List<Friend> friends,
      String greeting,
      String favoriteFruit) {}

  @JsonBound
  public record Friend(String id, String name) {}
}
