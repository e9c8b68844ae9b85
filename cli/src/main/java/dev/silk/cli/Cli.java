package dev.silk.cli;

import dev.silk.cli.project.ProjectException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Builds the {@code silk} command line and runs it with friendly errors: usage mistakes print one
 * line, the closest valid command or option and where to get help (exit code 2); a {@link
 * CommandException} prints its message and hint; only a bug prints a stack trace, and only with
 * {@code --verbose}.
 *
 * <pre>{@code
 * int exit = Cli.run(Console.system(), "new", "demo");
 * }</pre>
 */
public final class Cli {
  private Cli() {}

  /**
   * Parses and runs {@code args}, returning an {@link ExitCodes} value. Only the commands these
   * arguments need are registered (see {@link CommandSelection}), so a start builds one command's
   * model instead of all of them.
   */
  public static int run(Console console, String... args) {
    String[] today = OldSpellings.rewrite(args, console);
    return commandLine(console, CommandSelection.needed(SilkCommand.COMMANDS, today))
        .execute(today);
  }

  /**
   * The configured command line with every command; completion, tests and docs generation read its
   * model.
   */
  public static CommandLine commandLine(Console console) {
    return commandLine(console, SilkCommand.COMMANDS);
  }

  private static CommandLine commandLine(Console console, List<Class<?>> commands) {
    CommandLine commandLine =
        new CommandLine(new SilkCommand(console), new CommandFactory(console));
    for (Class<?> command : commands) {
      commandLine.addSubcommand(command);
    }
    commandLine.setOut(console.out());
    commandLine.setErr(console.err());
    commandLine.setColorScheme(CommandLine.Help.defaultColorScheme(console.ansi()));
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // Handlers as classes, not lambdas: each lambda costs a bootstrap on every start, and one that
    // implements a picocli interface cannot be stored in a class-data archive (picocli's classes
    // are Java 5 class files).
    commandLine.setParameterExceptionHandler(new UsageErrors(console));
    commandLine.setExecutionExceptionHandler(new Failures(console));
    withHelpEverywhere(commandLine);
    return commandLine;
  }

  /** Every command answers --help and --version, whether or not its class asked for them. */
  private static void withHelpEverywhere(CommandLine commandLine) {
    commandLine.getCommandSpec().mixinStandardHelpOptions(true);
    for (CommandLine subcommand : commandLine.getSubcommands().values()) {
      withHelpEverywhere(subcommand);
    }
  }

  private record UsageErrors(Console console) implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      return usageError(console, ex);
    }
  }

  private record Failures(Console console) implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine command, ParseResult parsed) {
      return failure(console, ex);
    }
  }

  private static int usageError(Console console, ParameterException ex) {
    CommandLine where = ex.getCommandLine();
    console.error(message(ex));
    if (ex instanceof UnmatchedArgumentException unmatched) {
      List<String> suggestions = suggestions(unmatched);
      if (!suggestions.isEmpty()) {
        console.hint("Did you mean: " + String.join(", ", suggestions) + "?");
      }
    }
    console.hint("Run '" + where.getCommandSpec().qualifiedName() + " --help' for usage.");
    return ExitCodes.USAGE;
  }

  private static List<String> suggestions(UnmatchedArgumentException unmatched) {
    List<String> fromPicocli = unmatched.getSuggestions();
    if (!fromPicocli.isEmpty() || unmatched.getUnmatched().isEmpty()) {
      return fromPicocli;
    }
    CommandSpec spec = unmatched.getCommandLine().getCommandSpec();
    List<String> candidates = new ArrayList<>();
    if (unmatched.isUnknownOption()) {
      spec.options().forEach(option -> candidates.addAll(List.of(option.names())));
    } else {
      candidates.addAll(spec.subcommands().keySet());
    }
    return Suggestions.closest(unmatched.getUnmatched().get(0), candidates);
  }

  private static String message(ParameterException ex) {
    if (ex instanceof UnmatchedArgumentException unmatched) {
      List<String> unmatchedArgs = unmatched.getUnmatched();
      String first = unmatchedArgs.isEmpty() ? "" : unmatchedArgs.get(0);
      if (unmatched.isUnknownOption()) {
        return "unknown option '" + first + "'";
      }
      if (!unmatched.getCommandLine().getSubcommands().isEmpty()) {
        return "unknown command '" + first + "'";
      }
      return "unexpected argument '" + first + "'";
    }
    String message = ex.getMessage();
    return message.isEmpty()
        ? message
        : Character.toLowerCase(message.charAt(0)) + message.substring(1);
  }

  private static int failure(Console console, Exception ex) {
    if (ex instanceof CommandException known) {
      console.error(known.getMessage());
      if (known.hint() != null) {
        console.hint(known.hint());
      }
      if (known.getCause() != null && console.verbosity() == Console.Verbosity.VERBOSE) {
        known.getCause().printStackTrace(console.err());
      }
      return known.exitCode();
    }
    if (ex instanceof ProjectException project) {
      console.error(project.getMessage());
      return ExitCodes.FAILURE;
    }
    console.error("unexpected " + ex);
    if (console.verbosity() == Console.Verbosity.VERBOSE) {
      ex.printStackTrace(console.err());
    } else {
      console.hint("This is a bug in silk; run again with --verbose for the stack trace.");
    }
    return ExitCodes.FAILURE;
  }
}
