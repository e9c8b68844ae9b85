package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.web.spi.Dispatcher;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StaticFilesTest {
  @TempDir static Path dir;
  static RunningApp running;
  static int port;
  static byte[] data;
  static final String CSS = "body { color: red; }\n".repeat(20);

  @BeforeAll
  static void start() throws Exception {
    Path root = dir.resolve("root");
    Files.createDirectories(root.resolve("docs"));
    Files.createDirectories(root.resolve("assets"));
    Files.writeString(root.resolve("index.html"), "<h1>home</h1>");
    Files.writeString(root.resolve("app.css"), CSS);
    Files.write(root.resolve("app.css.gz"), "GZ-SIBLING".getBytes(StandardCharsets.UTF_8));
    Files.write(root.resolve("app.css.br"), "BR-SIBLING".getBytes(StandardCharsets.UTF_8));
    Files.writeString(root.resolve("docs/index.html"), "<h1>docs</h1>");
    Files.writeString(root.resolve("assets/app.js"), "console.log(1)");
    data = new byte[1000];
    for (int i = 0; i < data.length; i++) {
      data[i] = (byte) i;
    }
    Files.write(root.resolve("data.bin"), data);
    Files.writeString(dir.resolve("secret.txt"), "TOP SECRET");
    Files.createSymbolicLink(root.resolve("link.txt"), dir.resolve("secret.txt"));
    Files.createSymbolicLink(root.resolve("linkdir"), dir);

    Path jar = dir.resolve("site.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      add(out, "public/hello.txt", "hello from a jar");
      add(out, "public/sub/index.html", "<p>sub</p>");
    }
    ClassLoader jarLoader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);

    running =
        App.create()
            .before(
                StaticFiles.directory(root)
                    .at("/static")
                    .cacheControl("/assets/*", "public, max-age=31536000, immutable")
                    .cacheControl("*.html", "no-cache"))
            .before(StaticFiles.directory(root).at("/packed").precompressed())
            .before(StaticFiles.classpath("/public/", jarLoader).at("/jar"))
            .get("/static/route", req -> WebResponse.text("a route below the files"))
            .port(0)
            .start();
    port = running.port();
  }

  private static void add(JarOutputStream out, String name, String text) throws Exception {
    out.putNextEntry(new JarEntry(name));
    out.write(text.getBytes(StandardCharsets.UTF_8));
    out.closeEntry();
  }

  @AfterAll
  static void stop() {
    running.stop();
  }

  private static RawHttp get(String target, String... headers) throws Exception {
    return RawHttp.send(port, "GET", target, headers);
  }

  @Test
  void aFileComesWithTypeLengthAndValidators() throws Exception {
    RawHttp r = get("/static/app.css");
    assertEquals(200, r.status);
    assertEquals(CSS, r.text());
    assertEquals("text/css;charset=utf-8", r.header("Content-Type").replace(" ", ""));
    assertEquals(Integer.toString(CSS.length()), r.header("Content-Length"));
    assertNotNull(r.header("ETag"));
    assertNotNull(r.header("Last-Modified"));
    assertEquals("bytes", r.header("Accept-Ranges"));
    assertNull(r.header("Cache-Control"));
  }

  @Test
  void currentCopiesGet304ByTagOrByDate() throws Exception {
    RawHttp first = get("/static/app.css");
    String etag = first.header("ETag");
    String modified = first.header("Last-Modified");

    RawHttp byTag = get("/static/app.css", "If-None-Match: " + etag);
    assertEquals(304, byTag.status);
    assertEquals(etag, byTag.header("ETag"));
    assertEquals(0, byTag.body.length);

    assertEquals(304, get("/static/app.css", "If-None-Match: \"x\", W/" + etag).status);
    assertEquals(304, get("/static/app.css", "If-Modified-Since: " + modified).status);
    assertEquals(
        200,
        get("/static/app.css", "If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT").status,
        "a copy older than the file");
    assertEquals(
        200,
        get("/static/app.css", "If-None-Match: \"other\"", "If-Modified-Since: " + modified).status,
        "If-None-Match decides when present");
  }

  @Test
  void headAnswersWithTheLengthAndNoBody() throws Exception {
    RawHttp r = RawHttp.send(port, "HEAD", "/static/data.bin");
    assertEquals(200, r.status);
    assertEquals("1000", r.header("Content-Length"));
    assertEquals("application/octet-stream", r.header("Content-Type"));
  }

  @Test
  void headAnd304sNeverOpenTheFile() throws Exception {
    // Reading a file moves its access time (relatime does when the old one is a day old);
    // reading its attributes does not.
    Path file = dir.resolve("root/untouched.txt");
    Files.writeString(file, "only GET reads me");
    FileTime old = FileTime.from(Instant.now().minus(Duration.ofDays(3)));
    Files.setAttribute(file, "lastAccessTime", old);

    RawHttp head = RawHttp.send(port, "HEAD", "/static/untouched.txt");
    assertEquals(200, head.status);
    assertEquals("17", head.header("Content-Length"));
    assertEquals(304, get("/static/untouched.txt", "If-None-Match: " + head.header("ETag")).status);
    assertEquals(
        304,
        get("/static/untouched.txt", "If-Modified-Since: " + head.header("Last-Modified")).status);
    assertEquals(old.toInstant(), accessed(file), "HEAD or a 304 opened the file");

    assertEquals("only GET reads me", get("/static/untouched.txt").text());
    Assumptions.assumeFalse(
        accessed(file).equals(old.toInstant()),
        "this file system does not record reads, so the check above proves nothing here");
  }

  private static Instant accessed(Path file) throws Exception {
    return Files.readAttributes(file, BasicFileAttributes.class).lastAccessTime().toInstant();
  }

  @Test
  void buildStampedFilesAreTaggedByTheirContent() throws Exception {
    Path file = dir.resolve("root/stamped.txt");
    FileTime stamp = FileTime.fromMillis(1000); // as in the Nix store
    Files.writeString(file, "version one");
    Files.setLastModifiedTime(file, stamp);
    String first = get("/static/stamped.txt").header("ETag");
    Files.writeString(file, "version two"); // same length, same time: only the content differs
    Files.setLastModifiedTime(file, stamp);
    CRC32 crc = new CRC32();
    crc.update("version one".getBytes(StandardCharsets.UTF_8));
    assertEquals("\"" + Long.toHexString(crc.getValue()) + "-b\"", first);
    // The tag is kept per (path, time, length), so it is computed once: a changed file with the
    // same stamp keeps the old tag until its time or length moves, as with any cached metadata.
    Files.setLastModifiedTime(file, FileTime.fromMillis(2000));
    String second = get("/static/stamped.txt").header("ETag");
    crc.reset();
    crc.update("version two".getBytes(StandardCharsets.UTF_8));
    assertEquals("\"" + Long.toHexString(crc.getValue()) + "-b\"", second);
  }

  @Test
  void cacheControlFollowsThePathPatterns() throws Exception {
    assertEquals(
        "public, max-age=31536000, immutable",
        get("/static/assets/app.js").header("Cache-Control"));
    assertEquals("no-cache", get("/static/docs/").header("Cache-Control"));
    assertEquals(
        "public, max-age=31536000, immutable",
        get("/static/assets/app.js", "If-None-Match: *").header("Cache-Control"),
        "a 304 repeats the caching policy");
  }

  @Test
  void aDirectoryIsAnsweredByItsIndex() throws Exception {
    assertEquals("<h1>docs</h1>", get("/static/docs/").text());
    assertEquals("<h1>home</h1>", get("/static/").text());
    RawHttp redirect = get("/static/docs?x=1");
    assertEquals(301, redirect.status);
    assertEquals("/static/docs/?x=1", redirect.header("Location"));
  }

  @Test
  void pathsWithoutAFileGoOnToTheRoutes() throws Exception {
    assertEquals("a route below the files", get("/static/route").text());
    assertEquals(404, get("/static/missing.txt").status);
    assertEquals(405, RawHttp.send(port, "POST", "/static/route").status);
  }

  @Test
  void aSingleByteRangeGets206() throws Exception {
    RawHttp r = get("/static/data.bin", "Range: bytes=10-19");
    assertEquals(206, r.status);
    assertEquals("bytes 10-19/1000", r.header("Content-Range"));
    assertEquals("10", r.header("Content-Length"));
    assertArrayEquals(Arrays.copyOfRange(data, 10, 20), r.body);

    RawHttp open = get("/static/data.bin", "Range: bytes=990-");
    assertEquals("bytes 990-999/1000", open.header("Content-Range"));
    assertArrayEquals(Arrays.copyOfRange(data, 990, 1000), open.body);

    RawHttp suffix = get("/static/data.bin", "Range: bytes=-5");
    assertEquals("bytes 995-999/1000", suffix.header("Content-Range"));
    assertArrayEquals(Arrays.copyOfRange(data, 995, 1000), suffix.body);

    RawHttp past = get("/static/data.bin", "Range: bytes=500-5000");
    assertEquals("bytes 500-999/1000", past.header("Content-Range"));
    assertEquals(500, past.body.length);
  }

  @Test
  void unsatisfiableRangesGet416AndOthersTheWholeFile() throws Exception {
    for (String range : new String[] {"bytes=1000-", "bytes=5000-6000", "bytes=9-3", "bytes=-0"}) {
      RawHttp r = get("/static/data.bin", "Range: " + range);
      assertEquals(416, r.status, range);
      assertEquals("bytes */1000", r.header("Content-Range"), range);
    }
    for (String range : new String[] {"bytes=0-1,5-6", "bytes=x-y", "items=0-5", "bytes=-"}) {
      RawHttp r = get("/static/data.bin", "Range: " + range);
      assertEquals(200, r.status, range);
      assertEquals(1000, r.body.length, range);
    }
    String etag = get("/static/data.bin").header("ETag");
    assertEquals(206, get("/static/data.bin", "Range: bytes=0-0", "If-Range: " + etag).status);
    assertEquals(
        200,
        get("/static/data.bin", "Range: bytes=0-0", "If-Range: \"old\"").status,
        "a changed file is sent whole");
  }

  @Test
  void precompressedSiblingsAreServedWhenAccepted() throws Exception {
    RawHttp gz = get("/packed/app.css", "Accept-Encoding: gzip");
    assertEquals("GZ-SIBLING", gz.text());
    assertEquals("gzip", gz.header("Content-Encoding"));
    assertEquals("text/css;charset=utf-8", gz.header("Content-Type").replace(" ", ""));
    assertEquals("Accept-Encoding", gz.header("Vary"));
    assertTrue(gz.header("ETag").endsWith("-gz\""), gz.header("ETag"));
    assertEquals(304, get("/packed/app.css", "If-None-Match: " + gz.header("ETag")).status);

    RawHttp br = get("/packed/app.css", "Accept-Encoding: gzip, deflate, br");
    assertEquals("BR-SIBLING", br.text());
    assertEquals("br", br.header("Content-Encoding"));

    RawHttp plain = get("/packed/app.css");
    assertEquals(CSS, plain.text());
    assertNull(plain.header("Content-Encoding"));
    assertEquals("Accept-Encoding", plain.header("Vary"));

    assertEquals(CSS, get("/static/app.css", "Accept-Encoding: gzip").text(), "off by default");
  }

  static final String[] ATTEMPTS = {
    "/static/../secret.txt",
    "/static/%2e%2e/secret.txt",
    "/static/%2E%2E/secret.txt",
    "/static/.%2e/secret.txt",
    "/static/..%2fsecret.txt",
    "/static/..%2Fsecret.txt",
    "/static/%252e%252e/secret.txt",
    "/static/%252e%252e%252fsecret.txt",
    "/static/..\\secret.txt",
    "/static/..%5csecret.txt",
    "/static/..%255csecret.txt",
    "/static/app.css%00.txt",
    "/static/%00",
    "/static/./app.css",
    "/static/docs/../../secret.txt",
    "/static/link.txt",
    "/static/linkdir/secret.txt",
    "/jar/../hello.txt",
    "/jar/%2e%2e/public/hello.txt",
  };

  @Test
  void nothingOutsideTheRootIsEverServed() throws Exception {
    for (String target : ATTEMPTS) {
      RawHttp r = get(target);
      assertFalse(r.text().contains("SECRET"), target + " leaked the file");
      assertTrue(r.status == 404 || r.status == 400, target + " answered " + r.status);
      if (r.status == 400) {
        // Ambiguous targets are refused before any route or filter sees them (D154), by Silk's
        // path check or, above the root, by Jetty's parser, both as problem details.
        assertTrue(r.header("Content-Type").startsWith("application/problem+json"), target);
        assertFalse(r.text().isBlank(), target);
      }
    }
  }

  @Test
  void silkItselfRefusesEveryTraversalAttemptWithoutAContainer() throws Exception {
    // Without a container in between (the dev server, another transport), Silk's own checks must
    // hold on their own: the path check refuses ambiguous targets (400), the static files what
    // passes it (404).
    Path root = dir.resolve("root");
    Dispatcher dispatcher =
        Dispatcher.of(
            App.create()
                .before(StaticFiles.directory(root).at("/static"))
                .before(StaticFiles.classpath("public", getClass().getClassLoader()).at("/jar")));
    for (String target : ATTEMPTS) {
      MemoryExchange r = MemoryExchange.send(dispatcher, "GET", target);
      assertTrue(r.status == 404 || r.status == 400, target + " answered " + r.status);
      assertFalse(r.text().contains("SECRET"), target);
    }
    assertEquals(200, MemoryExchange.send(dispatcher, "GET", "/static/app.css").status);
  }

  @Test
  void classPathFoldersServeFromAJarWithTheEntryCrcAsTag() throws Exception {
    RawHttp r = get("/jar/hello.txt");
    assertEquals(200, r.status);
    assertEquals("hello from a jar", r.text());
    CRC32 crc = new CRC32();
    crc.update("hello from a jar".getBytes(StandardCharsets.UTF_8));
    assertEquals(
        "\"" + Long.toHexString(crc.getValue()) + "-" + Long.toHexString(16) + "\"",
        r.header("ETag"));
    assertEquals(304, get("/jar/hello.txt", "If-None-Match: " + r.header("ETag")).status);
    RawHttp range = get("/jar/hello.txt", "Range: bytes=6-9");
    assertEquals(206, range.status);
    assertEquals("from", range.text());
    assertEquals("<p>sub</p>", get("/jar/sub/").text());
    assertEquals(404, get("/jar/nothing.txt").status);
  }

  /** A class loader over one jar or folder that counts the lookups it answers. */
  static final class CountingLoader extends URLClassLoader {
    final java.util.concurrent.atomic.AtomicInteger lookups =
        new java.util.concurrent.atomic.AtomicInteger();

    CountingLoader(Path entry) throws Exception {
      super(new URL[] {entry.toUri().toURL()}, null);
    }

    @Override
    public URL getResource(String name) {
      lookups.incrementAndGet();
      return super.getResource(name);
    }
  }

  @Test
  void aPathMissingFromAJarIsLookedUpOnceThenAnsweredFromTheCache() throws Exception {
    Path jar = dir.resolve("packed-site.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry("public/"));
      out.closeEntry();
      add(out, "public/app.css", "p {}");
    }
    try (CountingLoader loader = new CountingLoader(jar)) {
      Dispatcher dispatcher =
          Dispatcher.of(
              App.create()
                  .before(StaticFiles.classpath("public", loader))
                  .get("/api/items", req -> WebResponse.text("items")));
      assertEquals("items", MemoryExchange.send(dispatcher, "GET", "/api/items").text());
      int afterFirst = loader.lookups.get();
      for (int i = 0; i < 5; i++) {
        assertEquals("items", MemoryExchange.send(dispatcher, "GET", "/api/items").text());
        assertEquals(404, MemoryExchange.send(dispatcher, "GET", "/nothing.css").status);
      }
      assertEquals("p {}", MemoryExchange.send(dispatcher, "GET", "/app.css").text());
      // Once the misses are final the folder's top names are known: /nothing.css is none of them
      // and is never asked (D365); /app.css is asked once, then served from the cache.
      assertEquals("p {}", MemoryExchange.send(dispatcher, "GET", "/app.css").text());
      assertEquals(afterFirst + 1, loader.lookups.get());
    }
  }

  @Test
  void aRoutesPathAndAFolderWithAnIndexAnswerAlikeOnEveryRequestWithoutNewLookups()
      throws Exception {
    Path jar = dir.resolve("indexed-site.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry("public/"));
      out.closeEntry();
      add(out, "public/docs/index.html", "<p>docs</p>");
    }
    try (CountingLoader loader = new CountingLoader(jar)) {
      Dispatcher dispatcher =
          Dispatcher.of(
              App.create()
                  .before(StaticFiles.classpath("public", loader))
                  .get("/text", req -> WebResponse.text("route")));
      assertEquals("route", MemoryExchange.send(dispatcher, "GET", "/text").text());
      assertEquals("<p>docs</p>", MemoryExchange.send(dispatcher, "GET", "/docs/").text());
      int afterFirst = loader.lookups.get();
      for (int i = 0; i < 5; i++) {
        assertEquals("route", MemoryExchange.send(dispatcher, "GET", "/text").text());
        assertEquals("<p>docs</p>", MemoryExchange.send(dispatcher, "GET", "/docs/").text());
        MemoryExchange redirect = MemoryExchange.send(dispatcher, "GET", "/docs");
        assertEquals(301, redirect.status);
      }
      assertEquals(afterFirst, loader.lookups.get());
    }
  }

  @Test
  void pathsUnderNoTopNameOfTheJarsFolderAreNotLookedUpAtAll() throws Exception {
    Path jar = dir.resolve("routed-site.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry("public/"));
      out.closeEntry();
      add(out, "public/app.css", "p {}");
      add(out, "public/docs/index.html", "<p>docs</p>");
      add(out, "public/api/readme.txt", "files and routes share /api");
    }
    try (CountingLoader loader = new CountingLoader(jar)) {
      Dispatcher dispatcher =
          Dispatcher.of(
              App.create()
                  .before(StaticFiles.classpath("public", loader))
                  .get("/text", req -> WebResponse.text("route"))
                  .get("/items/{id}", req -> WebResponse.text("item " + req.pathParam("id")))
                  .get("/api/{name}", req -> WebResponse.text("api " + req.pathParam("name")))
                  .get("/{word}", req -> WebResponse.text("word " + req.pathParam("word"))));
      // The first miss decides that misses are final and lists the folder's top names.
      assertEquals("route", MemoryExchange.send(dispatcher, "GET", "/text").text());
      int afterFirst = loader.lookups.get();
      for (int i = 0; i < 50; i++) {
        assertEquals("route", MemoryExchange.send(dispatcher, "GET", "/text").text());
        assertEquals("item " + i, MemoryExchange.send(dispatcher, "GET", "/items/" + i).text());
        assertEquals(200, MemoryExchange.send(dispatcher, "HEAD", "/text/").status);
      }
      assertEquals(afterFirst, loader.lookups.get());
      // A segment that could never name a file is still a 404, as the look-up's path makes it.
      assertEquals(404, MemoryExchange.send(dispatcher, "GET", "/a:b").status);
      assertEquals(404, MemoryExchange.send(dispatcher, "GET", "/items/a:b").status);
      assertEquals(afterFirst, loader.lookups.get());
      // Under a top name of the folder, files are served and other paths looked up as before.
      assertEquals("p {}", MemoryExchange.send(dispatcher, "GET", "/app.css").text());
      assertEquals("<p>docs</p>", MemoryExchange.send(dispatcher, "GET", "/docs/").text());
      assertEquals(
          "files and routes share /api",
          MemoryExchange.send(dispatcher, "GET", "/api/readme.txt").text());
      assertEquals("api items", MemoryExchange.send(dispatcher, "GET", "/api/items").text());
    }
  }

  @Test
  void aFileAddedToADirectoryUnderANewFolderIsServed() throws Exception {
    Path root = dir.resolve("growing");
    Files.createDirectories(root);
    Dispatcher dispatcher =
        Dispatcher.of(
            App.create()
                .before(StaticFiles.directory(root))
                .get("/{word}/{file}", req -> WebResponse.text("route")));
    assertEquals("route", MemoryExchange.send(dispatcher, "GET", "/fresh/a.txt").text());
    Files.createDirectories(root.resolve("fresh"));
    Files.writeString(root.resolve("fresh/a.txt"), "a file now");
    assertEquals("a file now", MemoryExchange.send(dispatcher, "GET", "/fresh/a.txt").text());
  }

  @Test
  void aFileAddedToAnExplodedClassPathFolderIsServedAfterAMiss() throws Exception {
    Path classes = dir.resolve("classes");
    Files.createDirectories(classes.resolve("public"));
    try (CountingLoader loader = new CountingLoader(classes)) {
      Dispatcher dispatcher =
          Dispatcher.of(App.create().before(StaticFiles.classpath("public", loader)));
      assertEquals(404, MemoryExchange.send(dispatcher, "GET", "/later.css").status);
      Files.writeString(classes.resolve("public/later.css"), "a {}");
      assertEquals("a {}", MemoryExchange.send(dispatcher, "GET", "/later.css").text());
    }
  }

  @Test
  void theContentTypeTableKnowsTheWebsCommonFiles() {
    assertEquals("text/javascript; charset=utf-8", ContentTypes.of("a.js"));
    assertEquals("image/svg+xml", ContentTypes.of("logo.SVG"));
    assertEquals("font/woff2", ContentTypes.of("f.woff2"));
    assertEquals("application/octet-stream", ContentTypes.of("README"));
  }

  static void write(OutputStream out, String s) throws Exception {
    out.write(s.getBytes(StandardCharsets.UTF_8));
  }
}
