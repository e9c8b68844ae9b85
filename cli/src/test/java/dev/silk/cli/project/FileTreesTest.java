package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileTreesTest {
  @TempDir Path dir;

  @Test
  void aTreeGoesWithEverythingInItButNotWhatItsLinksPointTo() throws Exception {
    Path kept = Files.createDirectories(dir.resolve("kept"));
    Files.writeString(kept.resolve("file.txt"), "stays");
    Path tree = Files.createDirectories(dir.resolve("tree/a/b"));
    Files.writeString(tree.resolve("deep.txt"), "goes");
    Files.createSymbolicLink(dir.resolve("tree/link"), kept);

    FileTrees.delete(dir.resolve("tree"));

    assertFalse(Files.exists(dir.resolve("tree")));
    assertTrue(Files.isRegularFile(kept.resolve("file.txt")));
  }

  @Test
  void aMissingTreeIsNothingToDo() throws Exception {
    FileTrees.delete(dir.resolve("missing"));
    assertTrue(FileTrees.deleteQuietly(dir.resolve("missing")));
  }
}
