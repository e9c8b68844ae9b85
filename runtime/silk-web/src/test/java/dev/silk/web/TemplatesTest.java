package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.resolve.DirectoryCodeResolver;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@Tag("slow")
class TemplatesTest {
  @TempDir Path dir;

  private Path source(String name, String text) throws Exception {
    Path src = dir.resolve("jte");
    Files.createDirectories(src);
    Path file = src.resolve(name);
    boolean existed = Files.exists(file);
    Files.writeString(file, text);
    if (existed) {
      // Editors and file systems may keep the same second; make the change visible to jte.
      Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() + 5000));
    }
    return src;
  }

  private Templates development() {
    return Templates.development(
        dir.resolve("jte"), dir.resolve("classes"), getClass().getClassLoader());
  }

  @Test
  void aTemplateEditIsPickedUpOnTheNextRenderInDevelopmentMode() throws Exception {
    source("hello.jte", "@param String name\n<p>Hello ${name}</p>\n");
    RunningApp running =
        App.create()
            .templates(development())
            .get("/", req -> WebResponse.template("hello.jte", req.query("name", "<world>")))
            .port(0)
            .start();
    try {
      RawHttp first = RawHttp.send(running.port(), "GET", "/");
      assertEquals(200, first.status);
      assertEquals("<p>Hello &lt;world&gt;</p>\n", first.text(), "HTML is escaped");
      assertEquals("text/html;charset=utf-8", first.header("Content-Type").replace(" ", ""));
      assertEquals(Integer.toString(first.body.length), first.header("Content-Length"));

      source("hello.jte", "@param String name\n<h1>Goodbye ${name}</h1>\n");
      RawHttp second = RawHttp.send(running.port(), "GET", "/?name=Ann");
      assertEquals("<h1>Goodbye Ann</h1>\n", second.text());
    } finally {
      running.stop();
    }
  }

  @Test
  void namedParamsReachTheirParameters() throws Exception {
    source("two.jte", "@param String title\n@param int count\n${title}:${count}");
    Templates templates = development();
    assertEquals("a&amp;b:3", templates.render("two.jte", Map.of("title", "a&b", "count", 3)));
  }

  @Test
  void pagesOfVeryDifferentSizesRenderWholeOneAfterAnother() throws Exception {
    // Each render starts from the size of the one before (D327): a page far larger than the last
    // grows its buffer, a small one after it starts large, and neither loses or repeats a byte.
    source("rows.jte", "@param int n\n@for(int i = 0; i < n; i++)<p>${i}</p>@endfor");
    Templates templates = development();
    for (int n : new int[] {1, 20_000, 1, 3, 20_000, 0}) {
      StringBuilder expected = new StringBuilder();
      for (int i = 0; i < n; i++) {
        expected.append("<p>").append(i).append("</p>");
      }
      assertEquals(expected.toString(), templates.render("rows.jte", n), n + " rows");
    }
  }

  @Test
  void aFailingTemplateNamesTheTemplateTheLineAndTheCause() throws Exception {
    source("boom.jte", "@param String name\n<p>\nx\n${name.substring(99)}</p>\n");
    source("bad.jte", "@param String name\n<p>\n${name.nope()}</p>\n");
    RunningApp running =
        App.create()
            .templates(development())
            .get("/{name}", req -> WebResponse.template(req.pathParam("name") + ".jte", "x"))
            .exception(
                TemplateRenderException.class,
                (e, req) ->
                    WebResponse.text(e.template() + "|" + e.line() + "|" + e.getMessage())
                        .withStatus(500))
            .port(0)
            .start();
    try {
      RawHttp boom = RawHttp.send(running.port(), "GET", "/boom");
      assertEquals(500, boom.status);
      assertTrue(
          boom.text().startsWith("boom.jte|4|template boom.jte failed at line 4"), boom.text());
      assertTrue(boom.text().contains("StringIndexOutOfBoundsException"), boom.text());

      RawHttp bad = RawHttp.send(running.port(), "GET", "/bad");
      assertTrue(bad.text().startsWith("bad.jte|3|template bad.jte failed at line 3"), bad.text());
      assertTrue(bad.text().contains("cannot find symbol"), bad.text());
    } finally {
      running.stop();
    }
  }

  @Test
  void anAppWithoutTemplatesAnswersATemplateWith500() throws Exception {
    RunningApp running =
        App.create().get("/", req -> WebResponse.template("x.jte", "m")).port(0).start();
    try {
      assertEquals(500, RawHttp.send(running.port(), "GET", "/").status);
    } finally {
      running.stop();
    }
  }

  @Test
  void precompiledTemplatesServeInAJvmWithoutTheJavaCompiler() throws Exception {
    Path src = source("hello.jte", "@param String name\n<p>Hello ${name} &amp; co</p>\n");
    Path classes = dir.resolve("precompiled");
    // What the jte Maven plugin does at build time.
    TemplateEngine compiler =
        TemplateEngine.create(
            new DirectoryCodeResolver(src),
            classes,
            ContentType.Html,
            getClass().getClassLoader(),
            Templates.PRECOMPILED_PACKAGE);
    assertEquals(
        List.of("gg/jte/generated/precompiled/JtehelloGenerated.java"), compiler.precompileAll());

    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // The child's class path is the production one: jte's runtime, not its compiler.
    String classPath =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.replace('\\', '/').contains("/gg/jte/jte/"))
                .collect(Collectors.joining(File.pathSeparator))
            + File.pathSeparator
            + classes;
    Process process =
        new ProcessBuilder(
                java,
                // Only these modules exist in the child: no java.compiler, so no javax.tools.
                "--limit-modules",
                "java.base,java.logging,java.naming,java.management,jdk.unsupported",
                "-cp",
                classPath,
                PrecompiledMain.class.getName())
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("PORT ")) {
        // Jetty's start-up lines, if any
      }
      assertTrue(line != null, "the child printed no port");
      String[] parts = line.split(" ");
      assertEquals("compiler=false", parts[2], "java.compiler must be absent in the child");
      assertEquals("jteCompiler=false", parts[3], "jte's compiler must be off the class path");
      assertEquals("development=refused", parts[4], "development mode says what it needs");
      RawHttp page = RawHttp.send(Integer.parseInt(parts[1]), "GET", "/");
      assertEquals(200, page.status);
      assertEquals("<p>Hello production &amp; co</p>\n", page.text());
    } finally {
      process.getOutputStream().close();
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
    assertFalse(process.isAlive());
  }
}
