package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.shape.Shape;
import dev.silk.cli.shape.ShapeJson;
import dev.silk.cli.shape.ShapeLog;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShapeLogTest {
  @Test
  void recordsFromTheShapeLogEqualRecordsFromTheBodiesThemselves(@TempDir Path project)
      throws IOException {
    try (ShapeLog log = new ShapeLog(project)) {
      for (String body : Corpus.CHECKOUTS) {
        log.accept("POST /checkouts/{id}", body.getBytes(StandardCharsets.UTF_8));
      }
    }
    Path file = project.resolve("target/silk/shapes/POST_checkouts_id.ndjson");
    List<String> lines = Files.readAllLines(file);
    assertEquals(3, lines.size());

    List<SampleReader.Document> fromLog = SampleReader.all(file.toString(), null);
    List<SampleReader.Document> fromBodies =
        Corpus.CHECKOUTS.stream()
            .map(b -> new SampleReader.Document("body", 0, b.getBytes(StandardCharsets.UTF_8)))
            .toList();
    CodecInference.Result viaLog = CodecInference.infer(fromLog, "Checkout", true);
    assertEquals(3, viaLog.shapeLines());
    assertEquals(CodecInference.infer(fromBodies, "Checkout", true).types(), viaLog.types());
  }

  @Test
  void theLogHoldsShapesNotTheValuesOfFreeText(@TempDir Path project) throws IOException {
    ShapeLog log = new ShapeLog(project);
    log.accept(
        "POST /notes",
        "{\"text\":\"my secret diary entry\",\"kind\":\"PRIVATE\",\"n\":41}"
            .getBytes(StandardCharsets.UTF_8));
    String line = Files.readString(log.file("POST /notes"));
    assertFalse(line.contains("secret"), line);
    assertFalse(line.contains("41"), line);
    assertTrue(line.contains("\"PRIVATE\":1"), "short codes are kept for enums: " + line);
    assertTrue(line.startsWith("{\"silk.shape\":1,\"route\":\"POST /notes\""), line);
  }

  @Test
  void bodiesThatAreNotObjectsAreSkipped(@TempDir Path project) {
    ShapeLog log = new ShapeLog(project);
    log.accept("POST /x", "not json".getBytes(StandardCharsets.UTF_8));
    log.accept("POST /x", "[1,2]".getBytes(StandardCharsets.UTF_8));
    log.accept("POST /x", new byte[0]);
    assertFalse(Files.exists(log.file("POST /x")));
  }

  @Test
  void aShapeSurvivesItsJsonForm() {
    Shape shape = new Shape();
    for (String body : Corpus.CHECKOUTS) {
      shape.add(JsonValue.parse(body));
    }
    assertEquals(ShapeJson.write(shape), ShapeJson.write(ShapeJson.read(ShapeJson.write(shape))));
  }
}
