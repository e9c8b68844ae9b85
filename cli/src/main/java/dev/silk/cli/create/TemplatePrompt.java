package dev.silk.cli.create;

import dev.silk.cli.CommandException;
import dev.silk.cli.ExitCodes;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.UnaryOperator;
import org.jline.keymap.BindingReader;
import org.jline.keymap.KeyMap;
import org.jline.reader.EndOfFileException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.utils.InfoCmp.Capability;

/**
 * Asks which template to use when {@code silk new} runs on a terminal without {@code --template}:
 * arrow keys (or j/k) move, a digit picks, Enter confirms, the default is marked. On a dumb
 * terminal nothing is redrawn, digits and Enter still work. End of input picks the default, so it
 * never blocks a closed stdin; Ctrl-C cancels with exit code 130.
 *
 * <pre>{@code
 * try (Terminal terminal = TerminalBuilder.terminal()) {
 *   ProjectTemplate t = new TemplatePrompt(terminal, console::render).ask(ProjectTemplate.WEB);
 * }
 * }</pre>
 */
public final class TemplatePrompt {
  private enum Key {
    UP,
    DOWN,
    ENTER,
    CANCEL,
    DIGIT,
    OTHER
  }

  private final Terminal terminal;
  private final UnaryOperator<String> style;
  private final List<ProjectTemplate> choices = List.of(ProjectTemplate.values());

  /**
   * A prompt on this terminal.
   *
   * @param style renders picocli markup (colour or plain), usually {@code console::render}
   */
  public TemplatePrompt(Terminal terminal, UnaryOperator<String> style) {
    this.terminal = terminal;
    this.style = style;
  }

  /** Shows the choices and returns the one picked. */
  public ProjectTemplate ask(ProjectTemplate defaultChoice) {
    PrintWriter out = terminal.writer();
    boolean redraw = !terminal.getType().startsWith(Terminal.TYPE_DUMB);
    int selected = choices.indexOf(defaultChoice);
    // Raw mode before the question, so no key typed after it is echoed or line-buffered; Ctrl-C
    // arrives as a key, so cancelling restores the terminal like any other answer.
    Attributes saved = terminal.enterRawMode();
    try {
      Attributes raw = terminal.getAttributes();
      raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
      terminal.setAttributes(raw);
      out.println(
          style.apply(
              "@|bold Which template?|@ (arrow keys or 1-" + choices.size() + ", then Enter)"));
      draw(out, selected, defaultChoice, false);
      BindingReader reader = new BindingReader(terminal.reader());
      KeyMap<Key> keys = keyMap();
      while (true) {
        Key key;
        try {
          key = reader.readBinding(keys);
        } catch (EndOfFileException closed) {
          key = null;
        }
        if (key == null) {
          break; // end of input: take what is selected
        }
        int before = selected;
        switch (key) {
          case UP -> selected = (selected + choices.size() - 1) % choices.size();
          case DOWN -> selected = (selected + 1) % choices.size();
          case DIGIT -> {
            int digit = reader.getLastBinding().charAt(0) - '1';
            if (digit >= 0 && digit < choices.size()) {
              selected = digit;
            }
          }
          case CANCEL ->
              throw new CommandException(
                  ExitCodes.INTERRUPTED, "cancelled; nothing was created", null, null);
          case ENTER -> {
            return chosen(out, selected);
          }
          case OTHER -> {}
        }
        if (redraw && selected != before) {
          out.print("\033[" + choices.size() + "A");
          draw(out, selected, defaultChoice, true);
        }
      }
      return chosen(out, selected);
    } finally {
      terminal.setAttributes(saved);
    }
  }

  private ProjectTemplate chosen(PrintWriter out, int selected) {
    ProjectTemplate choice = choices.get(selected);
    out.println(style.apply("Template: @|bold " + choice.id() + "|@"));
    out.flush();
    return choice;
  }

  private void draw(
      PrintWriter out, int selected, ProjectTemplate defaultChoice, boolean overwrite) {
    for (int i = 0; i < choices.size(); i++) {
      ProjectTemplate choice = choices.get(i);
      String line =
          String.format(
              "%s %d. %-8s %s%s",
              i == selected ? ">" : " ",
              i + 1,
              choice.id(),
              choice.summary(),
              choice == defaultChoice ? " (default)" : "");
      if (overwrite) {
        out.print("\r\033[2K");
      }
      out.println(i == selected ? style.apply("@|bold,cyan " + line + "|@") : line);
    }
    out.flush();
  }

  private KeyMap<Key> keyMap() {
    KeyMap<Key> keys = new KeyMap<>();
    keys.bind(Key.UP, "\033[A", "\033OA", "k");
    keys.bind(Key.DOWN, "\033[B", "\033OB", "j");
    bindCapability(keys, Key.UP, Capability.key_up);
    bindCapability(keys, Key.DOWN, Capability.key_down);
    keys.bind(Key.ENTER, "\r", "\n");
    keys.bind(Key.CANCEL, KeyMap.ctrl('C'), "q");
    for (char digit = '1'; digit <= '9'; digit++) {
      keys.bind(Key.DIGIT, String.valueOf(digit));
    }
    keys.setNomatch(Key.OTHER);
    keys.setAmbiguousTimeout(150);
    return keys;
  }

  private void bindCapability(KeyMap<Key> keys, Key key, Capability capability) {
    String sequence = KeyMap.key(terminal, capability);
    if (sequence != null && !sequence.isEmpty()) {
      keys.bind(key, sequence);
    }
  }
}
