package dev.silk.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Reading numbers, booleans, nulls, pre-encoded names and enum constants allocates nothing. */
class JsonInputAllocationTest {
  private static final JsonKey ID = JsonKey.of("id");
  private static final JsonKey PRICE = JsonKey.of("price");
  private static final JsonKey COUNT = JsonKey.of("count");
  private static final JsonKey OK = JsonKey.of("ok");
  private static final JsonKey COLOR = JsonKey.of("color");
  private static final JsonKey NOTE = JsonKey.of("note");
  private static final JsonKey[] COLORS = {JsonKey.of("RED"), JsonKey.of("GREEN")};

  private static final byte[] DOCUMENT = document();

  private static byte[] document() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < 1000; i++) {
      if (i > 0) {
        sb.append(i % 2 == 0 ? "," : ", ");
      }
      sb.append("{\"id\":")
          .append(1_000_000_000_000L + i * 7919L)
          .append(i % 3 == 0 ? ", \"price\": " : ",\"price\":")
          .append(i)
          .append('.')
          .append(i % 97)
          .append(",\"count\":")
          .append(i % 1000)
          .append(",\"ok\":")
          .append(i % 2 == 0)
          .append(",\"color\":\"")
          .append(i % 2 == 0 ? "RED" : "GREEN")
          .append('"')
          .append(",\"note\":")
          .append(i % 5 == 0 ? "null" : "\"x\"")
          .append('}');
    }
    return sb.append(']').toString().getBytes(StandardCharsets.UTF_8);
  }

  private static long readAll() {
    JsonInput in = new JsonInput(DOCUMENT);
    long sum = 0;
    in.beginArray();
    while (in.hasNext()) {
      in.beginObject();
      if (in.nextKeyIs(ID)) {
        sum += in.readLong();
      }
      if (in.nextKeyIs(PRICE)) {
        sum += (long) in.readDouble();
      }
      if (in.nextKeyIs(COUNT)) {
        sum += in.readInt();
      }
      if (in.nextKeyIs(OK)) {
        sum += in.readBoolean() ? 1 : 0;
      }
      if (in.nextKeyIs(COLOR)) {
        sum += in.readChoice(COLORS);
      }
      if (in.nextKeyIs(NOTE)) {
        sum += in.nextIsNull() ? 0 : in.readString().length();
      }
      in.endObject();
    }
    in.endArray();
    in.end();
    return sum;
  }

  @Test
  void readingScalarsAndKnownNamesAllocatesNothingButTheParser() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "allocation counting is available");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(
        threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
    long expected = readAll();
    for (int i = 0; i < 300; i++) {
      assertEquals(expected, readAll());
    }
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    long sum = 0;
    for (int i = 0; i < 20; i++) {
      sum += readAll();
    }
    long perDocument = (threads.getThreadAllocatedBytes(id) - before) / 20;
    assertEquals(expected * 20, sum);
    // 6000 values a document; the parser object itself is the only allocation we expect.
    assertTrue(perDocument < 512, "allocated " + perDocument + " bytes per document");
  }
}
