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
      // picocli's help command puts its one-line header above the usage
      assertTrue(run.out().contains("Usage: silk " + name + " "), run.toString());
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
  void helpAndVersionAreCommandsToo() {
    CliRun help = CliRun.of("help", "bench");
    assertEquals(ExitCodes.OK, help.exit(), help.toString());
    assertTrue(help.out().startsWith("Usage: silk bench"), help.toString());

    CliRun version = CliRun.of("version");
    assertEquals(ExitCodes.OK, version.exit(), version.toString());
    assertEquals(CliRun.of("--version").out(), version.out());
  }

  @Test
  void aTypoOfAShortCommandSuggestsByEditDistance() {
    CliRun run = CliRun.of("dve");
    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("Did you mean: dev?"), run.err());
  }

  @Test
  void anUnknownOptionIsNamedEvenWhenARequiredParameterIsMissingToo() {
    CliRun run = CliRun.of("new", "--bogus");
    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().startsWith("error: unknown option '--bogus'"), run.err());
  }

  @Test
  void aValueOutsideAClosedSetSuggestsTheClosestInLowerCase() {
    CliRun template = CliRun.of("new", "demo", "-t", "webb");
    assertEquals(ExitCodes.USAGE, template.exit(), template.toString());
    assertTrue(template.err().contains("Did you mean: web?"), template.err());

    CliRun generator = CliRun.of("bench", "--generator", "wrkk");
    assertEquals(ExitCodes.USAGE, generator.exit(), generator.toString());
    assertTrue(generator.err().contains("expected one of auto, wrk, java"), generator.err());
    assertTrue(generator.err().contains("Did you mean: wrk?"), generator.err());
  }

  @Test
  void completionPrintsABashScriptThatKnowsEveryCommand() {
    CliRun run = CliRun.of("completion", "bash");

    assertEquals(ExitCodes.OK, run.exit(), run.toString());
    assertTrue(run.out().contains("complete -F _complete_silk"), run.out());
    assertTrue(run.out().contains("--template"), "completes new's options");
    assertTrue(
        run.out().contains("(\"web\" \"api\" \"minimal\" \"chat\")"), "completes template names");
  }

  @Test
  void completionForZshAndFishIsNativeToEachShell() {
    CliRun zsh = CliRun.of("completion", "zsh");
    assertEquals(ExitCodes.OK, zsh.exit(), zsh.toString());
    assertTrue(zsh.out().startsWith("#compdef silk\n"), zsh.out());
    assertFalse(zsh.out().contains("bashcompinit"), "not the bash script: " + zsh.out());
    assertTrue(zsh.out().contains("'new:Create a"), zsh.out());
    assertTrue(
        zsh.out().contains("'(-t --template)'{-t,--template}'[")
            && zsh.out().contains(":(web api minimal chat)'"),
        zsh.out());
    assertTrue(zsh.out().contains("_silk_codec_from()"), "nested commands: " + zsh.out());

    CliRun fish = CliRun.of("completion", "fish");
    assertEquals(ExitCodes.OK, fish.exit(), fish.toString());
    assertTrue(
        fish.out().contains("complete -c silk -n '__fish_use_subcommand' -a dev -d '"), fish.out());
    assertTrue(
        fish.out()
            .contains(
                "-n '__fish_seen_subcommand_from new' -s t -l template -x -a 'web api minimal chat'"),
        fish.out());
    assertTrue(
        fish.out()
            .contains("__fish_seen_subcommand_from codec; and not __fish_seen_subcommand_from"),
        fish.out());
    assertFalse(fish.out().contains("(e.g'"), "descriptions end at a sentence, not at e.g.");
  }

  @Test
  void completionForAnUnknownShellIsAUsageError() {
    CliRun run = CliRun.of("completion", "tcsh");

    assertEquals(ExitCodes.USAGE, run.exit(), run.toString());
    assertTrue(run.err().contains("tcsh"), run.err());
  }

  @Test
  void quietAndVerboseAreAcceptedAfterTheCommand() {
    StringWriter out = new StringWriter();
    Console console = Console.capture(out, new StringWriter());
    Cli.commandLine(console).parseArgs("completion", "bash", "--verbose");
    assertEquals(Console.Verbosity.VERBOSE, console.verbosity());
  }
}
