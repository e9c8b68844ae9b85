package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.silk.json.Json;
import dev.silk.json.JsonSchema;
import dev.silk.json.processor.fixtures.ColorCodec;
import dev.silk.json.processor.fixtures.Everything;
import dev.silk.json.processor.fixtures.EverythingCodec;
import dev.silk.json.processor.fixtures.NodeCodec;
import dev.silk.json.processor.fixtures.ShapeCodec;
import dev.silk.json.processor.fixtures.StrictCodec;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The schemas generated codecs describe themselves with are valid JSON Schema 2020-12, and every
 * document a codec writes is valid against its own schema (checked by a validator from Maven
 * Central, not by Silk).
 */
class SchemaGenerationTest {
  private static final SchemaRegistry REGISTRY =
      SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
  private static final Schema META =
      REGISTRY.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));

  @Test
  void everyGeneratedSchemaIsAValidJsonSchema() {
    for (String schema :
        List.of(
            JsonSchema.document(EverythingCodec.INSTANCE),
            JsonSchema.document(ShapeCodec.INSTANCE),
            JsonSchema.document(NodeCodec.INSTANCE),
            JsonSchema.document(ColorCodec.INSTANCE),
            JsonSchema.document(EverythingCodec.INSTANCE.list()))) {
      assertEquals(List.of(), messages(META.validate(schema, InputFormat.JSON)), schema);
    }
  }

  @Test
  void everyDocumentACodecWritesFitsItsSchema() {
    Schema schema =
        REGISTRY.getSchema(JsonSchema.document(EverythingCodec.INSTANCE), InputFormat.JSON);
    long seed = 20261202L;
    Samples samples = new Samples(new SplittableRandom(seed));
    for (int i = 0; i < 300; i++) {
      Everything value = samples.everything();
      String json = Json.toJson(EverythingCodec.INSTANCE, value);
      List<String> errors = messages(schema.validate(json, InputFormat.JSON));
      assertEquals(List.of(), errors, "seed " + seed + ", sample " + i + ": " + json);
    }
  }

  @Test
  void documentsTheCodecRefusesDoNotFit() {
    Schema schema =
        REGISTRY.getSchema(JsonSchema.document(EverythingCodec.INSTANCE), InputFormat.JSON);
    String valid =
        Json.toJson(EverythingCodec.INSTANCE, new Samples(new SplittableRandom(1)).everything());
    assertTrue(messages(schema.validate(valid, InputFormat.JSON)).isEmpty());
    // A primitive member left out: the codec says "missing member 'i'", the schema "required".
    String missing = valid.replaceFirst("\"i\":-?\\d+,", "");
    assertFalse(messages(schema.validate(missing, InputFormat.JSON)).isEmpty(), missing);
    // A string where an int goes.
    String wrongType = valid.replaceFirst("\"i\":-?\\d+", "\"i\":\"seven\"");
    assertFalse(messages(schema.validate(wrongType, InputFormat.JSON)).isEmpty(), wrongType);
    // An enum constant the codec does not know.
    Schema colors = REGISTRY.getSchema(JsonSchema.document(ColorCodec.INSTANCE), InputFormat.JSON);
    assertTrue(messages(colors.validate("\"green\"", InputFormat.JSON)).isEmpty());
    assertFalse(messages(colors.validate("\"GREEN\"", InputFormat.JSON)).isEmpty());
  }

  @Test
  void namedTypesAreDefinedOnceAndReferred() {
    String node = JsonSchema.document(NodeCodec.INSTANCE);
    assertTrue(node.contains("\"$ref\":\"#/$defs/Node\""), node);
    assertTrue(
        node.contains("\"items\":{\"oneOf\":[{\"$ref\":\"#/$defs/Node\"},{\"type\":\"null\"}]}"),
        node);
    String shape = JsonSchema.document(ShapeCodec.INSTANCE);
    assertTrue(shape.contains("\"discriminator\":{\"propertyName\":\"kind\"}"), shape);
    assertTrue(shape.contains("\"kind\":{\"const\":\"circle\"}"), shape);
    String strict = JsonSchema.document(StrictCodec.INSTANCE);
    assertTrue(strict.contains("\"additionalProperties\":false"), strict);
  }

  private static List<String> messages(List<Error> errors) {
    return errors.stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
  }
}
