package dev.silk.json;

import dev.silk.json.validation.Violations;
import java.util.LinkedHashSet;
import java.util.Set;

/** Sets as JSON arrays; read sets are {@link LinkedHashSet}s in document order. */
final class SetCodec<T> implements JsonCodec<Set<T>> {
  private final JsonCodec<T> element;

  SetCodec(JsonCodec<T> element) {
    this.element = element;
  }

  @Override
  public void write(JsonOutput out, Set<T> set) {
    if (set == null) {
      out.nullValue();
      return;
    }
    out.beginArray();
    for (T value : set) {
      element.write(out, value);
    }
    out.endArray();
  }

  @Override
  public Set<T> read(JsonInput in) {
    if (in.nextIsNull()) {
      return null;
    }
    Set<T> set = new LinkedHashSet<>();
    in.beginArray();
    while (in.hasNext()) {
      set.add(element.read(in));
    }
    in.endArray();
    return set;
  }

  @Override
  public JsonSchema schema() {
    return JsonSchema.set(JsonSchema.of(element));
  }

  @Override
  public boolean validates() {
    return element.validates();
  }

  /** Elements are pointed at by their place in the set's order, as the array was read. */
  @Override
  public void validate(Set<T> set, Violations violations) {
    if (set == null || !element.validates()) {
      return;
    }
    int i = 0;
    for (T value : set) {
      violations.enter(i++);
      element.validate(value, violations);
      violations.leave();
    }
  }
}
