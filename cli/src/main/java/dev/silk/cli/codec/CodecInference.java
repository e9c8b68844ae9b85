package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.shape.Shape;
import dev.silk.cli.shape.ShapeJson;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.util.List;

/**
 * From sample documents (and shape-log lines) to the types that read them: merges every object's
 * {@link Shape} into one and hands it to {@link RecordPlanner}. A top-level array of objects counts
 * as that many samples; anything else at the top is refused, since a record needs an object.
 *
 * <pre>{@code
 * CodecInference.Result r = CodecInference.infer(documents, "Checkout", false);
 * r.types();   // Checkout first, then the records and enums it uses
 * }</pre>
 */
final class CodecInference {
  private CodecInference() {}

  /**
   * What was inferred and from how much.
   *
   * @param types the root record first
   * @param samples the sample objects read
   * @param shapeLines the shape-log lines read
   */
  record Result(List<TypeDecl> types, int samples, int shapeLines) {}

  static Result infer(Iterable<SampleReader.Document> documents, String rootName, boolean enums) {
    Shape root = new Shape();
    int samples = 0;
    int shapeLines = 0;
    for (SampleReader.Document d : documents) {
      JsonValue value = d.parse();
      if (ShapeJson.isLine(value)) {
        try {
          root.merge(ShapeJson.shapeOfLine((JsonObject) value));
        } catch (IllegalArgumentException | ArithmeticException e) {
          throw CommandException.failure(
              d.label() + ": not a valid shape-log line: " + e.getMessage(), null);
        }
        shapeLines++;
      } else if (value instanceof JsonObject) {
        root.add(value);
        samples++;
      } else if (value instanceof JsonArray array
          && !array.isEmpty()
          && array.elements().stream().allMatch(e -> e instanceof JsonObject)) {
        for (JsonValue e : array.elements()) {
          root.add(e);
          samples++;
        }
      } else {
        throw CommandException.failure(
            d.label() + ": the document is " + kind(value) + ", not an object",
            "silk codec from makes records from JSON objects (or arrays of objects).");
      }
    }
    if (root.objects() == 0 || root.kinds() != 1) {
      throw CommandException.failure("the samples hold no JSON object at the top level", null);
    }
    return new Result(RecordPlanner.plan(root, rootName, enums), samples, shapeLines);
  }

  static String kind(JsonValue value) {
    if (value instanceof JsonArray a) {
      return a.isEmpty() ? "an empty array" : "an array that is not all objects";
    }
    return switch (value.getClass().getSimpleName()) {
      case "JsonString" -> "a string";
      case "JsonNumber" -> "a number";
      case "JsonBoolean" -> "a boolean";
      case "JsonNull" -> "null";
      default -> "an object";
    };
  }
}
