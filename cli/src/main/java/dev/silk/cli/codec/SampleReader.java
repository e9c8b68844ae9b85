package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.json.JsonException;
import dev.silk.json.JsonValue;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.IntConsumer;
import java.util.stream.Stream;

/**
 * The sample documents of a file, a folder or standard input ({@code -}), read one at a time so
 * that memory stays flat however large the input (D216): a file holds one JSON document, or several
 * one after another (NDJSON, one per line, is the usual case); a top-level array gives each of its
 * elements as a document of its own. A folder gives its {@code .json}, {@code .ndjson} and {@code
 * .jsonl} files, in name order.
 *
 * <p>Documents are cut out of the byte stream by their brackets and quotes, not parsed: each is
 * parsed alone by whoever reads it, and a malformed one is reported with its file, line and column.
 *
 * <pre>{@code
 * for (SampleReader.Document d : SampleReader.documents("samples", System.in)) {
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
   * @param line the line it starts on (0 for a whole file whose first line is unknown)
   * @param column the column it starts on
   * @param element its index in a top-level array, or -1 when it is not an element
   * @param whole whether it is the whole input (or an element of the array that is), so that its
   *     label needs no line
   * @param bytes the document
   */
  record Document(String source, int line, int column, int element, boolean whole, byte[] bytes) {
    /** A document that is the whole input ({@code line} 0) or starts a line. */
    Document(String source, int line, byte[] bytes) {
      this(source, line, 1, -1, line == 0, bytes);
    }

    /** {@code orders.ndjson:3}, {@code orders.json[2]}, or the file alone for a whole file. */
    String label() {
      String where = whole ? source : source + ":" + line;
      return element < 0 ? where : where + "[" + element + "]";
    }

    Document asWhole() {
      return new Document(source, line, column, element, true, bytes);
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
      int first = Math.max(line, 1);
      int fileLine = first + e.line() - 1;
      int fileColumn = e.line() == 1 ? column + e.column() - 1 : e.column();
      return source + ":" + fileLine + ":" + fileColumn;
    }
  }

  /** The documents at {@code input} ({@code -} reads {@code stdin}), read as they are asked for. */
  static Iterable<Document> documents(String input, InputStream stdin) {
    if (input.equals("-")) {
      return () -> new Splitter("<stdin>", stdin, false);
    }
    Path path = Path.of(input);
    if (Files.isDirectory(path)) {
      List<Path> files = samplesIn(path);
      if (files.isEmpty()) {
        throw CommandException.failure(
            "no .json, .ndjson or .jsonl files in " + input,
            "Name a file, or - for standard input.");
      }
      return () -> files.stream().flatMap(f -> stream(open(f, f.toString()))).iterator();
    }
    if (!Files.isRegularFile(path)) {
      throw CommandException.failure("no such file or folder: " + input, null);
    }
    return () -> open(path, input);
  }

  /** Every document of {@code input}, in a list: for inputs known to be small (tests, schemas). */
  static List<Document> all(String input, InputStream stdin) {
    List<Document> all = new ArrayList<>();
    documents(input, stdin).forEach(all::add);
    return all;
  }

  /** {@code documents}, telling {@code seen} how many have been read so far as it goes. */
  static Iterable<Document> counted(Iterable<Document> documents, IntConsumer seen) {
    return () -> {
      Iterator<Document> it = documents.iterator();
      int[] count = {0};
      return new Iterator<>() {
        @Override
        public boolean hasNext() {
          return it.hasNext();
        }

        @Override
        public Document next() {
          Document d = it.next();
          seen.accept(++count[0]);
          return d;
        }
      };
    };
  }

  private static Stream<Document> stream(Iterator<Document> documents) {
    Iterable<Document> once = () -> documents;
    return java.util.stream.StreamSupport.stream(once.spliterator(), false);
  }

  private static Splitter open(Path path, String shown) {
    try {
      return new Splitter(shown, Files.newInputStream(path), true);
    } catch (IOException e) {
      throw CommandException.failure("cannot read " + shown + ": " + e.getMessage(), null);
    }
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

  /**
   * Cuts one input into documents: each top-level value, and each element of a top-level array.
   * Reads ahead one value, so that a value alone in its input is labelled as the whole file.
   */
  private static final class Splitter implements Iterator<Document> {
    private static final int EOF = -1;

    private final String source;
    private final InputStream in;
    private final boolean closeAtEnd;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private int line = 1;
    private int column = 1;
    private int values;
    // Inside a top-level array: whether it opened the input, and the next element's index; -1
    // outside one.
    private boolean arrayFirst;
    private int element = -1;
    private Document next;
    private boolean empty = true;

    Splitter(String source, InputStream in, boolean closeAtEnd) {
      this.source = source;
      this.in = in;
      this.closeAtEnd = closeAtEnd;
      this.next = read();
    }

    @Override
    public boolean hasNext() {
      return next != null;
    }

    @Override
    public Document next() {
      if (next == null) {
        throw new NoSuchElementException();
      }
      Document current = next;
      next = read();
      if (next == null && values == 1 && current.element() < 0) {
        return current.asWhole(); // the only value: named by its file alone
      }
      return current;
    }

    /** The next document, or null at the end (after closing the input). */
    private Document read() {
      try {
        while (true) {
          skipBlanks();
          int c = peek();
          if (element >= 0) {
            if (c == ']') {
              take();
              element = -1;
              continue;
            }
            if (c == ',') {
              take();
              continue;
            }
            if (c == EOF) {
              throw CommandException.failure(
                  source + ":" + line + ":" + column + ": the top-level array is not closed", null);
            }
            int startLine = line;
            int startColumn = column;
            byte[] value = value();
            // An array that opens the input is taken for the whole input (the usual sample file);
            // one further down is named by its line, like an NDJSON line.
            return new Document(source, startLine, startColumn, element++, arrayFirst, value);
          }
          if (c == EOF) {
            finish();
            return null;
          }
          empty = false;
          values++;
          if (c == '[') {
            arrayFirst = values == 1;
            take();
            element = 0;
            continue;
          }
          int startLine = line;
          int startColumn = column;
          byte[] value = value();
          return new Document(source, startLine, startColumn, -1, false, value);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + source, e);
      }
    }

    private void finish() throws IOException {
      if (closeAtEnd) {
        in.close();
      }
      if (empty) {
        throw CommandException.failure(
            "empty input: " + source + " holds no JSON document", "Give at least one JSON object.");
      }
    }

    /** One value's bytes: up to its matching bracket, its closing quote, or the next delimiter. */
    private byte[] value() throws IOException {
      ByteArrayOutputStream out = new ByteArrayOutputStream(256);
      int depth = 0;
      boolean inString = false;
      boolean escaped = false;
      int first = peek();
      boolean scalar = first != '{' && first != '[' && first != '"';
      while (true) {
        int c = peek();
        if (c == EOF) {
          return out.toByteArray(); // unclosed: the parser says where
        }
        if (scalar && (isBlank(c) || c == ',' || c == ']' || c == '}')) {
          return out.toByteArray();
        }
        out.write(take());
        if (inString) {
          if (escaped) {
            escaped = false;
          } else if (c == '\\') {
            escaped = true;
          } else if (c == '"') {
            inString = false;
            if (depth == 0) {
              return out.toByteArray();
            }
          }
        } else if (c == '"') {
          inString = true;
        } else if (c == '{' || c == '[') {
          depth++;
        } else if ((c == '}' || c == ']') && --depth <= 0) {
          return out.toByteArray();
        }
      }
    }

    private void skipBlanks() throws IOException {
      while (isBlank(peek())) {
        take();
      }
    }

    private static boolean isBlank(int c) {
      return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    private int peek() throws IOException {
      if (position == limit) {
        limit = in.read(buffer);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          return EOF;
        }
      }
      return buffer[position] & 0xFF;
    }

    private int take() throws IOException {
      int c = peek();
      position++;
      if (c == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
      return c;
    }
  }
}
