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
  void theSlotForVirtualThreadsKeepsNothing() {
    JsonBuffers.Slot none = JsonBuffers.slot(false);
    JsonOutput out = none.take();
    out.value(1);
    none.give(out, true);
    assertNotSame(out, none.take());
    assertEquals("1", new JsonOutput().value(JsonCodecs.INT, 1).toString());
  }
}
