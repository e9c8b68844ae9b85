package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md names classes to describe the request path and the reload chain; every one
 * it names in backticks must exist, so a rename cannot leave the page describing a house that is
 * gone.
 */
class ArchitectureDocTest {
  /** {@code `Name`}, {@code `Name.member()`} or {@code `Name.Nested`}: a class name first. */
  private static final Pattern CLASS_NAME = Pattern.compile("`([A-Z][A-Za-z0-9]*)(?:[.(][^`]*)?`");

  @Test
  void everyClassThePageNamesExists() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Set<String> classes = new HashSet<>();
    List<Path> roots = new ArrayList<>();
    try (Stream<Path> modules = Files.list(checkout.resolve("runtime"))) {
      modules.forEach(m -> roots.add(m.resolve("src")));
    }
    roots.add(checkout.resolve("cli/src"));
    for (Path root : roots) {
      if (Files.isDirectory(root)) {
        try (Stream<Path> walk = Files.walk(root)) {
          walk.map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".java"))
              .forEach(n -> classes.add(n.substring(0, n.length() - ".java".length())));
        }
      }
    }
    Set<String> missing = new TreeSet<>();
    Matcher m = CLASS_NAME.matcher(Files.readString(checkout.resolve("docs/architecture.md")));
    while (m.find()) {
      if (!classes.contains(m.group(1)) && !isJdkClass(m.group(1))) {
        missing.add(m.group(1));
      }
    }
    assertTrue(
        missing.isEmpty(),
        () -> "docs/architecture.md names classes that do not exist: " + missing);
  }

  /** The page may name a JDK class, such as {@code ServiceLoader}. */
  private static boolean isJdkClass(String name) {
    for (String pkg :
        List.of("java.lang", "java.util", "java.io", "java.nio.file", "javax.tools")) {
      try {
        Class.forName(pkg + "." + name, false, ClassLoader.getPlatformClassLoader());
        return true;
      } catch (ClassNotFoundException e) {
        // not in this package
      }
    }
    return false;
  }
}
