package dev.silk.bench.json;

import java.io.IOException;
import java.io.OutputStream;

/**
 * One implementation bound to one case's type: the three operations json-bench measures.
 *
 * @param <T> the value's type
 */
abstract class Subject<T> {
  /** Writes {@code value} into a new array, as {@code toBytes()} does. */
  abstract byte[] toBytes(T value);

  /**
   * Writes {@code value} into {@code sink} through the library's reusable buffers, as a web
   * framework sends a body; the sink is reset by the caller.
   */
  abstract void writeTo(T value, OutputStream sink) throws IOException;

  /** Reads the whole document, which must hold exactly one value. */
  abstract T read(byte[] document);
}
