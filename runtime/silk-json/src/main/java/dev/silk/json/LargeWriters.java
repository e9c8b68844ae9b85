package dev.silk.json;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A few writers too large for {@link Json} to keep per thread, shared by all threads: a document of
 * half a megabyte written again finds its writer here instead of a fresh array of its size.
 *
 * <p>Why: the facade keeps a thread's writer only up to {@link Json#KEPT_CAPACITY}, so that a
 * server's 200 threads cannot each hold megabytes (D244). A 470 KB document then cost a new 590 KB
 * array on every write: zeroed, and on G1 with a heap of up to 2 GB (regions of 1 MB) a humongous
 * object, allocated outside the thread's buffer and under a lock (D331). fastjson2 keeps its
 * buffers (up to 8 MiB) in sixteen slots shared by all threads, which bounds what it holds whatever
 * the number of threads; this does the same with four slots of writers of at most {@link
 * #MAX_CAPACITY} bytes: at most {@link #SLOTS} times that is held, and only after the application
 * wrote documents that large.
 *
 * <p>A thread takes the writer out of its slot (the slot is then empty, so no two threads share
 * one) and puts it back when the document is copied out; a thread that finds its slot empty makes a
 * writer as before.
 */
final class LargeWriters {
  /** Slots: threads are spread over them in the order they first write. A power of two. */
  static final int SLOTS = 4;

  /** Larger writers are never kept: 2 MiB holds a document of about 1.6 MB. */
  static final int MAX_CAPACITY = 2 * 1024 * 1024;

  private static final AtomicReferenceArray<JsonOutput> PARKED = new AtomicReferenceArray<>(SLOTS);
  private static final AtomicInteger NEXT_SLOT = new AtomicInteger();

  private LargeWriters() {}

  /** The slot of a thread that starts writing now. */
  static int slotForNewThread() {
    return NEXT_SLOT.getAndIncrement() & (SLOTS - 1);
  }

  /** The writer parked in {@code slot}, reset, now the caller's alone; or null. */
  static JsonOutput take(int slot) {
    JsonOutput out = PARKED.getAndSet(slot, null);
    return out == null ? null : out.reset();
  }

  /** Parks {@code out}, which its thread no longer uses, if it is not too large to keep. */
  static void park(int slot, JsonOutput out) {
    if (out.capacity() <= MAX_CAPACITY) {
      PARKED.set(slot, out);
    }
  }
}
