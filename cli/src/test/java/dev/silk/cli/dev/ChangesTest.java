package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ChangesTest {
  private static final Path ROOT = Path.of("/work/shop");

  private static Changes of(String... files) {
    Set<Path> paths = new HashSet<>();
    for (String f : files) {
      paths.add(ROOT.resolve(f));
    }
    return Changes.of(paths, ROOT);
  }

  @Test
  void theMostAChangeNeedsDecidesForTheWholeBurst() {
    assertKind(
        Changes.Kind.POM,
        3,
        of("pom.xml", "src/main/java/shop/Main.java", "src/main/jte/page.jte"));
    assertKind(
        Changes.Kind.JAVA,
        2,
        of("src/main/java/shop/Main.java", "src/main/resources/public/app.css"));
    assertKind(Changes.Kind.STYLES, 1, of("src/main/resources/public/app.css"));
    assertKind(
        Changes.Kind.RESOURCES,
        2,
        of("src/main/resources/public/app.css", "src/main/jte/page.jte"));
    assertKind(Changes.Kind.RESOURCES, 1, of("src/main/jte/page.jte"));
    assertKind(
        Changes.Kind.MIGRATIONS,
        2,
        of("src/main/resources/db/migration/V3__add_due.sql", "src/main/jte/page.jte"));
    assertKind(
        Changes.Kind.JAVA,
        2,
        of("src/main/resources/db/migration/V3__add_due.sql", "src/main/java/shop/Todo.java"));
  }

  @Test
  void onlyTheProjectsOwnPomAndSourcesCount() {
    assertKind(Changes.Kind.RESOURCES, 1, of("src/main/resources/pom.xml"));
    assertKind(Changes.Kind.TESTS, 1, of("src/test/java/shop/MainTest.java"));
    assertKind(Changes.Kind.TESTS, 1, of("src/test/resources/data.json"));
    // The reload compiles the tests and runs the affected ones after it.
    assertKind(
        Changes.Kind.JAVA,
        2,
        of("src/main/java/shop/Main.java", "src/test/java/shop/MainTest.java"));
  }

  @Test
  void theHistoryAndTheConsoleNameWhatChanged() {
    Changes template = of("src/main/jte/page.jte");
    assertEquals("template", template.trigger());
    assertEquals("page.jte", template.what());
    assertEquals("css", of("src/main/resources/public/app.css").trigger());
    assertEquals("resource", of("src/main/resources/public/app.js").trigger());
    Changes two = of("src/main/jte/page.jte", "src/main/resources/public/app.js");
    assertEquals("resource", two.trigger());
    assertEquals("2 files", two.what());
    assertEquals("java", of("src/main/java/shop/Main.java").trigger());
    assertEquals("pom", of("pom.xml").trigger());
  }

  private static void assertKind(Changes.Kind kind, int files, Changes changes) {
    assertEquals(kind, changes.kind(), changes::toString);
    assertEquals(files, changes.files(), changes::toString);
  }
}
