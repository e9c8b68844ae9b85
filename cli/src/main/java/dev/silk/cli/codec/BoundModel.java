package dev.silk.cli.codec;

import java.util.List;
import java.util.Map;

/**
 * What the {@code @JsonBound} types of a project look like to a codec: records with their members
 * in declared order and JSON names, enums, sealed interfaces with their discriminator and tags.
 * {@link ModelCollector} builds it while the project compiles; {@link FitChecker} walks documents
 * along it to tell which objects leave the codec's fast path.
 */
sealed interface BoundModel {
  /** The qualified source name ({@code com.example.Outer.Item}). */
  String name();

  /** The generated codec's binary name ({@code com.example.Outer_ItemCodec}). */
  String codec();

  /** A record: members in declared order, which is the order the codec tries first. */
  record RecordModel(String name, String codec, List<Member> members, boolean strict)
      implements BoundModel {}

  /** A member with its JSON name and what its value holds. */
  record Member(String component, String json, ValueType type) {}

  /** An enum. */
  record EnumModel(String name, String codec) implements BoundModel {}

  /** A sealed interface: the discriminator member and which record each tag selects. */
  record SealedModel(String name, String codec, String discriminator, Map<String, String> variants)
      implements BoundModel {}

  /** The type of a member's value, as far as the walk along a document needs it. */
  sealed interface ValueType {}

  /** A {@code @JsonBound} type, by qualified name. */
  record Bound(String name) implements ValueType {}

  /** A list, set or array of {@code element}. */
  record Many(ValueType element) implements ValueType {}

  /** A map with String or enum keys. */
  record Keyed(ValueType value) implements ValueType {}

  /** An {@code Optional} of {@code value}. */
  record Maybe(ValueType value) implements ValueType {}

  /** Anything else: a scalar, a {@code JsonValue}, a type with its own codec. */
  record Leaf() implements ValueType {}
}
