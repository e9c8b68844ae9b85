package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class OldSpellingsTest {
  private final StringWriter err = new StringWriter();
  private final Console console = Console.capture(new StringWriter(), err);

  @Test
  void jsonCodecsAnywhereAfterBenchBecomesTheCodecsSubcommand() {
    assertArrayEquals(
        new String[] {"-v", "bench", "codecs", "-d", "demo", "--forks", "2"},
        OldSpellings.rewrite(
            new String[] {"-v", "bench", "-d", "demo", "--json-codecs", "--forks", "2"}, console));
    assertTrue(err.toString().contains("is now 'silk bench codecs'"), err::toString);
  }

  @Test
  void everythingElseIsLeftAsItIsWithoutAWord() {
    String[] load = {"bench", "--duration", "5s"};
    String[] afterEnd = {"bench", "--", "--json-codecs"};
    String[] otherCommand = {"codec", "from", "--json-codecs"};
    assertSame(load, OldSpellings.rewrite(load, console));
    assertSame(afterEnd, OldSpellings.rewrite(afterEnd, console));
    assertSame(otherCommand, OldSpellings.rewrite(otherCommand, console));
    assertEquals("", err.toString());
  }
}
