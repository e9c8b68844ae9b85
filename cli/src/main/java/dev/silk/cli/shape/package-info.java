/**
 * The shape of JSON documents: what the values at each place of many documents have in common
 * ({@link dev.silk.cli.shape.Shape}), its JSON form ({@link dev.silk.cli.shape.ShapeJson}) and the
 * log {@code silk dev} keeps of request bodies ({@link dev.silk.cli.shape.ShapeLog}), which {@code
 * silk codec from} reads like sample documents.
 *
 * <p>It may import the JDK and silk-json; never another package of the CLI.
 */
package dev.silk.cli.shape;
