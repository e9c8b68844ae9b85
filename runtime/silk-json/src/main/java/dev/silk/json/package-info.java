/**
 * Silk's JSON engine: {@link dev.silk.json.JsonOutput} writes and {@link dev.silk.json.JsonInput}
 * reads UTF-8 bytes directly, {@link dev.silk.json.JsonCodec}s (generated at compile time for
 * {@link dev.silk.json.JsonBound} types, or the collection codecs of {@link
 * dev.silk.json.JsonCodecs}) map them to Java values, {@link dev.silk.json.JsonKey} holds a member
 * name's bytes ready to write or compare, and the {@link dev.silk.json.JsonValue} tree reads
 * documents of no known shape. {@link dev.silk.json.Json} is the short facade over all of it.
 *
 * <p>Everything else here is the engine behind those types, package-private: number conversion
 * (Schubfach, Eisel-Lemire and their generated tables), string scanning and the key caches.
 *
 * <p>It may import the JDK only ({@code java.*}): no reflection, no {@code sun.misc.Unsafe}, no
 * library, so that any Java program can depend on it.
 */
package dev.silk.json;
