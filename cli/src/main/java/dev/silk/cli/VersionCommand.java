package dev.silk.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code silk version}: what {@code silk --version} prints, for those who type it as a command (as
 * {@code go version}, {@code docker version} and {@code mvn} users do).
 *
 * <pre>{@code
 * silk version    # silk 0.1.0-SNAPSHOT
 *                 # Java 25 (Eclipse Adoptium, /usr/lib/jvm/temurin-25-jdk-amd64)
 * }</pre>
 */
@Command(name = "version", description = "Print the Silk version and the Java running it.")
public final class VersionCommand implements Callable<Integer> {
  private final Console console;

  /** The command, printing through {@code console}. */
  public VersionCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() {
    for (String line : new SilkCommand.Version().getVersion()) {
      console.print(line);
    }
    return ExitCodes.OK;
  }
}
