/**
 * The side of {@code silk bench codecs} that runs in a JVM of its own, on the project's classes:
 * {@link dev.silk.cli.bench.codecs.harness.CodecCheck} makes sure a type's Silk codec and Jackson
 * agree on its sample documents before anything is measured, with sample values and document trees
 * to compare.
 *
 * <p>It is compiled with the CLI but never runs in it: it may import the JDK (reflection too, to
 * build samples of any record), silk-json and Jackson, which only that JVM's class path has;
 * nothing of the CLI.
 */
package dev.silk.cli.bench.codecs.harness;
