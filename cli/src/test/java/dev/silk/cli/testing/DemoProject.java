package dev.silk.cli.testing;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.create.ProjectGenerator;
import dev.silk.cli.create.ProjectSpec;
import dev.silk.cli.create.ProjectTemplate;
import java.nio.file.Path;

/**
 * The project most tests start from: {@code silk new demo} with groupId {@code com.example},
 * package {@code com.example.demo} and the CLI's own Silk version, generated into a folder the test
 * owns. One place, so a change to what {@code silk new} asks for changes every test at once.
 *
 * <pre>{@code
 * Path project = DemoProject.generate(ProjectTemplate.WEB, temp.resolve("demo"));
 * }</pre>
 */
public final class DemoProject {
  private DemoProject() {}

  /** The spec of the demo project for {@code template} in {@code folder}. */
  public static ProjectSpec spec(ProjectTemplate template, Path folder) {
    return new ProjectSpec(
        "demo",
        "com.example",
        "com.example.demo",
        ProjectSpec.DEFAULT_VERSION,
        template,
        folder,
        SilkVersion.current());
  }

  /** Generates the demo project into {@code folder} (no git) and returns the folder. */
  public static Path generate(ProjectTemplate template, Path folder) {
    new ProjectGenerator().create(spec(template, folder), false, null);
    return folder;
  }
}
