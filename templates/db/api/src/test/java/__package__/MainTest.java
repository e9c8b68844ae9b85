package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.data.Database;
import dev.silk.test.WebTest;
import java.util.List;
import org.junit.jupiter.api.Test;

class MainTest {
  private final Database db = TestDatabase.fresh();
  private final WebTest web = WebTest.of(Main.app(new Todos(db), db));

  @Test
  void theListStartsWithTheTodoOfTheFirstMigration() {
    var response = web.get("/api/todos");

    assertEquals(200, response.status());
    assertEquals(
        List.of("Read the README"),
        response.json(TodoCodec.INSTANCE.list()).stream().map(Todo::title).toList());
  }

  @Test
  void aPostedTodoIsStoredAndCanBeReadBack() {
    var created = web.post("/api/todos", "{\"title\":\"Ship it\"}");

    assertEquals(201, created.status());
    Todo todo = created.json(TodoCodec.INSTANCE);
    assertEquals("/api/todos/" + todo.id(), created.header("Location"));
    assertEquals(todo, web.get("/api/todos/" + todo.id()).json(TodoCodec.INSTANCE));
    assertEquals(2, web.get("/api/todos").json(TodoCodec.INSTANCE.list()).size());
  }

  @Test
  void anUnknownTodoIsNotFound() {
    assertEquals(404, web.get("/api/todos/999999").status());
  }

  @Test
  void theAppIsHealthyAndReadyOnceMigrated() {
    assertEquals(200, web.get("/health").status());
    var ready = web.get("/ready");
    assertEquals(200, ready.status());
    assertEquals("reachable, migrated", ready.text());
  }
}
