package dev.silk.cli;

import java.util.List;

/**
 * Decides which commands a command line needs registered. picocli builds the model of every
 * registered command (options, converters, their types, help texts) before it parses anything, and
 * that was most of a short command's start; a run needs at most the command it invokes.
 *
 * <p>The root's options take no values, so the first word that is not an option names the command.
 * When that word is a command, only it is registered ({@code help} gets every command, so it can
 * explain any); {@code --version} alone needs none; anything else (no arguments, {@code --help}, an
 * unknown word, {@code --}, an {@code @file}) gets every command, so help, errors and suggestions
 * see the full list. A wrong guess can only cost time.
 *
 * <pre>{@code
 * CommandSelection.needed(SilkCommand.COMMANDS, "new", "demo");   // [NewCommand.class]
 * }</pre>
 */
final class CommandSelection {
  private static final String HELP = "help";

  private CommandSelection() {}

  /** The commands of {@code all} that running {@code args} needs. */
  static List<Class<?>> needed(List<Class<?>> all, String... args) {
    for (String arg : args) {
      if (arg.equals("--") || arg.startsWith("@")) {
        return all;
      }
      if (!arg.startsWith("-")) {
        if (arg.equals(HELP)) {
          return all; // silk help bench: help needs the command it explains
        }
        for (Class<?> command : all) {
          if (SilkCommand.name(command).equals(arg)) {
            return List.of(command);
          }
        }
        return all;
      }
    }
    return args.length > 0 && onlyVersion(args) ? List.of() : all;
  }

  /** Whether the arguments ask for the version and nothing but quietness or verbosity. */
  private static boolean onlyVersion(String[] args) {
    boolean version = false;
    for (String arg : args) {
      switch (arg) {
        case "-V", "--version" -> version = true;
        case "-q", "--quiet", "-v", "--verbose" -> {}
        default -> {
          return false;
        }
      }
    }
    return version;
  }
}
