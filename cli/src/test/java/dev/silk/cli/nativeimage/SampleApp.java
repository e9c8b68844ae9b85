package dev.silk.cli.nativeimage;

import dev.silk.web.App;
import dev.silk.web.WebResponse;

/**
 * The application the fake native-image's "binaries" run: a real Silk app on Jetty, on {@code
 * PORT}, so boot timing, RSS and the training load are measured against a real server.
 */
public final class SampleApp {
  private SampleApp() {}

  /** Starts on $PORT; ignores its arguments, as a native image consumes its -XX options. */
  public static void main(String[] args) {
    int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "0"));
    App.create()
        .get("/", request -> WebResponse.text("hello"))
        .get("/items", request -> WebResponse.text("[1,2,3]"))
        .port(port)
        .start();
    System.out.println("Listening on http://localhost:" + port);
  }
}
