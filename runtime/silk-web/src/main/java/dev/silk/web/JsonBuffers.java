package dev.silk.web;

import dev.silk.json.JsonOutput;

/**
 * The per-thread JSON buffer that JSON response bodies are written into at send time.
 *
 * <p>A platform thread serves request after request, so it keeps one {@link JsonOutput} (reset, not
 * re-zeroed or regrown) as long as its buffer stays within {@link #KEEP_LIMIT}; a larger document's
 * buffer is dropped after use so a rare huge response does not pin memory on every thread. Virtual
 * threads are made per request, so they keep nothing. The buffer never leaves the response writer,
 * and it holds bytes only: no app object is reachable from it after a reload.
 *
 * <p>A platform thread's writer starts at the keep limit, the size it is allowed to grow to anyway,
 * so that no document under it runs the writer's growth path. Started small, every new request
 * thread grew its writer on its first large documents while the JIT was profiling: the growth call
 * in {@code JsonOutput}'s room check then had a count, C2 compiled it as a call in every inlined
 * check, and the compiled {@code put(JsonKey, String)} came out larger than C2 inlines ({@code
 * InlineSmallCode}), so the generated codecs called it for every string member where a bare servlet
 * with a 64 KB writer inlined it (docs/decisions.md, D328).
 */
final class JsonBuffers {
  static final int KEEP_LIMIT = 64 * 1024;

  /**
   * Where a writer that nobody keeps starts (a virtual thread's, one per response): small, since it
   * is allocated for every response and grows only for the documents that need it.
   */
  static final int FRESH = 2048;

  private static final ThreadLocal<Slot> SLOTS =
      ThreadLocal.withInitial(() -> new Slot(KEEP_LIMIT));

  /** What virtual threads get: a fresh writer every time, kept by nobody. */
  private static final Slot NONE = new Slot(FRESH);

  private JsonBuffers() {}

  /** The calling thread's slot, or one that keeps nothing when {@code threadBuffers} is off. */
  static Slot slot(boolean threadBuffers) {
    return threadBuffers ? SLOTS.get() : NONE;
  }

  static final class Slot {
    private final int initialCapacity;
    private JsonOutput kept;

    private Slot(int initialCapacity) {
      this.initialCapacity = initialCapacity;
    }

    /** The kept writer, reset, or a new one; the slot is empty until {@link #give}. */
    JsonOutput take() {
      JsonOutput out = kept;
      if (out == null) {
        return new JsonOutput(initialCapacity);
      }
      kept = null;
      return out.reset();
    }

    /** Keeps {@code out} for the next response, unless it is too large or this slot keeps none. */
    void give(JsonOutput out, boolean small) {
      if (small && this != NONE) {
        kept = out;
      }
    }
  }
}
