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
 * @param tree how the value maps to and from the silk-json tree
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
    TreeMapping<T> tree) {}
