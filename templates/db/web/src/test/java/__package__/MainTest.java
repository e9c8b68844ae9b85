package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.data.Database;
import dev.silk.test.TestResponse;
import dev.silk.test.WebTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  // Keeps cookies as a browser does, so the session and the flash carry from one request to the next
  private final Database db = TestDatabase.fresh();
  private final WebTest web = WebTest.of(Main.app(new Todos(db), db));

  /** The CSRF token of the form a page shows, as a browser would send it back. */
  private String token(String page) {
    return web.get(page).inputValue("_csrf");
  }

  @Test
  void theHomePageListsTheTodosInTheLayout() {
    TestResponse response = web.get("/");

    assertEquals(200, response.status());
    assertTrue(response.header("Content-Type").startsWith("text/html"));
    assertTrue(response.text().contains("<li>Read the README</li>"), response.text());
    assertTrue(response.text().contains("href=\"/style.css\""), response.text());
  }

  @Test
  void aTodoPostedFromTheFormAppearsOnThePageWithANotice() {
    TestResponse posted =
        web.request("POST", "/todos")
            .form("_csrf", token("/"))
            .form("title", "Water the plants")
            .send();

    assertEquals(303, posted.status());
    String page = web.get("/").text();
    assertTrue(page.contains("<li>Water the plants</li>"), page);
    assertTrue(page.contains("Added “Water the plants”."), page);
    assertFalse(web.get("/").text().contains("Added “"), "the notice shows once");
  }

  @Test
  void anInvalidTodoShowsTheFormAgainWithWhatWasTypedAndWhy() {
    String typed = "x".repeat(101);
    TestResponse again =
        web.request("POST", "/todos").form("_csrf", token("/")).form("title", typed).send();

    assertEquals(422, again.status());
    assertEquals(typed, again.inputValue("title"));
    assertTrue(again.text().contains("The title must be at most 100 characters."), again.text());
    assertFalse(again.text().contains("<li>" + typed), "nothing was added");
  }

  @Test
  void aPostWithoutThePagesTokenIsRefused() {
    web.get("/");
    TestResponse forged = web.request("POST", "/todos").form("title", "Send money").send();

    assertEquals(403, forged.status());
    assertFalse(web.get("/").text().contains("Send money"));
  }

  @Test
  void signingInKeepsTheNameUnderANewSessionId() {
    String token = token("/login");
    String before = web.cookies().get("JSESSIONID");
    TestResponse signedIn =
        web.request("POST", "/login").form("_csrf", token).form("name", "Ann").send();

    assertEquals(303, signedIn.status());
    assertNotEquals(before, web.cookies().get("JSESSIONID"), "a new id once signed in");
    assertTrue(web.get("/").text().contains("<span>Ann</span>"));
    web.request("POST", "/logout").form("_csrf", token("/")).send();
    assertTrue(web.get("/").text().contains("Sign in"));
  }

  @Test
  void aBlankNameIsAskedForAgain() {
    TestResponse again =
        web.request("POST", "/login").form("_csrf", token("/login")).form("name", " ").send();

    assertEquals(422, again.status());
    assertTrue(again.text().contains("The name must not be blank."), again.text());
  }

  @Test
  void theStylesheetIsServedAsCss() {
    TestResponse response = web.get("/style.css");

    assertEquals(200, response.status());
    assertTrue(response.header("Content-Type").startsWith("text/css"));
  }

  @Test
  void theApiListsTheTodosAsJson() {
    TestResponse response = web.get("/api/todos");

    assertEquals(200, response.status());
    assertEquals(
        List.of("Read the README"),
        response.json(TodoCodec.INSTANCE.list()).stream().map(Todo::title).toList());
  }

  @Test
  void theApiAddsATodoAndRefusesABlankTitleNamingIt() {
    TestResponse created =
        web.request("POST", "/api/todos").body("{\"title\":\"Ship it\"}", "application/json").send();
    assertEquals(201, created.status());
    created.assertJson("/title", "Ship it");

    TestResponse refused =
        web.request("POST", "/api/todos").body("{\"title\":\" \"}", "application/json").send();
    assertEquals(422, refused.status());
    assertEquals("/title", refused.problem().errors().get(0).pointer());
  }

  @Test
  void theAppIsHealthyAndReadyOnceMigrated() {
    assertEquals(200, web.get("/health").status());
    assertEquals(200, web.get("/ready").status());
  }
}
