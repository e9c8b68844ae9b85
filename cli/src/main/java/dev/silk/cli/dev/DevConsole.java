package dev.silk.cli.dev;

import dev.silk.cli.Console;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.cli.dev.tests.TestsRan;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.AttributedString;
import org.jline.utils.InfoCmp;
import org.jline.utils.Status;

/**
 * The terminal side of {@code silk dev}: log lines scrolling above a one-line status, and single
 * keys (r restart, t continuous tests, a all tests, o open, c clear, q quit, h help).
 *
 * <p>Without a terminal (CI, pipes, IDE consoles) it prints plain lines, draws no status and never
 * reads input, so it cannot block or swallow anything. With one, it enters raw mode on a dedicated
 * key thread and restores the saved terminal attributes on every way out (q, Ctrl-C, a crash, a JVM
 * shutdown hook).
 */
final class DevConsole implements DevListener, AutoCloseable {
  /** What the keys do; implemented by the command, which owns the session. */
  interface Actions {
    void restart();

    void toggleTests();

    void runAllTests();

    void openBrowser();

    /** q: stop, exit 0. */
    void quit();

    /** Ctrl-C: stop, exit 130 as without a terminal. */
    void interrupt();
  }

  static final String HELP =
      "keys: @|bold r|@ restart  @|bold t|@ continuous tests on/off  @|bold a|@ run all tests"
          + "  @|bold o|@ open browser  @|bold c|@ clear  @|bold q|@ quit  @|bold h|@ help";

  private final Console console;
  private final Terminal terminal;
  private final Attributes saved;
  private final Status status;
  private final CountDownLatch closed = new CountDownLatch(1);
  private boolean saidStopped;
  private boolean stopping;
  private Thread keys;
  private volatile String statusText = "";
  private volatile String testsText = "";

  private DevConsole(Console console, Terminal terminal, Attributes saved, Status status) {
    this.console = console;
    this.terminal = terminal;
    this.saved = saved;
    this.status = status;
  }

  /** A console on the system terminal when there is one, else plain lines. */
  static DevConsole open(Console console) {
    if (!console.interactive()) {
      return new DevConsole(console, null, null, null);
    }
    try {
      Terminal terminal = TerminalBuilder.builder().system(true).nativeSignals(true).build();
      if (Terminal.TYPE_DUMB.equals(terminal.getType())
          || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType())) {
        terminal.close();
        return new DevConsole(console, null, null, null);
      }
      Attributes saved = terminal.enterRawMode();
      Status status = Status.getStatus(terminal, true);
      return new DevConsole(console, terminal, saved, status);
    } catch (IOException | RuntimeException e) {
      return new DevConsole(console, null, null, null);
    }
  }

  /** Reads keys on their own thread and hands them to {@code actions}; no-op without a terminal. */
  void listen(Actions actions) {
    if (terminal == null) {
      return;
    }
    terminal.handle(Terminal.Signal.INT, s -> actions.interrupt());
    terminal.handle(Terminal.Signal.WINCH, s -> resized());
    keys =
        new Thread(
            () -> {
              try {
                while (closed.getCount() > 0) {
                  int c = terminal.reader().read();
                  if (c < 0) {
                    return;
                  }
                  key(Character.toLowerCase((char) c), actions);
                }
              } catch (IOException e) {
                // the terminal closed: we are quitting
              }
            },
            "silk-dev-keys");
    keys.setDaemon(true);
    keys.start();
  }

  private void key(char c, Actions actions) {
    switch (c) {
      case 'r' -> actions.restart();
      case 't' -> actions.toggleTests();
      case 'a' -> actions.runAllTests();
      case 'o' -> actions.openBrowser();
      case 'c' -> clear();
      case 'q' -> actions.quit();
      case '\u0003' -> actions.interrupt();
      case 'h', '?' -> line(HELP);
      default -> {
        // Other keys are not ours; ignore them rather than guess.
      }
    }
  }

  boolean isTerminal() {
    return terminal != null;
  }

  /** One line of output, rendered from picocli markup. */
  synchronized void line(String markup) {
    if (stopping || closed.getCount() == 0) {
      return; // once stopping, only the stop's own line: a thread still finishing says nothing
    }
    print(markup);
  }

  private void print(String markup) {
    if (terminal == null) {
      console.out().println(console.render(markup));
      console.out().flush();
      return;
    }
    PrintWriter w = terminal.writer();
    w.print(AttributedString.fromAnsi(console.render(markup)).toAnsi(terminal));
    w.print('\n'); // output post-processing stays on in raw mode: the terminal adds the \r
    w.flush();
    drawStatus();
  }

  synchronized void status(String text) {
    statusText = text;
    if (terminal == null) {
      return;
    }
    drawStatus();
  }

  private void drawStatus() {
    if (status == null) {
      return;
    }
    try {
      status.update(
          List.of(
              AttributedString.fromAnsi(
                  console.render(
                      "@|faint "
                          + statusText
                          + (testsText.isEmpty() ? "" : "  ·  " + testsText)
                          + "  (h for help)|@"))));
    } catch (RuntimeException e) {
      // a status line is a nicety: never let it break the output
    }
  }

  private synchronized void resized() {
    if (status != null) {
      status.resize();
      drawStatus();
    }
  }

  private synchronized void clear() {
    if (terminal != null) {
      // The status line remembers what it drew and redraws only what changed; after a clear
      // nothing is drawn, so it must forget, or only the changed end of the line comes back.
      terminal.puts(InfoCmp.Capability.clear_screen);
      terminal.flush();
      if (status != null) {
        status.reset();
      }
      drawStatus();
    }
  }

  private void hideStatus() {
    if (status != null) {
      try {
        status.update(List.of());
      } catch (RuntimeException e) {
        // a nicety, as in drawStatus
      }
    }
  }

  @Override
  public void ready(String url, long millis) {
    line("@|bold,green silk dev|@ serving " + "@|bold " + url + "|@ (ready in " + millis + " ms)");
    if (statusText == null || statusText.isEmpty()) {
      // Not the app's own start time: one start figure, the one above. A first start that
      // failed keeps its "waiting for a fix".
      status("serving " + url);
    }
    if (terminal != null) {
      line(HELP);
    } else {
      line("no terminal: keys are off; stop with Ctrl-C");
    }
  }

  @Override
  public void reloaded(Reload reload) {
    String text = reload.summary();
    // The first start is told once, by ready(), with the time since the command began.
    if (!reload.trigger().equals("start")) {
      line("@|green ✓|@ " + text);
      status(text);
    }
  }

  @Override
  public void resourceChanged(String trigger, String what, long millis) {
    String text =
        what
            + " changed, "
            + (trigger.equals("css") ? "stylesheets swapped" : "browsers reloaded")
            + " in "
            + millis
            + " ms";
    line("@|green ✓|@ " + escape(text));
    // A template or handler problem is shown per request: after a save the next render tells
    // again if it is still there, so the status line no longer claims to wait for a fix.
    status(text);
  }

  @Override
  public void problem(Problem problem) {
    synchronized (this) {
      line("@|bold,red ✗ " + problem.kind().title() + ":|@ " + escape(problem.message()));
      for (Problem.Site site : problem.sites()) {
        String where =
            site.file() + ":" + site.line() + (site.column() > 0 ? ":" + site.column() : "");
        List<String> message = site.message().lines().toList();
        line(
            "  @|bold " + escape(where) + "|@  " + escape(message.isEmpty() ? "" : message.get(0)));
        for (String more : message.subList(Math.min(1, message.size()), message.size())) {
          line("    " + escape(more));
        }
        for (Problem.Excerpt e : site.excerpt()) {
          String number = String.format("%5d | ", e.number());
          line(
              e.focus()
                  ? "@|red >" + number + escape(e.text()) + "|@"
                  : "@|faint  " + number + "|@" + escape(e.text()));
        }
      }
      if (problem.sites().isEmpty() && !problem.trace().isEmpty()) {
        problem.trace().lines().limit(12).forEach(l -> line("  @|faint " + escape(l) + "|@"));
      }
      status(problem.kind().title() + ": waiting for a fix");
    }
  }

  /** A line the app printed, as it printed it. */
  void appLine(String text) {
    line(escape(text));
  }

  @Override
  public void testsRan(TestsRan run) {
    synchronized (this) {
      String classes = run.classes().isEmpty() ? "" : " (" + classList(run.classes()) + ")";
      String time = " in " + run.millis() + " ms";
      if (run.sinceSaveMillis() >= 0) {
        time += ", " + run.sinceSaveMillis() + " ms after the save";
      }
      if (run.what().equals("compile")) {
        line("@|bold,red ✗ tests: do not compile|@");
      } else if (run.failed() == 0) {
        String more = run.more() > 0 ? "; " + run.more() + " more classes in the background" : "";
        String label = run.what().equals("the rest") ? "the other tests" : "tests";
        line(
            "@|green ✓|@ "
                + label
                + ": "
                + run.passed()
                + " passed"
                + (run.skipped() > 0 ? ", " + run.skipped() + " skipped" : "")
                + classes
                + time
                + more);
      } else {
        line(
            "@|bold,red ✗ tests: "
                + run.failed()
                + " failed|@, "
                + run.passed()
                + " passed"
                + classes
                + time);
      }
      for (TestReport.Failure f : run.failures()) {
        line("  @|bold " + escape(f.test()) + "|@: " + escape(firstLine(f.message())));
        if (f.file() != null) {
          line("    @|faint " + escape(f.file() + (f.line() > 0 ? ":" + f.line() : "")) + "|@");
        }
      }
      tests(run.report());
    }
  }

  /** The tests' part of the status line. */
  synchronized void tests(TestReport report) {
    testsText = report.summary();
    if (terminal != null) {
      drawStatus();
    }
  }

  private static String classList(List<String> classes) {
    return classes.size() <= 3
        ? String.join(", ", classes)
        : String.join(", ", classes.subList(0, 3)) + " +" + (classes.size() - 3);
  }

  private static String firstLine(String text) {
    int nl = text.indexOf('\n');
    return nl < 0 ? text : text.substring(0, nl) + " …";
  }

  @Override
  public void warning(String message) {
    line("@|yellow warning:|@ " + escape(message));
  }

  @Override
  public void info(String message) {
    line("@|faint " + escape(message) + "|@");
  }

  @Override
  public void debug(String message) {
    if (console.verbosity() == Console.Verbosity.VERBOSE) {
      line("@|faint " + escape(message) + "|@");
    }
  }

  /** Picocli markup must not be triggered by user text such as "@|". */
  static String escape(String text) {
    return text == null ? "" : text.replace("@|", "@ |");
  }

  /**
   * The session's last line, once however the user stopped it (q, Ctrl-C, a signal): what the stop
   * interrupted says nothing, so this line is the whole answer.
   */
  synchronized void stopped() {
    if (closed.getCount() == 0 || saidStopped) {
      return;
    }
    saidStopped = true;
    print("silk dev stopped");
  }

  /**
   * The user asked to stop: from now on nothing but {@link #stopped}'s line is printed, whatever
   * the threads still finishing report.
   */
  synchronized void stopping() {
    stopping = true;
  }

  /** Restores the terminal as it was; safe to call more than once and from a shutdown hook. */
  @Override
  public synchronized void close() {
    if (closed.getCount() == 0) {
      return;
    }
    closed.countDown();
    if (terminal == null) {
      return;
    }
    try {
      if (status != null) {
        hideStatus(); // no stale status line left under the shell's prompt
        status.close();
      }
      terminal.setAttributes(saved);
      terminal.writer().flush();
      terminal.close();
    } catch (IOException | RuntimeException e) {
      // best effort: we are leaving
    }
  }
}
