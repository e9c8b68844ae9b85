package {{package}};

import dev.silk.data.DataConfig;
import dev.silk.data.Database;
import dev.silk.data.Readiness;
import dev.silk.metrics.Metrics;
import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.WebResponse;

/** {{name}}: a JSON API over a database, started on $PORT (or the first argument, or 8080). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    // The embedded H2 file data/{{artifactId}}, or PostgreSQL when JDBC_DATABASE_URL is set.
    Database db = Database.connect(DataConfig.fromEnvironment(DataConfig.embedded("{{artifactId}}")));
    System.out.println("Database " + db.config().safeUrl() + ": " + db.migrate().summary());
    App app = app(new Todos(db), db);
    Metrics.install(app, db); // GET /metrics, in the Prometheus text format
    RunningApp running = app.port(port(args)).start();
    System.out.println("Listening on http://localhost:" + running.port());
  }

  /** The routes. Tests call this to get the same app without a socket. */
  public static App app(Todos todos, Database db) {
    return App.create()
        .get("/", request -> WebResponse.text("{{name}} is running: try GET /api/todos"))
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
                        }))
        // For a load balancer or an orchestrator: alive, and able to serve (database reachable).
        .get("/health", request -> WebResponse.text("ok"))
        .get("/ready", request -> ready(db.readiness()));
  }

  static WebResponse ready(Readiness readiness) {
    return readiness.ready()
        ? WebResponse.text(readiness.detail())
        : WebResponse.status(503).withText(readiness.detail());
  }

  /** PORT=0 picks any free port. */
  static int port(String[] args) {
    String port = args.length > 0 ? args[0] : System.getenv("PORT");
    return port == null || port.isBlank() ? 8080 : Integer.parseInt(port.trim());
  }
}
