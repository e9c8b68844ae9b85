package dev.silk.cli.bench.http;

import dev.silk.cli.app.BenchTarget;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;

/**
 * The default targets: every {@code GET} route without path variables, as the application's own
 * {@code App.routes()} lists them (read by {@link RouteLister} in a separate JVM). When the routes
 * cannot be read (a main that never calls {@code start()}, a jar without a {@code Main-Class}), the
 * fallback is {@code GET /}, and {@link #note()} says why.
 *
 * <pre>{@code
 * RouteDiscovery found = RouteDiscovery.of(jar);
 * found.targets().forEach(t -> System.out.println(t.label()));
 * }</pre>
 */
final class RouteDiscovery {
  private final List<BenchTarget> targets;
  private final String note;

  private RouteDiscovery(List<BenchTarget> targets, String note) {
    this.targets = targets;
    this.note = note;
  }

  /** Lists the GET routes of the application in {@code jar}. */
  static RouteDiscovery of(Path jar) throws InterruptedException {
    String mainClass;
    try (JarFile file = new JarFile(jar.toFile())) {
      mainClass =
          file.getManifest() == null
              ? null
              : file.getManifest().getMainAttributes().getValue("Main-Class");
    } catch (IOException e) {
      return fallback("cannot read " + jar + ": " + e.getMessage());
    }
    if (mainClass == null) {
      return fallback(jar.getFileName() + " names no Main-Class");
    }
    List<String> lines;
    try {
      Process process =
          new ProcessBuilder(
                  JavaDriver.javaBin(),
                  "-XX:TieredStopAtLevel=1",
                  "-cp",
                  jar + File.pathSeparator + JavaDriver.codeLocation(),
                  RouteLister.class.getName(),
                  mainClass)
              .redirectErrorStream(true)
              .start();
      byte[] out = process.getInputStream().readAllBytes();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
      lines = new String(out, StandardCharsets.UTF_8).lines().toList();
    } catch (IOException e) {
      return fallback("cannot run the route lister: " + e.getMessage());
    }
    List<BenchTarget> targets = new ArrayList<>();
    boolean ended = false;
    for (String line : lines) {
      if (!line.startsWith(RouteLister.PREFIX)) {
        continue;
      }
      String route = line.substring(RouteLister.PREFIX.length());
      if (route.equals("end")) {
        ended = true;
      } else if (route.startsWith("GET ") && !route.contains("{")) {
        targets.add(BenchTarget.get(route.substring(4)));
      }
    }
    if (!ended) {
      return fallback(mainClass + ".main did not call App.start()");
    }
    if (targets.isEmpty()) {
      return fallback("the app has no GET route without path variables");
    }
    return new RouteDiscovery(List.copyOf(targets), null);
  }

  private static RouteDiscovery fallback(String why) {
    return new RouteDiscovery(List.of(BenchTarget.get("/")), why + "; measuring GET /");
  }

  List<BenchTarget> targets() {
    return targets;
  }

  /** Why the fallback was used, or null. */
  String note() {
    return note;
  }
}
