package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.project.Maven;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.SeededRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk native} on a real generated {@code web} project: its own {@code mvn package} runs
 * (offline, from a repository seeded with this build's runtime), the jte templates it precompiled
 * get their metadata, and the "binary" of the fake native-image runs the class path and main class
 * it was given, so the app that boots and answers is the project's own jar.
 */
@Tag("slow")
class NativeProjectTest {
  @TempDir Path temp;

  @Test
  void aGeneratedWebProjectIsPackagedWithMavenAndItsTemplatesGetMetadata() throws Exception {
    Path checkout = Path.of("").toAbsolutePath().getParent();
    Path repository =
        SeededRepository.create(temp.resolve("m2"), checkout, SilkVersion.current().silk());
    Path project = temp.resolve("demo");
    DemoProject.generate(ProjectTemplate.WEB, project);
    FakeGraalVm fake = FakeGraalVm.install(temp.resolve("graal"), FakeGraalVm.COMMUNITY);
    NativeOptions options =
        new NativeOptions(
            project,
            false,
            null,
            "b",
            null,
            List.of(),
            null,
            false,
            List.of("-o", "-Dmaven.repo.local=" + repository),
            List.of(),
            Duration.ofSeconds(1),
            true);
    List<String> progress = new ArrayList<>();
    java.util.Map<String, String> env = new java.util.HashMap<>(System.getenv());
    env.put("JAVA_HOME", System.getProperty("java.home"));
    Maven maven = Maven.forProject(project, env);

    NativeReport report = new NativeBuild(options, fake.graalVm(), maven, progress::add).run();

    assertTrue(Files.isRegularFile(project.resolve("target/demo.jar")), "mvn package ran");
    assertEquals("mvn package", report.steps().get(0).label());
    List<String> call = fake.calls().get(0);
    assertEquals("-Ob", call.get(1));
    assertEquals("com.example.demo.Main", call.get(call.indexOf("-cp") + 2));
    String reflect =
        Files.readString(
            fake.home.resolve("seen/META-INF/native-image/jte-generated/demo/reflect-config.json"));
    assertTrue(reflect.contains("\"gg.jte.generated.precompiled.JteindexGenerated\""), reflect);
    assertTrue(
        progress.stream().anyMatch(p -> p.startsWith("jte metadata for ")), progress::toString);
    assertTrue(report.bootMillis() > 0, "the project's jar booted and answered GET / with 200");
  }
}
