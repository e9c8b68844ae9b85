package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
  private static final List<String> COMMANDS = List.of("new", "completion", "dev");

  @Test
  void aSwappedPairOfLettersFindsTheCommand() {
    assertEquals(List.of("new"), Suggestions.closest("nwe", COMMANDS));
  }

  @Test
  void aMissingLetterFindsTheCommand() {
    assertEquals(List.of("completion"), Suggestions.closest("compltion", COMMANDS));
  }

  @Test
  void somethingUnrelatedFindsNothing() {
    assertEquals(List.of(), Suggestions.closest("deploy", COMMANDS));
  }

  @Test
  void anOptionWithAValueIsComparedByItsName() {
    assertEquals(
        List.of("--template"),
        Suggestions.closest("--tempate=api", List.of("--template", "--git")));
  }
}
