package dev.silk.cli.project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Deleting the folders the CLI makes and owns: {@code target/silk}, staging folders of {@code silk
 * new} and {@code silk native}, temporary compile folders. A symbolic link inside is deleted as a
 * link; what it points to is never touched.
 *
 * <pre>{@code
 * FileTrees.delete(root.resolve("target/silk"));
 * }</pre>
 */
public final class FileTrees {
  private FileTrees() {}

  /** Deletes {@code dir} and everything under it; nothing when it does not exist. */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      // Deepest first, so each folder is empty when its turn comes.
      for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * Deletes {@code dir} as far as it can, for clean-up on a path that is already failing or being
   * interrupted; true when nothing is left.
   */
  public static boolean deleteQuietly(Path dir) {
    try {
      delete(dir);
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
