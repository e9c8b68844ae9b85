package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.Cli;
import dev.silk.cli.Console;
import dev.silk.cli.ExitCodes;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code silk dev} as a user runs it, without a terminal (as in CI): plain lines, no key reading,
 * and a clean stop that frees the port and leaves no thread behind.
 */
@Tag("slow")
class DevCommandTest {
  @TempDir Path dir;

  @Test
  void silkDevWithoutATerminalServesPrintsPlainLinesAndStopsCleanly() throws Exception {
    TestProject.create(dir);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread run =
        new Thread(
            () ->
                exit.set(
                    Cli.run(
                        Console.capture(out, err),
                        "dev",
                        "--port",
                        "0",
                        "--no-browser",
                        "--dir",
                        dir.toString())),
            "test-silk-dev");
    run.start();
    Pattern serving = Pattern.compile("serving http://localhost:(\\d+)/");
    long deadline = System.currentTimeMillis() + 120_000;
    Matcher m = serving.matcher(out.toString());
    while (!m.find() && run.isAlive() && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
      m = serving.matcher(out.toString());
    }
    assertTrue(m.find(0), "no 'serving' line:\n" + out + err);
    int port = Integer.parseInt(m.group(1));
    try (DevClient client = new DevClient(port)) {
      assertTrue(client.get("/").body().contains("hello v1"));
    }
    assertTrue(out.toString().contains("(ready in "), out.toString());
    assertTrue(!out.toString().contains("started in"), "one start figure, not two: " + out);
    assertTrue(out.toString().contains("keys are off"), out.toString());
    assertTrue(!out.toString().contains("\u001b["), "no escape codes without a terminal");

    run.interrupt(); // what Ctrl-C amounts to for the command's wait
    run.join(30_000);
    assertEquals(ExitCodes.INTERRUPTED, exit.get(), out + "\n" + err);
    try (ServerSocket again = new ServerSocket(port)) {
      assertEquals(port, again.getLocalPort(), "the port is free again");
    }
    Thread.sleep(200);
    String stray =
        Thread.getAllStackTraces().keySet().stream()
            .map(Thread::getName)
            .filter(n -> n.startsWith("silk-") || n.contains("qtp"))
            .toList()
            .toString();
    assertEquals("[]", stray, "threads left behind");
  }

  @Test
  void aPortInUseIsTheUsersToFixAndTheMessageSaysHow() throws Exception {
    TestProject.create(dir);
    try (ServerSocket taken = new ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();

      int exit =
          Cli.run(
              Console.capture(out, err),
              "dev",
              "--port",
              String.valueOf(port),
              "--no-browser",
              "--dir",
              dir.toString());

      String said = out + "\n" + err;
      assertEquals(ExitCodes.FAILURE, exit, said);
      assertTrue(err.toString().contains("port " + port + " is already in use"), said);
      // This JVM holds it: the message names the process, found through /proc.
      assertTrue(err.toString().contains("by pid " + ProcessHandle.current().pid()), said);
      assertTrue(err.toString().contains("--port 0"), said);
      assertTrue(!said.contains("bug") && !said.contains("Exception"), said);
    }
  }
}
