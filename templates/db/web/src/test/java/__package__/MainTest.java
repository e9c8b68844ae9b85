package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.data.Database;
import dev.silk.test.WebTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  private final Database db = TestDatabase.fresh();
  private final WebTest web = WebTest.of(Main.app(new Todos(db), db));

  @Test
  void theHomePageListsTheTodosInTheLayout() {
    var response = web.get("/");

    assertEquals(200, response.status());
    assertTrue(response.header("Content-Type").startsWith("text/html"));
    assertTrue(response.text().contains("<li>Read the README</li>"), response.text());
    assertTrue(response.text().contains("href=\"/style.css\""), response.text());
  }

  @Test
  void aTodoPostedFromTheFormIsStoredAndAnnounced() {
    var posted =
        web.request("POST", "/todos")
            .body("title=Water+the+plants", "application/x-www-form-urlencoded")
            .send();

    assertEquals(303, posted.status());
    String cookie = posted.header("Set-Cookie");
    String session = cookie.substring("JSESSIONID=".length(), cookie.indexOf(';'));
    String page = web.request("GET", "/").cookie("JSESSIONID", session).send().text();
    assertTrue(page.contains("<li>Water the plants</li>"), page);
    assertTrue(page.contains("Added “Water the plants”."), page);
    String again = web.request("GET", "/").cookie("JSESSIONID", session).send().text();
    assertTrue(!again.contains("Added “"), "the flash shows once");
  }

  @Test
  void theApiListsTheTodosAsJson() {
    var response = web.get("/api/todos");

    assertEquals(200, response.status());
    assertEquals(
        List.of("Read the README"),
        response.json(TodoCodec.INSTANCE.list()).stream().map(Todo::title).toList());
  }

  @Test
  void theAppIsHealthyAndReadyOnceMigrated() {
    assertEquals(200, web.get("/health").status());
    assertEquals(200, web.get("/ready").status());
  }
}
