package dev.silk.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code silk completion bash|zsh|fish}: prints a shell completion script generated from the
 * command model, so completion knows every command and option without a second list to maintain:
 * picocli's script for bash, native ones for zsh (descriptions beside the options) and fish ({@link
 * CompletionScripts}).
 *
 * <pre>{@code
 * source <(silk completion bash)            # ~/.bashrc
 * source <(silk completion zsh)             # ~/.zshrc, after compinit
 * silk completion fish | source             # ~/.config/fish/config.fish
 * }</pre>
 */
@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    description = {
      "Print a shell completion script.",
      "Add 'source <(silk completion bash)' to ~/.bashrc, 'source <(silk completion zsh)' to"
          + " ~/.zshrc, or 'silk completion fish | source' to ~/.config/fish/config.fish."
    })
public final class CompletionCommand implements Callable<Integer> {
  /** The shells a script can be printed for. */
  public enum Shell {
    /** GNU bash 4+. */
    bash,
    /** zsh 5+, with its own completion system. */
    zsh,
    /** fish 3+. */
    fish
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
    // This run registered only this command (see Cli), so the script reads a full command line.
    CommandLine all = Cli.commandLine(console);
    console.print(
        switch (shell) {
          case bash -> AutoComplete.bash("silk", all);
          case zsh -> CompletionScripts.zsh(all);
          case fish -> CompletionScripts.fish(all);
        });
    return ExitCodes.OK;
  }

  static final class ShellNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return java.util.List.of("bash", "zsh", "fish").iterator();
    }
  }
}
