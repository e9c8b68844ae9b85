package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonException;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonLimits;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.NoSuchElementException;

/**
 * Reads an NDJSON body one value at a time (see {@link Ndjson#reader}). A line that fits in the
 * current 8 KB chunk is parsed where it lies; only a line that crosses chunks is copied into a line
 * buffer, which grows to the longest such line and no further. Blank lines are skipped; a line that
 * is not one JSON value answers 400 naming the line.
 */
public final class NdjsonReader<T> implements Closeable {
  private static final int CHUNK = 8192;

  private final InputStream in;
  private final JsonCodec<T> codec;
  private final int maxLine;
  private final JsonLimits limits;
  private final byte[] chunk = new byte[CHUNK];
  private int pos;
  private int lim;
  private byte[] line = new byte[0];
  private int lineLength;
  private int lineNumber;
  private boolean eof;
  private boolean ready;
  private T next;

  NdjsonReader(InputStream in, JsonCodec<T> codec, int maxLine, JsonLimits limits) {
    this.in = in;
    this.codec = codec;
    this.maxLine = maxLine;
    this.limits = limits;
  }

  /** Whether another value follows; reads up to the end of its line. */
  public boolean hasNext() throws IOException {
    while (!ready) {
      if (!readLine()) {
        return false;
      }
    }
    return true;
  }

  /** The next value. */
  public T next() throws IOException {
    if (!hasNext()) {
      throw new NoSuchElementException("the NDJSON body has no more values");
    }
    ready = false;
    T value = next;
    next = null;
    return value;
  }

  /** The number of the line the last value came from (1 for the first line). */
  public int lineNumber() {
    return lineNumber;
  }

  /** The line buffer's capacity: 0 until a line crosses a chunk boundary. */
  int lineBufferCapacity() {
    return line.length;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  /** Reads one line and parses it if it is not blank; false at the end of the body. */
  private boolean readLine() throws IOException {
    while (true) {
      for (int i = pos; i < lim; i++) {
        if (chunk[i] == '\n') {
          lineNumber++;
          if (lineLength == 0) {
            parse(chunk, pos, i - pos);
          } else {
            append(pos, i - pos);
            parse(line, 0, lineLength);
            lineLength = 0;
          }
          pos = i + 1;
          return true;
        }
      }
      if (lim > pos) {
        append(pos, lim - pos);
      }
      pos = lim = 0;
      if (eof) {
        if (lineLength == 0) {
          return false;
        }
        lineNumber++;
        parse(line, 0, lineLength);
        lineLength = 0;
        return true;
      }
      int n = in.read(chunk, 0, CHUNK);
      if (n < 0) {
        eof = true;
      } else {
        lim = n;
      }
    }
  }

  private void append(int from, int length) {
    if (lineLength + length > maxLine) {
      throw BodyReader.tooLarge("an NDJSON line is longer than " + maxLine + " bytes");
    }
    if (lineLength + length > line.length) {
      line = Arrays.copyOf(line, Math.min(maxLine, Math.max(lineLength + length, line.length * 2)));
    }
    System.arraycopy(chunk, from, line, lineLength, length);
    lineLength += length;
  }

  private void parse(byte[] bytes, int offset, int length) {
    int end = offset + length;
    if (end > offset && bytes[end - 1] == '\r') {
      end--;
    }
    boolean blank = true;
    for (int i = offset; i < end && blank; i++) {
      byte b = bytes[i];
      blank = b == ' ' || b == '\t';
    }
    if (blank) {
      return;
    }
    if (end - offset > maxLine) {
      throw BodyReader.tooLarge("an NDJSON line is longer than " + maxLine + " bytes");
    }
    try {
      JsonInput json = new JsonInput(bytes, offset, end - offset).limits(limits);
      next = codec.read(json);
      json.end();
      ready = true;
    } catch (JsonException e) {
      throw new HttpException(
          400, "malformed JSON on NDJSON line " + lineNumber + ": " + e.reason());
    }
  }
}
