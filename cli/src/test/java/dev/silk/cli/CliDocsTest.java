package dev.silk.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/**
 * docs/cli.md carries every command's usage help, generated from the picocli model, so the manual
 * cannot drift from the code. After changing a command, regenerate the block with {@code mvn -pl
 * cli test -Dtest=CliDocsTest -Dsilk.updateDocs=true}.
 */
class CliDocsTest {
  static final String BEGIN = "<!-- usage:begin";
  static final String END = "<!-- usage:end -->";

  @Test
  void theManualShowsTheUsageHelpOfEveryCommand() throws IOException {
    Path docs = Path.of("").toAbsolutePath().getParent().resolve("docs/cli.md");
    String text = Files.readString(docs);
    int begin = text.indexOf(BEGIN);
    int end = text.indexOf(END);
    assertTrue(begin >= 0 && end > begin, "docs/cli.md has the usage markers");
    int blockStart = text.indexOf('\n', begin) + 1;
    String expected = usageBlock();
    String actual = text.substring(blockStart, end);
    if (!expected.equals(actual) && Boolean.getBoolean("silk.updateDocs")) {
      Files.writeString(docs, text.substring(0, blockStart) + expected + text.substring(end));
      return;
    }
    assertEquals(
        expected,
        actual,
        "docs/cli.md is out of date; run mvn -pl cli test -Dtest=CliDocsTest -Dsilk.updateDocs=true");
  }

  static String usageBlock() {
    CommandLine root = Cli.commandLine(Console.capture(new StringWriter(), new StringWriter()));
    StringBuilder block = new StringBuilder();
    append(block, root);
    return block.toString();
  }

  private static void append(StringBuilder block, CommandLine command) {
    block.append("\n### `").append(command.getCommandSpec().qualifiedName()).append("`\n\n");
    block.append("```text\n").append(command.getUsageMessage(Ansi.OFF).stripTrailing());
    block.append("\n```\n");
    command.getSubcommands().values().forEach(sub -> append(block, sub));
    if (command.getParent() == null) {
      block.append('\n');
    }
  }
}
