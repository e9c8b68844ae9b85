package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.test.WebTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  private final WebTest web = WebTest.of(Main.app(new Todos()));

  @Test
  void theListStartsWithOneTodo() {
    var response = web.get("/api/todos");

    assertEquals(200, response.status());
    assertEquals(
        List.of(new Todo(1, "Read the README", false)), response.json(TodoCodec.INSTANCE.list()));
  }

  @Test
  void aPostedTodoCanBeReadBack() {
    var created = web.post("/api/todos", "{\"title\":\"Ship it\"}");

    assertEquals(201, created.status());
    assertEquals("/api/todos/2", created.header("Location"));
    assertEquals(new Todo(2, "Ship it", false), web.get("/api/todos/2").json(TodoCodec.INSTANCE));
  }

  @Test
  void anUnknownTodoIsNotFound() {
    assertEquals(404, web.get("/api/todos/99").status());
  }
}
