package dev.silk.cli.create;

import dev.silk.cli.SilkVersion;
import java.nio.file.Path;

/**
 * A {@code silk new} that pauses after every file, run as a separate process by {@link
 * InterruptedGenerationTest} so it can be killed half-way like a Ctrl-C would. With a second
 * argument, it writes without pauses and runs {@code --git} with that git executable instead.
 */
public final class SlowGeneration {
  private SlowGeneration() {}

  public static void main(String[] args) {
    Path target = Path.of(args[0]);
    ProjectSpec spec =
        new ProjectSpec(
            "demo",
            "com.example",
            "com.example.demo",
            "1",
            ProjectTemplate.WEB,
            target,
            SilkVersion.current());
    if (args.length > 1) {
      new ProjectGenerator().create(spec, false, new GitInit(args[1]));
      System.out.println("created");
      return;
    }
    new ProjectGenerator(
            path -> {
              System.out.println("wrote " + path);
              System.out.flush();
              try {
                Thread.sleep(500);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            })
        .create(spec, false, null);
  }
}
