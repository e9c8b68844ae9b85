package dev.silk.cli.dev.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.bridge.DatabaseStatus;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.SessionCallbacks;
import dev.silk.web.spi.DevMode;
import gg.jte.TemplateException;
import gg.jte.TemplateOutput;
import gg.jte.output.StringOutput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Development templates across reloads: what one app compiled, the next app with classes of the
 * same signatures loads again instead of compiling; anything else is compiled by the session's warm
 * compiler when there is one, else by jte.
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
    Path compiled = classes().resolve("j1").resolve(CLASS);
    assertTrue(Files.isRegularFile(compiled), "without a session jte compiles, into a new folder");
    FileTime first = Files.getLastModifiedTime(compiled);

    App second = app();
    assertEquals("<main><b>two</b></main>\n\n", second.render("page.jte", Map.of("name", "two")));
    assertEquals(first, Files.getLastModifiedTime(compiled), "nothing was compiled again");
    assertFalse(Files.exists(classes().resolve("j2")), "no second folder was needed");

    // A template edit while the reused classes serve: compiled, into a folder of its own.
    write("layout/layout.jte", "@param gg.jte.Content content\n<div>${content}</div>\n");
    assertEquals("<div><b>three</b></div>\n\n", second.render("page.jte", Map.of("name", "three")));
    assertTrue(Files.isRegularFile(classes().resolve("j2").resolve(CLASS)));

    // And the app after that reuses what the edit compiled.
    FileTime edited = Files.getLastModifiedTime(classes().resolve("j2").resolve(CLASS));
    assertEquals("<div><b>four</b></div>\n\n", app().render("page.jte", Map.of("name", "four")));
    assertEquals(edited, Files.getLastModifiedTime(classes().resolve("j2").resolve(CLASS)));
  }

  @Test
  void changedSignaturesCompileTheTemplatesAgain() throws Exception {
    write("page.jte", "@param String name\n<p>${name}</p>\n");
    signatures = "s1";
    assertEquals("<p>one</p>\n", app().render("page.jte", Map.of("name", "one")));
    signatures = "s2";
    assertEquals("<p>two</p>\n", app().render("page.jte", Map.of("name", "two")));
    assertTrue(
        Files.isRegularFile(classes().resolve("j2").resolve(CLASS)),
        "other signatures: compiled again, into a new folder");
  }

  @Test
  void withTheSessionsCompilerAnEditedTemplateIsCompiledByItAndTheNextAppReusesIt()
      throws Exception {
    WarmCompiler warm = new WarmCompiler();
    templates.compileWith(warm);
    write("page.jte", "@param String name\n@template.layout.layout(content = @`<b>${name}</b>`)\n");
    write("layout/layout.jte", "@param gg.jte.Content content\n<main>${content}</main>\n");
    signatures = "s1";
    App first = app();
    assertEquals("<main><b>one</b></main>\n\n", first.render("page.jte", Map.of("name", "one")));
    assertEquals(1, warm.compiles, "the session's compiler compiled the page and its layout");
    assertTrue(Files.isRegularFile(classes().resolve("w1").resolve(CLASS)));
    assertTrue(warm.files.get(0).stream().anyMatch(f -> f.endsWith("JtelayoutGenerated.java")));
    assertFalse(Files.exists(classes().resolve("j1")), "jte's own compiler never ran");

    assertEquals("<main><b>two</b></main>\n\n", app().render("page.jte", Map.of("name", "two")));
    assertEquals(1, warm.compiles, "the next app reuses the classes");

    write("page.jte", "@param String name\n@template.layout.layout(content = @`<i>${name}</i>`)\n");
    assertEquals(
        "<main><i>three</i></main>\n\n", first.render("page.jte", Map.of("name", "three")));
    assertEquals(2, warm.compiles);
    assertTrue(Files.isRegularFile(classes().resolve("w2").resolve(CLASS)));
    assertTrue(warm.lines.get(1).startsWith("template page.jte compiled"), warm.lines.toString());
  }

  @Test
  void aTemplateTheSessionsCompilerCannotCompileIsLeftToJteUntilItChanges() throws Exception {
    WarmCompiler warm = new WarmCompiler();
    templates.compileWith(warm);
    write("page.jte", "@param String name\n<p>${name.noSuchMethod()}</p>\n");
    signatures = "s1";
    App app = app();
    TemplateException e =
        assertThrows(TemplateException.class, () -> app.render("page.jte", Map.of("name", "x")));
    assertTrue(e.getMessage().contains("noSuchMethod"), e.getMessage());
    assertEquals(1, warm.compiles);
    assertThrows(TemplateException.class, () -> app.render("page.jte", Map.of("name", "x")));
    assertEquals(1, warm.compiles, "the same sources are not compiled warm again");

    write("page.jte", "@param String name\n<p>${name.length()}</p>\n");
    assertEquals("<p>5</p>\n", app.render("page.jte", Map.of("name", "fixed")));
    assertEquals(2, warm.compiles, "a fix compiles warm again");
  }

  /** The session's compiler as the host sees it: javac in this JVM, against jte's runtime. */
  private static final class WarmCompiler implements SessionCallbacks {
    final List<List<Path>> files = new ArrayList<>();
    final List<String> lines = new ArrayList<>();
    int compiles;

    @Override
    public boolean compileAgainstApp(List<Path> javaFiles, Path output, String signatures)
        throws IOException {
      compiles++;
      files.add(javaFiles);
      Files.createDirectories(output);
      String jte = Path.of(jteRuntime()).toString();
      List<String> args =
          new ArrayList<>(List.of("-d", output.toString(), "-proc:none", "-nowarn", "-cp", jte));
      javaFiles.forEach(f -> args.add(f.toString()));
      return ToolProvider.getSystemJavaCompiler()
              .run(null, null, new ByteArrayOutputStream(), args.toArray(new String[0]))
          == 0;
    }

    private static java.net.URI jteRuntime() {
      try {
        return TemplateOutput.class.getProtectionDomain().getCodeSource().getLocation().toURI();
      } catch (java.net.URISyntaxException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void debug(String message) {
      lines.add(message);
    }

    @Override
    public Problem problemOf(Throwable error) {
      return null;
    }

    @Override
    public void requestBody(String route, byte[] body) {}

    @Override
    public List<DatabaseStatus> databases() {
      return null;
    }
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
