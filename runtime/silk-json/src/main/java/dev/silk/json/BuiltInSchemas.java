package dev.silk.json;

/**
 * The schemas of the codecs in {@link JsonCodecs}, kept apart from the codecs themselves so that
 * each codec stays the few lines that read and write it.
 */
final class BuiltInSchemas {
  private BuiltInSchemas() {}

  static JsonSchema of(JsonCodec<?> codec) {
    if (codec == JsonCodecs.STRING) {
      return JsonSchema.string();
    } else if (codec == JsonCodecs.INT) {
      return JsonSchema.integer("int32");
    } else if (codec == JsonCodecs.LONG) {
      return JsonSchema.integer("int64");
    } else if (codec == JsonCodecs.DOUBLE) {
      return JsonSchema.number("double");
    } else if (codec == JsonCodecs.FLOAT) {
      return JsonSchema.number("float");
    } else if (codec == JsonCodecs.BOOLEAN) {
      return JsonSchema.bool();
    } else if (codec == JsonCodecs.SHORT) {
      return JsonSchema.integer(null)
          .with("minimum", (long) Short.MIN_VALUE)
          .with("maximum", (long) Short.MAX_VALUE);
    } else if (codec == JsonCodecs.BYTE) {
      return JsonSchema.integer(null)
          .with("minimum", (long) Byte.MIN_VALUE)
          .with("maximum", (long) Byte.MAX_VALUE);
    } else if (codec == JsonCodecs.CHAR) {
      return JsonSchema.string().with("minLength", 1L).with("maxLength", 1L);
    } else if (codec == JsonCodecs.BIG_DECIMAL) {
      return JsonSchema.number(null);
    } else if (codec == JsonCodecs.BIG_INTEGER) {
      return JsonSchema.integer(null);
    } else if (codec == JsonCodecs.UUID) {
      return JsonSchema.string("uuid");
    } else if (codec == JsonCodecs.INSTANT || codec == JsonCodecs.OFFSET_DATE_TIME) {
      return JsonSchema.string("date-time");
    } else if (codec == JsonCodecs.LOCAL_DATE) {
      return JsonSchema.string("date");
    } else if (codec == JsonCodecs.LOCAL_DATE_TIME) {
      // No offset, so not RFC 3339's date-time; the name says what it is.
      return JsonSchema.string("local-date-time");
    } else if (codec == JsonCodecs.DURATION) {
      return JsonSchema.string("duration");
    }
    return JsonSchema.any();
  }
}
