package dev.silk.cli;

/**
 * The {@code silk} process entry point: runs the command line on the system console and exits with
 * its code.
 *
 * <pre>{@code
 * java -cp "lib/*:runtime/*" dev.silk.cli.Main --version
 * }</pre>
 */
public final class Main {
  private Main() {}

  /** Runs {@code silk} with the given arguments and exits. */
  public static void main(String[] args) {
    Console console = Console.system();
    int exit = Cli.run(console, args);
    console.out().flush();
    console.err().flush();
    System.exit(exit);
  }
}
