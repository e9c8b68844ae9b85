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
import dev.silk.json.processor.fixtures.valid.Order;
import dev.silk.json.processor.fixtures.valid.OrderCodec;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

  @Test
  void constraintsShowInTheSchemaAndASchemaValidatorRefusesWhatTheGeneratedChecksRefuse() {
    String document = JsonSchema.document(OrderCodec.INSTANCE);
    assertEquals(List.of(), messages(META.validate(document, InputFormat.JSON)), document);
    for (String keywords :
        List.of(
            "\"minLength\":1,\"pattern\":\"^(?:[A-Z]{2}-\\\\d+)$\",\"maxLength\":20",
            "\"contact\":{\"type\":\"string\",\"format\":\"email\"}",
            "\"minItems\":1,\"maxItems\":3",
            "\"minimum\":0,\"maximum\":100",
            "\"total\":{\"type\":[\"number\",\"null\"],\"minimum\":1}",
            "\"required\":[\"reference\",\"contact\",\"lines\"]")) {
      assertTrue(document.contains(keywords), keywords + " in " + document);
    }
    Schema schema = REGISTRY.getSchema(document, InputFormat.JSON);
    Order.Line line = new Order.Line("A-1", 1, List.of());
    List<Order> orders =
        List.of(
            order("AB-12", List.of(line), 10, BigDecimal.ONE),
            order(" ", List.of(line), 10, BigDecimal.ONE),
            order("ab-12", List.of(line), 10, BigDecimal.ONE),
            order("AB-" + "1".repeat(30), List.of(line), 10, BigDecimal.ONE),
            order("AB-12", List.of(), 10, BigDecimal.ONE),
            order("AB-12", List.of(line, line, line, line), 10, BigDecimal.ONE),
            order("AB-12", List.of(new Order.Line("A-1", 0, List.of())), 10, BigDecimal.ONE),
            order("AB-12", List.of(new Order.Line(" ", 1, List.of("a", "b", "c"))), 10, null),
            order("AB-12", List.of(line), 101, BigDecimal.ONE),
            order("AB-12", List.of(line), -1, new BigDecimal("0.99")),
            order("AB-12", null, 10, BigDecimal.ONE));
    for (Order order : orders) {
      String json = Json.toJson(OrderCodec.INSTANCE, order);
      boolean refusedByChecks = !OrderCodec.INSTANCE.violations(order).isEmpty();
      boolean refusedBySchema = !messages(schema.validate(json, InputFormat.JSON)).isEmpty();
      assertEquals(refusedByChecks, refusedBySchema, json);
    }
  }

  private static Order order(
      String reference, List<Order.Line> lines, Integer discount, BigDecimal total) {
    return new Order(
        reference,
        "ann@example.com",
        lines,
        Map.of(),
        Optional.empty(),
        new Order.Line[0],
        discount,
        total,
        new Order.Window(LocalDate.of(2024, 5, 1), LocalDate.of(2024, 5, 3)),
        new Order.Square(2));
  }

  private static List<String> messages(List<Error> errors) {
    return errors.stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
  }
}
