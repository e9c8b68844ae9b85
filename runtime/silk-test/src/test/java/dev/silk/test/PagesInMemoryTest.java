package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodecs;
import dev.silk.web.App;
import dev.silk.web.GzipFilter;
import dev.silk.web.Ndjson;
import dev.silk.web.NdjsonReader;
import dev.silk.web.StaticFiles;
import dev.silk.web.Templates;
import dev.silk.web.UploadedFile;
import dev.silk.web.WebResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Templates, static files, uploads, server-sent events, NDJSON and gzip through {@code
 * WebTest.of(app)}: in memory, on the test's thread, with the same dispatcher as the server.
 * (Sessions are covered, in memory and served, by {@code SessionsBothWaysTest}.)
 */
@Tag("slow")
class PagesInMemoryTest {
  @TempDir Path dir;

  @Test
  void pagesFilesUploadsStreamsAndGzipWorkInMemory() throws Exception {
    Path jte = Files.createDirectories(dir.resolve("jte"));
    Files.writeString(jte.resolve("hi.jte"), "@param String name\n<p>Hi ${name}</p>");
    Path files = Files.createDirectories(dir.resolve("files"));
    Files.writeString(files.resolve("a.txt"), "0123456789");
    String big = "compress me ".repeat(500);
    App app =
        App.create()
            .templates(
                Templates.development(jte, dir.resolve("classes"), getClass().getClassLoader()))
            .before(StaticFiles.directory(files).at("/files"))
            .get("/hi", req -> WebResponse.template("hi.jte", req.query("name")))
            .post(
                "/upload",
                req -> {
                  UploadedFile f = req.form().file("doc");
                  return WebResponse.text(
                      req.form().value("title") + " " + f.fileName() + " " + new String(f.bytes()));
                })
            .get("/events", req -> WebResponse.events(sse -> sse.send("tick", "1", "a")))
            .post(
                "/sum",
                req -> {
                  long sum = 0;
                  try (NdjsonReader<Integer> in = Ndjson.reader(req, JsonCodecs.INT)) {
                    while (in.hasNext()) {
                      sum += in.next();
                    }
                  }
                  return WebResponse.text(Long.toString(sum));
                })
            .get("/big", req -> WebResponse.text(big))
            .after(GzipFilter.create());
    try (WebTest web = WebTest.of(app)) {
      assertEquals("<p>Hi &lt;you&gt;</p>", web.get("/hi?name=%3Cyou%3E").text());

      assertEquals("0123456789", web.get("/files/a.txt").text());
      TestResponse range = web.request("GET", "/files/a.txt").header("Range", "bytes=2-4").send();
      assertEquals(206, range.status());
      assertEquals("234", range.text());
      String etag = web.get("/files/a.txt").header("ETag");
      assertEquals(
          304, web.request("GET", "/files/a.txt").header("If-None-Match", etag).send().status());

      String multipart =
          "--b\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nT\r\n"
              + "--b\r\nContent-Disposition: form-data; name=\"doc\"; filename=\"d.txt\"\r\n"
              + "Content-Type: text/plain\r\n\r\nbody\r\n--b--\r\n";
      TestResponse upload =
          web.request("POST", "/upload").body(multipart, "multipart/form-data; boundary=b").send();
      assertEquals("T d.txt body", upload.text());

      assertEquals("event: tick\nid: a\ndata: 1\n\n", web.get("/events").text());
      assertEquals(
          "6", web.request("POST", "/sum").body("1\n2\n3\n", Ndjson.CONTENT_TYPE).send().text());

      TestResponse gz = web.request("GET", "/big").header("Accept-Encoding", "gzip").send();
      assertEquals("gzip", gz.header("Content-Encoding"));
      try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz.bytes()))) {
        assertEquals(big, new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
      assertTrue(
          List.of(web.get("/big").header("Vary").split(",\\s*")).contains("Accept-Encoding"));
    }
  }
}
