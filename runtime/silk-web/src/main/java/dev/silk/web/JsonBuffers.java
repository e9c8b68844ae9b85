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
 */
final class JsonBuffers {
  static final int KEEP_LIMIT = 64 * 1024;
  private static final int INITIAL = 2048;

  private static final ThreadLocal<Slot> SLOTS = ThreadLocal.withInitial(Slot::new);

  /** What virtual threads get: a fresh writer every time, kept by nobody. */
  private static final Slot NONE = new Slot();

  private JsonBuffers() {}

  /** The calling thread's slot, or one that keeps nothing when {@code threadBuffers} is off. */
  static Slot slot(boolean threadBuffers) {
    return threadBuffers ? SLOTS.get() : NONE;
  }

  static final class Slot {
    private JsonOutput kept;

    /** The kept writer, reset, or a new one; the slot is empty until {@link #give}. */
    JsonOutput take() {
      JsonOutput out = kept;
      if (out == null) {
        return new JsonOutput(INITIAL);
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
