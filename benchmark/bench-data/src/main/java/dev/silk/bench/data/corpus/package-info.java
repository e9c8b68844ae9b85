/**
 * Records for json-bench's corpus of documents the benchmark did not design: the field's standard
 * documents (nativejson-benchmark's {@code twitter.json}, {@code citm_catalog.json}, {@code
 * canada.json}), the java-json-benchmark models ({@code Users}, {@code Clients}), a small nested
 * document and a list of API-shaped objects. Each record declares its members in the order its
 * document has them; member names that are Java keywords carry {@code @JsonName}.
 */
package dev.silk.bench.data.corpus;
