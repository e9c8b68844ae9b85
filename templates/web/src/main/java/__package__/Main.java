package {{package}};

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.WebResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** {{name}}: pages and a JSON API, started on $PORT (or the first argument, or 8080). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    RunningApp running = app(new Todos()).port(port(args)).start();
    System.out.println("Listening on http://localhost:" + running.port());
  }

  /** The routes. Tests call this to get the same app without a socket. */
  public static App app(Todos todos) {
    if (todos.all().isEmpty()) {
      todos.add("Read the README");
    }
    WebResponse stylesheet = Assets.file("style.css", "text/css; charset=utf-8");
    return App.create()
        .get("/", request -> Pages.render("index.jte", Map.of("todos", todos.all())))
        .post(
            "/todos",
            request -> {
              String title = formValue(request.bodyText(), "title");
              if (title != null && !title.isBlank()) {
                todos.add(title.strip());
              }
              return WebResponse.redirect("/", 303);
            })
        .get("/style.css", request -> stylesheet)
        .group(
            "/api",
            api ->
                api.get("/todos", request -> WebResponse.json(TodoCodec.INSTANCE.list(), todos.all()))
                    .get(
                        "/todos/{id}",
                        request ->
                            todos
                                .find(request.pathLong("id"))
                                .map(todo -> WebResponse.json(TodoCodec.INSTANCE, todo))
                                .orElse(WebResponse.notFound()))
                    .post(
                        "/todos",
                        request -> {
                          NewTodo draft = request.bodyJson(NewTodoCodec.INSTANCE);
                          Todo todo = todos.add(draft.title());
                          return WebResponse.status(201)
                              .withJson(TodoCodec.INSTANCE, todo)
                              .withHeader("Location", "/api/todos/" + todo.id());
                        }));
  }

  /** One field of an application/x-www-form-urlencoded body, or null. */
  static String formValue(String body, String name) {
    for (String pair : body.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0 && URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8).equals(name)) {
        return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return null;
  }

  /** PORT=0 picks any free port. */
  static int port(String[] args) {
    String port = args.length > 0 ? args[0] : System.getenv("PORT");
    return port == null || port.isBlank() ? 8080 : Integer.parseInt(port.trim());
  }
}
