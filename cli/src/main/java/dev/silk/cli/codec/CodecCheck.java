package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.shape.ShapeJson;
import dev.silk.json.Json;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads sample documents with a project's generated codec and says, for each, whether it stayed on
 * the fast path, fell back ({@link FitChecker} says where and why) or failed (with the codec's
 * error and position). Elements of a top-level array are checked one by one.
 *
 * <pre>{@code
 * List<CodecCheck.Outcome> outcomes = CodecCheck.check(documents, compiled, type);
 * }</pre>
 */
final class CodecCheck {
  private CodecCheck() {}

  /** How a document fared. */
  enum Status {
    FAST,
    FALLBACK,
    FAILED
  }

  /** One document's outcome; {@code details} say why it fell back or failed. */
  record Outcome(String label, Status status, List<String> details) {}

  static List<Outcome> check(
      List<SampleReader.Document> documents, ProjectCompiler.Compiled compiled, BoundModel type) {
    JsonCodec<?> codec = codec(compiled, type);
    List<Outcome> outcomes = new ArrayList<>();
    for (SampleReader.Document d : documents) {
      JsonValue tree;
      try {
        tree = JsonValue.parse(d.bytes());
      } catch (JsonException e) {
        outcomes.add(failed(d.label(), d.where(e) + ": " + e.reason()));
        continue;
      }
      if (ShapeJson.isLine(tree)) {
        continue;
      }
      if (tree instanceof JsonArray array && !(type instanceof BoundModel.EnumModel)) {
        for (int i = 0; i < array.size(); i++) {
          JsonValue element = array.get(i);
          byte[] bytes = element.toString().getBytes(StandardCharsets.UTF_8);
          outcomes.add(one(d.label() + "[" + i + "]", bytes, element, codec, compiled, type, null));
        }
      } else {
        outcomes.add(one(d.label(), d.bytes(), tree, codec, compiled, type, d));
      }
    }
    return outcomes;
  }

  private static Outcome one(
      String label,
      byte[] bytes,
      JsonValue tree,
      JsonCodec<?> codec,
      ProjectCompiler.Compiled compiled,
      BoundModel type,
      SampleReader.Document whole) {
    try {
      Json.read(codec, bytes);
    } catch (JsonException e) {
      String where = whole != null ? whole.where(e) : label + ":" + e.line() + ":" + e.column();
      return failed(label, where + ": " + e.reason());
    }
    List<String> notes =
        tree instanceof JsonObject
            ? FitChecker.fallbacks(tree, type.name(), compiled.types())
            : List.of();
    return new Outcome(label, notes.isEmpty() ? Status.FAST : Status.FALLBACK, notes);
  }

  private static Outcome failed(String label, String why) {
    return new Outcome(label, Status.FAILED, List.of(why));
  }

  private static JsonCodec<?> codec(ProjectCompiler.Compiled compiled, BoundModel type) {
    try {
      Class<?> c = Class.forName(type.codec(), true, compiled.loader());
      return (JsonCodec<?>) c.getField("INSTANCE").get(null);
    } catch (ReflectiveOperationException | ClassCastException | LinkageError e) {
      throw new CommandException(1, "cannot load the codec " + type.codec() + ": " + e, null, e);
    }
  }
}
