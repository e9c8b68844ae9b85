package dev.silk.cli;

import java.io.StringWriter;

/**
 * One run of the {@code silk} command line in-process, with its output captured.
 *
 * @param exit the exit code
 * @param out what went to stdout
 * @param err what went to stderr
 */
public record CliRun(int exit, String out, String err) {
  /** Runs {@code silk args...} without a terminal and without colour. */
  public static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Cli.run(Console.capture(out, err), args);
    return new CliRun(exit, out.toString(), err.toString());
  }

  /** Both streams, for assertion messages. */
  @Override
  public String toString() {
    return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err;
  }
}
