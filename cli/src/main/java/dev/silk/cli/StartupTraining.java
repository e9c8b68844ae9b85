package dev.silk.cli;

import dev.silk.cli.dev.DevListener;
import dev.silk.cli.dev.DevOptions;
import dev.silk.cli.dev.DevSession;
import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Path;

/**
 * The workloads install.sh records its class-data-sharing archives from (AppCDS class lists): the
 * commands people run most, each kind in one JVM, so an archive holds the classes of each.
 *
 * <p>By default it runs {@code silk --version}, {@code silk --help} and {@code silk new} (web
 * template) into the given folder, on the real console, exactly as the launcher would. With {@code
 * --dev} it then also starts a {@code silk dev} session on that new project (any free port), asks
 * it for its first page and stops it: that loads javac, Jetty, jte and the dev server, which a
 * short command never touches, for the archive the launcher maps for {@code silk dev} only
 * (docs/decisions.md, D66); on JDK 25 install.sh runs that training under {@code
 * -XX:AOTCacheOutput} instead, for an AOT cache (D73). install.sh discards the output. Not a
 * command: nobody but install.sh has a reason to call it.
 *
 * <pre>{@code
 * java -XX:DumpLoadedClassList=dev.classlist -cp ... dev.silk.cli.StartupTraining --dev /tmp/training
 * }</pre>
 */
public final class StartupTraining {
  private StartupTraining() {}

  /**
   * Runs the training commands; the last argument is an empty or missing folder for the project, an
   * optional {@code --dev} before it adds a dev session.
   */
  public static void main(String[] args) throws IOException {
    boolean dev = args.length == 2 && args[0].equals("--dev");
    if (args.length != 1 && !dev) {
      throw new IllegalArgumentException("usage: StartupTraining [--dev] FOLDER");
    }
    String folder = args[args.length - 1];
    String[][] commands = {
      {"--version"}, {"--help"}, {"new", "training", "--template", "web", "--directory", folder}
    };
    Console console = Console.system();
    for (String[] command : commands) {
      int exit = Cli.run(console, command);
      if (exit != ExitCodes.OK) {
        console.err().flush();
        throw new IllegalStateException("training run failed: silk " + String.join(" ", command));
      }
    }
    console.out().flush();
    if (dev) {
      devStart(Path.of(folder).toAbsolutePath().normalize());
      // Jetty's and the JDK's helper threads must not keep an installer waiting.
      System.exit(0);
    }
  }

  /** A {@code silk dev} start as a developer's first page sees it: compile, serve, render. */
  private static void devStart(Path project) throws IOException {
    DevOptions options = DevOptions.of(project, 0, SilkVersion.current().silk());
    try (DevSession session = new DevSession(options, RuntimeJars.locate(), new DevListener() {})) {
      int port = session.start();
      if (session.problem() != null) {
        throw new IllegalStateException("training dev session failed: " + session.problem());
      }
      for (String path : new String[] {"/", "/api/todos"}) {
        HttpURLConnection http =
            (HttpURLConnection)
                URI.create("http://localhost:" + port + path).toURL().openConnection();
        try (InputStream body = http.getInputStream()) {
          body.readAllBytes();
        } finally {
          http.disconnect();
        }
      }
    }
  }
}
