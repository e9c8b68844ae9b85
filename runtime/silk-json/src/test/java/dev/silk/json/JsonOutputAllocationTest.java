package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Once its buffer is large enough, a writer allocates nothing: keys, ints, longs, doubles,
 * booleans, constants, nulls and strings (short, long, escaped, non-ASCII) go straight into the
 * buffer. This holds in the interpreter too, so the test needs no warm-up.
 */
class JsonOutputAllocationTest {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey NAME = JsonKey.of("name");
  private static final JsonKey PRICE = JsonKey.of("price");
  private static final JsonKey LONGER = JsonKey.of("description_of_the_item");
  private static final JsonKey RED = JsonKey.of("RED");
  private static final String[] NAMES = {"a", "bb", "ccc", "한국어", "tab\there", "\"q\"", "", "h"};
  private static final String DESCRIPTION =
      "A description longer than sixty-four characters, with \"quotes\" and a \\ inside it.";

  private static void write(JsonOutput out, int records) {
    out.reset().beginArray();
    for (int i = 0; i < records; i++) {
      out.beginObject()
          .put(ID, i)
          .put(NAME, NAMES[i & 7])
          .put(PRICE, i * 1.25)
          .put(LONGER, (long) i << 33)
          .put(RED, RED)
          .putNull(NAME)
          .put(ID, i % 3 == 0)
          .put(PRICE, i / 7f)
          .endObject();
      out.value(DESCRIPTION).value(RED).value(-i).nullValue();
    }
    out.endArray();
  }

  @Test
  void writingRecordsAllocatesNothingOnceTheBufferIsLargeEnough() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(threads.isThreadAllocatedMemorySupported());
    JsonOutput out = new JsonOutput(1 << 20);
    write(out, 500); // loads classes, builds the double table, makes the long-string encoder
    long thread = Thread.currentThread().getId();
    threads.getThreadAllocatedBytes(thread); // its first call allocates
    // The least of three runs, so that a stray allocation by the JVM itself cannot fail the test.
    long least = Long.MAX_VALUE;
    for (int run = 0; run < 3; run++) {
      long before = threads.getThreadAllocatedBytes(thread);
      write(out, 500);
      least = Math.min(least, threads.getThreadAllocatedBytes(thread) - before);
    }
    assertEquals(0, least, "bytes allocated while writing 500 records");
  }
}
