package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Java edits under a real {@code silk dev} session (its file watcher, its compiler, Jetty) whose
 * javac context is kept across compiles (D264): every step must give what a new javac would, and
 * the edits of method bodies must reuse the context. The surefire JVM has the launcher's {@code
 * --add-exports}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Tag("slow")
class KeptContextReloadTest {
  private static final String MAIN = "src/main/java/com/example/Main.java";
  private static final String TODO = "src/main/java/com/example/Todo.java";
  private static final String HELPER = "src/main/java/com/example/Helper.java";

  @TempDir static Path dir;
  static TestProject project;
  static RecordingListener listener = new RecordingListener();
  static DevSession session;
  static DevClient client;

  @BeforeAll
  static void start() throws Exception {
    project = TestProject.create(dir);
    project.write(
        MAIN,
        """
        package com.example;

        import dev.silk.web.App;
        import dev.silk.web.WebResponse;

        public class Main {
          public static void main(String[] args) {
            App.create()
                .get("/", req -> WebResponse.text("main v1; " + new Todo("milk").shown()))
                .start();
          }
        }
        """);
    project.write(
        TODO,
        """
        package com.example;

        public record Todo(String title) {
          public String shown() {
            return "todo " + title;
          }
        }
        """);
    project.write(
        HELPER,
        """
        package com.example;

        public final class Helper {
          public static String help() {
            return "helped";
          }
        }
        """);
    session =
        new DevSession(DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
    client = new DevClient(session.start());
    client.await("/", a -> a.body().contains("main v1; todo milk"));
  }

  @AfterAll
  static void stop() throws Exception {
    client.close();
    session.close();
  }

  @Test
  @Order(1)
  void editsOfMethodBodiesReuseTheContext() throws Exception {
    edit(MAIN, "main v1", "main v2", "main v2; todo milk");
    String second = edit(MAIN, "main v2", "main v3", "main v3; todo milk");
    assertTrue(second.contains("incremental (javac: kept context"), second);
  }

  @Test
  @Order(2)
  void anEditOfMainAfterTodoGainedAMethodCompilesAgainstTheNewTodo() throws Exception {
    // Todo's signature changes (a full compile); the next edit of Main alone must see the method:
    // a context that remembered the Todo it read for Main's last compile would not.
    int lines = listener.debugs.size();
    project.replace(
        TODO,
        "public String shown() {",
        "public String loud() {\n    return title.toUpperCase();\n  }\n\n  public String shown() {");
    awaitCompile(lines, line -> line.contains("the signature of com.example.Todo changed"));
    String compiled =
        edit(MAIN, "new Todo(\"milk\").shown()", "new Todo(\"milk\").loud()", "main v3; MILK");
    assertTrue(compiled.contains("incremental (javac: kept context"), compiled);
    // And a body edit of Todo, then of Main: Main's compile reads the Todo of the last compile.
    edit(TODO, "title.toUpperCase()", "title.toUpperCase() + \"!\"", "main v3; MILK!");
    compiled = edit(MAIN, "main v3", "main v4", "main v4; MILK!");
    assertTrue(compiled.contains("incremental (javac: kept context"), compiled);
  }

  @Test
  @Order(3)
  void aDeletedClassTheContextHadReadIsGoneForTheNextCompile() throws Exception {
    edit(MAIN, "\"main v4; \"", "\"main v5 \" + Helper.help() + \"; \"", "main v5 helped; MILK!");
    edit(MAIN, "\"main v5 \" + Helper.help() + \"; \"", "\"main v6; \"", "main v6; MILK!");
    int problems = listener.problems.size();
    int lines = listener.debugs.size();
    project.delete(HELPER);
    awaitCompile(lines, line -> line.contains("full (deleted"));
    assertFalse(Files.exists(dir.resolve("target/silk/classes/com/example/Helper.class")));
    // Main alone, calling the deleted class again: a fresh javac finds no Helper, so must this one.
    project.replace(MAIN, "\"main v6; \"", "\"main v7 \" + Helper.help() + \"; \"");
    Problem problem = awaitProblem(problems, p -> p.toString().contains("Helper"));
    assertEquals(Problem.Kind.COMPILE, problem.kind(), problem.toString());
    assertTrue(problem.toString().contains("cannot find symbol"), problem.toString());
    // Its fix compiles, and the context is kept again afterwards.
    edit(MAIN, "\"main v7 \" + Helper.help() + \"; \"", "\"main v8; \"", "main v8; MILK!");
    String compiled = edit(MAIN, "main v8", "main v9", "main v9; MILK!");
    assertTrue(compiled.contains("incremental (javac: kept context"), compiled);
  }

  @Test
  @Order(4)
  void aRenamedClassIsKnownByItsNewNameOnly() throws Exception {
    project.delete(TODO);
    project.write(
        "src/main/java/com/example/Task.java",
        """
        package com.example;

        public record Task(String title) {
          public String loud() {
            return "task " + title;
          }
        }
        """);
    project.replace(MAIN, "new Todo(\"milk\")", "new Task(\"milk\")");
    client.await("/", a -> a.body().contains("main v9; task milk"));
    edit(MAIN, "main v9", "main v10", "main v10; task milk");
    int problems = listener.problems.size();
    project.replace(MAIN, "new Task(\"milk\")", "new Todo(\"milk\")");
    Problem problem = awaitProblem(problems, p -> p.toString().contains("Todo"));
    assertTrue(problem.toString().contains("cannot find symbol"), problem.toString());
    edit(MAIN, "new Todo(\"milk\")", "new Task(\"milk\")", "main v10; task milk");
  }

  @Test
  @Order(5)
  void aChangedSignatureUsedByAnotherFileFailsThatFileAsAFreshCompileWould() throws Exception {
    int problems = listener.problems.size();
    project.replace(
        "src/main/java/com/example/Task.java",
        "public String loud() {",
        "public String loud(int times) {");
    Problem problem = awaitProblem(problems, p -> p.toString().contains("Main.java"));
    assertTrue(problem.toString().contains("loud"), problem.toString());
    edit(MAIN, ".loud()", ".loud(2)", "main v10; task milk");
    String compiled = edit(MAIN, "main v10", "main v11", "main v11; task milk");
    assertTrue(compiled.contains("incremental (javac: kept context"), compiled);
  }

  @Test
  @Order(6)
  void aJsonBoundRecordStillRunsTheProcessorAtEveryEdit() throws Exception {
    project.write(
        "src/main/java/com/example/Line.java",
        """
        package com.example;

        import dev.silk.json.JsonBound;

        @JsonBound
        public record Line(String text) {
          public Line {
            text = text.strip();
          }
        }
        """);
    project.replace(MAIN, "\"main v11; \"", "\"main v12 \" + new Line(\" a \").text() + \"; \"");
    client.await("/", a -> a.body().contains("main v12 a; task milk"));
    Path codec = dir.resolve("target/silk/generated-sources/com/example/LineCodec.java");
    assertTrue(Files.exists(codec), "the processor wrote the codec");
    edit(MAIN, "main v12", "main v13", "main v13 a; task milk");
    FileTime before = Files.getLastModifiedTime(codec);
    int lines = listener.debugs.size();
    project.replace("src/main/java/com/example/Line.java", "text.strip()", "text.trim()");
    String compiled = awaitCompile(lines, line -> line.contains("compiled 1 of the sources"));
    assertTrue(compiled.contains("incremental (javac: new context"), compiled);
    assertTrue(
        Files.getLastModifiedTime(codec).compareTo(before) > 0, "the codec was written again");
    compiled = edit(MAIN, "main v13", "main v14", "main v14 a; task milk");
    assertTrue(compiled.contains("incremental (javac: kept context"), compiled);
  }

  /**
   * Replaces {@code from} in {@code file}, waits for the page to show {@code shown}, and returns
   * the debug line of the compile that made it.
   */
  private static String edit(String file, String from, String to, String shown) throws Exception {
    int before = listener.debugs.size();
    project.replace(file, from, to);
    DevClient.Answer page = client.await("/", a -> a.body().contains(shown));
    assertEquals(200, page.status(), page.body() + listener.problems);
    for (int i = listener.debugs.size() - 1; i >= before; i--) {
      if (listener.debugs.get(i).startsWith("compiled ")) {
        return listener.debugs.get(i);
      }
    }
    throw new AssertionError("no compile line after the edit: " + listener.debugs);
  }

  private static String awaitCompile(int from, Predicate<String> match)
      throws InterruptedException {
    long end = System.nanoTime() + 60_000_000_000L;
    while (System.nanoTime() < end) {
      for (int i = from; i < listener.debugs.size(); i++) {
        String line = listener.debugs.get(i);
        if (line.startsWith("compiled ") && match.test(line)) {
          return line;
        }
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no such compile: " + listener.debugs);
  }

  private static Problem awaitProblem(int after, Predicate<Problem> match)
      throws InterruptedException {
    long end = System.nanoTime() + 60_000_000_000L;
    while (System.nanoTime() < end) {
      for (int i = after; i < listener.problems.size(); i++) {
        if (match.test(listener.problems.get(i))) {
          return listener.problems.get(i);
        }
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no such problem: " + listener.problems + "; " + listener.debugs);
  }
}
