package dev.silk.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.validation.Violation;
import dev.silk.web.App;
import dev.silk.web.Problem;
import dev.silk.web.UploadedFile;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;

/** The test kit's cookies, redirects, forms and JSON assertions: the manual's examples. */
class TestKitTest {
  static App app() {
    List<String> todos = new ArrayList<>();
    return App.create()
        .sessions()
        .post(
            "/login",
            req -> {
              req.session().set("user", req.form().value("name"));
              req.session().rotate();
              return WebResponse.redirect("/", 303);
            })
        .get(
            "/",
            req -> {
              String user = req.session().get("user");
              return WebResponse.text(user == null ? "hello, stranger" : "hello, " + user);
            })
        .post(
            "/todos",
            req -> {
              todos.add(req.form().value("title"));
              return WebResponse.redirect("/todos", 303);
            })
        .get(
            "/todos",
            req -> {
              StringBuilder html = new StringBuilder("<ul>");
              todos.forEach(t -> html.append("<li>").append(t).append("</li>"));
              return WebResponse.html(html.append("</ul>").toString());
            })
        .post(
            "/photos",
            req -> {
              UploadedFile photo = req.form().file("photo");
              return WebResponse.text(
                  req.form().value("caption")
                      + " "
                      + photo.fileName()
                      + " "
                      + photo.contentType()
                      + " "
                      + photo.size());
            })
        .get(
            "/scoped/set",
            req ->
                WebResponse.text("ok")
                    .withCookie(dev.silk.web.Cookie.of("s", "1").withPath("/scoped")))
        .get("/scoped/read", req -> WebResponse.text("s=" + req.cookie("s")))
        .get("/other", req -> WebResponse.text("s=" + req.cookie("s")))
        .get(
            "/forget",
            req ->
                WebResponse.text("gone")
                    .withCookie(dev.silk.web.Cookie.expired("s").withPath("/scoped")))
        .get(
            "/api/orders/7",
            req ->
                WebResponse.json(
                    NewOrderCodec.INSTANCE,
                    new NewOrder("Ann", null, List.of(new NewOrder.Line("A-1", 2)), null)))
        .post(
            "/api/orders", req -> WebResponse.text(req.bodyJson(NewOrderCodec.INSTANCE).customer()))
        .get("/loop", req -> WebResponse.redirect("/loop"));
  }

  static Stream<Supplier<WebTest>> transports() {
    return Stream.of(
        named("WebTest.of", () -> WebTest.of(app())),
        named("WebTest.serve", () -> WebTest.serve(app())),
        named("WebTest.compared", () -> WebTest.compared(TestKitTest::app)));
  }

  private static Supplier<WebTest> named(String name, Supplier<WebTest> s) {
    return new Supplier<>() {
      @Override
      public WebTest get() {
        return s.get();
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  @EachTransport
  void theJarCarriesALoginsSessionToTheNextRequest(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      web.request("POST", "/login").form("name", "ann").send();
      assertEquals("hello, ann", web.get("/").text());
      assertNotNull(web.cookies().get("JSESSIONID"));
      web.cookies().clear();
      assertEquals("hello, stranger", web.get("/").text());
    }
  }

  @EachTransport
  void cookiesGoWhereTheirPathSaysAndLeaveWhenExpired(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      web.get("/scoped/set");
      assertEquals("s=1", web.get("/scoped/read").text());
      assertEquals("s=null", web.get("/other").text(), "the cookie's path does not cover /other");
      web.get("/forget");
      assertEquals("s=null", web.get("/scoped/read").text());
      assertEquals("s=2", web.request("GET", "/other").cookie("s", "2").send().text());
    }
  }

  @EachTransport
  void redirectsAreFollowedOnlyWhenAskedAndNotForever(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      assertEquals(303, web.request("POST", "/todos").form("title", "Tea").send().status());
      TestResponse page =
          web.followRedirects(true).request("POST", "/todos").form("title", "Milk").send();
      assertEquals(200, page.status());
      assertTrue(page.text().contains("<li>Tea</li><li>Milk</li>"), page.text());
      AssertionError loop = assertThrows(AssertionError.class, () -> web.get("/loop"));
      assertTrue(loop.getMessage().contains("more than 10 redirects"), loop.getMessage());
    }
  }

  @EachTransport
  void formsWithFilesGoAsMultipart(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      byte[] bytes = "not really a jpeg".getBytes(StandardCharsets.UTF_8);
      TestResponse r =
          web.request("POST", "/photos")
              .form("caption", "Rex")
              .file("photo", "rex.jpg", "image/jpeg", bytes)
              .send();
      assertEquals("Rex rex.jpg image/jpeg " + bytes.length, r.text());
    }
  }

  @EachTransport
  void jsonIsCheckedByPointerAndProblemsRead(Supplier<WebTest> transport) {
    try (WebTest web = transport.get()) {
      web.get("/api/orders/7").assertJson("/customer", "Ann").assertJson("/lines/0/quantity", 2);
      assertNull(web.get("/api/orders/7").json("/lines/1"));
      AssertionError wrong =
          assertThrows(
              AssertionError.class, () -> web.get("/api/orders/7").assertJson("/customer", "Bob"));
      assertTrue(
          wrong.getMessage().startsWith("at /customer expected \"Bob\" but found \"Ann\" in {"),
          wrong.getMessage());

      NewOrder order =
          new NewOrder(
              "Ann", null, List.of(new NewOrder.Line("A-1", 1), new NewOrder.Line("B-2", 0)), null);
      Problem p =
          web.request("POST", "/api/orders").json(NewOrderCodec.INSTANCE, order).send().problem();
      assertEquals(422, p.status());
      assertEquals(List.of(new Violation("/lines/1/quantity", "must be at least 1")), p.errors());
      AssertionError notAProblem = assertThrows(AssertionError.class, () -> web.get("/").problem());
      assertTrue(notAProblem.getMessage().startsWith("expected problem details"));
    }
  }
}
