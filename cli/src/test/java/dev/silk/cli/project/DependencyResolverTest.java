package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class DependencyResolverTest {

  @Test
  void installWarmsTheGoalSilkDevResolvesWith() throws Exception {
    // Run from cli/: the checkout's install.sh is one folder up.
    String install =
        Files.readString(Path.of("").toAbsolutePath().getParent().resolve("install.sh"));
    assertTrue(
        install.contains(DependencyResolver.BUILD_CLASSPATH),
        "install.sh must warm "
            + DependencyResolver.BUILD_CLASSPATH
            + ", or silk dev on a --db"
            + " project needs the network after an offline install");
  }
}
