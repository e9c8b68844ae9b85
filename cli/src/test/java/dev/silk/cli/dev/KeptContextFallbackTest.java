package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk dev} run by hand from the jars, without the launcher's {@code --add-exports}: it
 * cannot keep javac's context (D264), so every edit gets a new javac task, and it says nothing
 * about it: no trace, no warning, the edits served as always.
 */
@Tag("slow")
class KeptContextFallbackTest {
  @TempDir Path dir;

  @Test
  void withoutTheExportsEveryEditCompilesWithANewTaskAndNothingIsPrinted() throws Exception {
    TestProject project = TestProject.create(dir);
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "dev.silk.cli.Main",
                "--verbose",
                "dev",
                "--port",
                "0",
                "--no-browser",
                "--dir",
                dir.toString())
            .redirectErrorStream(true)
            .start();
    List<String> lines = new CopyOnWriteArrayList<>();
    Thread reader = new Thread(() -> read(process, lines), "test-dev-output");
    reader.start();
    try {
      String ready = await(process, lines, l -> l.contains("serving http://"));
      Matcher port = Pattern.compile("http://[^:/]+:(\\d+)/").matcher(ready);
      assertTrue(port.find(), ready);
      URI page = URI.create("http://localhost:" + port.group(1) + "/");
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      for (int edit = 2; edit <= 4; edit++) {
        project.replace(
            "src/main/java/com/example/Greeting.java", "hello v" + (edit - 1), "hello v" + edit);
        String expected = "hello v" + edit;
        long deadline = System.currentTimeMillis() + 60_000;
        while (!http.send(
                HttpRequest.newBuilder(page).build(), HttpResponse.BodyHandlers.ofString())
            .body()
            .contains(expected)) {
          assertTrue(System.currentTimeMillis() < deadline, "no " + expected + ": " + lines);
          Thread.sleep(20);
        }
      }
      new ProcessBuilder("kill", "-TERM", Long.toString(process.pid())).start().waitFor();
      assertTrue(process.waitFor(60, TimeUnit.SECONDS), "silk dev did not stop");
      reader.join(10_000);
    } finally {
      process.destroyForcibly();
    }
    String all = String.join("\n", lines);
    List<String> compiles = lines.stream().filter(l -> l.contains("of the sources in")).toList();
    assertEquals(3, compiles.size(), all);
    for (String compile : compiles) {
      assertTrue(compile.contains("incremental (javac: new context"), all);
    }
    for (String line : lines) {
      assertTrue(
          !line.contains("Exception")
              && !line.startsWith("\tat ")
              && !line.contains("✗")
              && !line.contains("WARN"),
          "no error or trace:\n" + all);
    }
  }

  private static String await(Process process, List<String> lines, Predicate<String> match)
      throws InterruptedException {
    long deadline = System.currentTimeMillis() + 180_000;
    while (true) {
      for (String line : lines) {
        if (match.test(line)) {
          return line;
        }
      }
      assertTrue(process.isAlive(), "silk dev exited early:\n" + String.join("\n", lines));
      assertTrue(System.currentTimeMillis() < deadline, "no such line: " + lines);
      Thread.sleep(5);
    }
  }

  private static void read(Process process, List<String> lines) {
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        lines.add(line);
      }
    } catch (IOException e) {
      // the process ended
    }
  }
}
