package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records, their generated schema, and the records {@code silk codec from-schema} makes from that
 * schema are the same types: same names, same members in the same order, same Java types, and the
 * records made compile to codecs with the very same schema.
 */
@Tag("slow")
class SchemaRoundTripTest {
  @TempDir Path original;
  @TempDir Path remade;

  private static final Map<String, String> SOURCES =
      Map.of(
          "Order.java",
          """
          package shop;

          import dev.silk.json.JsonBound;
          import dev.silk.json.JsonName;
          import java.time.Instant;
          import java.util.List;
          import java.util.Map;
          import java.util.Set;
          import java.util.UUID;

          @JsonBound
          public record Order(
              long id,
              UUID reference,
              Instant placed,
              Status status,
              List<Line> lines,
              Set<String> tags,
              Map<String, Integer> stock,
              Integer priority,
              boolean paid,
              double total,
              @JsonName("delivery-note") String deliveryNote,
              Order previous) {}
          """,
          "Line.java",
          """
          package shop;

          import dev.silk.json.JsonBound;

          @JsonBound
          public record Line(String sku, int quantity, Double weight) {}
          """,
          "Status.java",
          """
          package shop;

          import dev.silk.json.JsonBound;
          import dev.silk.json.JsonName;

          @JsonBound
          public enum Status {
            OPEN,
            @JsonName("paid") PAID
          }
          """);

  @Test
  void recordsToSchemaToRecordsGivesTheSameRecords() throws Exception {
    for (Map.Entry<String, String> s : SOURCES.entrySet()) {
      write(original.resolve("src/main/java/shop/" + s.getKey()), s.getValue());
    }
    String schema = schemaOf(original);

    Corpus.project(remade);
    Path schemaFile = remade.resolve("order.schema.json");
    write(schemaFile, schema);
    CliRun run =
        CliRun.of(
            "codec",
            "from-schema",
            schemaFile.toString(),
            "--package",
            "shop",
            "--dir",
            remade.toString());
    assertEquals(0, run.exit(), run::toString);

    // The same types with the same members, in order, of the same Java types.
    assertEquals(members(original), members(remade));
    // And the records made compile to codecs that describe themselves the same way.
    assertEquals(schema, schemaOf(remade));
  }

  @Test
  void aDocumentWithoutSchemasIsRefusedWithTheFix() throws Exception {
    Corpus.project(remade);
    Path file = remade.resolve("empty.json");
    write(
        file, "{\"openapi\":\"3.1.0\",\"info\":{\"title\":\"x\",\"version\":\"1\"},\"paths\":{}}");
    CliRun run =
        CliRun.of(
            "codec",
            "from-schema",
            file.toString(),
            "--package",
            "shop",
            "--dir",
            remade.toString());
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.toString().contains("components/schemas"), run::toString);
  }

  private static String schemaOf(Path project) throws Exception {
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project)) {
      BoundModel type = compiled.types().get("shop.Order");
      JsonCodec<?> codec =
          (JsonCodec<?>)
              Class.forName(type.codec(), true, compiled.loader()).getField("INSTANCE").get(null);
      return JsonSchema.document(codec);
    }
  }

  /** Each type's members (Java and JSON names, kinds) as the compiled project's model has them. */
  private static Map<String, String> members(Path project) {
    Map<String, String> all = new TreeMap<>();
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project)) {
      for (Map.Entry<String, BoundModel> t : compiled.types().entrySet()) {
        all.put(t.getKey(), t.getValue().toString());
      }
    }
    return all;
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
