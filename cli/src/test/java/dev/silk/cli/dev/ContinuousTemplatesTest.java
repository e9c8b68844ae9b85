package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.dev.tests.TestsRan;
import dev.silk.cli.project.RuntimeJars;
import dev.silk.cli.testing.DemoProject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The tests {@code silk new} writes pass under {@code silk dev}'s continuous testing, with the test
 * kit the CLI embeds (no Maven run), as they pass under {@code mvn test} ({@code
 * GeneratedProjectsTest}).
 */
@Tag("slow")
class ContinuousTemplatesTest {
  @TempDir Path temp;

  @ParameterizedTest(name = "the {0} template's tests pass in silk dev")
  @EnumSource(ProjectTemplate.class)
  void theTemplatesTestsPassUnderContinuousTesting(ProjectTemplate template) throws Exception {
    Path project = DemoProject.generate(template, temp.resolve(template.id()));
    RecordingListener listener = new RecordingListener();
    try (DevSession session =
        new DevSession(
            DevOptions.of(project, 0, SilkVersion.current().silk()).withTests(true, 30_000),
            RuntimeJars.locate(),
            listener)) {
      session.start();
      TestsRan first = listener.awaitTests(0, r -> true, 90);
      TestsRan last =
          first.more() > 0
              ? listener.awaitTests(listener.testRuns.indexOf(first) + 1, r -> true, 90)
              : first;
      assertEquals(0, last.report().failed(), () -> last.report().failures().toString());
      assertTrue(last.report().passed() > 0, () -> listener.testRuns.toString());
      assertTrue(listener.problems.isEmpty(), () -> listener.problems.toString());
      assertTrue(
          listener.infos.stream().noneMatch(i -> i.contains("Maven")),
          "the embedded test kit needs no Maven run: " + listener.infos);
      assertTrue(Files.isDirectory(project.resolve("target/silk/test-classes")));
    }
  }
}
