package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class CliTest {
  @Test
  void versionPrintsTheSilkAndJavaVersions() {
    CliRun run = CliRun.of("--version");

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assertTrue(run.out().startsWith("silk " + SilkVersion.current().silk() + "\n"), run.out());
    assertTrue(run.out().contains("Java " + System.getProperty("java.version")), run.out());
  }

  @Test
  void everyCommandAnswersHelpWithItsUsageAndExitZero() {
    CommandLine root = Cli.commandLine(Console.capture(new StringWriter(), new StringWriter()));
    for (String name : root.getSubcommands().keySet()) {
      CliRun run = CliRun.of(name, "--help");
      assertEquals(ExitCodes.OK, run.exit(), run.toString());
      assertTrue(run.out().startsWith("Usage: silk " + name), run.toString());
    }
    assertTrue(CliRun.of("--help").out().contains("Exit codes:"));
  }

  @Test
  void silkAloneListsTheCommands() {
    CliRun run = CliRun.of();

    assertEquals(ExitCodes.OK, run.exit());
    assertTrue(run.out().contains("new"), run.out());
    assertTrue(run.out().contains("completion"), run.out());
  }

  @Test
  void aMistypedCommandSuggestsTheClosestOneWithoutAStackTrace() {
    CliRun run = CliRun.of("nwe", "demo");

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().startsWith("error: unknown command 'nwe'"), run.err());
    assertTrue(run.err().contains("Did you mean: new?"), run.err());
    assertTrue(run.err().contains("Run 'silk --help' for usage."), run.err());
    assertFalse(run.err().contains("at dev.silk"), run.err());
  }

  @Test
  void aMistypedOptionSuggestsTheClosestOne() {
    CliRun run = CliRun.of("new", "demo", "--tempalte", "api");

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("unknown option '--tempalte'"), run.err());
    assertTrue(run.err().contains("Did you mean: --template?"), run.err());
    assertTrue(run.err().contains("Run 'silk new --help' for usage."), run.err());
  }

  @Test
  void completionPrintsABashScriptThatKnowsEveryCommand() {
    for (String shell : new String[] {"bash", "zsh"}) {
      CliRun run = CliRun.of("completion", shell);

      assertEquals(ExitCodes.OK, run.exit(), run.toString());
      assertTrue(run.out().contains("complete -F _complete_silk"), run.out());
      assertTrue(run.out().contains("--template"), "completes new's options");
      assertTrue(
          run.out().contains("(\"web\" \"api\" \"minimal\" \"chat\")"), "completes template names");
    }
  }

  @Test
  void completionForAnUnknownShellIsAUsageError() {
    CliRun run = CliRun.of("completion", "fish");

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("fish"), run.err());
  }

  @Test
  void quietAndVerboseAreAcceptedAfterTheCommand() {
    StringWriter out = new StringWriter();
    Console console = Console.capture(out, new StringWriter());
    Cli.commandLine(console).parseArgs("completion", "bash", "--verbose");
    assertEquals(Console.Verbosity.VERBOSE, console.verbosity());
  }
}
