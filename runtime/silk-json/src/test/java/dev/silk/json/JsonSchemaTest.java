package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Schemas as values, written as JSON Schema 2020-12 (generated codecs are tested with them). */
class JsonSchemaTest {
  private static final String HEAD =
      "{\"$schema\":\"https://json-schema.org/draft/2020-12/schema\",";

  @Test
  void builtInCodecsDescribeTheirValues() {
    assertEquals(
        HEAD + "\"type\":\"string\",\"format\":\"uuid\"}", JsonSchema.document(JsonCodecs.UUID));
    assertEquals(
        HEAD + "\"type\":\"integer\",\"format\":\"int64\"}", JsonSchema.document(JsonCodecs.LONG));
    assertEquals(
        HEAD + "\"type\":\"array\",\"items\":{\"type\":\"string\",\"format\":\"date\"}}",
        JsonSchema.document(JsonCodecs.LOCAL_DATE.list()));
    assertEquals(
        HEAD
            + "\"type\":\"object\",\"additionalProperties\":{\"type\":\"number\",\"format\":\"double\"}}",
        JsonSchema.document(JsonCodecs.DOUBLE.map()));
    assertEquals(
        HEAD + "\"type\":[\"boolean\",\"null\"]}",
        JsonSchema.document(JsonCodecs.BOOLEAN.optional()));
  }

  @Test
  void aHandWrittenCodecSaysAnyValueUnlessItKnowsBetter() {
    JsonCodec<Object> raw =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, Object value) {
            out.nullValue();
          }

          @Override
          public Object read(JsonInput in) {
            in.skipValue();
            return null;
          }
        };
    assertEquals(HEAD.substring(0, HEAD.length() - 1) + "}", JsonSchema.document(raw));
  }

  @Test
  void namedSchemasOfTheSameSimpleNameAreToldApartByPackage() {
    JsonSchema a = JsonSchema.enumeration("a.Color", List.of("RED"));
    JsonSchema b = JsonSchema.enumeration("b.Color", List.of("BLUE"));
    JsonSchema both =
        JsonSchema.object("p.Pair").required("first", a).optional("second", b.nullable()).build();
    String doc = both.toString();
    assertTrue(doc.contains("\"first\":{\"$ref\":\"#/$defs/Color\"}"), doc);
    assertTrue(
        doc.contains("\"second\":{\"oneOf\":[{\"$ref\":\"#/$defs/b.Color\"},{\"type\":\"null\"}]}"),
        doc);
    assertTrue(doc.contains("\"b.Color\":{\"type\":\"string\",\"enum\":[\"BLUE\"]}"), doc);
  }

  @Test
  void keywordsTakeOnlyJsonScalars() {
    String doc = JsonSchema.string().with("minLength", 1L).with("pattern", "^a").toString();
    assertTrue(doc.endsWith("\"type\":\"string\",\"minLength\":1,\"pattern\":\"^a\"}"), doc);
    assertThrows(IllegalArgumentException.class, () -> JsonSchema.string().with("x", List.of()));
  }
}
