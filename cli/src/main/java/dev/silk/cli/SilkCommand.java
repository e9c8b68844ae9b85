package dev.silk.cli;

import dev.silk.cli.bench.http.BenchCommand;
import dev.silk.cli.codec.CodecCommand;
import dev.silk.cli.create.NewCommand;
import dev.silk.cli.dev.DevCommand;
import dev.silk.cli.nativeimage.NativeCommand;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code silk} command. It does nothing itself but hold the global options and the
 * list of subcommands; {@code silk} alone prints the usage help.
 *
 * <p>Adding a command is one line: put its class in {@link #COMMANDS}. A command is listed only
 * when it is fully built.
 *
 * <pre>{@code
 * silk --version
 * silk new demo --template api
 * }</pre>
 */
@Command(
    name = "silk",
    mixinStandardHelpOptions = true,
    versionProvider = SilkCommand.Version.class,
    description = "Create, run and measure Silk web applications.",
    synopsisSubcommandLabel = "COMMAND",
    footerHeading = "%nExit codes:%n",
    footer = {
      "  0    success",
      "  1    failure (the command could not do its work)",
      "  2    usage error (unknown command or option, invalid value)",
      "  130  interrupted (Ctrl-C); nothing half-made is left behind",
      "",
      "Run 'silk COMMAND --help' for a command's options."
    })
public final class SilkCommand implements Runnable {
  /**
   * Every command, in the order the help lists them. They are not in {@code @Command(subcommands)}
   * because picocli then builds every command's model (its options, converters, types and help) on
   * each start; {@link Cli} registers only the command a command line invokes (docs/decisions.md,
   * D55).
   *
   * <p>To add a command: append its class here. It gets --help, --quiet/--verbose (inherited from
   * this class), suggestions and completion for free; its call() returns an ExitCodes value. Keep
   * the class thin and put the work in an engine. Then regenerate docs/cli.md: {@code mvn -pl cli
   * test -Dtest=CliDocsTest -Dsilk.updateDocs=true}
   */
  static final List<Class<?>> COMMANDS =
      List.of(
          NewCommand.class,
          DevCommand.class,
          CodecCommand.class,
          BenchCommand.class,
          NativeCommand.class,
          DoctorCommand.class,
          CompletionCommand.class,
          VersionCommand.class,
          HelpCommand.class);

  @Spec CommandSpec spec;

  private final Console console;

  /** The top command, printing through the given console. */
  public SilkCommand(Console console) {
    this.console = console;
  }

  @Option(
      names = {"-q", "--quiet"},
      scope = ScopeType.INHERIT,
      description = "Print only errors and the result.")
  void quiet(boolean quiet) {
    if (quiet) {
      console.verbosity(Console.Verbosity.QUIET);
    }
  }

  @Option(
      names = {"-v", "--verbose"},
      scope = ScopeType.INHERIT,
      description = "Print details of what happens.")
  void verbose(boolean verbose) {
    if (verbose) {
      console.verbosity(Console.Verbosity.VERBOSE);
    }
  }

  /** A command's name, read from its {@code @Command} annotation (no model is built). */
  static String name(Class<?> command) {
    return command.getAnnotation(Command.class).name();
  }

  @Override
  public void run() {
    spec.commandLine().usage(console.out(), console.ansi());
  }

  /** {@code silk --version}: the Silk version and the Java running it. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {
        "silk " + SilkVersion.current().silk(),
        "Java "
            + System.getProperty("java.version")
            + " ("
            + System.getProperty("java.vendor")
            + ", "
            + System.getProperty("java.home")
            + ")"
      };
    }
  }
}
