package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class JsonFacadeReuseTest {
  @Test
  void consecutiveWritesOnOneThreadDoNotLeakIntoEachOther() {
    JsonCodec<List<String>> names = JsonCodecs.STRING.list();
    assertEquals("[\"a\",\"b\",\"c\"]", Json.toJson(names, List.of("a", "b", "c")));
    assertEquals("[\"d\"]", Json.toJson(names, List.of("d")));
    assertEquals("[]", new String(Json.toBytes(names, List.of())));
  }

  @Test
  void aCodecThatCallsJsonWhileWritingGetsItsOwnWriter() {
    JsonCodec<String> nested =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, String value) {
            out.value(Json.toJson(JsonCodecs.STRING, value + "!"));
          }

          @Override
          public String read(JsonInput in) {
            return in.readString();
          }
        };
    assertEquals("[\"\\\"x!\\\"\",\"\\\"y!\\\"\"]", Json.toJson(nested.list(), List.of("x", "y")));
  }

  @Test
  void aFailedWriteLeavesTheNextWriteClean() {
    JsonCodec<String> failing =
        new JsonCodec<>() {
          @Override
          public void write(JsonOutput out, String value) {
            out.beginObject();
            throw new IllegalStateException("boom");
          }

          @Override
          public String read(JsonInput in) {
            return in.readString();
          }
        };
    assertThrows(IllegalStateException.class, () -> Json.toBytes(failing, "x"));
    assertEquals("\"ok\"", Json.toJson(JsonCodecs.STRING, "ok"));
  }

  @Test
  void aLargeDocumentWrittenAgainStartsInAWriterOfItsSizeInsteadOfGrowingOneAgain() {
    // 20,000 short strings: about 300 KB, written without any scratch array of their own.
    List<String> big = java.util.Collections.nCopies(20_000, "twelve chars");
    JsonCodec<List<String>> codec = JsonCodecs.STRING.list();
    int document = Json.toBytes(codec, big).length; // learns the size
    long allocated = medianAllocatedByFiveWrites(codec, big, document);
    // One writer a quarter larger than the document and the returned copy; growing from 1 KiB by
    // doubling would add arrays of about the document's size again.
    assertTrue(allocated < 2.5 * document, () -> allocated + " bytes");
    // A small document afterwards is written as before and the next writer is small again.
    assertEquals("1", Json.toJson(JsonCodecs.INT, 1));
    assertEquals("2", Json.toJson(JsonCodecs.INT, 2));
  }

  @Test
  void aWriterThatGrewPastTheKeptSizeIsNotKept() {
    String big = "x".repeat(Json.KEPT_CAPACITY * 2);
    assertEquals(big.length() + 2, Json.toBytes(JsonCodecs.STRING, big).length);
    assertEquals("1", Json.toJson(JsonCodecs.INT, 1));
  }

  @Test
  void aLargeDocumentWrittenAgainReusesTheWriterItWasWrittenIn() {
    List<String> big = Collections.nCopies(20_000, "twelve chars"); // about 300 KB
    JsonCodec<List<String>> codec = JsonCodecs.STRING.list();
    int document = Json.toBytes(codec, big).length;
    Json.toBytes(codec, big); // the first write in a writer of its size, which is then kept
    long allocated = medianAllocatedByFiveWrites(codec, big, document);
    // The returned copy only: no writer of the document's size (which would add 1.25 times it).
    assertTrue(allocated < 1.5 * document, () -> allocated + " bytes");
  }

  /** The bytes this thread allocates for one write of {@code value}, the median of five. */
  private static long medianAllocatedByFiveWrites(
      JsonCodec<List<String>> codec, List<String> value, int document) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long[] allocated = new long[5];
    for (int i = 0; i < allocated.length; i++) {
      long before = threads.getCurrentThreadAllocatedBytes();
      assertEquals(document, Json.toBytes(codec, value).length);
      allocated[i] = threads.getCurrentThreadAllocatedBytes() - before;
    }
    java.util.Arrays.sort(allocated);
    return allocated[2];
  }

  @Test
  void aWriterLargerThanTwoMebibytesIsNotKeptForOtherThreads() {
    JsonOutput huge = new JsonOutput(LargeWriters.MAX_CAPACITY + 1);
    int slot = LargeWriters.slotForNewThread();
    LargeWriters.park(slot, huge);
    assertNotSame(huge, LargeWriters.take(slot));
  }

  @Test
  void threadsWritingLargeDocumentsAtOnceNeverShareAWriter() throws Exception {
    JsonCodec<List<String>> codec = JsonCodecs.STRING.list();
    int writers = 2 * LargeWriters.SLOTS + 1; // more threads than slots, so slots are shared
    List<List<String>> documents = new ArrayList<>();
    List<byte[]> expected = new ArrayList<>();
    for (int t = 0; t < writers; t++) {
      List<String> values = Collections.nCopies(8_000 + 997 * t, "thread " + t);
      documents.add(values);
      expected.add(new JsonOutput().value(codec, values).toBytes());
    }
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < writers; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 40; i++) {
                    // Large and small in turn, so writers move between the slots and threads.
                    assertArrayEquals(
                        expected.get(thread), Json.toBytes(codec, documents.get(thread)));
                    assertEquals(
                        "[\"t" + thread + "\"]", Json.toJson(codec, List.of("t" + thread)));
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
  }
}
