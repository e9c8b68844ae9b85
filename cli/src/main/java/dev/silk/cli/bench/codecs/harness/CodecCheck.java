package dev.silk.cli.bench.codecs.harness;

import dev.silk.json.Json;
import dev.silk.json.JsonBound;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;

/**
 * Checks, before anything is measured, that a type's Silk codec and Jackson agree on its sample:
 * the documents both write are equivalent (see {@link JsonTrees}), and each reads the other's
 * document back to the same value; the same for the list of samples. A type where they disagree
 * would measure two different jobs, so it is reported instead of measured.
 *
 * <p>Run by {@code silk bench --json-codecs} in a JVM of its own, on the project's classes:
 *
 * <pre>{@code
 * java -cp ... dev.silk.cli.bench.codecs.harness.CodecCheck SEED OUT.json LIST_SIZE p.Todo=p.TodoCodec ...
 * }</pre>
 *
 * It writes one object per type to {@code OUT.json}: {@code type}, {@code reason} (null when they
 * agree), {@code bytes} and {@code listBytes} (the sizes of Silk's documents), {@code sample}.
 */
public final class CodecCheck {
  private CodecCheck() {}

  /**
   * What the check found for one type.
   *
   * @param type the type's binary name
   * @param reason why it is not measured, or null when the engines agree
   * @param bytes the size of the sample document, or -1
   * @param listBytes the size of the list document, or -1
   * @param sample the sample document as Silk writes it, or null
   */
  @JsonBound
  public record Verdict(String type, String reason, int bytes, int listBytes, String sample) {}

  /** The report: every type's verdict, as the CLI reads it back. */
  public static final JsonCodec<List<Verdict>> VERDICTS = CodecCheck_VerdictCodec.INSTANCE.list();

  /** Arguments: seed, output file, list size, then {@code type=codec} binary names. */
  public static void main(String[] args) throws IOException {
    long seed = Long.parseLong(args[0]);
    Path out = Path.of(args[1]);
    int listSize = Integer.parseInt(args[2]);
    ObjectMapper jackson = JacksonMapper.create();
    List<Verdict> verdicts = new ArrayList<>();
    for (int i = 3; i < args.length; i++) {
      String[] pair = args[i].split("=", 2);
      verdicts.add(check(pair[0], pair[1], seed, listSize, jackson));
    }
    Files.writeString(out, Json.toPrettyJson(VERDICTS, verdicts), StandardCharsets.UTF_8);
  }

  /** Checks one type: its sample, written and read by both engines, alone and in a list. */
  public static Verdict check(
      String typeName, String codecName, long seed, int listSize, ObjectMapper jackson) {
    try {
      Class<?> type = Class.forName(typeName);
      JsonCodec<Object> codec = codec(codecName);
      Object one = SampleValues.one(type, seed);
      List<?> list = SampleValues.list(type, seed, listSize);
      @SuppressWarnings("unchecked")
      List<Object> objects = (List<Object>) list;
      JsonCodec<List<Object>> listCodec = codec.list();
      JavaType listType = jackson.getTypeFactory().constructCollectionType(List.class, type);

      byte[] silkOne = step("Silk cannot write the sample", () -> Json.toBytes(codec, one));
      byte[] jacksonOne =
          step("Jackson cannot write the sample", () -> jackson.writeValueAsBytes(one));
      agree("writing the sample, Silk vs Jackson", silkOne, jacksonOne);
      Object jacksonRead =
          step("Jackson cannot read Silk's document", () -> jackson.readValue(silkOne, type));
      agree(
          "Jackson reading Silk's document, as read vs as written",
          step("Silk cannot write what Jackson read", () -> Json.toBytes(codec, jacksonRead)),
          silkOne);
      Object silkRead =
          step("Silk cannot read Jackson's document", () -> Json.read(codec, jacksonOne));
      agree(
          "Silk reading Jackson's document, as read vs as written",
          Json.toBytes(codec, silkRead),
          silkOne);

      byte[] silkList = step("Silk cannot write the list", () -> Json.toBytes(listCodec, objects));
      byte[] jacksonList =
          step("Jackson cannot write the list", () -> jackson.writeValueAsBytes(objects));
      agree("writing the list, Silk vs Jackson", silkList, jacksonList);
      Object jacksonListRead =
          step("Jackson cannot read Silk's list", () -> jackson.readValue(silkList, listType));
      @SuppressWarnings("unchecked")
      List<Object> readBack = (List<Object>) jacksonListRead;
      agree(
          "Jackson reading Silk's list, as read vs as written",
          Json.toBytes(listCodec, readBack),
          silkList);
      return new Verdict(
          typeName,
          null,
          silkOne.length,
          silkList.length,
          new String(silkOne, StandardCharsets.UTF_8));
    } catch (Disagreement e) {
      return new Verdict(typeName, e.getMessage(), -1, -1, null);
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return new Verdict(typeName, "cannot check it: " + e, -1, -1, null);
    }
  }

  @SuppressWarnings("unchecked")
  private static JsonCodec<Object> codec(String codecName) throws ReflectiveOperationException {
    Field instance = Class.forName(codecName).getDeclaredField("INSTANCE");
    instance.setAccessible(true);
    return (JsonCodec<Object>) instance.get(null);
  }

  private static <T> T step(String failure, Supplier<T> action) {
    try {
      return action.get();
    } catch (RuntimeException e) {
      throw new Disagreement(failure + ": " + e.getMessage());
    }
  }

  private static void agree(String what, byte[] left, byte[] right) {
    String difference = JsonTrees.difference(JsonValue.parse(left), JsonValue.parse(right));
    if (difference != null) {
      throw new Disagreement(what + " differ at " + difference);
    }
  }

  /** The engines disagree; the message says where. */
  private static final class Disagreement extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Disagreement(String message) {
      super(message, null, false, false);
    }
  }
}
