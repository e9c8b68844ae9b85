package dev.silk.cli.codec;

import dev.silk.cli.codec.BoundModel.Bound;
import dev.silk.cli.codec.BoundModel.Keyed;
import dev.silk.cli.codec.BoundModel.Many;
import dev.silk.cli.codec.BoundModel.Maybe;
import dev.silk.cli.codec.BoundModel.Member;
import dev.silk.cli.codec.BoundModel.RecordModel;
import dev.silk.cli.codec.BoundModel.SealedModel;
import dev.silk.cli.codec.BoundModel.ValueType;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Tells where a document leaves a generated codec's fast path, by walking its tree along the {@link
 * BoundModel}. A record's codec compares each key in place with the next declared member; the first
 * key that is not the next declared one (a key out of order, an unknown key, or a key after an
 * absent member) sends the rest of that object to the slower lookup by the key's first bytes. An
 * object whose keys are the declared members in order, possibly stopping early, stays on the fast
 * path. A sealed interface's discriminator must come first.
 *
 * <pre>{@code
 * List<String> why = FitChecker.fallbacks(tree, "com.example.Checkout", model);
 * // ["$.items[0]: unknown key 'gift' (declared: sku, quantity, price)"]
 * }</pre>
 */
final class FitChecker {
  private final Map<String, BoundModel> types;
  private final List<String> notes = new ArrayList<>();

  private FitChecker(Map<String, BoundModel> types) {
    this.types = types;
  }

  /** Why each object of {@code document} falls back, by JSON path; empty on the fast path. */
  static List<String> fallbacks(JsonValue document, String type, Map<String, BoundModel> types) {
    FitChecker checker = new FitChecker(types);
    checker.walk(document, new Bound(type), "$");
    return checker.notes;
  }

  private void walk(JsonValue value, ValueType type, String path) {
    if (type instanceof Maybe maybe) {
      walk(value, maybe.value(), path);
    } else if (type instanceof Many many && value instanceof JsonArray array) {
      for (int i = 0; i < array.size(); i++) {
        walk(array.get(i), many.element(), path + "[" + i + "]");
      }
    } else if (type instanceof Keyed keyed && value instanceof JsonObject object) {
      object.members().forEach((k, v) -> walk(v, keyed.value(), path + "." + k));
    } else if (type instanceof Bound bound && value instanceof JsonObject object) {
      BoundModel model = types.get(bound.name());
      if (model instanceof RecordModel record) {
        members(object, new ArrayList<>(object.members().keySet()), record, path);
      } else if (model instanceof SealedModel sealed) {
        sealed(object, sealed, path);
      }
    }
  }

  private void sealed(JsonObject object, SealedModel sealed, String path) {
    List<String> keys = new ArrayList<>(object.members().keySet());
    if (keys.isEmpty() || !keys.get(0).equals(sealed.discriminator())) {
      notes.add(
          path
              + ": the discriminator '"
              + sealed.discriminator()
              + "' is not the first member, so the other members are kept as trees until it comes");
    }
    if (object.get(sealed.discriminator()) instanceof JsonString tag
        && types.get(sealed.variants().get(tag.value())) instanceof RecordModel variant) {
      keys.remove(sealed.discriminator());
      members(object, keys, variant, path);
    }
  }

  private void members(JsonObject object, List<String> keys, RecordModel record, String path) {
    List<String> declared = record.members().stream().map(Member::json).toList();
    int i = 0;
    while (i < keys.size() && i < declared.size() && keys.get(i).equals(declared.get(i))) {
      i++;
    }
    if (i < keys.size()) {
      notes.add(
          path
              + ": "
              + reason(keys, declared, i)
              + " (declared: "
              + String.join(", ", declared)
              + ")");
    }
    for (Member m : record.members()) {
      JsonValue v = object.get(m.json());
      if (v != null) {
        walk(v, m.type(), path + "." + m.json());
      }
    }
  }

  private static String reason(List<String> keys, List<String> declared, int i) {
    String key = keys.get(i);
    Set<String> known = Set.copyOf(declared);
    List<String> unknown =
        keys.stream().filter(k -> !known.contains(k)).collect(Collectors.toList());
    String also =
        unknown.isEmpty() || unknown.equals(List.of(key))
            ? ""
            : "; unknown keys: " + quoted(unknown);
    if (!known.contains(key)) {
      return "unknown key '"
          + key
          + "'"
          + (unknown.size() > 1 ? "; unknown keys: " + quoted(unknown) : "");
    }
    if (i >= declared.size()) {
      return "key '" + key + "' comes after all declared members" + also;
    }
    String expected = declared.get(i);
    if (!keys.contains(expected)) {
      return "member '"
          + expected
          + "' is absent, so '"
          + key
          + "' is out of declared order"
          + also;
    }
    return "key '" + key + "' comes before '" + expected + "'" + also;
  }

  private static String quoted(List<String> keys) {
    return keys.stream().map(k -> "'" + k + "'").collect(Collectors.joining(", "));
  }
}
