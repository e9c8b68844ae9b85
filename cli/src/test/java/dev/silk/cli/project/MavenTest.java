package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MavenTest {
  @TempDir Path project;
  @TempDir Path mavenHome;

  @Test
  void theProjectsWrapperComesFirst() throws Exception {
    executable(project.resolve("mvnw"));
    executable(mavenHome.resolve("bin/mvn"));

    Maven maven = Maven.forProject(project, Map.of("MAVEN_HOME", mavenHome.toString()));

    assertEquals(List.of(project.resolve("mvnw").toAbsolutePath().toString()), maven.executable());
  }

  @Test
  void withoutAWrapperMavenHomeIsUsed() throws Exception {
    executable(mavenHome.resolve("bin/mvn"));

    Maven maven = Maven.forProject(project, Map.of("MAVEN_HOME", mavenHome.toString()));

    assertEquals(List.of(mavenHome.resolve("bin/mvn").toString()), maven.executable());
  }

  @Test
  void aMavenHomeWithoutMvnAndNoWrapperLeaveMvnToThePath() throws Exception {
    Files.writeString(project.resolve("mvnw"), "not executable");

    Maven maven = Maven.forProject(project, Map.of("MAVEN_HOME", mavenHome.toString()));

    assertEquals(List.of("mvn"), maven.executable());
  }

  @Test
  void mavenRunsInTheGivenFolderAndEnvironmentWithNoInput() throws Exception {
    Path script = executable(project.resolve("mvnw"));
    Files.writeString(
        script, "#!/bin/sh\necho \"$PWD|$1|$SILK_TEST_VALUE|$(cat)|$HOME_NOT_SET\"\n");

    Process process =
        Maven.forProject(project, Map.of("SILK_TEST_VALUE", "given"))
            .process(project, List.of("-B"))
            .redirectErrorStream(true)
            .start();

    String out = new String(process.getInputStream().readAllBytes()).strip();
    assertEquals(0, process.waitFor());
    assertEquals(project.toRealPath() + "|-B|given||", out);
  }

  private static Path executable(Path file) throws Exception {
    Files.createDirectories(file.getParent());
    Files.writeString(file, "#!/bin/sh\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    return file;
  }
}
