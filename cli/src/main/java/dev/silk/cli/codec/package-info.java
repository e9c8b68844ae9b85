/**
 * {@code silk codec}: JSON codecs from what an API really sends. {@code from} infers
 * {@code @JsonBound} records from sample documents (or from the shapes {@code silk dev} recorded)
 * and writes their source, {@code from-schema} does the same from an OpenAPI document or a JSON
 * Schema, {@code show} prints a record's generated codec, and {@code check} compiles the project
 * and reads the samples with its codecs to say where they do not fit.
 *
 * <p>It may import the CLI's root package (the frame, not the top), {@code cli.project} (the
 * compiler, the project model), {@code cli.shape} (what documents look like), silk-json, the JDK's
 * {@code javax.lang.model} (to read the compiled records) and picocli; no other command.
 */
package dev.silk.cli.codec;
