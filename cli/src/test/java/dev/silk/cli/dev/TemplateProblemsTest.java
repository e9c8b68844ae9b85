package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.bridge.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** jte's errors as the user reads them: the .jte line and javac's words, not the generated Java. */
class TemplateProblemsTest {
  @TempDir Path root;

  @Test
  void aJavaErrorInATemplatePointsAtTheTemplateLineWithJavacsWordsOnly() throws Exception {
    template();
    String jte =
        """
        Failed to compile template:
        index.jte:9
        /p/target/silk/jte-classes/b/gg/jte/generated/ondemand/JteindexGenerated.java:17: error: cannot find symbol
                                                jteOutput.writeUserContent(todo.titel());
                                                                               ^
          symbol:   method titel()
          location: variable todo of type Todo
        1 error
        """;

    Problem p = TemplateProblems.of(new RuntimeException(new gg.jte.TemplateException(jte)), root);

    assertEquals(Problem.Kind.TEMPLATE, p.kind());
    assertEquals("cannot find symbol", p.message());
    Problem.Site site = p.sites().get(0);
    assertEquals("src/main/jte/index.jte", site.file());
    assertEquals(9, site.line());
    assertEquals(
        "cannot find symbol\nsymbol:   method titel()\nlocation: variable todo of type Todo",
        site.message());
    assertFalse(site.message().contains("Generated.java") || site.message().contains("^"));
    assertTrue(site.excerpt().stream().anyMatch(l -> l.focus() && l.text().contains("line 9")));
  }

  @Test
  void aSyntaxErrorGetsItsLineAndExcerptToo() throws Exception {
    template();
    Problem p =
        TemplateProblems.of(
            new gg.jte.TemplateException(
                "Failed to compile index.jte, error at line 16: Missing @endfor"),
            root);

    assertEquals("Missing @endfor", p.message());
    assertEquals(16, p.sites().get(0).line());
    assertTrue(p.sites().get(0).excerpt().stream().anyMatch(Problem.Excerpt::focus));
  }

  @Test
  void aTemplateThatThrowsWhileRenderingSaysWhatItThrew() throws Exception {
    template();
    StringIndexOutOfBoundsException thrown =
        new StringIndexOutOfBoundsException("begin 100, end 15");
    Problem p =
        TemplateProblems.of(
            new gg.jte.TemplateException(
                "Failed to render index.jte, error at index.jte:9", thrown),
            root);

    assertEquals("java.lang.StringIndexOutOfBoundsException: begin 100, end 15", p.message());
    assertEquals(9, p.sites().get(0).line());
    assertTrue(p.trace().contains("StringIndexOutOfBoundsException"), p.trace());
  }

  private void template() throws Exception {
    Path file = root.resolve("src/main/jte/index.jte");
    Files.createDirectories(file.getParent());
    StringBuilder text = new StringBuilder();
    for (int i = 1; i <= 20; i++) {
      text.append("line ").append(i).append('\n');
    }
    Files.writeString(file, text);
  }
}
