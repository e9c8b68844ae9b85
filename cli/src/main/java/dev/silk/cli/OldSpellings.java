package dev.silk.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Command lines of an earlier release that still work: each is rewritten to today's spelling before
 * parsing, with one line on the error stream saying what to type now, so scripts keep running while
 * their authors learn the new form.
 *
 * <p>Today one: {@code silk bench --json-codecs ...} is {@code silk bench codecs ...}
 * (docs/decisions.md, D142).
 */
final class OldSpellings {
  private OldSpellings() {}

  /** {@code args} in today's spelling; warns on {@code console} when it changed anything. */
  static String[] rewrite(String[] args, Console console) {
    int command = commandIndex(args);
    if (command < 0 || !args[command].equals("bench")) {
      return args;
    }
    List<String> rewritten = new ArrayList<>(List.of(args));
    for (int i = command + 1; i < args.length && !args[i].equals("--"); i++) {
      if (args[i].equals("--json-codecs")) {
        rewritten.remove(i);
        rewritten.add(command + 1, "codecs");
        console.warn(
            "'silk bench --json-codecs' is now 'silk bench codecs'; the old form will go.");
        return rewritten.toArray(new String[0]);
      }
    }
    return args;
  }

  /** Where the command's name is: the first argument that is not a global option. */
  private static int commandIndex(String[] args) {
    for (int i = 0; i < args.length; i++) {
      if (!args[i].startsWith("-")) {
        return i;
      }
    }
    return -1;
  }
}
