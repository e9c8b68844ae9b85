package dev.silk.cli;

/**
 * The workload install.sh records the start-up archive from (an AppCDS class list on JDK 17 to 24,
 * an AOT cache on JDK 25+): the commands people run most, in one JVM, so the archive holds the
 * classes and lambdas of each. One JVM matters because a JDK 25 AOT cache is made from a single
 * training run, and a JDK 17 class list from one run needs no merging.
 *
 * <p>It runs {@code silk --version}, {@code silk --help} and {@code silk new} (web template) into
 * the given folder, on the real console, exactly as the launcher would; install.sh discards the
 * output. Not a command: nobody but install.sh has a reason to call it.
 *
 * <pre>{@code
 * java -XX:AOTCacheOutput=silk.aot -cp ... dev.silk.cli.StartupTraining /tmp/training
 * }</pre>
 */
public final class StartupTraining {
  private StartupTraining() {}

  /** Runs the training commands; {@code args[0]} is an empty or missing folder for the project. */
  public static void main(String[] args) {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: StartupTraining FOLDER");
    }
    String[][] commands = {
      {"--version"}, {"--help"}, {"new", "training", "--template", "web", "--directory", args[0]}
    };
    Console console = Console.system();
    for (String[] command : commands) {
      int exit = Cli.run(console, command);
      if (exit != ExitCodes.OK) {
        console.err().flush();
        throw new IllegalStateException("training run failed: silk " + String.join(" ", command));
      }
    }
    console.out().flush();
  }
}
