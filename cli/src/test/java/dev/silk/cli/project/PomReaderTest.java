package dev.silk.cli.project;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.dev.TestProject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PomReaderTest {
  @TempDir Path dir;

  @Test
  void aGeneratedPomGivesItsCoordinatesMainClassAndSilkVersion() throws Exception {
    TestProject.create(dir);
    ProjectModel model = PomReader.read(dir, null);
    assertEquals("com.example", model.groupId());
    assertEquals("demo", model.artifactId());
    assertEquals("com.example.Main", model.mainClass());
    assertEquals(TestProject.VERSION, model.silkVersion());
    assertEquals("17", model.javaRelease());
    assertTrue(model.onlySilkDependencies());
    assertNull(model.versionWarning(TestProject.VERSION));
  }

  @Test
  void aDifferentSilkVersionIsAWarningThatSaysHowToFixIt() throws Exception {
    TestProject p = TestProject.create(dir);
    p.replace("pom.xml", "<silk.version>" + TestProject.VERSION, "<silk.version>0.0.9");
    String warning = PomReader.read(dir, null).versionWarning("0.1.0");
    assertTrue(warning.contains("0.0.9") && warning.contains("0.1.0"), warning);
    assertTrue(warning.contains("set the Silk version in pom.xml to 0.1.0"), warning);
  }

  @Test
  void aNonSilkDependencyNeedsMavenButATestOnlyOneDoesNot() throws Exception {
    TestProject p = TestProject.create(dir);
    p.write(
        "pom.xml",
        TestProject.pom(
            "<dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId>"
                + "<version>5.14.1</version><scope>test</scope></dependency>\n"));
    assertTrue(PomReader.read(dir, null).onlySilkDependencies());
    p.write(
        "pom.xml",
        TestProject.pom(
            "<dependency><groupId>info.picocli</groupId><artifactId>picocli</artifactId>"
                + "<version>4.7.7</version></dependency>\n"));
    assertFalse(PomReader.read(dir, null).onlySilkDependencies());
  }

  @Test
  void jteAndJettyComeFromTheRuntimeSoTheWebTemplateNeedsNoMaven() throws Exception {
    TestProject p = TestProject.create(dir);
    p.write(
        "pom.xml",
        TestProject.pom(
            "<dependency><groupId>gg.jte</groupId><artifactId>jte-runtime</artifactId>"
                + "<version>3.2.5</version></dependency>\n"));
    assertTrue(PomReader.read(dir, null).onlySilkDependencies());
  }

  @Test
  void withoutADeclaredMainTheConventionalGroupMainIsUsed() throws Exception {
    TestProject p = TestProject.create(dir);
    p.replace("pom.xml", "<exec.mainClass>com.example.Main</exec.mainClass>", "");
    assertEquals("com.example.Main", PomReader.read(dir, null).mainClass());
    assertEquals("com.example.Other", PomReader.read(dir, "com.example.Other").mainClass());
  }

  @Test
  void aFolderWithoutAPomIsAClearError() {
    ProjectException e = assertThrows(ProjectException.class, () -> PomReader.read(dir, null));
    assertTrue(e.getMessage().contains("no pom.xml"), e.getMessage());
  }

  @Test
  void theMavenCopyOfThePomLeavesOutOnlySilkModules() throws Exception {
    String pom =
        TestProject.pom(
            "<dependency><groupId>info.picocli</groupId><artifactId>picocli</artifactId>"
                + "<version>4.7.7</version></dependency>\n");
    String rewritten = PomWithoutSilk.rewrite(pom);
    assertFalse(rewritten.contains("silk-web"), rewritten);
    assertTrue(rewritten.contains("picocli"), rewritten);
    assertTrue(Files.notExists(dir.resolve("pom.xml")));
  }
}
