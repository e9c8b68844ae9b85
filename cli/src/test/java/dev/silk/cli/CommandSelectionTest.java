package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.create.NewCommand;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

class CommandSelectionTest {
  private static final List<Class<?>> ALL = SilkCommand.COMMANDS;

  @Test
  void aKnownCommandIsTheOnlyOneRegistered() {
    assertEquals(List.of(NewCommand.class), CommandSelection.needed(ALL, "new", "demo"));
    assertEquals(List.of(NewCommand.class), CommandSelection.needed(ALL, "-q", "new", "demo"));
  }

  @Test
  void theVersionAloneNeedsNoCommand() {
    assertEquals(List.of(), CommandSelection.needed(ALL, "--version"));
    assertEquals(List.of(), CommandSelection.needed(ALL, "-V", "--quiet"));
  }

  @Test
  void helpErrorsAndAnythingUnclearGetEveryCommand() {
    for (String[] args :
        new String[][] {
          {}, {"--help"}, {"-q"}, {"--version", "--help"}, {"nwe"}, {"--", "new"}, {"@args.txt"}
        }) {
      assertEquals(ALL, CommandSelection.needed(ALL, args), String.join(" ", args));
    }
  }

  @Test
  void theRootsOptionsTakeNoValueSoTheFirstWordIsTheCommand() {
    CommandLine root = Cli.commandLine(Console.capture(new StringWriter(), new StringWriter()));
    for (OptionSpec option : root.getCommandSpec().options()) {
      assertTrue(option.arity().max() == 0, option.longestName() + " takes a value");
    }
  }

  @Test
  void everyCommandIsFoundByTheNameItsAnnotationGives() {
    CommandLine root = Cli.commandLine(Console.capture(new StringWriter(), new StringWriter()));
    assertEquals(
        List.copyOf(root.getSubcommands().keySet()), ALL.stream().map(SilkCommand::name).toList());
  }
}
