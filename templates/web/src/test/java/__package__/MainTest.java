package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.test.WebTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  private final WebTest web = WebTest.of(Main.app(new Todos()));

  @Test
  void theHomePageListsTheTodosInTheLayout() {
    var response = web.get("/");

    assertEquals(200, response.status());
    assertTrue(response.header("Content-Type").startsWith("text/html"));
    assertTrue(response.text().contains("<li>Read the README</li>"), response.text());
    assertTrue(response.text().contains("href=\"/style.css\""), response.text());
  }

  @Test
  void aTodoPostedFromTheFormAppearsOnThePage() {
    var posted =
        web.request("POST", "/todos")
            .body("title=Water+the+plants", "application/x-www-form-urlencoded")
            .send();

    assertEquals(303, posted.status());
    assertTrue(web.get("/").text().contains("<li>Water the plants</li>"));
  }

  @Test
  void theStylesheetIsServedAsCss() {
    var response = web.get("/style.css");

    assertEquals(200, response.status());
    assertTrue(response.header("Content-Type").startsWith("text/css"));
  }

  @Test
  void theApiListsTheTodosAsJson() {
    var response = web.get("/api/todos");

    assertEquals(200, response.status());
    assertEquals(
        List.of(new Todo(1, "Read the README", false)), response.json(TodoCodec.INSTANCE.list()));
  }
}
