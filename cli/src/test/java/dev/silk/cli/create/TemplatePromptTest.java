package dev.silk.cli.create;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;

/** Drives the prompt through JLine terminals over in-memory streams, as a person would type. */
class TemplatePromptTest {
  private final ByteArrayOutputStream screen = new ByteArrayOutputStream();

  /**
   * Types {@code keys} once the question is on the screen (the prompt is in raw mode by then), then
   * closes the input, like a person answering and then the pipe ending.
   */
  private ProjectTemplate answer(String keys, String type) throws IOException {
    PipedOutputStream keyboard = new PipedOutputStream();
    PipedInputStream input = new PipedInputStream(keyboard);
    Thread typist =
        new Thread(
            () -> {
              try {
                while (!screen.toString(StandardCharsets.UTF_8).contains("Which template?")) {
                  Thread.sleep(5);
                }
                keyboard.write(keys.getBytes(StandardCharsets.UTF_8));
                keyboard.flush();
                Thread.sleep(300);
                keyboard.close();
              } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
              }
            });
    typist.setDaemon(true);
    typist.start();
    try (Terminal terminal =
        type.equals(Terminal.TYPE_DUMB)
            ? new DumbTerminal("test", type, input, screen, StandardCharsets.UTF_8)
            : new ExternalTerminal("test", type, input, screen, StandardCharsets.UTF_8)) {
      return new TemplatePrompt(terminal, markup -> markup.replaceAll("@\\|\\S+ |\\|@", ""))
          .ask(ProjectTemplate.WEB);
    }
  }

  private String screen() {
    return screen.toString(StandardCharsets.UTF_8);
  }

  @Test
  void enterAloneTakesTheDefault() throws IOException {
    assertEquals(ProjectTemplate.WEB, answer("\r", "xterm"));
    assertTrue(screen().contains("1. web      pages with jte"), screen());
    assertTrue(screen().contains("(default)"), screen());
    assertTrue(screen().contains("Template: web"), screen());
  }

  @Test
  void theDownArrowMovesToTheNextTemplate() throws IOException {
    assertEquals(ProjectTemplate.API, answer("\033[B\r", "xterm"));
    assertTrue(screen().contains("> 2. api"), "redrawn with api selected: " + screen());
  }

  @Test
  void arrowsWrapAround() throws IOException {
    assertEquals(ProjectTemplate.CHAT, answer("\033[A\r", "xterm"));
  }

  @Test
  void aDigitPicksByNumber() throws IOException {
    assertEquals(ProjectTemplate.MINIMAL, answer("3\r", "xterm"));
  }

  @Test
  void aDumbTerminalWorksWithoutRedrawing() throws IOException {
    assertEquals(ProjectTemplate.API, answer("2\r", Terminal.TYPE_DUMB));
    assertFalse(screen().contains("\033["), "no escape codes on a dumb terminal: " + screen());
  }

  @Test
  void theEndOfInputTakesTheSelectionInsteadOfBlocking() throws IOException {
    assertEquals(ProjectTemplate.WEB, answer("", "xterm"));
  }

  @Test
  void ctrlCCancelsWithTheInterruptedExitCode() {
    CommandException e = assertThrows(CommandException.class, () -> answer("\003", "xterm"));
    assertEquals(ExitCodes.INTERRUPTED, e.exitCode());
  }
}
