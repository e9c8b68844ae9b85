package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.json.JsonException;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The sample documents of a file, a folder or standard input ({@code -}): a file holds one JSON
 * document, or NDJSON (one per line) when it is named {@code .ndjson}/{@code .jsonl} or when its
 * first line is a whole document and more lines follow. A folder gives its {@code .json}, {@code
 * .ndjson} and {@code .jsonl} files, in name order.
 *
 * <pre>{@code
 * for (SampleReader.Document d : SampleReader.documents(Path.of("samples"), System.in)) {
 *   JsonValue tree = d.parse();   // a CommandException with file, line and column when malformed
 * }
 * }</pre>
 */
final class SampleReader {
  private SampleReader() {}

  /**
   * One document and where it came from.
   *
   * @param source the file as given (or {@code <stdin>})
   * @param line the line it starts on, 0 when it is the whole file
   * @param bytes the document
   */
  record Document(String source, int line, byte[] bytes) {
    /** {@code orders.ndjson:3}, or the file alone for a whole-file document. */
    String label() {
      return line == 0 ? source : source + ":" + line;
    }

    /** The tree, or a {@link CommandException} naming the file, line and column. */
    JsonValue parse() {
      try {
        return JsonValue.parse(bytes);
      } catch (JsonException e) {
        throw CommandException.failure(where(e) + ": " + e.reason(), null);
      }
    }

    /** {@code file:line:column} of an error in this document. */
    String where(JsonException e) {
      if (e.line() <= 0) {
        return label();
      }
      int fileLine = line == 0 ? e.line() : line + e.line() - 1;
      return source + ":" + fileLine + ":" + e.column();
    }
  }

  /** The documents at {@code input} ({@code -} reads {@code stdin}). */
  static List<Document> documents(String input, InputStream stdin) {
    if (input.equals("-")) {
      try {
        return split("<stdin>", stdin.readAllBytes(), false);
      } catch (IOException e) {
        throw CommandException.failure("cannot read standard input: " + e.getMessage(), null);
      }
    }
    Path path = Path.of(input);
    if (Files.isDirectory(path)) {
      List<Path> files = samplesIn(path);
      if (files.isEmpty()) {
        throw CommandException.failure(
            "no .json, .ndjson or .jsonl files in " + input,
            "Name a file, or - for standard input.");
      }
      List<Document> all = new ArrayList<>();
      for (Path file : files) {
        all.addAll(file(file, file.toString()));
      }
      return all;
    }
    if (!Files.isRegularFile(path)) {
      throw CommandException.failure("no such file or folder: " + input, null);
    }
    return file(path, input);
  }

  private static List<Path> samplesIn(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile)
          .filter(
              p -> {
                String name = p.getFileName().toString();
                return name.endsWith(".json")
                    || name.endsWith(".ndjson")
                    || name.endsWith(".jsonl");
              })
          .sorted()
          .toList();
    } catch (IOException e) {
      throw CommandException.failure("cannot list " + dir + ": " + e.getMessage(), null);
    }
  }

  private static List<Document> file(Path path, String shown) {
    try {
      String name = path.getFileName().toString();
      boolean lines = name.endsWith(".ndjson") || name.endsWith(".jsonl");
      return split(shown, Files.readAllBytes(path), lines);
    } catch (IOException e) {
      throw CommandException.failure("cannot read " + shown + ": " + e.getMessage(), null);
    }
  }

  private static List<Document> split(String source, byte[] bytes, boolean lines) {
    if (isBlank(bytes, 0, bytes.length)) {
      throw CommandException.failure(
          "empty input: " + source + " holds no JSON document", "Give at least one JSON object.");
    }
    if (lines || looksLikeNdjson(bytes)) {
      return lines(source, bytes);
    }
    return List.of(new Document(source, 0, bytes));
  }

  /**
   * NDJSON without the file name saying so: the whole text is not one document, but its first
   * non-blank line is, and something follows it.
   */
  private static boolean looksLikeNdjson(byte[] bytes) {
    try {
      JsonValue.parse(bytes);
      return false;
    } catch (JsonException whole) {
      int start = 0;
      while (start < bytes.length) {
        int end = lineEnd(bytes, start);
        if (!isBlank(bytes, start, end)) {
          try {
            JsonValue.parse(Arrays.copyOfRange(bytes, start, end));
          } catch (JsonException e) {
            return false;
          }
          return !isBlank(bytes, Math.min(end + 1, bytes.length), bytes.length);
        }
        start = end + 1;
      }
      return false;
    }
  }

  private static List<Document> lines(String source, byte[] bytes) {
    List<Document> documents = new ArrayList<>();
    int line = 1;
    for (int start = 0; start < bytes.length; line++) {
      int end = lineEnd(bytes, start);
      if (!isBlank(bytes, start, end)) {
        documents.add(new Document(source, line, Arrays.copyOfRange(bytes, start, end)));
      }
      start = end + 1;
    }
    return documents;
  }

  private static int lineEnd(byte[] bytes, int start) {
    int end = start;
    while (end < bytes.length && bytes[end] != '\n') {
      end++;
    }
    return end;
  }

  private static boolean isBlank(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      byte b = bytes[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return false;
      }
    }
    return true;
  }
}
