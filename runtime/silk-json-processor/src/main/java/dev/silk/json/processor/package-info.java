/**
 * The annotation processor that writes a {@code JsonCodec} for every {@code @JsonBound} record,
 * enum and sealed interface at compile time, so reading and writing JSON needs no reflection at run
 * time. {@link dev.silk.json.processor.JsonBoundProcessor} drives it; the rest resolves types into
 * member kinds and writes the codecs' source.
 *
 * <p>It may import the JDK's annotation-processing API ({@code javax.annotation.processing}, {@code
 * javax.lang.model}, {@code javax.tools}) and silk-json, for its naming rules only, so that the
 * names it writes are exactly the ones the runtime computes.
 */
package dev.silk.json.processor;
