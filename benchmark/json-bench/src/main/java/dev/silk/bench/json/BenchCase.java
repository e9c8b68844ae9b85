package dev.silk.bench.json;

import dev.silk.json.JsonCodec;
import java.lang.reflect.Type;

/**
 * One case of json-bench: a value built once, the document that holds it, and what each library
 * needs to bind it.
 *
 * @param name the case's name in BENCH-CASES.md
 * @param value the value the write benchmarks serialise
 * @param document the bytes the read benchmarks parse; for a writable case, the compact document
 * @param writable whether the case is written too (the reversed, spaced and indented documents only
 *     differ from the list in how another program wrote them, so they are only read)
 * @param type the value's generic type, for Jackson and fastjson2
 * @param generated the codec silk-json-processor generated
 * @param handWritten the codec a user writes by hand over JsonOutput and JsonInput
 * @param tree how the value maps to and from a tree, or null when the case has no tree rows
 * @param source null when json-bench rendered the document from the value; otherwise where the
 *     document comes from (a standard file, or the common output of every library), which silk-json's
 *     output need not equal byte for byte
 * @param nulls whether the value holds nulls, which every library must write (fastjson2 leaves them
 *     out by default)
 * @param <T> the value's type
 */
record BenchCase<T>(
    String name,
    T value,
    byte[] document,
    boolean writable,
    Type type,
    JsonCodec<T> generated,
    JsonCodec<T> handWritten,
    TreeMapping<T> tree,
    String source,
    boolean nulls) {
  /** A case whose document json-bench rendered, with no nulls. */
  BenchCase(
      String name,
      T value,
      byte[] document,
      boolean writable,
      Type type,
      JsonCodec<T> generated,
      JsonCodec<T> handWritten,
      TreeMapping<T> tree) {
    this(name, value, document, writable, type, generated, handWritten, tree, null, false);
  }
}
