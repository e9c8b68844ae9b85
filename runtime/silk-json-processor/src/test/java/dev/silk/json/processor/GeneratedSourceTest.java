package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Generated sources compile without a single warning under {@code -Xlint:all -Werror}, take the
 * techniques' shape (pre-encoded keys, in-order reads, a switch on key heads), and work when loaded
 * in a fresh class loader, as a user's build would load them.
 */
@Tag("slow")
class GeneratedSourceTest {
  private static final String ORDER =
      """
      package shop;

      import dev.silk.json.*;
      import java.util.*;

      @JsonBound
      public record Order(
          long id,
          String customer,
          Status status,
          Optional<Status> previous,
          List<Status> history,
          Map<Status, Integer> counts,
          List<Line> lines,
          Optional<String> note,
          int[] codes) {
        public enum Status { NEW, @JsonName("paid") PAID, SHIPPED }

        @JsonBound
        public record Line(String sku, int quantity) {}

        @JsonBound
        public record Pin(int x, String at, long row) {}

        @JsonBound
        public record Pair(int a, int b) {}
      }
      """;

  private static InMemoryCompiler.Result compileOrder() {
    return new InMemoryCompiler().source("shop.Order", ORDER).compile("-Xlint:all", "-Werror");
  }

  @Test
  void generatedCodecsCompileWithoutWarningsUnderAllLintChecks() {
    InMemoryCompiler.Result result = compileOrder();
    assertTrue(result.success(), result::report);
    List<Diagnostic<? extends JavaFileObject>> warnings = result.of(Diagnostic.Kind.WARNING);
    assertTrue(warnings.isEmpty(), result::report);
    assertTrue(result.of(Diagnostic.Kind.MANDATORY_WARNING).isEmpty(), result::report);
  }

  @Test
  void generatedCodeUsesPreEncodedKeysAndDispatchesOutOfOrderKeysOnTheirHead() {
    String source = compileOrder().generatedSource("shop.OrderCodec");
    assertTrue(
        source.contains("private static final JsonKey KEY_ID = JsonKey.of(\"id\");"), source);
    assertTrue(source.contains("private static final int HEAD_ID = 0x00226469;"), source);
    assertTrue(source.contains("out.put(KEY_ID, value.id());"), source);
    assertTrue(source.contains("if (!in.nextKeyIs(KEY_ID))"), source);
    // "id" after a compact comma is also found as id": (JsonInput.keyWord()).
    assertTrue(source.contains("private static final int WORD_ID = 0x3a226469;"), source);
    assertTrue(
        source.contains("for (int word = in.keyWord(); word != 0; word = in.keyWord())"), source);
    assertTrue(source.contains("switch (word)"), source);
    assertTrue(source.contains("case HEAD_ID:\n        case WORD_ID:\n"), source);
    // A case confirms the rest of the name with keyWordIs, nextKeyIs's compact form (D305).
    assertTrue(source.contains("case WORD_ID:\n          if (in.keyWordIs(KEY_ID)) {\n"), source);
    assertTrue(!source.contains("switch (in.keyHead())"), "no name under two bytes:\n" + source);
    assertTrue(
        source.contains("JsonKey.of(\"NEW\"), JsonKey.of(\"paid\"), JsonKey.of(\"SHIPPED\")"),
        source);
    assertTrue(source.contains("in.readChoice(ENUM_STATUS)"), source);
    assertTrue(source.contains("shop.Order_LineCodec.INSTANCE"), source);
    assertTrue(!source.contains("getClass") && !source.contains("reflect"), source);
  }

  @Test
  void aSecondStraightRunReadsTheNamesInAlphabeticalOrderAfterTheCommonStart() {
    // Line declares sku, quantity: alphabetically quantity, sku, so the runs part at once.
    String line = compileOrder().generatedSource("shop.Order_LineCodec");
    int declared = line.indexOf("if (!in.nextKeyIs(KEY_SKU)) {\n          break sorted;");
    int alphabetical = line.indexOf("// ...and many others send the names in alphabetical order.");
    assertTrue(declared > 0 && alphabetical > declared, line);
    assertTrue(line.indexOf("in.nextKeyIs(KEY_QUANTITY)", alphabetical) > alphabetical, line);
    assertTrue(
        line.indexOf("in.nextKeyIs(KEY_SKU)", alphabetical)
            > line.indexOf("KEY_QUANTITY", alphabetical),
        line);
    // A member the document leaves out is passed over, not a reason to leave the run.
    assertTrue(line.contains("if (in.nextKeyIs(KEY_QUANTITY)) {"), line);
    // Pair declares a, b: already alphabetical, so one run.
    String pair = compileOrder().generatedSource("shop.Order_PairCodec");
    assertTrue(!pair.contains("sorted:"), pair);
  }

  @Test
  void namesUnderTwoBytesAreFoundByTheirMaskedHeadAfterTheOthers() {
    String pin = compileOrder().generatedSource("shop.Order_PinCodec");
    assertTrue(pin.contains("case HEAD_ROW:"), pin);
    assertTrue(pin.contains("case HEAD_AT:\n        case WORD_AT:\n"), pin);
    int second = pin.indexOf("switch (in.keyHead())");
    assertTrue(second > pin.indexOf("switch (word)"), pin);
    assertTrue(pin.indexOf("case HEAD_X:") > second, pin);
    // Only one-byte names: no switch on the word at all.
    String pair = compileOrder().generatedSource("shop.Order_PairCodec");
    assertTrue(!pair.contains("switch (word)") && pair.contains("switch (in.keyHead())"), pair);
  }

  @Test
  void generatedCodecsCompileInAPackageWhoseTypesShadowJavaLangNames() {
    InMemoryCompiler.Result result =
        new InMemoryCompiler()
            .source("odd.String", "package odd;\npublic class String {}\n")
            .source(
                "odd.IllegalStateException",
                "package odd;\npublic class IllegalStateException {}\n")
            .source(
                "odd.Odd",
                """
                package odd;

                @dev.silk.json.JsonBound(strict = true)
                public record Odd(
                    java.lang.String name,
                    java.util.Map<java.lang.String, Kind> kinds,
                    java.util.Map<Kind, byte[]> blobs,
                    char[] letters) {
                  public enum Kind { A, B }
                }
                """)
            .compile("-Xlint:all", "-Werror");
    assertTrue(result.success(), result::report);
  }

  @Test
  void deprecatedRecordsMembersAndConstantsCauseNoWarningsInGeneratedCode() {
    InMemoryCompiler.Result result =
        new InMemoryCompiler()
            .source(
                "old.Legacy",
                """
                package old;

                /** @deprecated kept for old clients */
                @Deprecated(forRemoval = true)
                @dev.silk.json.JsonBound
                public record Legacy(Mode mode, Gone gone) {
                  public enum Mode { NEW, /** @deprecated */ @Deprecated OLD }

                  /** @deprecated */
                  @Deprecated
                  @dev.silk.json.JsonBound
                  public record Gone(int x) {}
                }
                """)
            .compile("-Xlint:all", "-Werror");
    assertTrue(result.success(), result::report);
    assertTrue(result.of(Diagnostic.Kind.WARNING).isEmpty(), result::report);
    assertTrue(result.of(Diagnostic.Kind.MANDATORY_WARNING).isEmpty(), result::report);
  }

  @Test
  void namesOfGeneratedConstantsAndHelpersNeverCollide() {
    InMemoryCompiler.Result result =
        new InMemoryCompiler()
            .source(
                "names.Clash",
                """
                package names;

                import java.util.*;

                @dev.silk.json.JsonBound
                public record Clash(
                    Set<Key> keys,
                    Status status,
                    StatusValues statusValues,
                    Status1 status1,
                    other.Status otherStatus,
                    List<Status> key_keys,
                    Map<Status, Status1> read0) {
                  public enum Key { A }
                  public enum Status { B }
                  public enum StatusValues { C }
                  public enum Status1 { D }
                }
                """)
            .source("other.Status", "package other;\npublic enum Status { E }\n")
            .compile("-Xlint:all", "-Werror");
    assertTrue(result.success(), result::report);
  }

  @Test
  void javacFindsTheProcessorThroughItsServiceRegistrationOnTheProcessorPath() {
    // No processor instance handed to javac: it must find JsonBoundProcessor by its
    // META-INF/services entry, as a Maven build with annotationProcessorPaths does.
    InMemoryCompiler.Result result =
        new InMemoryCompiler()
            .source(
                "found.Item",
                "package found;\n@dev.silk.json.JsonBound\npublic record Item(long id) {}\n")
            .compile(
                "-Xlint:all",
                "-Werror",
                "-processorpath",
                InMemoryCompiler.processorClasses()
                    + java.io.File.pathSeparator
                    + InMemoryCompiler.silkJson());
    assertTrue(result.success(), result::report);
    assertTrue(result.generatedSource("found.ItemCodec").contains("class ItemCodec"));
  }

  @Test
  void aRecordOfManyMembersWritesThemInPartsThatRoundTripInDeclaredOrder() throws Exception {
    // 40 members: parts of 16, 16 and 8 (D306), each member in its declared place.
    StringBuilder components = new StringBuilder();
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < 40; i++) {
      String sep = i == 0 ? "" : ", ";
      switch (i % 3) {
        case 0 -> {
          components.append(sep).append("String m").append(i);
          json.append(sep.trim()).append("\"m").append(i).append("\":\"v").append(i).append('"');
        }
        case 1 -> {
          components.append(sep).append("int m").append(i);
          json.append(sep.trim()).append("\"m").append(i).append("\":").append(i);
        }
        default -> {
          components.append(sep).append("Optional<Long> m").append(i);
          json.append(sep.trim()).append("\"m").append(i).append("\":").append(i * 1000L);
        }
      }
    }
    json.append('}');
    InMemoryCompiler.Result result = compileWide(components);
    String source = result.generatedSource("wide.WideCodec");
    assertTrue(
        source.contains(
            "    writeMembers0(out, value);\n    writeMembers1(out, value);\n"
                + "    writeMembers2(out, value);\n  }"),
        source);
    assertTrue(!source.contains("writeMembers3"), source);
    int second = source.indexOf("private void writeMembers1(");
    assertTrue(source.indexOf("out.put(KEY_M15,") < second, source);
    assertTrue(source.indexOf("out.put(KEY_M16,") > second, source);
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {result.classes().toUri().toURL()}, JsonCodec.class.getClassLoader())) {
      @SuppressWarnings("unchecked")
      JsonCodec<Object> codec =
          (JsonCodec<Object>) loader.loadClass("wide.WideCodec").getField("INSTANCE").get(null);
      assertEquals(json.toString(), Json.toJson(codec, Json.read(codec, json.toString())));
    }
  }

  @Test
  void aRecordOfManyMembersReadsThemInEveryOrder() throws Exception {
    // 20 members, 25 and 40, read in declared, alphabetical, reversed and shuffled orders, with
    // members left out (D340 read the larger ones in parts, and was rejected: these still hold).
    for (int count : new int[] {20, 25, 40}) {
      StringBuilder components = new StringBuilder();
      List<String> members = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        String sep = i == 0 ? "" : ", ";
        switch (i % 4) {
          case 0 -> {
            components.append(sep).append("String m").append(i);
            members.add("\"m" + i + "\":\"v" + i + "\"");
          }
          case 1 -> {
            components.append(sep).append("int m").append(i);
            members.add("\"m" + i + "\":" + i);
          }
          case 2 -> {
            components.append(sep).append("double m").append(i);
            members.add("\"m" + i + "\":" + i + ".5");
          }
          default -> {
            components.append(sep).append("Optional<Long> m").append(i);
            members.add("\"m" + i + "\":" + i * 1000L);
          }
        }
      }
      InMemoryCompiler.Result result = compileWide(components);
      try (URLClassLoader loader =
          new URLClassLoader(
              new URL[] {result.classes().toUri().toURL()}, JsonCodec.class.getClassLoader())) {
        @SuppressWarnings("unchecked")
        JsonCodec<Object> codec =
            (JsonCodec<Object>) loader.loadClass("wide.WideCodec").getField("INSTANCE").get(null);
        String declared = "{" + String.join(",", members) + "}";
        Object value = Json.read(codec, declared);
        assertEquals(declared, Json.toJson(codec, value));
        List<String> sorted = new ArrayList<>(members);
        Collections.sort(sorted);
        List<String> reversed = new ArrayList<>(members);
        Collections.reverse(reversed);
        List<List<String>> orders = new ArrayList<>(List.of(sorted, reversed));
        SplittableRandom random = new SplittableRandom(count);
        for (int i = 0; i < 30; i++) {
          List<String> shuffled = new ArrayList<>(members);
          Collections.shuffle(shuffled, new Random(random.nextLong()));
          orders.add(shuffled);
        }
        for (List<String> order : orders) {
          String document = "{" + String.join(",", order) + "}";
          assertEquals(value, Json.read(codec, document), document);
          // A string member left out anywhere reads as null, the others as they are.
          for (int m = 0; m < count; m += 4) {
            List<String> fewer = new ArrayList<>(order);
            fewer.remove(members.get(m));
            String withNull = declared.replace(members.get(m), "\"m" + m + "\":null");
            String text = "{" + String.join(",", fewer) + "}";
            assertEquals(Json.read(codec, withNull), Json.read(codec, text), text);
          }
          // A required member left out is refused, whichever part it would have been read in.
          for (int m = 1; m < count; m += 12) {
            List<String> fewer = new ArrayList<>(order);
            fewer.remove(members.get(m));
            String text = "{" + String.join(",", fewer) + "}";
            JsonException e = assertThrows(JsonException.class, () -> Json.read(codec, text));
            assertTrue(e.getMessage().contains("missing member 'm" + m + "' of Wide"), text);
          }
        }
      }
    }
  }

  @Test
  void generatedCodecsLoadInAFreshClassLoaderAndRoundTrip() throws Exception {
    InMemoryCompiler.Result result = compileOrder();
    assertTrue(result.success(), result::report);
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {result.classes().toUri().toURL()}, JsonCodec.class.getClassLoader())) {
      @SuppressWarnings("unchecked")
      JsonCodec<Object> codec =
          (JsonCodec<Object>) loader.loadClass("shop.OrderCodec").getField("INSTANCE").get(null);
      String json =
          "{\"id\":1,\"customer\":\"Ann\",\"status\":\"paid\",\"previous\":\"NEW\","
              + "\"history\":[\"NEW\",\"paid\"],\"counts\":{\"SHIPPED\":2},"
              + "\"lines\":[{\"sku\":\"a\",\"quantity\":2}],\"note\":null,\"codes\":[3,4]}";
      Object order = Json.read(codec, json);
      assertEquals(json, Json.toJson(codec, order));
      assertEquals("shop.Order", order.getClass().getName());
    }
  }

  /** Compiles {@code @JsonBound record wide.Wide(<components>)} with every lint an error. */
  private static InMemoryCompiler.Result compileWide(CharSequence components) {
    String wide =
        "package wide;\n\nimport dev.silk.json.*;\nimport java.util.*;\n\n"
            + "@JsonBound\npublic record Wide("
            + components
            + ") {}\n";
    InMemoryCompiler.Result result =
        new InMemoryCompiler().source("wide.Wide", wide).compile("-Xlint:all", "-Werror");
    assertTrue(result.success(), result::report);
    return result;
  }
}
