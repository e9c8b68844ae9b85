package dev.silk.cli.app;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the project's {@code bench} file: one request a line, {@code METHOD /path} (or just {@code
 * /path} for a GET) followed by optional {@code key=value} settings. Values with spaces are quoted
 * with {@code '...'} or {@code "..."}. Blank lines and {@code #} comments are skipped.
 *
 * <p>One line per request keeps the file readable by {@code silk native}'s training run too, which
 * reads the {@code GET} lines of the same file.
 *
 * <pre>{@code
 * GET /
 * GET /api/todos  expect-body='"title":"Read the README"'
 * POST /api/todos header='Content-Type: application/json' body='{"title":"x"}' expect=201
 * POST /api/upload body=@sample.json    # @file: the body is read from a project file
 * }</pre>
 *
 * Settings: {@code header='Name: value'} (repeatable), {@code body=text} or {@code body=@file},
 * {@code expect=STATUS} (default 200), {@code expect-body=text} (the answer must contain it).
 */
public final class BenchFile {
  /** The file name in the project's root folder. */
  public static final String NAME = "bench";

  private BenchFile() {}

  /** The requests of {@code project}'s bench file, or an empty list when it has none. */
  public static List<BenchTarget> read(Path project) {
    Path file = project.resolve(NAME);
    if (!Files.isRegularFile(file)) {
      return List.of();
    }
    try {
      return parse(Files.readAllLines(file), project);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Parses the lines of a bench file; {@code @file} bodies are read relative to {@code base}. */
  public static List<BenchTarget> parse(List<String> lines, Path base) {
    List<BenchTarget> targets = new ArrayList<>();
    int number = 0;
    for (String raw : lines) {
      number++;
      List<String> words = words(raw, number);
      if (words.isEmpty()) {
        continue;
      }
      targets.add(target(words, base, "bench:" + number));
    }
    return List.copyOf(targets);
  }

  private static BenchTarget target(List<String> words, Path base, String where) {
    int next = 0;
    String method = "GET";
    if (!words.get(0).startsWith("/")) {
      method = words.get(0).toUpperCase(Locale.ROOT);
      next = 1;
    }
    if (next >= words.size() || !words.get(next).startsWith("/")) {
      throw CommandException.usage(
          where + ": expected a path starting with '/'", "write e.g. GET /api/todos");
    }
    String path = words.get(next++);
    Map<String, String> headers = new LinkedHashMap<>();
    String body = "";
    int status = 200;
    String expectBody = null;
    for (; next < words.size(); next++) {
      String word = words.get(next);
      int eq = word.indexOf('=');
      if (eq < 0) {
        throw CommandException.usage(
            where + ": '" + word + "' is not a key=value setting",
            "settings: header=, body=, expect=, expect-body=");
      }
      String key = word.substring(0, eq);
      String value = word.substring(eq + 1);
      switch (key) {
        case "header" -> {
          int colon = value.indexOf(':');
          if (colon <= 0) {
            throw CommandException.usage(
                where + ": header '" + value + "' has no name", "write header='Name: value'");
          }
          headers.put(value.substring(0, colon).strip(), value.substring(colon + 1).strip());
        }
        case "body" -> body = value.startsWith("@") ? readBody(base, value.substring(1)) : value;
        case "expect" -> status = status(value, where);
        case "expect-body" -> expectBody = value;
        default ->
            throw CommandException.usage(
                where + ": unknown setting '" + key + "'",
                "settings: header=, body=, expect=, expect-body=");
      }
    }
    return new BenchTarget(method, path, headers, body, status, expectBody);
  }

  private static int status(String value, String where) {
    try {
      int status = Integer.parseInt(value);
      if (status >= 100 && status <= 599) {
        return status;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw CommandException.usage(where + ": '" + value + "' is not an HTTP status", null);
  }

  private static String readBody(Path base, String name) {
    try {
      return Files.readString(base.resolve(name));
    } catch (IOException e) {
      throw CommandException.failure("cannot read the body file " + name + ": " + e, null);
    }
  }

  /**
   * Splits a line into words, honouring quotes; a {@code #} outside quotes ends the line. A quote
   * quotes only where a word or a setting's value begins ({@code body='{"a": 1}'}); inside a word
   * it is a character like any other, so {@code body={"title":"x"}} sends its quotes.
   */
  static List<String> words(String line, int number) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if ((c == '\'' || c == '"') && opensQuote(inWord, word, line, i)) {
        quote = c;
        inWord = true;
      } else if (c == '#' && !inWord) {
        break;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw CommandException.usage(
          "bench:" + number + ": unclosed quote " + quote,
          "close it, or quote the whole value: body='{\"title\": \"x\"}'");
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }

  /** A quote at {@code i} opens quoting at the start of a word or right after a setting's '='. */
  private static boolean opensQuote(boolean inWord, StringBuilder word, String line, int i) {
    if (!inWord) {
      return true;
    }
    return line.charAt(i - 1) == '=' && word.indexOf("=") == word.length() - 1;
  }
}
