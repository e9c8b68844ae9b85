package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** silk-websocket holds to silk-web's rule: no reflection, proxies or ServiceLoader. */
class WebSocketNoReflectionTest {
  @Test
  void silkWebSocketUsesNoReflectionProxiesOrServiceLoader() throws IOException {
    Path root = Path.of("target/classes");
    assertTrue(Files.isDirectory(root), "compile first: " + root.toAbsolutePath());
    List<String> found = new ArrayList<>();
    int scanned = 0;
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file :
          (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
        scanned++;
        for (String ref : NoReflectionTest.references(file)) {
          if (NoReflectionTest.FORBIDDEN_CLASSES.stream().anyMatch(ref::contains)
              || NoReflectionTest.FORBIDDEN_METHODS.contains(ref)) {
            found.add(root.relativize(file) + " uses " + ref);
          }
        }
      }
    }
    assertTrue(scanned > 5, "scanned only " + scanned + " classes");
    assertEquals(List.of(), found);
  }
}
