/**
 * {@code silk bench codecs}: JMH over the project's {@code @JsonBound} types, Silk's generated
 * codecs against Jackson. {@link dev.silk.cli.bench.codecs.CodecBench} finds the types, checks in a
 * JVM of its own that both engines agree ({@code harness}, which runs there with the project's jar
 * and JMH), generates and compiles the benchmarks and runs JMH.
 *
 * <p>It may import {@code cli.bench}, {@code cli.project} and the CLI's root package; never {@code
 * bench.http}.
 */
package dev.silk.cli.bench.codecs;
