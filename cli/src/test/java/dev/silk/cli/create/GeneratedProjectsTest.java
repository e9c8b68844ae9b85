package dev.silk.cli.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.OfflineMaven;
import dev.silk.cli.testing.SeededRepository;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The promise of {@code silk new}: every template gives a project whose own {@code mvn -o verify}
 * passes offline (its tests included) and whose jar serves its pages and JSON. The Silk artifacts
 * come from this build through a {@link SeededRepository}; when the shared repository lacks a
 * plugin the generated build needs (a fresh machine), one online build warms it first.
 */
@Tag("slow")
class GeneratedProjectsTest {
  private static final Pattern LISTENING = Pattern.compile("Listening on http://localhost:(\\d+)");

  @TempDir static Path temp;
  static Path repository;

  @BeforeAll
  static void seedRepository() throws IOException {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
  }

  @ParameterizedTest(name = "the {0} template builds offline and its jar serves it")
  @EnumSource(ProjectTemplate.class)
  void aGeneratedProjectBuildsOfflineAndItsJarServesIt(ProjectTemplate template) throws Exception {
    Path project = temp.resolve(template.id());
    DemoProject.generate(template, project);

    verifyOffline(project);

    Path jar = project.resolve("target/demo.jar");
    assertTrue(Files.isRegularFile(jar), "mvn verify makes target/demo.jar");
    // Port 0: the app takes a free port and prints it, so nothing else on the machine (another
    // test, another engineer's server on 8080) can make this test fail.
    Process app =
        new ProcessBuilder(javaBin(), "-jar", jar.toString(), "0")
            .redirectErrorStream(true)
            .start();
    try {
      int port = awaitPort(app);
      switch (template) {
        case MINIMAL -> assertEquals("Hello from demo!", get(port, "/", 200, "text/plain"));
        case API -> {
          assertEquals(
              "[{\"id\":1,\"title\":\"Read the README\",\"done\":false}]",
              get(port, "/api/todos", 200, "application/json"));
          assertEquals(
              "{\"id\":2,\"title\":\"Ship it\",\"done\":false}",
              post(port, "/api/todos", "{\"title\":\"Ship it\"}", 201));
        }
        case WEB -> {
          String page = get(port, "/", 200, "text/html");
          assertTrue(page.contains("<li>Read the README</li>"), page);
          assertTrue(page.contains("<link rel=\"stylesheet\" href=\"/style.css\">"), page);
          assertTrue(get(port, "/style.css", 200, "text/css").contains("--accent"));
          assertTrue(get(port, "/api/todos", 200, "application/json").contains("Read the README"));
        }
      }
    } finally {
      app.destroy();
      if (!app.waitFor(20, TimeUnit.SECONDS)) {
        app.destroyForcibly();
      }
    }
  }

  /** {@code mvn -o -B verify}; a missing plugin in a cold repository warms it online once. */
  private static void verifyOffline(Path project) throws Exception {
    List<String> args = List.of("-q", "-Dmaven.repo.local=" + repository, "clean", "verify");
    OfflineMaven.Run first =
        OfflineMaven.offlineFirst(
            project,
            offline ->
                project.resolveSibling(project.getFileName() + (offline ? "-o" : "") + ".log"),
            Duration.ofMinutes(10),
            args);
    if (!first.offline()) {
      OfflineMaven.Run again =
          OfflineMaven.run(
              project,
              true,
              project.resolveSibling(project.getFileName() + "-o.log"),
              Duration.ofMinutes(10),
              args);
      assertEquals(0, again.exit(), () -> "mvn -o verify failed after warming:\n" + again.tail());
    }
  }

  private static String javaBin() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static int awaitPort(Process app) throws Exception {
    BufferedReader out =
        new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8));
    StringBuilder seen = new StringBuilder();
    CompletableFuture<Integer> port =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                for (String line; (line = out.readLine()) != null; ) {
                  seen.append(line).append('\n');
                  Matcher matcher = LISTENING.matcher(line);
                  if (matcher.find()) {
                    return Integer.parseInt(matcher.group(1));
                  }
                }
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
              throw new IllegalStateException("the app ended:\n" + seen);
            });
    return port.get(60, TimeUnit.SECONDS);
  }

  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private static String get(int port, String path, int status, String contentType)
      throws Exception {
    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(status, response.statusCode(), path + ": " + response.body());
    String type = response.headers().firstValue("Content-Type").orElse("");
    assertTrue(type.startsWith(contentType), path + " has Content-Type " + type);
    return response.body();
  }

  private static String post(int port, String path, String json, int status) throws Exception {
    HttpResponse<String> response =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertEquals(status, response.statusCode(), path + ": " + response.body());
    return response.body();
  }
}
