package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.silk.cli.shape.Shape;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class JavaNamesTest {
  @Test
  void membersAreCamelCaseAndAlwaysValidJavaNames() {
    assertEquals("firstName", JavaNames.member("first_name"));
    assertEquals("firstName", JavaNames.member("first-name"));
    assertEquals("firstName", JavaNames.member("FirstName"));
    assertEquals("userId", JavaNames.member("USER_ID"));
    assertEquals("id", JavaNames.member("ID"));
    assertEquals("xY", JavaNames.member("x y"));
    assertEquals("prénom", JavaNames.member("prénom"));
    assertEquals("_2fa", JavaNames.member("2fa"));
    assertEquals("member", JavaNames.member(""));
    assertEquals("member", JavaNames.member("🎁"));
    assertEquals("member", JavaNames.member("_"));
  }

  @Test
  void keywordsAndObjectMethodsGetASuffix() {
    for (String keyword : List.of("class", "default", "new", "int", "enum", "true", "null")) {
      assertEquals(keyword + "Value", JavaNames.member(keyword));
    }
    assertEquals("hashCodeValue", JavaNames.member("hashCode"));
    assertEquals("getClassValue", JavaNames.member("getClass"));
  }

  @Test
  void typesAreNamedInTheSingularForArrayElements() {
    assertEquals("LineItem", JavaNames.type("line_items", true));
    assertEquals("Address", JavaNames.type("addresses", true));
    assertEquals("Category", JavaNames.type("categories", true));
    assertEquals("Status", JavaNames.type("status", true));
    assertEquals("Box", JavaNames.type("boxes", true));
    assertEquals("Items", JavaNames.type("items", false));
    assertEquals("T2fa", JavaNames.type("2fa", false));
    assertEquals("Item", JavaNames.type("🎁", false));
  }

  @Test
  void enumConstantsAreUpperCase() {
    assertEquals("IN_PROGRESS", JavaNames.constant("in-progress"));
    assertEquals("IN_PROGRESS", JavaNames.constant("inProgress"));
    assertEquals("PAID", JavaNames.constant("paid"));
    assertEquals("_1ST", JavaNames.constant("1st"));
  }

  @Test
  void onlyStringsWrittenBackExactlyHaveAFormat() {
    assertEquals(Shape.Format.UUID, Shape.formatOf("3f1c2a9e-8b7d-4c1e-9a2b-5d6e7f8a9b0c"));
    assertNull(Shape.formatOf("3F1C2A9E-8B7D-4C1E-9A2B-5D6E7F8A9B0C"));
    assertEquals(Shape.Format.DATE, Shape.formatOf("2024-02-29"));
    assertNull(Shape.formatOf("2023-02-29"));
    assertEquals(Shape.Format.INSTANT, Shape.formatOf("2024-05-01T10:15:30Z"));
    assertNull(Shape.formatOf("2024-05-01T10:15:30.000Z"));
    assertEquals(Shape.Format.OFFSET_DATE_TIME, Shape.formatOf("2024-05-01T10:15:30+02:00"));
    assertEquals(Shape.Format.LOCAL_DATE_TIME, Shape.formatOf("2024-05-01T10:15:30"));
    assertNull(Shape.formatOf("20240501"));
  }

  @Test
  void ndjsonIsRecognisedWithoutItsFileName() {
    List<SampleReader.Document> docs =
        SampleReader.all(
            "-",
            new java.io.ByteArrayInputStream(
                "{\"a\":1}\r\n{\"a\":2}\n\n[{\"a\":3}]\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals(
        List.of("<stdin>:1", "<stdin>:2", "<stdin>:4[0]"),
        docs.stream().map(SampleReader.Document::label).toList());
    List<SampleReader.Document> one =
        SampleReader.all(
            "-",
            new java.io.ByteArrayInputStream(
                "{\n  \"a\": 1\n}\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals(List.of("<stdin>"), one.stream().map(SampleReader.Document::label).toList());
  }
}
