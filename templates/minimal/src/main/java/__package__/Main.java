package {{package}};

import dev.silk.web.App;
import dev.silk.web.RunningApp;
import dev.silk.web.WebResponse;

/** {{name}}: starts the app on $PORT (or the first argument, or 8080). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    RunningApp running = app().port(port(args)).start();
    System.out.println("Listening on http://localhost:" + running.port());
  }

  /** The routes. Tests call this to get the same app without a socket. */
  public static App app() {
    return App.create().get("/", request -> WebResponse.text("Hello from {{name}}!"));
  }

  /** PORT=0 picks any free port. */
  static int port(String[] args) {
    String port = args.length > 0 ? args[0] : System.getenv("PORT");
    return port == null || port.isBlank() ? 8080 : Integer.parseInt(port.trim());
  }
}
