/**
 * The project's built app as the commands that run it see it: which requests to send it ({@link
 * dev.silk.cli.app.BenchFile}, {@link dev.silk.cli.app.BenchTarget}), whether its answers are right
 * ({@link dev.silk.cli.app.Verifier}) and how to start it from the start-up cache {@code silk
 * native --aot} recorded ({@link dev.silk.cli.app.AotStart}, {@link dev.silk.cli.app.CacheKind}).
 * {@code silk bench} measures with them, {@code silk native} trains and checks with them.
 *
 * <p>It may import the CLI's frame (its errors and console), {@code cli.project} and {@code
 * cli.shape}; no command (docs/decisions.md, D210). {@code ImportRulesTest} holds that.
 */
package dev.silk.cli.app;
