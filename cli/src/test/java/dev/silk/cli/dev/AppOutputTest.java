package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the console shows of the app's own output, and of an {@code o} key with no browser. */
class AppOutputTest {
  @Test
  void whatMainPrintedAtAnEarlierStartIsNotRepeatedOnEveryReload() throws Exception {
    List<String> shown = new ArrayList<>();
    try (AppOutput output = AppOutput.install(shown::add)) {
      for (int generation = 1; generation <= 3; generation++) {
        Thread main =
            new Thread(
                () -> System.out.println("Listening on http://localhost:8080"),
                AppOutput.MAIN_THREAD + generation);
        main.start();
        main.join();
      }
      Thread handler = new Thread(() -> System.err.println("GET /x failed"), "qtp-1");
      handler.start();
      handler.join();
      handler = new Thread(() -> System.err.println("GET /x failed"), "qtp-2");
      handler.start();
      handler.join();
    }
    assertEquals(
        List.of("Listening on http://localhost:8080", "GET /x failed", "GET /x failed"), shown);
  }

  @Test
  void theOKeyWithoutADisplaySaysWhereToGo() {
    List<String> warnings = new ArrayList<>();
    Browser.open("http://localhost:8080/", warnings::add, "Linux", Map.of("TERM", "xterm"));
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).contains("open http://localhost:8080/ yourself"), warnings.get(0));
  }

  @Test
  void onlyLoopbackHostsPassWithoutAWarning() {
    assertTrue(DevCommand.isLoopback("localhost"));
    assertTrue(DevCommand.isLoopback("127.0.0.1"));
    assertTrue(DevCommand.isLoopback("::1"));
    assertTrue(!DevCommand.isLoopback("0.0.0.0"));
  }
}
