package dev.silk.cli.bench.codecs.harness;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonSchema;

/**
 * Stands in for the codec the processor would generate for {@link SnakeRow} (the test sources are
 * compiled without it on JDK 23 and later): what {@link JacksonMapper} reads is its name and its
 * schema, which lists the members' JSON names in the order of the components.
 */
public final class SnakeRowCodec implements JsonCodec<SnakeRow> {
  public static final SnakeRowCodec INSTANCE = new SnakeRowCodec();

  private SnakeRowCodec() {}

  @Override
  public void write(JsonOutput out, SnakeRow value) {
    throw new UnsupportedOperationException("only the schema is read");
  }

  @Override
  public SnakeRow read(JsonInput in) {
    throw new UnsupportedOperationException("only the schema is read");
  }

  @Override
  public JsonSchema schema() {
    return JsonSchema.object(SnakeRow.class.getName())
        .required("order_id", JsonSchema.integer("int64"))
        .optional("full_name", JsonSchema.string())
        .build();
  }
}
