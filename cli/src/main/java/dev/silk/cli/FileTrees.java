package dev.silk.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Deleting the folders the CLI works in ({@code target/silk}, its codec checks' temporary folders).
 */
public final class FileTrees {
  private FileTrees() {}

  /** Deletes {@code dir} and everything under it; nothing when it does not exist. */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      // Deepest first, so each folder is empty when its turn comes.
      for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    }
  }
}
