package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import dev.silk.web.spi.Dispatcher;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The per-thread JSON buffer: reused on every path, dropped when large, never kept for virtual
 * threads.
 */
class JsonBuffersTest {
  /** Records the writer it was given, so a test can see which buffer a response used. */
  static final class Spy implements JsonCodec<String> {
    JsonOutput seen;
    boolean fail;

    @Override
    public void write(JsonOutput out, String value) {
      seen = out;
      if (fail) {
        out.beginArray();
        throw new IllegalStateException("fails half-way");
      }
      out.value(value);
    }

    @Override
    public String read(JsonInput in) {
      return in.readString();
    }
  }

  @Test
  void aPlatformThreadReusesOneWriterAcrossGetHeadAndFailedResponses() throws Exception {
    Spy spy = new Spy();
    Dispatcher d = Dispatcher.of(App.create().get("/", req -> WebResponse.json(spy, "x")));
    d.dispatch(new MemoryExchange("GET", "/", null));
    JsonOutput first = spy.seen;
    d.dispatch(new MemoryExchange("HEAD", "/", null));
    assertSame(first, spy.seen);
    spy.fail = true;
    MemoryExchange failed = new MemoryExchange("GET", "/", null);
    d.dispatch(failed);
    assertSame(first, spy.seen);
    spy.fail = false;
    MemoryExchange after = new MemoryExchange("GET", "/", null);
    d.dispatch(after);
    assertSame(first, spy.seen, "the failed response gave the writer back");
    assertEquals("\"x\"", after.body.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aBufferGrownPastTheLimitIsNotKept() throws Exception {
    Spy spy = new Spy();
    String big = String.join("", Collections.nCopies(JsonBuffers.KEEP_LIMIT, "y"));
    Dispatcher d =
        Dispatcher.of(
            App.create()
                .get("/big", req -> WebResponse.json(spy, big))
                .get("/small", req -> WebResponse.json(spy, "s")));
    d.dispatch(new MemoryExchange("GET", "/big", null));
    JsonOutput large = spy.seen;
    d.dispatch(new MemoryExchange("GET", "/small", null));
    assertNotSame(large, spy.seen);
  }

  @Test
  void aNewPlatformThreadWritesItsFirstLargeDocumentWithoutGrowingTheWriter() throws Exception {
    // Growing on a thread's first documents gave the writer's growth path a JIT profile, which
    // changed how C2 compiled every string member's write (D328). Started at 2 KB, this 16 KB
    // document would have doubled the writer four times, to 32 KB.
    Spy spy = new Spy();
    String large = "z".repeat(JsonBuffers.KEEP_LIMIT / 4);
    Dispatcher d = Dispatcher.of(App.create().get("/", req -> WebResponse.json(spy, large)));
    MemoryExchange exchange = new MemoryExchange("GET", "/", null);
    FutureTask<Void> onANewThread =
        new FutureTask<>(
            () -> {
              d.dispatch(exchange);
              return null;
            });
    new Thread(onANewThread).start();
    onANewThread.get(10, TimeUnit.SECONDS);
    assertEquals(large.length() + 2, exchange.body.size());
    assertEquals(JsonBuffers.KEEP_LIMIT, spy.seen.buffer().length, "the writer grew");
  }

  @Test
  void aWriterThatNobodyKeepsStartsSmall() {
    // Virtual threads take one per response: the keep limit's 64 KB each time would be waste.
    assertEquals(JsonBuffers.FRESH, JsonBuffers.slot(false).take().value(1).buffer().length);
  }

  @Test
  void theSlotForVirtualThreadsKeepsNothing() {
    JsonBuffers.Slot none = JsonBuffers.slot(false);
    JsonOutput out = none.take();
    out.value(1);
    none.give(out, true);
    assertNotSame(out, none.take());
    assertEquals("1", new JsonOutput().value(JsonCodecs.INT, 1).toString());
  }
}
