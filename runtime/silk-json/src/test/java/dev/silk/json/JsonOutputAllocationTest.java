package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Once its buffer is large enough, a writer allocates nothing: keys, ints, longs, doubles,
 * booleans, constants, nulls and strings of every kind (short, plain ASCII copied by {@link
 * PlainAscii}, long, escaped, non-ASCII) go straight into the buffer. This holds in the interpreter
 * too, so the test needs no warm-up.
 */
class JsonOutputAllocationTest {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey NAME = JsonKey.of("name");
  private static final JsonKey PRICE = JsonKey.of("price");
  private static final JsonKey LONGER = JsonKey.of("description_of_the_item");
  private static final JsonKey RED = JsonKey.of("RED");
  private static final String[] NAMES = {
    "a", "bb", "ccc", "한국어 and more text", "tab\th", "\"q\"", "", "h"
  };
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
    JsonOutput out = new JsonOutput(1 << 20);
    assertEquals(0, leastAllocated(() -> write(out, 500)), "bytes allocated writing 500 records");
  }

  @Test
  void stringsOfEveryKindAllocateNothing() {
    // The copied path (8 to 63 plain ASCII chars) and the strings it turns away after looking:
    // "tab\there" is partly copied, then written by the char loop.
    String[] strings = {
      "eight ch",
      "A sentence of some words.",
      "tab\there",
      "x".repeat(63),
      "x".repeat(64),
      "A caf\u00e9 and a \u0141\u00f3d\u017a name",
      "\u0141 then ASCII to the end"
    };
    JsonOutput out = new JsonOutput(1 << 20);
    for (String s : strings) {
      Runnable write =
          () -> {
            out.reset().beginArray();
            for (int i = 0; i < 500; i++) {
              out.beginObject().put(NAME, s).endObject().value(s);
            }
            out.endArray();
          };
      assertEquals(0, leastAllocated(write), s.length() + " chars: bytes allocated");
    }
  }

  /** The least of three runs after a first, so that a stray allocation of the JVM cannot count. */
  private static long leastAllocated(Runnable work) {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(threads.isThreadAllocatedMemorySupported());
    work.run(); // loads classes, builds the double table, makes the long-string encoder
    long thread = Thread.currentThread().getId();
    threads.getThreadAllocatedBytes(thread); // its first call allocates
    long least = Long.MAX_VALUE;
    for (int run = 0; run < 3; run++) {
      long before = threads.getThreadAllocatedBytes(thread);
      work.run();
      least = Math.min(least, threads.getThreadAllocatedBytes(thread) - before);
    }
    return least;
  }
}
