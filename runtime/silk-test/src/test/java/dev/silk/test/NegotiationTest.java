package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonCodecs;
import dev.silk.web.App;
import dev.silk.web.Negotiated;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One route answering JSON or a page by {@code Accept}, 406 when neither fits. */
class NegotiationTest {
  static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
  static final JsonCodec<List<String>> NAMES = JsonCodecs.STRING.list();
  static final AtomicInteger loads = new AtomicInteger();

  @TempDir static Path dir;
  static WebTest inProcess;
  static WebTest served;
  static WebTest compared;

  static App app(Path classes) {
    return App.create()
        .templates(
            Templates.development(
                dir.resolve("jte"), classes, NegotiationTest.class.getClassLoader()))
        .get(
            "/names",
            Negotiated.of(
                    req -> {
                      loads.incrementAndGet();
                      return List.of("Ann", "Bo");
                    })
                .json(NAMES)
                .html("names.jte")
                .as(
                    "text/csv",
                    (req, names) ->
                        WebResponse.text(String.join("\n", names)).withContentType("text/csv")))
        .get("/nobody", Negotiated.<List<String>>of(req -> null).json(NAMES).html("names.jte"));
  }

  @BeforeAll
  static void start() throws Exception {
    Path jte = Files.createDirectories(dir.resolve("jte"));
    Files.writeString(
        jte.resolve("names.jte"),
        "@param java.util.List<String> names\n<ul>@for(String n : names)<li>${n}</li>@endfor</ul>");
    inProcess = WebTest.of(app(dir.resolve("classes-memory")));
    served = WebTest.serve(app(dir.resolve("classes-served")));
    int[] n = {0};
    compared = WebTest.compared(() -> app(dir.resolve("classes-compared-" + n[0]++)));
  }

  @AfterAll
  static void stop() {
    served.close();
    compared.close();
  }

  static Stream<WebTest> transports() {
    return Stream.of(inProcess, served, compared);
  }

  @EachTransport
  void apiClientsGetJsonAndBrowsersThePage(WebTest web) {
    TestResponse json = web.request("GET", "/names").header("Accept", "application/json").send();
    assertEquals("[\"Ann\",\"Bo\"]", json.text());
    assertEquals("Accept", json.header("Vary"));
    TestResponse page = web.request("GET", "/names").header("Accept", BROWSER).send();
    assertEquals("<ul><li>Ann</li><li>Bo</li></ul>", page.text());
    assertTrue(page.header("Content-Type").startsWith("text/html"), page.header("Content-Type"));
    assertEquals("Accept", page.header("Vary"));
  }

  @EachTransport
  void anyTypeOrNoHeaderGetsTheFirstDeclared(WebTest web) {
    assertEquals("[\"Ann\",\"Bo\"]", web.get("/names").text());
    assertEquals(
        "[\"Ann\",\"Bo\"]", web.request("GET", "/names").header("Accept", "*/*").send().text());
    assertEquals(
        "Ann\nBo", web.request("GET", "/names").header("Accept", "text/csv").send().text());
    assertEquals(
        "Ann\nBo",
        web.request("GET", "/names")
            .header("Accept", "text/*;q=0.5, text/csv, application/json;q=0.4")
            .send()
            .text());
  }

  @EachTransport
  void noAcceptableTypeIsA406BeforeTheValueIsLoaded(WebTest web) {
    int before = loads.get();
    TestResponse r = web.request("GET", "/names").header("Accept", "image/png").send();
    assertEquals(406, r.status());
    assertEquals(
        "this resource is available as application/json or text/html or text/csv,"
            + " and the request's Accept header takes none of them",
        r.problem().detail());
    assertEquals(before, loads.get(), "a 406 loads nothing");
  }

  @EachTransport
  void aMissingValueIsA404InEveryRepresentation(WebTest web) {
    assertEquals(404, web.get("/nobody").status());
    assertEquals(404, web.request("GET", "/nobody").header("Accept", BROWSER).send().status());
  }

  @Test
  void aTypeDeclaredTwiceIsRefusedWhenTheRouteIsBuilt() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Negotiated.of(req -> "x").json(JsonCodecs.STRING).json(JsonCodecs.STRING));
    assertEquals("application/json is declared twice for this resource", e.getMessage());
  }
}
