package dev.silk.cli.nativeimage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.create.ProjectTemplate;
import dev.silk.cli.testing.DemoProject;
import dev.silk.cli.testing.OfflineMaven;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The {@code native} Maven profile of every generated project, as Maven reads it: the effective POM
 * with {@code -Pnative} holds native-maven-plugin 1.1.12 with the project's image name, main class
 * and {@code --install-exit-handlers}, and the plugin's own descriptor knows those parameters.
 * Offline first; a repository without the plugin (a fresh machine) is warmed online once.
 */
@Tag("slow")
class NativeProfileTest {
  @TempDir Path temp;

  private Path generate(ProjectTemplate template) {
    Path project = temp.resolve(template.id());
    DemoProject.generate(template, project);
    return project;
  }

  @ParameterizedTest(name = "the {0} template's native profile is valid for Maven")
  @EnumSource(ProjectTemplate.class)
  void theNativeProfileOfAGeneratedProjectIsWhatMavenSees(ProjectTemplate template)
      throws Exception {
    Path project = generate(template);
    Path effective = project.resolve("effective.xml");

    String log =
        maven(project, "-Pnative", "help:effective-pom", "-Doutput=" + effective.toAbsolutePath());

    String pom = Files.readString(effective);
    Matcher plugin =
        Pattern.compile(
                "<artifactId>native-maven-plugin</artifactId>\\s*<version>([^<]+)</version>"
                    + "(.*?)</plugin>",
                Pattern.DOTALL)
            .matcher(pom);
    assertTrue(plugin.find(), "the native profile is active:\n" + log);
    assertEquals("1.1.12", plugin.group(1));
    String config = plugin.group(2);
    assertTrue(config.contains("<goal>compile-no-fork</goal>"), config);
    assertTrue(config.contains("<phase>package</phase>"), config);
    assertTrue(config.contains("<imageName>demo</imageName>"), config);
    assertTrue(config.contains("<mainClass>com.example.demo.Main</mainClass>"), config);
    assertTrue(config.contains("<buildArg>--install-exit-handlers</buildArg>"), config);
  }

  @Test
  void thePluginKnowsEveryParameterTheProfileSets() throws Exception {
    Path project = generate(ProjectTemplate.MINIMAL);

    String log =
        maven(
            project,
            "help:describe",
            "-Dplugin=org.graalvm.buildtools:native-maven-plugin:1.1.12",
            "-Dgoal=compile-no-fork",
            "-Ddetail");

    for (String parameter : List.of("imageName", "mainClass", "buildArgs")) {
      assertTrue(
          Pattern.compile("(?m)^\\s+" + parameter + "\\b").matcher(log).find(),
          parameter + " is a parameter of compile-no-fork:\n" + log);
    }
  }

  /** Runs Maven offline, or once online when the repository lacks a plugin; returns the log. */
  private static String maven(Path project, String... args) throws Exception {
    return OfflineMaven.offlineFirst(
            project,
            offline -> project.resolve(offline ? "mvn-o.log" : "mvn.log"),
            Duration.ofMinutes(5),
            List.of(args))
        .log();
  }
}
