package dev.silk.cli.dev.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.Javac;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which tests a change affects, read from real class files javac made. */
class ClassGraphTest {
  @TempDir static Path dir;
  static ClassGraph graph;
  static Map<String, byte[]> classes;

  @BeforeAll
  static void compile() throws Exception {
    write(
        "app/Store.java",
        "package app; public class Store { public Item first() { return null; } }");
    write("app/Item.java", "package app; public record Item(String name, Price price) {}");
    write("app/Price.java", "package app; public record Price(long cents) {}");
    write(
        "app/Clock.java",
        "package app; public class Clock { public static long now() { return 1; } }");
    write(
        "app/Handler.java",
        "package app; public class Handler { java.util.List<Store> stores; "
            + "class Inner { void use(Clock c) {} } }");
    write("test/StoreTest.java", "package test; class StoreTest { void t() { new app.Store(); } }");
    write("test/PriceTest.java", "package test; class PriceTest { app.Price p; }");
    write(
        "test/ClockTest.java",
        "package test; class ClockTest { long t() { return app.Clock.now(); } }");
    write(
        "test/HandlerTest.java",
        "package test; class HandlerTest { void t(app.Handler h) { Helper.help(); } }");
    write("test/Helper.java", "package test; class Helper { static void help() {} }");
    Path out = dir.resolve("classes");
    try (Javac javac = Javac.open("test");
        Stream<Path> sources = Files.walk(dir.resolve("src"))) {
      List<Path> files = sources.filter(p -> p.toString().endsWith(".java")).toList();
      assertTrue(javac.compile(Javac.Task.of(files, out)).ok());
    }
    classes = new HashMap<>();
    try (Stream<Path> walk = Files.walk(out)) {
      for (Path p : walk.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = out.relativize(p).toString().replace('/', '.');
        classes.put(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(p));
      }
    }
    graph = ClassGraph.of(classes);
  }

  private static void write(String path, String text) throws Exception {
    Path file = dir.resolve("src").resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private static Set<String> tests(String... changed) {
    Set<String> hit = graph.dependents(List.of(changed));
    return ContinuousTests.testClassNames(hit);
  }

  @Test
  void aClassUsedThroughAChainOfOthersAffectsTheTestsAtTheEnd() {
    // Price is in Item's constructor descriptor, Item is Store.first()'s return type.
    assertEquals(
        Set.of("test.PriceTest", "test.StoreTest", "test.HandlerTest"), tests("app.Price"));
  }

  @Test
  void aGenericTypeArgumentAndANestedClassCount() {
    // Handler names Store only in a field's generic signature; Clock only in Handler$Inner.
    assertEquals(Set.of("test.StoreTest", "test.HandlerTest"), tests("app.Store"));
    assertEquals(Set.of("test.ClockTest", "test.HandlerTest"), tests("app.Clock"));
  }

  @Test
  void aTestHelperAffectsTheTestsThatCallIt() {
    assertEquals(Set.of("test.HandlerTest"), tests("test.Helper"));
  }

  @Test
  void aTestAffectsItselfAndNothingElse() {
    assertEquals(Set.of("test.PriceTest"), tests("test.PriceTest"));
  }

  @Test
  void onlyTopLevelClassesNamedAsSurefireNamesThemAreTests() {
    assertEquals(
        Set.of("a.FooTest", "a.TestBar", "a.BazTests", "a.QuxTestCase"),
        ContinuousTests.testClassNames(
            Set.of(
                "a.FooTest",
                "a.TestBar",
                "a.BazTests",
                "a.QuxTestCase",
                "a.Helper",
                "a.FooTest$Nested",
                "a.MyTestHelper")));
  }

  @Test
  void aTruncatedOrForeignFileNamesWhatWasReadAndNoMore() {
    Map<String, String> known = Map.of("app/Price", "app.Price");
    byte[] item = classes.get("app.Item");
    assertEquals(Set.of("app.Price"), ClassGraph.references(item, known));
    byte[] cut = java.util.Arrays.copyOf(item, item.length / 3);
    assertTrue(known.values().containsAll(ClassGraph.references(cut, known)));
    assertEquals(Set.of(), ClassGraph.references(new byte[] {1, 2, 3}, known));
  }
}
