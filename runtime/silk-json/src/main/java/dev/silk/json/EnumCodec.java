package dev.silk.json;

/** Enum constants as their names, pre-encoded as {@link JsonKey}s. */
final class EnumCodec<E extends Enum<E>> implements JsonCodec<E> {
  private final E[] values;
  private final JsonKey[] choices;
  private final JsonKey[] byOrdinal;

  EnumCodec(E[] values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("an enum codec needs at least one constant");
    }
    this.values = values.clone();
    this.choices = new JsonKey[values.length];
    int maxOrdinal = 0;
    for (E value : values) {
      maxOrdinal = Math.max(maxOrdinal, value.ordinal());
    }
    this.byOrdinal = new JsonKey[maxOrdinal + 1];
    for (int i = 0; i < values.length; i++) {
      choices[i] = JsonKey.of(values[i].name());
      byOrdinal[values[i].ordinal()] = choices[i];
    }
  }

  @Override
  public void write(JsonOutput out, E value) {
    if (value == null) {
      out.nullValue();
      return;
    }
    int ordinal = value.ordinal();
    JsonKey key = ordinal < byOrdinal.length ? byOrdinal[ordinal] : null;
    if (key == null) {
      throw new JsonException(value + " is not one of the constants this codec was made for");
    }
    out.value(key);
  }

  @Override
  public E read(JsonInput in) {
    if (in.nextIsNull()) {
      return null;
    }
    int i = in.readChoice(choices);
    if (i < 0) {
      StringBuilder names = new StringBuilder();
      for (JsonKey choice : choices) {
        names.append(names.length() == 0 ? "" : ", ").append(choice.name());
      }
      throw in.error("expected one of " + names);
    }
    return values[i];
  }

  @Override
  public JsonSchema schema() {
    java.util.List<String> names = new java.util.ArrayList<>(values.length);
    for (E value : values) {
      names.add(value.name());
    }
    return JsonSchema.enumeration(values[0].getDeclaringClass().getName(), names);
  }
}
