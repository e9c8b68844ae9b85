package dev.silk.json;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * One-call conversions between values and JSON through a {@link JsonCodec}: for tests, scripts and
 * code that does not keep a {@link JsonOutput} of its own.
 *
 * <pre>{@code
 * JsonCodec<List<String>> names = JsonCodecs.STRING.list();
 * String json = Json.toJson(names, List.of("Ada", "Grace"));   // ["Ada","Grace"]
 * List<String> back = Json.read(names, json);
 * }</pre>
 *
 * <p>Each write uses a new {@link JsonOutput}; a server that writes many documents keeps one per
 * thread instead. Each read checks that nothing but whitespace follows the value.
 */
public final class Json {
  private Json() {}

  /** The UTF-8 bytes of {@code value} as written by {@code codec}. */
  public static <T> byte[] toBytes(JsonCodec<T> codec, T value) {
    return written(new JsonOutput(), codec, value).toBytes();
  }

  /** The JSON text of {@code value} as written by {@code codec}. */
  public static <T> String toJson(JsonCodec<T> codec, T value) {
    JsonOutput out = written(new JsonOutput(), codec, value);
    out.checkComplete();
    return out.toString();
  }

  /** The JSON text of {@code value}, indented by two spaces, for people. */
  public static <T> String toPrettyJson(JsonCodec<T> codec, T value) {
    JsonOutput out = written(JsonOutput.pretty(), codec, value);
    out.checkComplete();
    return out.toString();
  }

  /**
   * Writes {@code value} to {@code out} as UTF-8 JSON in one {@code write} call; an I/O failure is
   * an {@link UncheckedIOException}. The document is complete before a byte is sent.
   */
  public static <T> void write(JsonCodec<T> codec, T value, OutputStream out) {
    try {
      written(new JsonOutput(), codec, value).writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads one value from UTF-8 {@code json}; only whitespace may follow it. */
  public static <T> T read(JsonCodec<T> codec, byte[] json) {
    return readAll(codec, new JsonInput(json));
  }

  /** Reads one value from {@code json}; only whitespace may follow it. */
  public static <T> T read(JsonCodec<T> codec, String json) {
    return readAll(codec, JsonInput.of(json));
  }

  /**
   * Reads one value from all of {@code in} (UTF-8); only whitespace may follow it. An I/O failure
   * is an {@link UncheckedIOException}. The stream is read to its end but not closed.
   */
  public static <T> T read(JsonCodec<T> codec, InputStream in) {
    try {
      return read(codec, in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <T> JsonOutput written(JsonOutput out, JsonCodec<T> codec, T value) {
    codec.write(out, value);
    return out;
  }

  private static <T> T readAll(JsonCodec<T> codec, JsonInput in) {
    T value = codec.read(in);
    in.end();
    return value;
  }
}
