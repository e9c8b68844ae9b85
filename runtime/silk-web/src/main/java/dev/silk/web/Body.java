package dev.silk.web;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonOutput;
import dev.silk.web.spi.ProtocolUpgrade;

/**
 * What a {@link WebResponse} carries: one of a fixed set of kinds, written by the server after all
 * filters have answered.
 *
 * <p>The set is sealed and every kind reports a {@link Kind}; the writer switches over the kind in
 * a switch expression, so adding a kind (templates, static files and server-sent events come this
 * way) fails to compile until every place that must handle it does. Java 17 has no pattern matching
 * in {@code switch}; the enum gives the same exhaustiveness check.
 *
 * <p>In-memory kinds have a known length when they are written, so responses carry {@code
 * Content-Length} and are never chunked. Applications build bodies through {@link WebResponse}'s
 * factories rather than these records.
 */
public sealed interface Body
    permits Body.Empty,
        Body.Text,
        Body.Bytes,
        Body.Json,
        Body.Stream,
        Body.Template,
        Body.Events,
        Body.Upgrade {

  /** The kinds of body, one per permitted record. */
  enum Kind {
    EMPTY,
    TEXT,
    BYTES,
    JSON,
    STREAM,
    TEMPLATE,
    EVENTS,
    UPGRADE
  }

  /** Which kind this is, for exhaustive switches. */
  Kind kind();

  /** No body: {@code Content-Length: 0} (none at all for 204 and 304). */
  record Empty() implements Body {
    static final Empty INSTANCE = new Empty();

    @Override
    public Kind kind() {
      return Kind.EMPTY;
    }
  }

  /** Text, encoded as UTF-8 when written. */
  record Text(String text) implements Body {
    public Text {
      if (text == null) {
        throw new IllegalArgumentException("text body is null");
      }
    }

    @Override
    public Kind kind() {
      return Kind.TEXT;
    }
  }

  /**
   * Bytes sent as they are. The array is the caller's, not a copy (no document-sized copy per
   * response): do not change it after handing it over.
   */
  record Bytes(byte[] bytes) implements Body {
    public Bytes {
      if (bytes == null) {
        throw new IllegalArgumentException("bytes body is null");
      }
    }

    @Override
    public Kind kind() {
      return Kind.BYTES;
    }
  }

  /**
   * A value and the codec that writes it: the document is written at send time, after every filter,
   * into the serving thread's reused buffer, and sent from there with {@code Content-Length}. No
   * document-sized array is made per response, and a codec failure is still a clean 500 because
   * nothing has been sent yet.
   */
  record Json<T>(JsonCodec<T> codec, T value) implements Body {
    public Json {
      if (codec == null) {
        throw new IllegalArgumentException("JSON codec is null");
      }
    }

    /** Writes the value into {@code out}. */
    void writeTo(JsonOutput out) {
      codec.write(out, value);
    }

    @Override
    public Kind kind() {
      return Kind.JSON;
    }
  }

  /**
   * A body written by {@code writer} after the headers have gone out. With a known {@code length}
   * ({@code >= 0}) it carries {@code Content-Length} and a {@code HEAD} never runs the writer;
   * otherwise it is chunked.
   */
  record Stream(StreamWriter writer, long length) implements Body {
    public Stream {
      if (writer == null) {
        throw new IllegalArgumentException("stream writer is null");
      }
    }

    @Override
    public Kind kind() {
      return Kind.STREAM;
    }
  }

  /**
   * A jte template and its model, rendered by the app's {@link Templates} once the handler has
   * answered (and before after-filters run, so they see the HTML), into memory so the length is
   * known. Either {@code model} (a template with one {@code @param}) or {@code params} (named
   * {@code @param}s) is set.
   */
  record Template(String name, Object model, java.util.Map<String, ?> params) implements Body {
    public Template {
      if (name == null || name.isEmpty()) {
        throw new IllegalArgumentException("template name is empty");
      }
    }

    @Override
    public Kind kind() {
      return Kind.TEMPLATE;
    }
  }

  /**
   * Server-sent events: after the headers, {@code source} gets an {@link SseStream} to send events
   * on until it returns or the client goes away. Never has a length; {@code HEAD} never runs it.
   */
  record Events(ServerSentEvents source) implements Body {
    public Events {
      if (source == null) {
        throw new IllegalArgumentException("event source is null");
      }
    }

    @Override
    public Kind kind() {
      return Kind.EVENTS;
    }
  }

  /**
   * No body: the connection goes to another protocol ({@link ProtocolUpgrade}) once the
   * after-filters have run. The transport, not the response writer, sends the {@code 101}; a
   * transport without connections (a test in memory) answers 501 instead.
   */
  record Upgrade(ProtocolUpgrade protocol) implements Body {
    public Upgrade {
      if (protocol == null) {
        throw new IllegalArgumentException("protocol upgrade is null");
      }
    }

    @Override
    public Kind kind() {
      return Kind.UPGRADE;
    }
  }
}
