package dev.silk.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.silk.web.spi.AppServlet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** An app hears once that it stops: when its server stops, or when a reloaded app replaces it. */
class StopListenerTest {
  @Test
  void stoppingTheServerTellsTheAppOnceBeforeThePortCloses() {
    List<String> heard = new CopyOnWriteArrayList<>();
    App app = App.create().get("/", req -> WebResponse.text("up"));
    app.onStop(reloaded -> heard.add("first " + reloaded));
    app.onStop(
        reloaded -> {
          throw new IllegalStateException("a failing listener does not stop the others");
        });
    app.onStop(reloaded -> heard.add("third " + reloaded));
    RunningApp running = app.host("127.0.0.1").port(0).start();
    running.stop();
    assertEquals(List.of("first false", "third false"), heard);
  }

  @Test
  void aSwapTellsTheReplacedAppItWasReloaded() throws Exception {
    List<String> heard = new CopyOnWriteArrayList<>();
    App first = App.create().onStop(reloaded -> heard.add("first " + reloaded));
    App second = App.create().onStop(reloaded -> heard.add("second " + reloaded));
    AppServlet servlet = new AppServlet(first);
    servlet.init();
    servlet.swap(second);
    assertEquals(List.of("first true"), heard);
    servlet.destroy();
    servlet.destroy();
    assertEquals(List.of("first true", "second false"), heard);
  }
}
