package dev.silk.cli;

import dev.silk.cli.project.ProjectException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.ArgSpec;
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
    try {
      return commandLine(console, CommandSelection.needed(SilkCommand.COMMANDS, today))
          .execute(today);
    } catch (OutOfMemoryError e) {
      // picocli hands Errors on; a user whose input is too large for the heap gets no trace.
      console.error("silk ran out of memory (" + e.getMessage() + ")");
      console.hint("Give it more heap, e.g.: SILK_JAVA_OPTS=-Xmx4g silk " + String.join(" ", args));
      return ExitCodes.FAILURE;
    } catch (Error e) {
      return failure(console, e);
    }
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
    List<String> unmatchedArgs = where.getUnmatchedArguments();
    if (!(ex instanceof UnmatchedArgumentException) && !unmatchedArgs.isEmpty()) {
      // picocli checks required parameters before it complains about an unknown option, so
      // "silk new --bogus" said "missing NAME": the unknown option is the mistake to name.
      ex = new UnmatchedArgumentException(where, unmatchedArgs);
    }
    console.error(message(ex));
    List<String> suggestions =
        ex instanceof UnmatchedArgumentException unmatched
            ? suggestions(unmatched)
            : valueSuggestions(ex);
    if (!suggestions.isEmpty()) {
      console.hint("Did you mean: " + String.join(", ", suggestions) + "?");
    }
    console.hint("Run '" + where.getCommandSpec().qualifiedName() + " --help' for usage.");
    return ExitCodes.USAGE;
  }

  /**
   * Ours first: edit distance finds {@code dev} for {@code dve}, where picocli's own suggestions
   * (prefix and substring matches) offered {@code native}; picocli's when ours finds none.
   */
  private static List<String> suggestions(UnmatchedArgumentException unmatched) {
    if (unmatched.getUnmatched().isEmpty()) {
      return unmatched.getSuggestions();
    }
    CommandSpec spec = unmatched.getCommandLine().getCommandSpec();
    List<String> candidates = new ArrayList<>();
    if (unmatched.isUnknownOption()) {
      spec.options().forEach(option -> candidates.addAll(List.of(option.names())));
    } else {
      candidates.addAll(spec.subcommands().keySet());
    }
    List<String> closest = Suggestions.closest(unmatched.getUnmatched().get(0), candidates);
    return closest.isEmpty() ? unmatched.getSuggestions() : closest;
  }

  /** For a value outside a closed set ({@code -t webb}): the closest allowed values. */
  private static List<String> valueSuggestions(ParameterException ex) {
    ArgSpec arg = ex.getArgSpec();
    String value = ex.getValue();
    if (arg == null || value == null || arg.completionCandidates() == null) {
      return List.of();
    }
    List<String> allowed = new ArrayList<>();
    arg.completionCandidates().forEach(c -> allowed.add(c.toLowerCase(Locale.ROOT)));
    return Suggestions.closest(value.toLowerCase(Locale.ROOT), allowed);
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
    String message = enumValuesInLowerCase(ex);
    return message.isEmpty()
        ? message
        : Character.toLowerCase(message.charAt(0)) + message.substring(1);
  }

  /**
   * picocli lists an enum's values as the constants are spelled ({@code [AUTO, WRK, JAVA]}); the
   * help and the docs spell them as they are typed, in lower case.
   */
  private static String enumValuesInLowerCase(ParameterException ex) {
    String message = ex.getMessage();
    ArgSpec arg = ex.getArgSpec();
    if (arg == null || !arg.type().isEnum()) {
      return message;
    }
    Matcher m = ENUM_VALUES.matcher(message);
    if (!m.find()) {
      return message;
    }
    return message.substring(0, m.start())
        + "expected one of "
        + m.group(1).toLowerCase(Locale.ROOT)
        + message.substring(m.end());
  }

  private static final Pattern ENUM_VALUES =
      Pattern.compile("expected one of \\[([^\\]]*)\\](?: \\(case-insensitive\\))?");

  private static int failure(Console console, Throwable ex) {
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
