package dev.silk.cli.project;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How the CLI runs Maven for a project: which {@code mvn} and with which environment.
 *
 * <p>The project's own wrapper ({@code mvnw}) comes first, as its README tells a developer to run
 * it; then {@code $MAVEN_HOME/bin/mvn}; then {@code mvn} from the {@code PATH}. Every command that
 * builds or resolves ({@code silk dev}'s classpath and its {@code t} key, {@code silk bench},
 * {@code silk native}) finds Maven here, so they all run the same one.
 *
 * <pre>{@code
 * Process p = Maven.forProject(root).process(root, List.of("-B", "test")).inheritIO().start();
 * }</pre>
 *
 * @param executable the command that runs Maven (one element, or more for a wrapper script run
 *     through a shell)
 * @param environment the environment Maven runs in
 */
public record Maven(List<String> executable, Map<String, String> environment) {
  private static final boolean WINDOWS = System.getProperty("os.name", "").startsWith("Windows");

  /** Copies both lists, so the record stays a value. */
  public Maven {
    executable = List.copyOf(executable);
    environment = Map.copyOf(environment);
  }

  /** Maven for the project in {@code root}, in this process's environment. */
  public static Maven forProject(Path root) {
    return forProject(root, System.getenv());
  }

  /** Maven for the project in {@code root}, found through and run in {@code environment}. */
  public static Maven forProject(Path root, Map<String, String> environment) {
    Path wrapper = root.resolve(WINDOWS ? "mvnw.cmd" : "mvnw");
    if (Files.isExecutable(wrapper)) {
      return new Maven(List.of(wrapper.toAbsolutePath().toString()), environment);
    }
    String name = WINDOWS ? "mvn.cmd" : "mvn";
    String home = environment.get("MAVEN_HOME");
    if (home != null && !home.isBlank()) {
      Path fromHome = Path.of(home, "bin", name);
      if (Files.isExecutable(fromHome)) {
        return new Maven(List.of(fromHome.toString()), environment);
      }
    }
    return new Maven(List.of(name), environment);
  }

  /** This Maven, run in {@code other} instead (a test sets {@code JAVA_HOME}). */
  public Maven withEnvironment(Map<String, String> other) {
    return new Maven(executable, other);
  }

  /** The full command line: the executable, then {@code arguments}. */
  public List<String> command(List<String> arguments) {
    List<String> command = new ArrayList<>(executable);
    command.addAll(arguments);
    return command;
  }

  /**
   * A process builder for {@code mvn arguments} in {@code dir}, in this Maven's environment, its
   * input empty (Maven must never wait for a keyboard); the caller chooses where the output goes.
   */
  public ProcessBuilder process(Path dir, List<String> arguments) {
    ProcessBuilder builder =
        new ProcessBuilder(command(arguments))
            .directory(dir.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File(WINDOWS ? "NUL" : "/dev/null")));
    builder.environment().clear();
    builder.environment().putAll(environment);
    return builder;
  }

  /** What to tell a user whose Maven cannot be started. */
  public static String installHint() {
    return "install Maven 3.8 or newer (or set MAVEN_HOME), or add the Maven wrapper (mvnw) to the"
        + " project";
  }
}
