/**
 * What {@code silk bench} ({@code bench.http}) and {@code silk bench codecs} ({@code bench.codecs})
 * share: the production jar's build ({@link dev.silk.cli.bench.ProjectJar}, {@link
 * dev.silk.cli.bench.ProjectBuildOptions}), progress on the console, the figures' formatting, the
 * machine's load, the HTML page's style and the terminal's tables.
 *
 * <p>It may import the CLI's root package and {@code cli.project}; never either benchmark.
 */
package dev.silk.cli.bench;
