package dev.silk.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import picocli.CommandLine.Help.Ansi;

/**
 * The one place where the CLI writes for people: it knows whether colour is wanted, whether a
 * terminal is attached and how chatty to be, so commands never print raw {@code System.out} or
 * escape codes of their own.
 *
 * <p>Text uses picocli's markup ({@code @|bold,green done|@}), rendered as ANSI colour or stripped.
 * Colour is off for {@code NO_COLOR}, {@code TERM=dumb}, {@code CLICOLOR=0} and when the output is
 * not a terminal, and forced on by {@code CLICOLOR_FORCE} (see {@link #colourWanted}).
 *
 * <pre>{@code
 * Console console = Console.system();
 * console.success("Created demo");
 * console.detail("rendered 12 files");   // only with --verbose
 * }</pre>
 */
public final class Console {
  /** How much the CLI says. */
  public enum Verbosity {
    /** Errors and the essential result only. */
    QUIET,
    /** The default. */
    NORMAL,
    /** Also the details of what happens. */
    VERBOSE
  }

  private final PrintWriter out;
  private final PrintWriter err;
  private final boolean interactive;
  private final Ansi ansi;
  private Verbosity verbosity = Verbosity.NORMAL;

  /**
   * A console over the given writers.
   *
   * @param interactive whether a person sits at a terminal (prompts may be shown)
   * @param colour whether to emit ANSI colour
   */
  public Console(PrintWriter out, PrintWriter err, boolean interactive, boolean colour) {
    this.out = out;
    this.err = err;
    this.interactive = interactive;
    this.ansi = colour ? Ansi.ON : Ansi.OFF;
  }

  /**
   * The console of this process: stdout/stderr, colour and interactivity decided from the
   * environment.
   */
  public static Console system() {
    boolean tty = stdoutIsTerminal();
    PrintWriter out =
        new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    PrintWriter err =
        new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
    return new Console(out, err, tty, colourWanted(System.getenv(), tty));
  }

  /** A console writing into strings, for tests: no terminal, no colour. */
  public static Console capture(StringWriter out, StringWriter err) {
    return new Console(new PrintWriter(out, true), new PrintWriter(err, true), false, false);
  }

  /**
   * Decides colour the way https://no-color.org and https://bixense.com/clicolors ask: {@code
   * NO_COLOR} wins, then {@code CLICOLOR_FORCE}, then a dumb terminal, {@code CLICOLOR=0} or a pipe
   * turn colour off.
   */
  public static boolean colourWanted(Map<String, String> env, boolean tty) {
    if (isSet(env.get("NO_COLOR"))) {
      return false;
    }
    String force = env.get("CLICOLOR_FORCE");
    if (isSet(force) && !force.equals("0")) {
      return true;
    }
    if ("dumb".equals(env.get("TERM")) || "0".equals(env.get("CLICOLOR"))) {
      return false;
    }
    return tty;
  }

  private static boolean isSet(String value) {
    return value != null && !value.isEmpty();
  }

  /**
   * Whether stdin and stdout are a terminal. {@code System.console()} answers that up to JDK 21;
   * from JDK 22 it always returns a console and {@code Console.isTerminal()} answers instead.
   */
  static boolean stdoutIsTerminal() {
    java.io.Console console = System.console();
    if (console == null) {
      return false;
    }
    if (Runtime.version().feature() < 22) {
      return true;
    }
    try {
      MethodHandle isTerminal =
          MethodHandles.publicLookup()
              .findVirtual(
                  java.io.Console.class, "isTerminal", MethodType.methodType(boolean.class));
      return (boolean) isTerminal.invoke(console);
    } catch (Throwable e) {
      return false;
    }
  }

  /** Sets how much this console says. */
  public Console verbosity(Verbosity verbosity) {
    this.verbosity = verbosity;
    return this;
  }

  /** How much this console says. */
  public Verbosity verbosity() {
    return verbosity;
  }

  /** Whether a person sits at a terminal, so a question may be asked. */
  public boolean interactive() {
    return interactive;
  }

  /** Whether ANSI colour is emitted. */
  public boolean colour() {
    return ansi == Ansi.ON;
  }

  /** picocli's view of the colour choice, for usage help. */
  public Ansi ansi() {
    return ansi;
  }

  /** The writer for normal output (usage help, generated scripts). */
  public PrintWriter out() {
    return out;
  }

  /** The writer for errors. */
  public PrintWriter err() {
    return err;
  }

  /** Renders picocli markup ({@code @|bold text|@}) with or without colour. */
  public String render(String markup) {
    return ansi.string(markup);
  }

  /** Data a script may read (a completion script, a version): always printed, never styled. */
  public void print(String text) {
    out.println(text);
  }

  /** A normal line, hidden by {@code --quiet}. */
  public void info(String markup) {
    if (verbosity != Verbosity.QUIET) {
      out.println(render(markup));
    }
  }

  /** A result line, shown even with {@code --quiet}. */
  public void success(String markup) {
    out.println(render("@|bold,green " + markup + "|@"));
  }

  /** A line only {@code --verbose} shows. */
  public void detail(String markup) {
    if (verbosity == Verbosity.VERBOSE) {
      out.println(render("@|faint " + markup + "|@"));
    }
  }

  /** Something the user should know that did not stop the command. */
  public void warn(String text) {
    err.println(render("@|yellow warning:|@ ") + text);
  }

  /** Why the command failed; always shown. */
  public void error(String text) {
    err.println(render("@|bold,red error:|@ ") + text);
  }

  /** A hint after an error ("run silk new --help"). */
  public void hint(String text) {
    err.println(text);
  }
}
