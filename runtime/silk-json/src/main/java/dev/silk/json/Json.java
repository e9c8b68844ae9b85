package dev.silk.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * One-call conversions between values and JSON through a {@link JsonCodec}: for tests, scripts and
 * code that does not keep a {@link JsonOutput} of its own.
 *
 * <pre>{@code
 * JsonCodec<List<String>> names = JsonCodecs.STRING.list();
 * String json = Json.toJson(names, List.of("Ada", "Grace"));   // ["Ada","Grace"]
 * List<String> back = Json.read(names, json);
 * }</pre>
 *
 * <p>Writes go through a {@link JsonOutput} kept per thread (up to {@value #KEPT_CAPACITY} bytes),
 * so a document costs the array it is copied into and nothing more; without it, a 10 KB document
 * grew a fresh buffer through eight sizes and allocated four times its own length. Larger writers
 * (up to 2 MiB) are kept in a few slots shared by all threads ({@code LargeWriters}). A codec that
 * calls {@code Json} from inside a write gets a fresh writer, never the one in use. Each read
 * checks that nothing but whitespace follows the value.
 */
public final class Json {
  /** The largest buffer a thread keeps between writes; larger ones are left to the collector. */
  static final int KEPT_CAPACITY = 64 * 1024;

  /** One slot per thread: empty while its writer is lent out, so nested use cannot share it. */
  private static final ThreadLocal<Kept> KEPT = ThreadLocal.withInitial(Kept::new);

  /**
   * A thread's writer, and the capacity the last document needed when that was more than this class
   * keeps: the next writer starts at that size instead of doubling from 1 KiB (a 470 KB document
   * was copied through ten growing arrays on every write; D244). The large writer itself is not
   * kept here but in the thread's slot of {@link LargeWriters}, shared with other threads (D331).
   */
  private static final class Kept {
    JsonOutput out;
    int outgrown;
    final int largeSlot = LargeWriters.slotForNewThread();
  }

  private Json() {}

  /** The UTF-8 bytes of {@code value} as written by {@code codec}. */
  public static <T> byte[] toBytes(JsonCodec<T> codec, T value) {
    Kept slot = KEPT.get();
    JsonOutput out = borrow(slot);
    try {
      return written(out, codec, value).toBytes();
    } finally {
      giveBack(slot, out);
    }
  }

  /** The JSON text of {@code value} as written by {@code codec}. */
  public static <T> String toJson(JsonCodec<T> codec, T value) {
    Kept slot = KEPT.get();
    JsonOutput out = borrow(slot);
    try {
      written(out, codec, value).checkComplete();
      return out.toString();
    } finally {
      giveBack(slot, out);
    }
  }

  /** The JSON text of {@code value}, indented by two spaces, for people. */
  public static <T> String toPrettyJson(JsonCodec<T> codec, T value) {
    JsonOutput out = written(JsonOutput.pretty(), codec, value);
    out.checkComplete();
    return out.toString();
  }

  /**
   * Writes {@code value} to {@code out} as UTF-8 JSON in one {@code write} call; an I/O failure is
   * an {@link UncheckedIOException}. The document is complete before a byte is sent.
   */
  public static <T> void write(JsonCodec<T> codec, T value, OutputStream out) {
    Kept slot = KEPT.get();
    JsonOutput json = borrow(slot);
    try {
      written(json, codec, value).writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      giveBack(slot, json);
    }
  }

  /** Reads one value from UTF-8 {@code json}; only whitespace may follow it. */
  public static <T> T read(JsonCodec<T> codec, byte[] json) {
    return readAll(codec, new JsonInput(json));
  }

  /** Reads one value from {@code json}; only whitespace may follow it. */
  public static <T> T read(JsonCodec<T> codec, String json) {
    return readAll(codec, JsonInput.of(json));
  }

  /**
   * Reads one value from all of {@code in} (UTF-8); only whitespace may follow it. An I/O failure
   * is an {@link UncheckedIOException}. The stream is read to its end but not closed.
   */
  public static <T> T read(JsonCodec<T> codec, InputStream in) {
    try {
      return read(codec, in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonOutput borrow(Kept slot) {
    JsonOutput out = slot.out;
    if (out == null) {
      if (slot.outgrown > 0) {
        JsonOutput large = LargeWriters.take(slot.largeSlot);
        return large != null ? large : new JsonOutput(slot.outgrown);
      }
      return new JsonOutput(1024);
    }
    slot.out = null;
    return out.reset();
  }

  private static void giveBack(Kept slot, JsonOutput out) {
    if (out.capacity() <= KEPT_CAPACITY) {
      slot.out = out;
      slot.outgrown = 0;
    } else {
      // The next writer starts a quarter above this document, or is this one again if it is still
      // parked then; a small document in a writer sized for a large one forgets the size.
      int size = out.size();
      slot.outgrown = size > KEPT_CAPACITY ? size + size / 4 : 0;
      LargeWriters.park(slot.largeSlot, out);
    }
  }

  private static <T> JsonOutput written(JsonOutput out, JsonCodec<T> codec, T value) {
    codec.write(out, value);
    return out;
  }

  private static <T> T readAll(JsonCodec<T> codec, JsonInput in) {
    T value = codec.read(in);
    in.end();
    return value;
  }
}
