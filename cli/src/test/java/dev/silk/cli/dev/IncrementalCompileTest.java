package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.RuntimeJars;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dev compiler compiles only what changed when that is safe, and everything when it is not:
 * after every step the classes must be what a full compile of the sources gives.
 */
@Tag("slow")
class IncrementalCompileTest {
  @TempDir Path dir;
  TestProject project;
  RuntimeJars runtime;
  DevCompiler compiler;

  @BeforeEach
  void start() throws Exception {
    project = new TestProject(dir);
    project.write(
        "src/main/java/p/Names.java",
        "package p;\n\npublic final class Names {\n"
            + "  public static final String GREETING = \"hello\";\n"
            + "  public static String shout(String s) { return s.toUpperCase(); }\n}\n");
    project.write(
        "src/main/java/p/User.java",
        "package p;\n\npublic final class User {\n"
            + "  public static String text() {\n"
            + "    Runnable r = new Runnable() { public void run() {} };\n"
            + "    r.run();\n"
            + "    return Names.GREETING + \" \" + Names.shout(\"world\");\n  }\n}\n");
    project.write(
        "src/main/java/p/Item.java",
        "package p;\n\nimport dev.silk.json.JsonBound;\n\n"
            + "@JsonBound\npublic record Item(String name) {\n"
            + "  public Item {\n    name = name.strip();\n  }\n}\n");
    runtime = RuntimeJars.locate();
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    DevCompiler.Result first = compiler.compile();
    assertTrue(first.success(), first.toString());
    assertEquals("full (no previous compile)", first.how());
  }

  @AfterEach
  void stop() throws Exception {
    compiler.close();
  }

  @Test
  void aBodyOnlyEditCompilesThatFileAloneAndTheAppSeesIt() throws Exception {
    project.replace("src/main/java/p/Names.java", "s.toUpperCase()", "s.toUpperCase() + \"!\"");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals("incremental", r.how());
    assertEquals(1, r.sourceFiles());
    assertEquals("hello WORLD!", call("p.User", "text"));
    assertEquals(0, compiler.compile().sourceFiles(), "nothing changed since");
  }

  @Test
  void aSourceStillEmptyWhenTheCompileStartsIsCompiledOnceWritten() throws Exception {
    // A save that truncates, then writes, caught between the two by a compile already queued
    // (D371): compiling the empty file would remove its class and fail every file using it.
    Path names = dir.resolve("src/main/java/p/Names.java");
    String edited = Files.readString(names).replace("s.toUpperCase()", "s.toUpperCase() + \"?\"");
    Files.writeString(names, "");
    Thread saver =
        new Thread(
            () -> {
              try {
                Thread.sleep(40);
                Files.writeString(names, edited);
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    saver.start();
    DevCompiler.Result r = compiler.compile();
    saver.join();
    assertTrue(r.success(), r.toString());
    assertEquals("incremental", r.how());
    assertEquals(1, r.sourceFiles());
    assertEquals("hello WORLD?", call("p.User", "text"));
  }

  @Test
  void aSourceLeftEmptyIsCompiledAsItIsAfterAShortWait() throws Exception {
    project.write("src/main/java/p/Names.java", "");
    DevCompiler.Result r = compiler.compile();
    assertFalse(r.success(), "the users of an emptied class fail: " + r);
    assertTrue(
        r.millis() >= ChangeWatcher.EMPTIED_FILE_SETTLE_MILLIS,
        "the compile waited for a write first: " + r);
    assertTrue(
        r.errors().stream().anyMatch(e -> e.message().contains("Names")),
        "the error names the emptied class: " + r.errors());
  }

  @Test
  void aFieldOfAGeneratedCodecsTypeCompiles() throws Exception {
    // The processor writes its codecs in javac's last round under silk dev (D347), where a
    // declaration naming one does not resolve yet: such a compile runs again without that.
    project.write(
        "src/main/java/p/Codecs.java",
        "package p;\n\npublic final class Codecs {\n"
            + "  public static final ItemCodec ITEM = ItemCodec.INSTANCE;\n}\n");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals(4, r.sourceFiles());
    assertTrue(Files.isRegularFile(dir.resolve("target/silk/classes/p/Codecs.class")));
    assertTrue(Files.isRegularFile(dir.resolve("target/silk/classes/p/ItemCodec.class")));
    project.replace("src/main/java/p/Item.java", "name.strip()", "name.trim()");
    DevCompiler.Result edit = compiler.compile();
    assertTrue(edit.success(), edit.toString());
    assertEquals("incremental", edit.how());
  }

  @Test
  void theRestartKeyCompilesEverythingEvenWhenNothingChanged() throws Exception {
    compiler.forgetLastCompile();
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals("full (no previous compile)", r.how());
    assertEquals(3, r.sourceFiles());
  }

  @Test
  void aChangedConstantRecompilesTheClassesThatInlinedIt() throws Exception {
    project.replace("src/main/java/p/Names.java", "\"hello\"", "\"howdy\"");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertTrue(r.how().startsWith("full (the signature of p.Names changed"), r.how());
    assertEquals("howdy WORLD", call("p.User", "text"));
  }

  @Test
  void aSignatureChangeThatBreaksADependentReportsTheDependent() throws Exception {
    project.replace(
        "src/main/java/p/Names.java", "String shout(String s)", "String shout(String s, int n)");
    DevCompiler.Result r = compiler.compile();
    assertFalse(r.success(), "User.java calls shout(String): " + r);
    assertTrue(
        r.errors().stream().anyMatch(e -> e.file().endsWith("User.java")), r.errors().toString());
    project.replace("src/main/java/p/User.java", "shout(\"world\")", "shout(\"world\", 2)");
    DevCompiler.Result fixed = compiler.compile();
    assertTrue(fixed.success(), fixed.toString());
    assertEquals("hello WORLD", call("p.User", "text"));
  }

  @Test
  void aDeletedClassLeavesNoClassBehindAndItsUsersFail() throws Exception {
    project.delete("src/main/java/p/Names.java");
    DevCompiler.Result r = compiler.compile();
    assertFalse(r.success(), r.toString());
    assertTrue(r.how().startsWith("full (deleted"), r.how());
    assertFalse(Files.exists(compiler.classes().resolve("p/Names.class")));
    project.write(
        "src/main/java/p/User.java",
        "package p;\n\npublic final class User {\n"
            + "  public static String text() { return \"alone\"; }\n}\n");
    DevCompiler.Result fixed = compiler.compile();
    assertTrue(fixed.success(), fixed.toString());
    assertFalse(Files.exists(compiler.classes().resolve("p/Names.class")));
    assertEquals("alone", call("p.User", "text"));
  }

  @Test
  void anAnonymousClassThatIsGoneIsDeletedByAnIncrementalCompile() throws Exception {
    assertTrue(Files.exists(compiler.classes().resolve("p/User$1.class")));
    project.replace(
        "src/main/java/p/User.java",
        "Runnable r = new Runnable() { public void run() {} };",
        "Runnable r = () -> {};");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals("incremental", r.how());
    assertFalse(Files.exists(compiler.classes().resolve("p/User$1.class")));
  }

  @Test
  void aJsonBoundRecordRegeneratesItsCodecWithEveryChange() throws Exception {
    Path codec = dir.resolve("target/silk/generated-sources/p/ItemCodec.java");
    assertTrue(Files.exists(codec));
    assertTrue(Files.exists(compiler.classes().resolve("p/ItemCodec.class")));

    project.replace("src/main/java/p/Item.java", "name.strip()", "name.strip().toLowerCase()");
    DevCompiler.Result body = compiler.compile();
    assertTrue(body.success(), body.toString());
    assertEquals("incremental", body.how(), "a body change keeps the codec's shape");

    project.replace(
        "src/main/java/p/Item.java", "Item(String name)", "Item(String name, int count)");
    DevCompiler.Result shape = compiler.compile();
    assertTrue(shape.success(), shape.toString());
    assertTrue(shape.how().startsWith("full"), shape.how());
    assertTrue(Files.readString(codec).contains("count"), "the codec writes the new component");

    project.replace("src/main/java/p/Item.java", "@JsonBound\n", "");
    DevCompiler.Result unbound = compiler.compile();
    assertTrue(unbound.success(), unbound.toString());
    assertTrue(unbound.how().startsWith("full"), unbound.how());
    assertFalse(Files.exists(codec), "no codec for a record that is no longer @JsonBound");
    assertFalse(Files.exists(compiler.classes().resolve("p/ItemCodec.class")));
  }

  @Test
  void aNewSessionOnUpToDateClassesCompilesItsFirstEditIncrementally() throws Exception {
    compiler.close();
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    assertTrue(compiler.resume());
    project.replace("src/main/java/p/Names.java", "s.toUpperCase()", "s.toLowerCase()");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals("incremental", r.how(), "the state the last session saved is the base");
    assertEquals("hello world", call("p.User", "text"));

    // ...and the state saved after that incremental compile is the next session's base.
    compiler.close();
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    assertTrue(compiler.resume());
    project.replace("src/main/java/p/Names.java", "\"hello\"", "\"hi\"");
    DevCompiler.Result constant = compiler.compile();
    assertTrue(constant.how().startsWith("full"), "a constant is part of the signature");
    assertEquals("hi world", call("p.User", "text"));
  }

  @Test
  void aDamagedStateFileMeansAFullCompileNotAWrongOne() throws Exception {
    compiler.close();
    Path state = dir.resolve("target/silk/classes.state");
    assertTrue(Files.isRegularFile(state));
    Files.writeString(state, Files.readString(state).replaceFirst("\nG\t", "\nX\t"));
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    assertTrue(compiler.resume(), "the classes themselves are up to date");
    project.replace("src/main/java/p/Names.java", "s.toUpperCase()", "s.toLowerCase()");
    DevCompiler.Result r = compiler.compile();
    assertEquals("full (no previous compile)", r.how());
    assertEquals("hello world", call("p.User", "text"));
  }

  @Test
  void aStateFileThatIsNotTextIsIgnoredNotAnError() throws Exception {
    compiler.close();
    Files.write(dir.resolve("target/silk/classes.state"), new byte[] {(byte) 0xFF, (byte) 0xFE});
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    assertTrue(compiler.resume());
    project.replace("src/main/java/p/Names.java", "s.toUpperCase()", "s.toLowerCase()");
    DevCompiler.Result r = compiler.compile();
    assertEquals("full (no previous compile)", r.how());
    assertEquals("hello world", call("p.User", "text"));
  }

  @Test
  void aNewSessionWithoutAStateFileCompilesIncrementallyAfterItsWarmUp() throws Exception {
    compiler.close();
    Files.delete(dir.resolve("target/silk/classes.state"));
    compiler = new DevCompiler(dir, runtime.classpath(), runtime.processorPath(), "17");
    assertTrue(compiler.resume());
    compiler.warmUp();
    project.replace("src/main/java/p/Names.java", "s.toUpperCase()", "s.toLowerCase()");
    DevCompiler.Result r = compiler.compile();
    assertTrue(r.success(), r.toString());
    assertEquals("incremental", r.how());
    assertEquals("hello world", call("p.User", "text"));
  }

  /** Runs a static no-argument method of the compiled classes in a fresh loader. */
  private Object call(String type, String method) throws Exception {
    List<Path> path = new ArrayList<>(runtime.classpath());
    path.add(0, compiler.classes());
    try (URLClassLoader loader =
        new URLClassLoader(LoaderChain.urls(path), ClassLoader.getPlatformClassLoader())) {
      return loader.loadClass(type).getMethod(method).invoke(null);
    }
  }
}
