package dev.silk.cli.dev.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.spi.DevMode;
import gg.jte.output.StringOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Development templates across reloads: what one app compiled, the next app with classes of the
 * same signatures loads again instead of compiling, and anything else compiles as before.
 */
@Tag("slow")
class DevTemplatesTest {
  private static final String CLASS = "gg/jte/generated/ondemand/JtepageGenerated.class";

  @TempDir Path dir;
  private final DevTemplates templates = new DevTemplates();
  private volatile String signatures;

  private Path src() {
    return dir.resolve("jte");
  }

  private Path classes() {
    return dir.resolve("classes");
  }

  private void write(String name, String text) throws Exception {
    Path file = src().resolve(name);
    boolean existed = Files.exists(file);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    if (existed) {
      // Same second on some file systems; make the change visible to jte.
      Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
    }
  }

  /** One "app": its own renderer, made with the signatures its classes have now. */
  private App app() {
    return new App(templates.renderer(src(), classes(), getClass().getClassLoader(), signatures));
  }

  /** The renderer as an app's {@code Templates} calls it. */
  private record App(DevMode.TemplateRenderer renderer) {
    @SuppressWarnings("unchecked") // as Templates does: jte only reads the map
    String render(String name, Map<String, ?> params) {
      StringOutput out = new StringOutput();
      renderer.render(name, null, (Map<String, Object>) params, out);
      return out.toString();
    }
  }

  @Test
  void theNextAppWithTheSameSignaturesLoadsTheCompiledTemplatesInsteadOfCompilingThem()
      throws Exception {
    write("page.jte", "@param String name\n@template.layout.layout(content = @`<b>${name}</b>`)\n");
    write("layout/layout.jte", "@param gg.jte.Content content\n<main>${content}</main>\n");
    signatures = "s1";
    assertEquals("<main><b>one</b></main>\n\n", app().render("page.jte", Map.of("name", "one")));
    Path compiled = classes().resolve("a").resolve(CLASS);
    assertTrue(Files.isRegularFile(compiled), "the first app compiles into folder a");
    FileTime first = Files.getLastModifiedTime(compiled);

    App second = app();
    assertEquals("<main><b>two</b></main>\n\n", second.render("page.jte", Map.of("name", "two")));
    assertEquals(first, Files.getLastModifiedTime(compiled), "nothing was compiled again");
    assertFalse(Files.exists(classes().resolve("b")), "no second folder was needed");

    // A template edit while the reused classes serve: compiled, into the other folder.
    write("layout/layout.jte", "@param gg.jte.Content content\n<div>${content}</div>\n");
    assertEquals("<div><b>three</b></div>\n\n", second.render("page.jte", Map.of("name", "three")));
    assertTrue(Files.isRegularFile(classes().resolve("b").resolve(CLASS)));

    // And the app after that reuses what the edit compiled.
    FileTime edited = Files.getLastModifiedTime(classes().resolve("b").resolve(CLASS));
    assertEquals("<div><b>four</b></div>\n\n", app().render("page.jte", Map.of("name", "four")));
    assertEquals(edited, Files.getLastModifiedTime(classes().resolve("b").resolve(CLASS)));
  }

  @Test
  void changedSignaturesCompileTheTemplatesAgain() throws Exception {
    write("page.jte", "@param String name\n<p>${name}</p>\n");
    signatures = "s1";
    assertEquals("<p>one</p>\n", app().render("page.jte", Map.of("name", "one")));
    signatures = "s2";
    assertEquals("<p>two</p>\n", app().render("page.jte", Map.of("name", "two")));
    assertTrue(
        Files.isRegularFile(classes().resolve("b").resolve(CLASS)),
        "other signatures: compiled again, into the other folder");
  }

  @Test
  void aTemplateTheLastAppNeverRenderedIsCompiled() throws Exception {
    write("page.jte", "@param String name\n<p>${name}</p>\n");
    write("other.jte", "@param String name\n<i>${name}</i>\n");
    signatures = "s1";
    assertEquals("<p>one</p>\n", app().render("page.jte", Map.of("name", "one")));
    App next = app();
    assertEquals("<p>two</p>\n", next.render("page.jte", Map.of("name", "two")));
    assertEquals("<i>three</i>\n", next.render("other.jte", Map.of("name", "three")));
    assertEquals("<p>four</p>\n", next.render("page.jte", Map.of("name", "four")));
  }

  @Test
  void withoutSignaturesNothingIsReusedAndClassesGoWhereTheAppSaid() throws Exception {
    write("page.jte", "@param String name\n<p>${name}</p>\n");
    signatures = null;
    assertEquals("<p>one</p>\n", app().render("page.jte", Map.of("name", "one")));
    assertTrue(Files.isRegularFile(classes().resolve(CLASS)));
    assertFalse(Files.exists(classes().resolve("a")));
  }
}
