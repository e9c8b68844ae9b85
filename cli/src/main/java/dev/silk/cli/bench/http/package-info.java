/**
 * {@code silk bench}: the project's production jar under load. {@link
 * dev.silk.cli.bench.http.BenchCommand} parses the options, {@link dev.silk.cli.bench.http.Bench}
 * builds, starts, verifies, warms up and measures in rounds with wrk or the Java generator, and the
 * result is saved as JSON and HTML and compared with the previous run.
 *
 * <p>It may import {@code cli.bench}, {@code cli.app}, {@code cli.project} and the CLI's root
 * package; of {@code bench.codecs} only {@code CodecsCommand}, its subcommand.
 */
package dev.silk.cli.bench.http;
