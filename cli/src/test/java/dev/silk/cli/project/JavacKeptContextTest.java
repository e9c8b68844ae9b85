package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kept javac context (D264) and its {@code --release} platform (D266) against a new task per
 * compile: the same classes, the same errors. The surefire JVM has the launcher's {@code
 * --add-exports}.
 */
class JavacKeptContextTest {
  @TempDir Path dir;

  private Path source(String name, String text) throws Exception {
    Path file = dir.resolve("src/p").resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  private Javac.Task task(Path source, boolean kept) {
    Javac.Task task =
        Javac.Task.of(List.of(source), dir.resolve("classes"))
            .options("-proc:none", "--release", "17");
    return kept ? task.inKeptContext() : task;
  }

  @Test
  void theSecondCompileReusesTheContextAndAProcessorRunNeverDoes() throws Exception {
    Path a = source("A.java", "package p;\n\npublic class A { String s = \"a\".strip(); }\n");
    try (Javac javac = Javac.open("test")) {
      assertTrue(javac.keepContext(List.of(dir.resolve("src"), dir.resolve("classes"))));
      Javac.Result first = javac.compile(task(a, true));
      assertTrue(first.ok(), first.toString());
      assertFalse(first.reusedContext());
      Javac.Result second = javac.compile(task(a, true));
      assertTrue(second.ok(), second.toString());
      assertTrue(second.reusedContext());
      // Processors on (no -proc:none): a new task, whatever the task asks.
      Javac.Result withProcessors =
          javac.compile(
              Javac.Task.of(List.of(a), dir.resolve("classes"))
                  .options("--release", "17")
                  .inKeptContext());
      assertTrue(withProcessors.ok(), withProcessors.toString());
      assertFalse(withProcessors.reusedContext());
    }
  }

  /** What a warm-up that gives way to an edit throws from its listener (D362). */
  private static final class GiveWay extends Javac.Stop {
    private static final long serialVersionUID = 1L;

    GiveWay() {
      super("a change is waiting");
    }
  }

  @Test
  void aCompileStoppedBetweenStepsLeavesTheContextToTheNextCompile() throws Exception {
    Path a = source("A.java", "package p;\n\npublic class A { int n = 1; }\n");
    try (Javac javac = Javac.open("test")) {
      javac.keepContext(List.of(dir.resolve("src"), dir.resolve("classes")));
      assertTrue(javac.compile(task(a, true)).ok());
      // Stopped at its analysis, after A was entered: the stop comes out of compile, as javac
      // hands it back.
      RuntimeException stopped =
          assertThrows(
              RuntimeException.class,
              () ->
                  javac.compile(
                      task(a, true)
                          .prepare(
                              t ->
                                  t.addTaskListener(
                                      new TaskListener() {
                                        @Override
                                        public void started(TaskEvent e) {
                                          if (e.getKind() == TaskEvent.Kind.ANALYZE) {
                                            throw new GiveWay();
                                          }
                                        }
                                      }))));
      assertTrue(Javac.Stop.is(stopped), stopped.toString());
      // The next compile reuses the context, and sees A as it is now, not as the stopped one
      // entered it.
      Files.writeString(a, "package p;\n\npublic class A { int n = missing(); }\n");
      Javac.Result next = javac.compile(task(a, true));
      assertTrue(javac.keepsContext());
      assertTrue(next.reusedContext(), "the stopped compile's context was lost");
      assertFalse(next.ok());
      assertTrue(next.errors().get(0).message().contains("cannot find symbol"), next.toString());
      Files.writeString(a, "package p;\n\npublic class A { int n = 2; }\n");
      Javac.Result fixed = javac.compile(task(a, true));
      assertTrue(fixed.ok(), fixed.toString());
      assertTrue(fixed.reusedContext());
    }
  }

  @Test
  void anApiNewerThanTheReleaseFailsWithTheMessageOfANewTask() throws Exception {
    // StringBuilder.repeat is Java 21: not in release 17's API, whatever JDK runs this.
    Path b =
        source(
            "B.java",
            "package p;\n\npublic class B {\n"
                + "  String s = new StringBuilder().repeat(\"ab\", 2).toString();\n}\n");
    Path ok = source("C.java", "package p;\n\npublic class C { int n = \"c\".length(); }\n");
    try (Javac javac = Javac.open("test")) {
      Javac.Result fresh = javac.compile(task(b, false));
      assertFalse(fresh.ok());
      javac.keepContext(List.of(dir.resolve("src"), dir.resolve("classes")));
      assertTrue(javac.compile(task(ok, true)).ok());
      Javac.Result kept = javac.compile(task(b, true));
      assertTrue(kept.reusedContext());
      assertFalse(kept.ok());
      assertEquals(fresh.errors(), kept.errors());
      assertTrue(fresh.errors().get(0).message().contains("cannot find symbol"), fresh.toString());
    }
  }

  @Test
  void aClassOfTheProjectIsReadAgainAfterItsClassFileChanged() throws Exception {
    // U uses T from the class folder; T is compiled again with another method between two
    // compiles of U: the kept context must see the new T, as a new task would.
    Path t =
        source(
            "T.java", "package p;\n\npublic class T { public static int one() { return 1; } }\n");
    Path u = source("U.java", "package p;\n\npublic class U { int n = T.one(); }\n");
    Path classes = dir.resolve("classes");
    try (Javac javac = Javac.open("test")) {
      javac.classpath(List.of(classes));
      javac.keepContext(List.of(dir.resolve("src"), classes));
      assertTrue(javac.compile(Javac.Task.of(List.of(t), classes).options("-proc:none")).ok());
      assertTrue(javac.compile(task(u, true)).ok());
      Files.writeString(
          t, "package p;\n\npublic class T { public static int two() { return 2; } }\n");
      assertTrue(javac.compile(Javac.Task.of(List.of(t), classes).options("-proc:none")).ok());
      Files.writeString(u, "package p;\n\npublic class U { int n = T.two(); }\n");
      Javac.Result result = javac.compile(task(u, true));
      assertTrue(result.reusedContext());
      assertTrue(result.ok(), result.toString());
      Files.writeString(u, "package p;\n\npublic class U { int n = T.one(); }\n");
      Javac.Result stale = javac.compile(task(u, true));
      assertFalse(stale.ok(), "T.one() is gone");
    }
  }

  @Test
  void theTemplatesKeepAContextOfTheirOwnWhereAClassCompiledBeforeIsGoneAfter() throws Exception {
    // As silk dev compiles a template's Java (D342): other options than the app's compiles, a
    // package outside the project's folders, the same class names compiled again into a new
    // folder each time, never on the class path.
    Path g = dir.resolve("jte-java/q/G.java");
    Path h = dir.resolve("jte-java/q/H.java");
    Files.createDirectories(g.getParent());
    Files.writeString(g, "package q;\n\npublic class G { public static int a() { return 1; } }\n");
    Files.writeString(h, "package q;\n\npublic class H { int n = G.a(); }\n");
    Path a = source("A.java", "package p;\n\npublic class A { int n = 1; }\n");
    Path classes = dir.resolve("classes");
    try (Javac javac = Javac.open("test")) {
      javac.classpath(List.of(classes));
      javac.keepContext(List.of(dir.resolve("src"), classes));
      assertFalse(javac.compile(template(List.of(g, h), "w1")).reusedContext());
      assertTrue(javac.compile(task(a, true)).ok());
      Javac.Result again = javac.compile(template(List.of(g, h), "w2"));
      assertTrue(again.ok(), again.toString());
      assertTrue(again.reusedContext(), "the app's compile in between left the templates' context");
      assertTrue(javac.compile(task(a, true)).reusedContext(), "and the templates' the app's");
      // H alone: G was compiled from a source before, is in no folder on the class path and is
      // not compiled now, so it must not resolve.
      Javac.Result alone = javac.compile(template(List.of(h), "w3"));
      assertTrue(alone.reusedContext());
      assertFalse(alone.ok(), "G is not there any more");
      assertTrue(alone.errors().get(0).message().contains("cannot find symbol"), alone.toString());
    }
  }

  private Javac.Task template(List<Path> sources, String folder) {
    return Javac.Task.of(sources, dir.resolve(folder))
        .options("-parameters", "-proc:none", "-nowarn")
        .inKeptContext();
  }
}
