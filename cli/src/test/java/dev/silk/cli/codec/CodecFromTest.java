package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("slow")
class CodecFromTest {
  @TempDir static Path shared;
  static Path project;
  static String checkout;

  /** One inference and one compile for the tests that look at the checkout corpus. */
  @BeforeAll
  static void inferTheCheckoutCorpus() throws IOException {
    project = Corpus.project(shared.resolve("shop"));
    Path samples = shared.resolve("samples");
    Files.createDirectories(samples);
    for (int i = 0; i < Corpus.CHECKOUTS.size(); i++) {
      Files.writeString(samples.resolve("checkout-" + (i + 1) + ".json"), Corpus.CHECKOUTS.get(i));
    }
    CliRun run =
        CliRun.of(
            "codec",
            "from",
            samples.toString(),
            "--type",
            "Checkout",
            "--package",
            "com.example.shop",
            "--dir",
            project.toString());
    assertEquals(0, run.exit(), run::toString);
    checkout = read("Checkout");
  }

  static String read(String type) throws IOException {
    return Files.readString(project.resolve("src/main/java/com/example/shop/" + type + ".java"));
  }

  @Test
  void numbersBecomeTheSmallestTypeThatHoldsEverySample() throws IOException {
    String item = read("Item");
    assertTrue(item.contains("int quantity"), item);
    assertTrue(item.contains("BigDecimal price"), "amounts written with fixed decimals:\n" + item);
    assertTrue(item.contains("double weight"), "integers and decimals mixed:\n" + item);
    assertTrue(read("Customer").contains("long id"), "3000000000 does not fit an int");
    assertTrue(checkout.contains("long orderNumber"), checkout);
    assertTrue(checkout.contains("BigInteger ledgerId"), checkout);
    assertTrue(checkout.contains("double total"), checkout);
  }

  @Test
  void isoStringsBecomeJavaTimeTypesOnlyWhenWrittenTheWayTheCodecWritesThem() {
    assertTrue(checkout.contains("UUID id"), checkout);
    assertTrue(checkout.contains("Instant createdAt"), checkout);
    assertTrue(checkout.contains("LocalDate deliveryDate"), checkout);
    assertTrue(checkout.contains("OffsetDateTime pickupAt"), checkout);
    assertTrue(checkout.contains("LocalDateTime localTime"), checkout);
    assertTrue(
        checkout.contains("String updatedAt"), "10:15:30.000Z would be written back shorter");
  }

  @Test
  void keysThatAreNotJavaNamesGetValidNamesAndJsonName() throws IOException {
    assertTrue(checkout.contains("@JsonName(\"class\") String classValue"), checkout);
    assertTrue(checkout.contains("@JsonName(\"default\") boolean defaultValue"), checkout);
    assertTrue(checkout.contains("@JsonName(\"hashCode\") String hashCodeValue"), checkout);
    assertTrue(checkout.contains("@JsonName(\"first-name\") String firstName,"), checkout);
    assertTrue(checkout.contains("@JsonName(\"first_name\") String firstName2,"), checkout);
    assertTrue(checkout.contains("String prénom,"), "letters of any script are Java letters");
    assertTrue(checkout.contains("int 総額,"), checkout);
    assertTrue(
        read("Metadata").contains("@JsonName(\"\\ud83c\\udf81\") Boolean member"),
        read("Metadata"));
  }

  @Test
  void nestedObjectsBecomeRecordsAndOneShapeIsOneRecord() throws IOException {
    assertTrue(checkout.contains("Customer customer,"), checkout);
    assertTrue(checkout.contains("Address shippingAddress,"), checkout);
    assertTrue(read("Customer").contains("Address address"), read("Customer"));
    assertFalse(
        Files.exists(project.resolve("src/main/java/com/example/shop/ShippingAddress.java")),
        "the shipping address has the customer's address shape");
  }

  @Test
  void arraysBecomeListsAndArraysOfObjectsMergeTheirShapes() throws IOException {
    assertTrue(checkout.contains("List<Item> items,"), checkout);
    assertTrue(checkout.contains("List<String> tags,"), checkout);
    assertTrue(checkout.contains("List<List<Integer>> grid,"), checkout);
    assertTrue(checkout.contains("List<Discount> discounts,"), checkout);
    assertTrue(read("Item").contains("Boolean gift"), "only one item has it: " + read("Item"));
  }

  @Test
  void absentMembersAreNullableAndLeftOutWhenWriting() throws IOException {
    String customer = read("Customer");
    assertTrue(customer.contains("@JsonBound(omitNulls = true)"), customer);
    assertTrue(customer.contains("String phone"), customer);
    assertTrue(checkout.contains("@JsonBound\npublic record Checkout("), "nulls are written");
    assertTrue(checkout.contains("String note,"), checkout);
    assertTrue(checkout.contains("JsonValue extra,"), "1, \"x\" and true: any JSON");
  }

  @Test
  void membersKeepTheOrderMostSamplesUse() {
    assertTrue(checkout.indexOf("UUID id") < checkout.indexOf("Instant createdAt"), checkout);
    assertTrue(checkout.indexOf("Instant createdAt") < checkout.indexOf("paid"), checkout);
  }

  @Test
  void theGeneratedSourcesCompileAndReadEverySampleBackToAnEqualTree() throws Exception {
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(project)) {
      BoundModel type = compiled.types().get("com.example.shop.Checkout");
      JsonCodec<?> codec =
          (JsonCodec<?>)
              Class.forName(type.codec(), true, compiled.loader()).getField("INSTANCE").get(null);
      for (String sample : Corpus.CHECKOUTS) {
        JsonValue original = JsonValue.parse(sample);
        JsonValue back = JsonValue.parse(roundTrip(codec, sample));
        assertEquals(original, back, "sample:\n" + sample);
      }
    }
  }

  @Test
  void enumsComeFromSmallClosedSetsOfStringsWhenAsked(@TempDir Path dir) throws IOException {
    Path samples = dir.resolve("checkouts.ndjson");
    StringBuilder ndjson = new StringBuilder();
    for (int round = 0; round < 2; round++) {
      for (String c : Corpus.CHECKOUTS) {
        ndjson.append(JsonValue.parse(c)).append('\n');
      }
    }
    Files.writeString(samples, ndjson);
    Corpus.project(dir);
    CliRun run =
        CliRun.of(
            "codec",
            "from",
            samples.toString(),
            "-t",
            "Checkout",
            "-p",
            "shop",
            "--enums",
            "--dir",
            dir.toString());
    assertEquals(0, run.exit(), run::toString);
    Path shop = dir.resolve("src/main/java/shop");
    String co = Files.readString(shop.resolve("Checkout.java"));
    assertTrue(co.contains("Status status,"), co);
    assertTrue(co.contains("@JsonName(\"class\") CheckoutClass classValue"), co);
    assertTrue(co.contains("List<Tag> tags"), co);
    String status = Files.readString(shop.resolve("Status.java"));
    assertTrue(status.contains("public enum Status {\n  PAID,\n  PENDING\n}"), status);
    String kind = Files.readString(shop.resolve("CheckoutClass.java"));
    assertTrue(kind.contains("@JsonName(\"standard\")\n  STANDARD,"), kind);
    try (ProjectCompiler.Compiled compiled = ProjectCompiler.compile(dir)) {
      BoundModel type = compiled.types().get("shop.Checkout");
      JsonCodec<?> codec =
          (JsonCodec<?>)
              Class.forName(type.codec(), true, compiled.loader()).getField("INSTANCE").get(null);
      for (String sample : Corpus.CHECKOUTS) {
        assertEquals(JsonValue.parse(sample), JsonValue.parse(roundTrip(codec, sample)));
      }
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void valuesSeenOnceEachMakeNoEnum() {
    List<TypeDecl> types =
        CodecInference.infer(
                docs(
                    "{\"status\":\"paid\",\"sku\":\"A\"}",
                    "{\"status\":\"paid\",\"sku\":\"B\"}",
                    "{\"status\":\"open\",\"sku\":\"C\"}",
                    "{\"status\":\"open\",\"sku\":\"D\"}"),
                "Root",
                true)
            .types();
    TypeDecl.RecordDecl root = (TypeDecl.RecordDecl) types.get(0);
    assertEquals("Status", root.components().get(0).type().text());
    assertEquals("String", root.components().get(1).type().text());
  }

  @Test
  void theMostCommonOrderWinsAndMembersSeenLaterFitIn() {
    List<TypeDecl> types =
        infer(
            "{\"b\":1,\"a\":2,\"c\":3}",
            "{\"b\":1,\"a\":2,\"c\":3}",
            "{\"a\":1,\"b\":2,\"c\":3}",
            "{\"b\":1,\"d\":4,\"a\":2}");
    TypeDecl.RecordDecl root = (TypeDecl.RecordDecl) types.get(0);
    assertEquals(
        List.of("b", "d", "a", "c"),
        root.components().stream().map(TypeDecl.Component::json).toList());
  }

  @Test
  void anApiInSnakeCaseGetsTheNamingRuleInsteadOfJsonNameOnEveryMember() {
    List<TypeDecl> types = infer("{\"order_id\":\"a\",\"created_at\":1,\"total\":2,\"Odd-One\":3}");
    String source = SourceWriter.source("p", types.get(0));
    assertTrue(source.contains("@JsonBound(naming = JsonNaming.SNAKE_CASE)\n"), source);
    assertTrue(
        source.contains("    String orderId,\n    int createdAt,\n    int total,\n"), source);
    assertTrue(source.contains("@JsonName(\"Odd-One\") int oddOne) {}"), source);
  }

  @Test
  void sourcePrintedOnATerminalIsColouredAndOtherwiseUnchanged() {
    String source = SourceWriter.source("p", infer("{\"id\":1,\"name\":\"@|bold x|@\"}").get(0));
    String coloured =
        JavaHighlighter.highlight(source, s -> picocli.CommandLine.Help.Ansi.ON.string(s));
    assertTrue(coloured.contains("\u001B["), coloured);
    assertEquals(source, coloured.replaceAll("\u001B\\[[0-9;]*m", ""));
    StringWriter out = new StringWriter();
    assertEquals(
        source,
        JavaHighlighter.highlight(source, dev.silk.cli.Console.capture(out, new StringWriter())));
  }

  @Test
  void aTopLevelArrayOfObjectsIsThatManySamples() {
    List<TypeDecl> types = infer("[{\"id\":1},{\"id\":2,\"name\":\"x\"}]");
    TypeDecl.RecordDecl root = (TypeDecl.RecordDecl) types.get(0);
    assertEquals(2, root.objects());
    assertEquals("String", root.components().get(1).type().text());
  }

  @Test
  void malformedJsonIsAnErrorWithFileLineAndColumn(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\n  \"a\": [1, 2,]\n}");
    CliRun run = from(dir, bad.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains(bad + ":2:"), run.err());
    assertTrue(run.err().contains("trailing comma"), run.err());
  }

  @Test
  void aBadLineOfNdjsonIsReportedAtItsLineInTheFile(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.ndjson");
    Files.writeString(bad, "{\"a\":1}\n\n{\"a\":2}\n{\"a\":tru}\n");
    CliRun run = from(dir, bad.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains(bad + ":4:"), run.err());
  }

  @Test
  void emptyInputIsAClearError(@TempDir Path dir) throws IOException {
    Path empty = dir.resolve("empty.json");
    Files.writeString(empty, "  \n");
    CliRun run = from(dir, empty.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains("empty input: " + empty + " holds no JSON document"), run.err());
  }

  @Test
  void aTopLevelScalarIsAClearError(@TempDir Path dir) throws IOException {
    Path scalar = dir.resolve("scalar.json");
    Files.writeString(scalar, "\"just a string\"");
    CliRun run = from(dir, scalar.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains(scalar + ": the document is a string, not an object"), run.err());
  }

  @Test
  void outsideAProjectNothingIsWrittenAndTheErrorSaysWhy(@TempDir Path dir) throws IOException {
    Path sample = dir.resolve("order.json");
    Files.writeString(sample, "{\"id\":1}");
    CliRun run =
        CliRun.of(
            "codec", "from", sample.toString(), "-t", "Order", "-p", "p", "-C", dir.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains("no pom.xml in " + dir), run.err());
    assertFalse(Files.exists(dir.resolve("src")), "nothing written outside a project");
  }

  @Test
  void verboseSaysWhatWasRead(@TempDir Path dir) throws IOException {
    Path sample = dir.resolve("order.ndjson");
    Files.writeString(sample, "{\"id\":1}\n{\"id\":2}\n");
    CliRun run =
        CliRun.of("codec", "from", sample.toString(), "-t", "Order", "-p", "p", "--dry-run", "-v");
    assertEquals(0, run.exit(), run::toString);
    assertTrue(
        run.out().contains("read 2 sample documents and 0 shape-log lines from " + sample),
        run::toString);
  }

  @Test
  void aTypeNameInLowerCaseIsRefusedWithItsCapitalisedForm(@TempDir Path dir) throws IOException {
    Path ok = dir.resolve("ok.json");
    Files.writeString(ok, "{\"a\":1}");
    CliRun run =
        CliRun.of("codec", "from", ok.toString(), "-t", "repo", "-p", "p", "-C", dir.toString());
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("Try: --type Repo"), run.err());
  }

  @Test
  void anInvalidTypeNameIsAUsageError(@TempDir Path dir) throws IOException {
    Path ok = dir.resolve("ok.json");
    Files.writeString(ok, "{\"a\":1}");
    CliRun run =
        CliRun.of("codec", "from", ok.toString(), "-t", "class", "-p", "p", "-C", dir.toString());
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("'class' is not a Java type name"), run.err());
  }

  @Test
  void existingFilesAreConflictsAndNothingIsWrittenWithoutForce(@TempDir Path dir)
      throws IOException {
    Path sample = dir.resolve("order.json");
    Files.writeString(
        sample, "{\"id\":1,\"customer\":{\"name\":\"Ada\"},\"lines\":[{\"sku\":\"a\"}]}");
    assertEquals(0, from(dir, sample.toString()).exit());
    Path pkg = dir.resolve("src/main/java/p");
    Files.writeString(pkg.resolve("Order.java"), "// mine\n");
    Files.writeString(pkg.resolve("Customer.java"), "// mine too\n");
    Files.delete(pkg.resolve("Line.java"));

    CliRun refused = from(dir, sample.toString());
    assertEquals(1, refused.exit(), refused::toString);
    assertTrue(
        refused.err().contains("2 files exist with other content; nothing was written"),
        refused.err());
    assertTrue(refused.err().contains("src/main/java/p/Order.java"), refused.err());
    assertTrue(refused.err().contains("src/main/java/p/Customer.java"), refused.err());
    assertTrue(refused.err().contains("--force"), refused.err());
    assertFalse(Files.exists(pkg.resolve("Line.java")), "nothing is written when one conflicts");
    assertEquals("// mine\n", Files.readString(pkg.resolve("Order.java")));

    CliRun forced =
        CliRun.of(
            "codec",
            "from",
            sample.toString(),
            "-t",
            "Order",
            "-p",
            "p",
            "--force",
            "-C",
            dir.toString());
    assertEquals(0, forced.exit(), forced::toString);
    assertTrue(Files.readString(pkg.resolve("Order.java")).contains("public record Order("));
    assertTrue(Files.exists(pkg.resolve("Line.java")));

    CliRun again = from(dir, sample.toString());
    assertEquals(0, again.exit(), "files with the same content are no conflict: " + again);
    assertTrue(again.out().contains("(unchanged)"), again.out());
  }

  @Test
  void dryRunPrintsTheSourcesAndWritesNothing(@TempDir Path dir) throws IOException {
    Path sample = dir.resolve("order.json");
    Files.writeString(sample, "{\"id\":1,\"total\":2.5}");
    CliRun run =
        CliRun.of(
            "codec",
            "from",
            sample.toString(),
            "-t",
            "Order",
            "-p",
            "p",
            "--dry-run",
            "-C",
            dir.toString());
    assertEquals(0, run.exit(), run::toString);
    assertTrue(run.out().contains("// src/main/java/p/Order.java"), run.out());
    assertTrue(
        run.out().contains("public record Order(\n    int id,\n    double total) {}"), run.out());
    assertFalse(Files.exists(dir.resolve("src")));
  }

  @Test
  void standardInputIsRead() {
    SampleReader.Document d =
        SampleReader.all(
                "-",
                new java.io.ByteArrayInputStream(
                    "{\"a\":1}\n{\"a\":2}".getBytes(StandardCharsets.UTF_8)))
            .get(1);
    assertEquals("<stdin>:2", d.label());
  }

  static CliRun from(Path dir, String input) {
    Corpus.project(dir);
    return CliRun.of("codec", "from", input, "-t", "Order", "-p", "p", "-C", dir.toString());
  }

  static List<TypeDecl> infer(String... documents) {
    return CodecInference.infer(docs(documents), "Root", false).types();
  }

  static List<SampleReader.Document> docs(String... documents) {
    return java.util.Arrays.stream(documents)
        .map(d -> new SampleReader.Document("test", 0, d.getBytes(StandardCharsets.UTF_8)))
        .toList();
  }

  static <T> String roundTrip(JsonCodec<T> codec, String json) {
    return Json.toJson(codec, Json.read(codec, json));
  }
}
