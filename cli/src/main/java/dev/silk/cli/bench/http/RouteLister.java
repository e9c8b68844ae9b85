package dev.silk.cli.bench.http;

import dev.silk.web.App;
import dev.silk.web.Route;
import dev.silk.web.RunningApp;
import dev.silk.web.spi.DevMode;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Prints an application's routes without serving it: installs a {@link DevMode} host (the same
 * documented hook {@code silk dev} uses to take over {@code App.start()}), runs the application's
 * {@code main}, and when {@code start()} hands over the app prints {@link App#routes()} and halts.
 * It runs in a throwaway JVM whose class path is the application's jar first, then the CLI's, so it
 * sees exactly the routes the production jar registers.
 *
 * <pre>{@code
 * java -cp target/demo.jar:silk-cli.jar dev.silk.cli.bench.RouteLister com.example.demo.Main
 * }</pre>
 */
public final class RouteLister {
  /** The prefix of each printed route line, so the app's own output is never mistaken for one. */
  static final String PREFIX = "silk-route ";

  private RouteLister() {}

  /** Argument: the application's main class. */
  public static void main(String[] args) throws Throwable {
    DevMode.host(
        app -> {
          for (Route route : app.routes()) {
            System.out.println(PREFIX + route.method() + " " + route.path());
          }
          System.out.println(PREFIX + "end");
          System.out.flush();
          Runtime.getRuntime().halt(0);
          return stopped();
        });
    MethodHandle main =
        MethodHandles.publicLookup()
            .findStatic(
                Class.forName(args[0]), "main", MethodType.methodType(void.class, String[].class));
    main.invokeExact(new String[] {"0"});
    System.out.println(PREFIX + "none");
    System.out.flush();
    Runtime.getRuntime().halt(0);
  }

  private static RunningApp stopped() {
    return new RunningApp() {
      @Override
      public int port() {
        return 0;
      }

      @Override
      public void stop() {}
    };
  }
}
