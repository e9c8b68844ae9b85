package dev.silk.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code silk completion bash|zsh}: prints a shell completion script generated from the command
 * model, so completion knows every command and option without a second list to maintain.
 *
 * <pre>{@code
 * source <(silk completion bash)            # ~/.bashrc
 * source <(silk completion zsh)             # ~/.zshrc (the script loads bashcompinit itself)
 * }</pre>
 */
@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    description = {
      "Print a shell completion script.",
      "Add 'source <(silk completion bash)' to ~/.bashrc, or the zsh variant to ~/.zshrc."
    })
public final class CompletionCommand implements Callable<Integer> {
  /** The shells a script can be printed for. */
  public enum Shell {
    /** GNU bash 4+. */
    bash,
    /** zsh, through its bash completion compatibility. */
    zsh
  }

  private final Console console;

  /** The command, printing through {@code console}. */
  public CompletionCommand(Console console) {
    this.console = console;
  }

  @Parameters(
      paramLabel = "SHELL",
      description = "The shell: ${COMPLETION-CANDIDATES}.",
      completionCandidates = ShellNames.class)
  Shell shell;

  @Override
  public Integer call() {
    // picocli's script serves both shells: under zsh it loads compinit and bashcompinit itself.
    // This run registered only this command (see Cli), so the script reads a full command line.
    console.print(AutoComplete.bash("silk", Cli.commandLine(console)));
    return ExitCodes.OK;
  }

  static final class ShellNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return java.util.List.of("bash", "zsh").iterator();
    }
  }
}
