package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectGenerator;
import dev.silk.cli.create.ProjectSpec;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.testing.SeededRepository;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping a real {@code silk dev} process (its own JVM, as a user runs it) on a {@code silk new
 * --db} project while it starts: H2's shutdown hook closes the database under the first {@code
 * main}'s migration, and none of what that breaks may reach the console. One line says it stopped.
 */
@Tag("slow")
class DevStopTest {
  @TempDir static Path temp;
  private static Path project;

  @BeforeAll
  static void generate() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Path repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
    project = temp.resolve("shop");
    new ProjectGenerator()
        .create(
            new ProjectSpec(
                "shop",
                "com.example",
                "com.example.shop",
                ProjectSpec.DEFAULT_VERSION,
                ProjectTemplate.WEB,
                project,
                SilkVersion.current(),
                true),
            false,
            null);
    Files.createDirectories(project.resolve(".mvn"));
    Files.writeString(
        project.resolve(".mvn/maven.config"), "-Dmaven.repo.local=" + repository + "\n");
  }

  @Test
  void aStopDuringTheFirstStartEndsWithOneLineAndNoTrace() throws Exception {
    // The first start resolves the class path with Maven (cached in target/silk) and is stopped
    // once serving; the next ones start cold from that cache, as a developer's do, and are stopped
    // as the first main connects and migrates, and a little later (its app starting, first page).
    run(null, 0);
    for (long delay : new long[] {0, 150, 400}) {
      run("start: templates", delay);
    }
  }

  /**
   * Starts {@code silk --verbose dev} with no compiled classes and no database, sends SIGTERM (what
   * a closed terminal or a process manager sends; a terminal's Ctrl-C, SIGINT, takes the same path
   * through the JVM's shutdown, but is ignored by the JVMs of background jobs) {@code delay} ms
   * after the first line containing {@code cue} (null: the ready line), and checks what it printed
   * after the signal.
   */
  private static void run(String cue, long delay) throws Exception {
    deleteAllBut(project.resolve("target/silk"), "classpath-");
    deleteTree(project.resolve("data"));
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
                project.toString())
            .redirectErrorStream(true)
            .start();
    List<String> lines = new CopyOnWriteArrayList<>();
    Thread reader = new Thread(() -> read(process, lines), "test-dev-output");
    reader.start();
    String waitFor = cue == null ? "serving http://" : cue;
    int signalledAt;
    try {
      long deadline = System.currentTimeMillis() + 180_000;
      while (lines.stream().noneMatch(l -> l.contains(waitFor))) {
        assertTrue(process.isAlive(), "silk dev exited early:\n" + String.join("\n", lines));
        assertTrue(System.currentTimeMillis() < deadline, "no '" + waitFor + "' line: " + lines);
        Thread.sleep(5);
      }
      Thread.sleep(delay);
      signalledAt = lines.size();
      new ProcessBuilder("kill", "-TERM", Long.toString(process.pid())).start().waitFor();
      assertTrue(process.waitFor(60, TimeUnit.SECONDS), "silk dev did not stop");
      reader.join(10_000);
    } finally {
      process.destroyForcibly();
    }
    String all = String.join("\n", lines);
    assertEquals(143, process.exitValue(), all);
    List<String> after = new ArrayList<>(lines.subList(signalledAt, lines.size()));
    // What was on its way when the signal came (the start's progress, the line that follows the
    // ready line when no terminal is attached, main's own lines as it prints them on every start)
    // is not the stop's doing.
    after.removeIf(
        l ->
            l.contains("start:")
                || l.contains("classes read at")
                || l.contains("serving http://")
                || l.startsWith("no terminal: ")
                || l.startsWith("Database ")
                || l.startsWith("Listening on "));
    assertEquals(List.of("silk dev stopped"), after, "after SIGTERM:\n" + all);
    assertEquals("silk dev stopped", lines.get(lines.size() - 1), all);
    for (String line : lines) {
      assertTrue(
          !line.contains("Exception")
              && !line.startsWith("\tat ")
              && !line.contains("✗")
              && !line.contains("ERROR")
              && !line.contains("WARN"),
          "no error or trace on a stop:\n" + all);
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

  private static void deleteAllBut(Path dir, String keep) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (Stream<Path> children = Files.list(dir)) {
      for (Path child : children.toList()) {
        if (!child.getFileName().toString().startsWith(keep)) {
          deleteTree(child);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
