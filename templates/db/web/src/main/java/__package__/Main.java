package {{package}};

import dev.silk.data.DataConfig;
import dev.silk.data.Database;
import dev.silk.data.Readiness;
import dev.silk.metrics.Metrics;
import dev.silk.web.App;
import dev.silk.web.CsrfFilter;
import dev.silk.web.RunningApp;
import dev.silk.web.SessionStore;
import dev.silk.web.StaticFiles;
import dev.silk.web.Templates;
import dev.silk.web.WebRequest;
import dev.silk.web.WebResponse;
import dev.silk.web.forms.BoundForm;
import java.util.HashMap;
import java.util.Map;

/** {{name}}: pages and a JSON API over a database, started on $PORT (or the first argument, or 8080). */
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
        // jte pages from src/main/jte: precompiled in the jar, reloaded on save under `silk dev`
        .templates(Templates.standard())
        // The signed-in name and the flash live in the session (cookie HttpOnly, SameSite=Lax), kept
        // in the database: a replica serves the page after another took the form
        .sessions(SessionStore.database(db.dataSource()))
        // src/main/resources/public: /style.css and any other file put there
        .before(StaticFiles.classpath("public"))
        // Every form post carries the page's token (CsrfFilter.field() in the templates), so
        // another site cannot post as the user. The JSON API is for scripts and other servers.
        .before(CsrfFilter.create().exempt("/api"))
        .get("/", request -> home(request, todos, NewTodoForm.INSTANCE.empty()))
        .post(
            "/todos",
            request -> {
              BoundForm<NewTodo> form = request.form(NewTodoForm.INSTANCE);
              if (!form.isValid()) {
                // The page again, with what was typed and the message next to the field
                return home(request, todos, form).withStatus(422);
              }
              todos.add(form.value().title().strip());
              request.flash().put("added", form.value().title().strip());
              return WebResponse.redirect("/", 303);
            })
        .get("/login", request -> WebResponse.template("login.jte", SignInForm.INSTANCE.empty()))
        .post(
            "/login",
            request -> {
              BoundForm<SignIn> form = request.form(SignInForm.INSTANCE);
              if (!form.isValid()) {
                return WebResponse.template("login.jte", form).withStatus(422);
              }
              request.session().set("user", form.value().name().strip());
              // A new session id once signed in: an id planted or seen before is worth nothing now
              request.session().rotate();
              return WebResponse.redirect("/", 303);
            })
        .post(
            "/logout",
            request -> {
              request.session().invalidate();
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
                          // Checked on the way in: a blank title is a 422 naming /title
                          NewTodo draft = request.bodyJson(NewTodoCodec.INSTANCE);
                          Todo todo = todos.add(draft.title().strip());
                          return WebResponse.status(201)
                              .withJson(TodoCodec.INSTANCE, todo)
                              .withHeader("Location", "/api/todos/" + todo.id());
                        }))
        // For a load balancer or an orchestrator: alive, and able to serve (database reachable).
        .get("/health", request -> WebResponse.text("ok"))
        .get("/ready", request -> ready(db.readiness()));
  }

  /** The list, the form to add to it (empty, or as submitted with its messages) and the flash. */
  static WebResponse home(WebRequest request, Todos todos, BoundForm<NewTodo> form) {
    Map<String, Object> page = new HashMap<>();
    page.put("todos", todos.all());
    page.put("form", form);
    page.put("user", request.session().get("user"));
    page.put("added", request.flash().get("added"));
    return WebResponse.template("index.jte", page);
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
