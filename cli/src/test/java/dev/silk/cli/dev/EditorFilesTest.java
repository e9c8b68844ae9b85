package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditorFilesTest {
  @Test
  void editorScratchFilesAreRecognised() {
    for (String name :
        List.of(
            "Main.java~",
            ".#Main.java",
            "#Main.java#",
            "4913",
            ".Main.java.swp",
            "x.swx",
            "Main.java___jb_tmp___",
            "Main.java___jb_old___",
            "a.tmp",
            ".DS_Store")) {
      assertTrue(EditorFiles.isTemporary(Path.of("src/main/java", name)), name);
    }
  }

  @Test
  void realSourcesTemplatesAndResourcesAreNot() {
    for (String name : List.of("Main.java", "index.jte", "site.css", "app.js", "pom.xml")) {
      assertFalse(EditorFiles.isTemporary(Path.of("src/main", name)), name);
    }
  }
}
