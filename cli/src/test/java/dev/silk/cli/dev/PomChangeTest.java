package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.project.DependencyResolver;
import dev.silk.cli.project.PomReader;
import dev.silk.cli.project.RuntimeJars;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A dependency added to pom.xml is resolved through Maven once, cached, and usable at once. */
@Tag("slow")
class PomChangeTest {
  @TempDir Path dir;

  @Test
  void addingADependencyToThePomMakesItUsableWithoutARestart() throws Exception {
    TestProject project = TestProject.create(dir);
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
            new DevSession(
                DevOptions.of(dir, 0, TestProject.VERSION), RuntimeJars.locate(), listener);
        DevClient client = new DevClient(session.start())) {
      client.listen();
      long before = client.count("reload");
      // picocli is in the local repository already (the CLI uses it), so Maven needs no network.
      project.write(
          "pom.xml",
          TestProject.pom(
              "    <dependency>\n      <groupId>info.picocli</groupId>\n"
                  + "      <artifactId>picocli</artifactId>\n      <version>4.7.7</version>\n"
                  + "    </dependency>\n"
                  // A test-scope jar is in the local repository too; it must stay off the dev
                  // class path, as it is off mvn compile's.
                  + "    <dependency>\n      <groupId>org.junit.jupiter</groupId>\n"
                  + "      <artifactId>junit-jupiter-api</artifactId>\n"
                  + "      <version>5.14.1</version>\n      <scope>test</scope>\n"
                  + "    </dependency>\n"));
      project.replace(
          "src/main/java/com/example/Greeting.java",
          "return \"hello v1\";",
          "return \"picocli \" + picocli.CommandLine.VERSION;");
      // Maven itself takes seconds (more on a busy machine): allow it three minutes.
      client.await("/", a -> a.status() == 200 && a.body().contains("picocli 4.7.7"), 180_000);
      client.awaitEvent("reload", before);
      try (Stream<Path> files = Files.list(dir.resolve("target/silk"))) {
        assertTrue(
            files.anyMatch(p -> p.getFileName().toString().startsWith("classpath-")),
            "the resolved classpath is cached under target/silk");
      }
      DependencyResolver.Resolution again =
          new DependencyResolver().resolve(PomReader.read(dir, null));
      assertTrue(again.fromCache(), "an unchanged pom needs no Maven run");
      assertTrue(
          again.jars().stream().anyMatch(j -> j.getFileName().toString().startsWith("picocli")),
          again.jars()::toString);
      assertFalse(
          again.jars().stream().anyMatch(j -> j.toString().contains("junit")),
          "test-scope jars are not on the dev class path: " + again.jars());
      assertFalse(again.ranMaven());
    }
  }
}
