package dev.silk.cli.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk codec show} and {@code silk codec check} on a small project in a temporary folder.
 */
@Tag("slow")
class CodecProjectTest {
  @TempDir static Path project;
  static Path samples;

  @BeforeAll
  static void writeTheProject() throws IOException {
    Path pkg = project.resolve("src/main/java/com/example/shop");
    Files.createDirectories(pkg);
    Files.writeString(
        pkg.resolve("Order.java"),
        """
        package com.example.shop;

        import dev.silk.json.JsonBound;
        import dev.silk.json.JsonName;
        import java.util.List;
        import java.util.Optional;

        @JsonBound
        public record Order(long id, @JsonName("lines") List<Line> items, Optional<Note> note) {}
        """);
    Files.writeString(
        pkg.resolve("Line.java"),
        """
        package com.example.shop;

        import dev.silk.json.JsonBound;
        import dev.silk.json.JsonNaming;

        @JsonBound(naming = JsonNaming.SNAKE_CASE)
        public record Line(String skuCode, int quantity) {}
        """);
    Files.writeString(
        pkg.resolve("Note.java"),
        """
        package com.example.shop;

        import dev.silk.json.JsonBound;

        @JsonBound(discriminator = "kind")
        public sealed interface Note permits Note.Text, Note.Gift {
          @JsonBound
          record Text(String text) implements Note {}

          @JsonBound
          record Gift(String to, String message) implements Note {}
        }
        """);
    samples = project.resolve("samples.ndjson");
    Files.writeString(
        samples,
        """
        {"id":1,"lines":[{"sku_code":"a","quantity":2}],"note":{"kind":"Text","text":"hi"}}
        {"id":2,"lines":[{"sku_code":"b","quantity":3}]}
        {"lines":[],"id":3}
        {"id":4,"lines":[{"quantity":1,"sku_code":"c"},{"sku_code":"d","quantity":1,"colour":"red"}]}
        {"id":5,"note":{"to":"Ada","kind":"Gift","message":"hello"}}
        {"id":"six","lines":[]}
        {"id":7,"lines":[{"sku_code":"e","quantity":1}],"note":{"kind":"Gift","to":"Alan","message":"hi"}}
        """);
  }

  @Test
  void showPrintsTheGeneratedCodecOfATypeBySimpleName() {
    CliRun run = CliRun.of("codec", "show", "Line", "--dir", project.toString());
    assertEquals(0, run.exit(), run::toString);
    assertTrue(run.out().contains("public final class LineCodec"), run.out());
    assertTrue(run.out().contains("JsonKey.of(\"sku_code\")"), run.out());
  }

  @Test
  void showFindsNestedTypes() {
    CliRun run = CliRun.of("codec", "show", "Note.Gift", "--dir", project.toString());
    assertEquals(0, run.exit(), run::toString);
    assertTrue(run.out().contains("class Note_GiftCodec"), run.out());
  }

  @Test
  void showOfAnUnknownTypeListsCloseMatches() {
    CliRun run = CliRun.of("codec", "show", "Ordr", "--dir", project.toString());
    assertEquals(2, run.exit(), run::toString);
    assertTrue(run.err().contains("no @JsonBound type 'Ordr'"), run.err());
    assertTrue(run.err().contains("Did you mean: com.example.shop.Order?"), run.err());
  }

  @Test
  void showReportsCompileErrorsWithTheirPlace(@TempDir Path broken) throws IOException {
    Path pkg = broken.resolve("src/main/java/p");
    Files.createDirectories(pkg);
    Files.writeString(pkg.resolve("Bad.java"), "package p;\n\npublic record Bad(int x {}\n");
    CliRun run = CliRun.of("codec", "show", "Bad", "--dir", broken.toString());
    assertEquals(1, run.exit(), run::toString);
    assertTrue(run.err().contains("the project does not compile"), run.err());
    assertTrue(run.err().contains("src/main/java/p/Bad.java:3:"), run.err());
  }

  @Test
  void checkTellsFastFallbackAndFailedDocumentsApart() {
    CliRun run =
        CliRun.of(
            "codec",
            "check",
            samples.toString(),
            "--type",
            "com.example.shop.Order",
            "--dir",
            project.toString(),
            "--verbose");
    assertEquals(1, run.exit(), "a failed document fails the check: " + run);
    String out = run.out();
    assertTrue(out.contains(samples + ":1  fast path"), out);
    assertTrue(out.contains(samples + ":2  fast path"), "members may stop early: " + out);
    assertTrue(out.contains(samples + ":3  fallback"), out);
    assertTrue(out.contains("$: key 'lines' comes before 'id' (declared: id, lines, note)"), out);
    assertTrue(out.contains(samples + ":4  fallback"), out);
    assertTrue(out.contains("$.lines[0]: key 'quantity' comes before 'sku_code'"), out);
    assertTrue(out.contains("$.lines[1]: unknown key 'colour'"), out);
    assertTrue(out.contains(samples + ":5  fallback"), out);
    assertTrue(
        out.contains("$: member 'lines' is absent, so 'note' is out of declared order"), out);
    assertTrue(out.contains("$.note: the discriminator 'kind' is not the first member"), out);
    assertTrue(out.contains(samples + ":6  failed"), out);
    assertTrue(out.contains(samples + ":6:7: expected an integer but found a string"), out);
    assertTrue(out.contains(samples + ":7  fast path"), out);
    assertTrue(
        run.err()
            .contains(
                "7 documents read with com.example.shop.OrderCodec: 3 fast, 3 fell back, 1 failed"),
        run.err());
  }

  @Test
  void checkPassesWhenEveryDocumentReads(@TempDir Path dir) throws IOException {
    Path good = dir.resolve("good.json");
    Files.writeString(
        good, "[{\"sku_code\":\"a\",\"quantity\":1},{\"quantity\":1,\"sku_code\":\"b\"}]");
    CliRun run =
        CliRun.of("codec", "check", good.toString(), "-t", "Line", "-C", project.toString());
    assertEquals(0, run.exit(), run::toString);
    assertFalse(
        run.out().contains(good + "[0]"), "fast documents only show with --verbose: " + run.out());
    assertTrue(run.out().contains(good + "[1]  fallback"), run.out());
    assertTrue(
        run.out()
            .contains(
                "2 documents read with com.example.shop.LineCodec: 1 fast, 1 fell back, 0 failed"),
        run.out());
  }
}
