package dev.silk.cli.dev;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Opens a URL in the user's browser with the platform's own opener.
 *
 * <p>A child process, not {@code java.awt.Desktop}: loading AWT costs start-up time and fails on
 * headless machines.
 */
final class Browser {
  private Browser() {}

  static void open(String url, Consumer<String> warn) {
    String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
    List<String> command;
    if (os.contains("mac")) {
      command = List.of("open", url);
    } else if (os.contains("win")) {
      command = List.of("rundll32", "url.dll,FileProtocolHandler", url);
    } else {
      command = List.of("xdg-open", url);
    }
    try {
      new ProcessBuilder(command)
          .redirectErrorStream(true)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();
    } catch (IOException e) {
      warn.accept("cannot open a browser (" + command.get(0) + "): open " + url + " yourself");
    }
  }
}
