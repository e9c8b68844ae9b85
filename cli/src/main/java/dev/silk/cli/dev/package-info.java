/**
 * {@code silk dev}: {@link dev.silk.cli.dev.DevCommand} parses the options and runs a {@link
 * dev.silk.cli.dev.DevSession}, the engine that owns the class-loader chain, the warm compiler
 * ({@link dev.silk.cli.dev.DevCompiler}), the file watcher and the dev host, and runs every reload
 * on one thread; {@link dev.silk.cli.dev.DevConsole} is its terminal.
 *
 * <p>It may import the JDK, the CLI's shared packages ({@code dev.silk.cli}, {@code
 * dev.silk.cli.project}, the shape log of {@code dev.silk.cli.codec}), picocli and jline (the
 * command and the console only), directory-watcher (with the SLF4J API it logs to), and {@code
 * dev.silk.cli.dev.bridge}. It never links against the dev host ({@code dev.silk.cli.dev.host}),
 * which lives in another class loader: it reaches it through {@link
 * dev.silk.cli.dev.bridge.HostControl} only.
 */
package dev.silk.cli.dev;
