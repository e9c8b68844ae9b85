package {{package}};

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.StaticFiles;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
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
    return App.create()
        // jte pages from src/main/jte: precompiled in the jar, reloaded on save under `silk dev`
        .templates(Templates.standard())
        // src/main/resources/public: /style.css and any other file put there
        .before(StaticFiles.classpath("public"))
        .get("/", request -> WebResponse.template("index.jte", Map.of("todos", todos.all())))
        .post(
            "/todos",
            request -> {
              String title = request.form().value("title", "").strip();
              if (!title.isEmpty()) {
                todos.add(title);
              }
              return WebResponse.redirect("/", 303);
            })
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

  /** PORT=0 picks any free port. */
  static int port(String[] args) {
    String port = args.length > 0 ? args[0] : System.getenv("PORT");
    return port == null || port.isBlank() ? 8080 : Integer.parseInt(port.trim());
  }
}
