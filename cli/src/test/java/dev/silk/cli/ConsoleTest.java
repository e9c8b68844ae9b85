package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConsoleTest {
  @Test
  void aTerminalGetsColourUnlessTheEnvironmentSaysOtherwise() {
    assertTrue(Console.colourWanted(Map.of(), true));
    assertTrue(Console.colourWanted(Map.of("TERM", "xterm-256color"), true));
    assertFalse(Console.colourWanted(Map.of("NO_COLOR", "1"), true));
    assertFalse(Console.colourWanted(Map.of("TERM", "dumb"), true));
    assertFalse(Console.colourWanted(Map.of("CLICOLOR", "0"), true));
  }

  @Test
  void aPipeGetsNoColourUnlessForced() {
    assertFalse(Console.colourWanted(Map.of(), false));
    assertTrue(Console.colourWanted(Map.of("CLICOLOR_FORCE", "1"), false));
    assertTrue(Console.colourWanted(Map.of("CLICOLOR_FORCE", "1", "TERM", "dumb"), false));
    assertFalse(Console.colourWanted(Map.of("CLICOLOR_FORCE", "0"), false));
  }

  @Test
  void noColorWinsOverClicolorForce() {
    assertFalse(Console.colourWanted(Map.of("NO_COLOR", "1", "CLICOLOR_FORCE", "1"), true));
  }

  @Test
  void anEmptyNoColorDoesNotCount() {
    assertTrue(Console.colourWanted(Map.of("NO_COLOR", ""), true));
  }

  @Test
  void markupBecomesEscapeCodesOnlyWithColour() {
    StringWriter plain = new StringWriter();
    StringWriter coloured = new StringWriter();
    new Console(new PrintWriter(plain, true), new PrintWriter(plain, true), false, false)
        .success("done");
    new Console(new PrintWriter(coloured, true), new PrintWriter(coloured, true), true, true)
        .success("done");

    assertEquals("done\n", plain.toString());
    assertTrue(coloured.toString().contains("\u001b["), coloured.toString());
  }

  @Test
  void quietHidesInfoButNotResultsOrErrors() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    Console console = Console.capture(out, err).verbosity(Console.Verbosity.QUIET);

    console.info("chatter");
    console.detail("detail");
    console.success("result");
    console.error("broken");

    assertEquals("result\n", out.toString());
    assertEquals("error: broken\n", err.toString());
  }

  @Test
  void verboseShowsDetails() {
    StringWriter out = new StringWriter();
    Console console = Console.capture(out, new StringWriter()).verbosity(Console.Verbosity.VERBOSE);

    console.detail("wrote pom.xml");

    assertEquals("wrote pom.xml\n", out.toString());
  }
}
