package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonOutput;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Newline-delimited JSON: one JSON value per line, for bodies too long to hold as one document (an
 * import, an export, a feed).
 *
 * <p>Reading holds at most one line and one 8 KB chunk of the body in memory, whatever the body's
 * length. Writing encodes each value into one reused buffer and sends it with a newline, so a
 * stream of a million values costs the memory of the largest one.
 *
 * <pre>{@code
 * app.post("/import", req -> {
 *   int n = 0;
 *   try (NdjsonReader<Item> items = Ndjson.reader(req, ItemCodec.INSTANCE)) {
 *     while (items.hasNext()) { store.save(items.next()); n++; }
 *   }
 *   return WebResponse.text(n + " imported");
 * });
 * app.get("/export", req -> Ndjson.response(ItemCodec.INSTANCE, store.all()));
 * }</pre>
 */
public final class Ndjson {
  /** The media type, {@code application/x-ndjson}. */
  public static final String CONTENT_TYPE = "application/x-ndjson";

  /** The longest line {@link #reader(WebRequest, JsonCodec)} accepts: 1 MB. */
  public static final int DEFAULT_MAX_LINE = 1024 * 1024;

  private Ndjson() {}

  /** Reads the request body value by value; lines longer than 1 MB answer 413. */
  public static <T> NdjsonReader<T> reader(WebRequest request, JsonCodec<T> codec)
      throws IOException {
    return reader(request, codec, DEFAULT_MAX_LINE);
  }

  /** Reads the request body value by value, with a limit on the length of one line. */
  public static <T> NdjsonReader<T> reader(WebRequest request, JsonCodec<T> codec, int maxLine)
      throws IOException {
    return new NdjsonReader<>(request.bodyStream(), codec, maxLine, request.jsonLimits());
  }

  /** 200 with every value of {@code values}, one per line, written as they are iterated. */
  public static <T> WebResponse response(JsonCodec<T> codec, Iterable<? extends T> values) {
    return stream(
        codec,
        out -> {
          for (T value : values) {
            out.send(value);
          }
        });
  }

  /**
   * 200 with the values a producer sends; each {@link Sink#flush()} pushes what was sent so far to
   * the client (for feeds).
   */
  public static <T> WebResponse stream(JsonCodec<T> codec, Producer<T> producer) {
    return WebResponse.stream(
        CONTENT_TYPE,
        out -> {
          producer.produce(new Sink<>(codec, out));
          out.flush();
        });
  }

  /** Sends values into an NDJSON response. */
  @FunctionalInterface
  public interface Producer<T> {
    /** Sends the values; returning ends the body. */
    void produce(Sink<T> sink) throws IOException;
  }

  /** Where a {@link Producer} sends values: each becomes one line. */
  public static final class Sink<T> {
    private final JsonCodec<T> codec;
    private final OutputStream out;
    private final JsonOutput json = new JsonOutput(1024);

    Sink(JsonCodec<T> codec, OutputStream out) {
      this.codec = codec;
      this.out = out;
    }

    /** Writes one value and its newline. */
    public void send(T value) throws IOException {
      json.reset();
      json.value(codec, value);
      out.write(json.buffer(), 0, json.size());
      out.write('\n');
    }

    /** Sends what was written so far to the client. */
    public void flush() throws IOException {
      out.flush();
    }
  }
}
