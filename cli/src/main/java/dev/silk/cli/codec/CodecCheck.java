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
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads sample documents with a project's generated codec and says, for each, whether it stayed on
 * the fast path, fell back ({@link FitChecker} says where and why) or failed (with the codec's
 * error and position). Elements of a top-level array are checked one by one.
 *
 * <pre>{@code
 * CodecCheck.check(documents, compiled, type, outcome -> print(outcome));
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

  /**
   * Reads each document with {@code type}'s codec and hands its outcome to {@code outcomes} at
   * once, so no outcome is kept: memory stays flat however many documents there are.
   */
  static void check(
      Iterable<SampleReader.Document> documents,
      ProjectCompiler.Compiled compiled,
      BoundModel type,
      Consumer<Outcome> outcomes) {
    JsonCodec<?> codec = codec(compiled, type);
    for (SampleReader.Document d : documents) {
      JsonValue tree;
      try {
        tree = JsonValue.parse(d.bytes());
      } catch (JsonException e) {
        outcomes.accept(failed(d.label(), d.where(e) + ": " + e.reason()));
        continue;
      }
      if (ShapeJson.isLine(tree)) {
        continue;
      }
      if (tree instanceof JsonArray array && !(type instanceof BoundModel.EnumModel)) {
        for (int i = 0; i < array.size(); i++) {
          JsonValue element = array.get(i);
          byte[] bytes = element.toString().getBytes(StandardCharsets.UTF_8);
          outcomes.accept(
              one(d.label() + "[" + i + "]", bytes, element, codec, compiled, type, null));
        }
      } else {
        outcomes.accept(one(d.label(), d.bytes(), tree, codec, compiled, type, d));
      }
    }
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
      String member = e.offset() < 0 ? "" : " (at " + JsonPathAt.of(bytes, e.offset()) + ")";
      return failed(label, where + ": " + e.reason() + member);
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
