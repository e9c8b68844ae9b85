/**
 * The top of the {@code silk} command: {@link dev.silk.cli.Main} and {@link dev.silk.cli.Cli} build
 * the picocli command line from {@link dev.silk.cli.SilkCommand} and its subcommands, and {@link
 * dev.silk.cli.CommandFactory} hands each command its {@link dev.silk.cli.Console}. Beside them,
 * the frame every command uses: the console (colour, terminals, verbosity), {@link
 * dev.silk.cli.CommandException} and {@link dev.silk.cli.ExitCodes}, {@link
 * dev.silk.cli.ProjectDir}, the local server a command may start.
 *
 * <p>It may import every package of the CLI (it assembles them), picocli, jline and jansi. The
 * command packages may use the frame, never the top ({@code SilkCommand}, {@code Cli}, {@code
 * CommandFactory}, ...): {@code ImportRulesTest} checks it.
 */
package dev.silk.cli;
