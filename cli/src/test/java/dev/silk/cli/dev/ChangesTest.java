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
    assertEquals(
        new Changes(Changes.Kind.POM, 3),
        of("pom.xml", "src/main/java/shop/Main.java", "src/main/jte/page.jte"));
    assertEquals(
        new Changes(Changes.Kind.JAVA, 2),
        of("src/main/java/shop/Main.java", "src/main/resources/public/app.css"));
    assertEquals(new Changes(Changes.Kind.STYLES, 1), of("src/main/resources/public/app.css"));
    assertEquals(
        new Changes(Changes.Kind.RESOURCES, 2),
        of("src/main/resources/public/app.css", "src/main/jte/page.jte"));
    assertEquals(new Changes(Changes.Kind.RESOURCES, 1), of("src/main/jte/page.jte"));
  }

  @Test
  void onlyTheProjectsOwnPomAndSourcesCount() {
    assertEquals(new Changes(Changes.Kind.RESOURCES, 1), of("src/main/resources/pom.xml"));
    assertEquals(new Changes(Changes.Kind.RESOURCES, 1), of("src/test/java/shop/MainTest.java"));
  }
}
