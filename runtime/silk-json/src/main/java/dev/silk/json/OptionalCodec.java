package dev.silk.json;

import dev.silk.json.validation.Violations;
import java.util.Optional;

/** Optionals as their value, or {@code null} when empty (a null Optional also writes null). */
final class OptionalCodec<T> implements JsonCodec<Optional<T>> {
  private final JsonCodec<T> value;

  OptionalCodec(JsonCodec<T> value) {
    this.value = value;
  }

  @Override
  public void write(JsonOutput out, Optional<T> optional) {
    if (optional == null || optional.isEmpty()) {
      out.nullValue();
    } else {
      value.write(out, optional.get());
    }
  }

  @Override
  public Optional<T> read(JsonInput in) {
    if (in.nextIsNull()) {
      return Optional.empty();
    }
    return Optional.ofNullable(value.read(in));
  }

  @Override
  public JsonSchema schema() {
    return JsonSchema.of(value).nullable();
  }

  @Override
  public boolean validates() {
    return value.validates();
  }

  @Override
  public void validate(Optional<T> optional, Violations violations) {
    if (optional != null && optional.isPresent()) {
      value.validate(optional.get(), violations);
    }
  }
}
