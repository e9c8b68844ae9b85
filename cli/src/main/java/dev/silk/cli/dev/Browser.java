package dev.silk.cli.dev;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Opens a URL in the user's browser with the platform's own opener.
 *
 * <p>A child process, not {@code java.awt.Desktop}: loading AWT costs start-up time and fails on
 * headless machines. Where no browser can open (no display on Linux, no opener, an opener that
 * fails) it says so with the URL, so the {@code o} key never does nothing.
 */
final class Browser {
  private Browser() {}

  static void open(String url, Consumer<String> warn) {
    open(url, warn, System.getProperty("os.name", ""), System.getenv());
  }

  static void open(String url, Consumer<String> warn, String osName, Map<String, String> env) {
    String os = osName.toLowerCase(Locale.ROOT);
    List<String> command;
    if (os.contains("mac")) {
      command = List.of("open", url);
    } else if (os.contains("win")) {
      command = List.of("rundll32", "url.dll,FileProtocolHandler", url);
    } else {
      if (isBlank(env.get("DISPLAY")) && isBlank(env.get("WAYLAND_DISPLAY"))) {
        warn.accept("no display to open a browser on: open " + url + " yourself");
        return;
      }
      command = List.of("xdg-open", url);
    }
    try {
      Process opener =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      opener
          .onExit()
          .thenAccept(
              p -> {
                if (p.exitValue() != 0) {
                  warn.accept(
                      command.get(0)
                          + " could not open a browser (exit "
                          + p.exitValue()
                          + "): open "
                          + url
                          + " yourself");
                }
              });
    } catch (IOException e) {
      warn.accept("cannot open a browser (" + command.get(0) + "): open " + url + " yourself");
    }
  }

  private static boolean isBlank(String value) {
    return value == null || value.isBlank();
  }
}
