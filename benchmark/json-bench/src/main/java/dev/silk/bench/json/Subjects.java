package dev.silk.bench.json;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONWriter;
import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonOutput;
import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/** The implementations json-bench compares, each as a {@link Subject} factory. */
enum Subjects {
  SILK_CODEC("silk-codec") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new SilkSubject<>(c.generated());
    }
  },
  SILK_HAND("silk-hand") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new SilkSubject<>(require(c.handWritten(), "a hand-written codec", c));
    }
  },
  SILK_TREE("silk-tree") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new TreeSubject<>(require(c.tree(), "a tree mapping", c), TreeKit.SILK);
    }
  },
  JACKSON("jackson") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new JacksonSubject<>(c);
    }
  },
  FASTJSON2("fastjson2") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new FastjsonSubject<>(c);
    }
  },
  JACKSON_TREE("jackson-tree") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new TreeSubject<>(require(c.tree(), "a tree mapping", c), TreeKit.JACKSON);
    }
  },
  FASTJSON2_TREE("fastjson2-tree") {
    @Override
    <T> Subject<T> bind(BenchCase<T> c) {
      return new TreeSubject<>(require(c.tree(), "a tree mapping", c), TreeKit.FASTJSON2);
    }
  };

  /** The name used in @Param values and in the report. */
  final String label;

  Subjects(String label) {
    this.label = label;
  }

  abstract <T> Subject<T> bind(BenchCase<T> c);

  private static <V> V require(V part, String what, BenchCase<?> c) {
    if (part == null) {
      throw new IllegalArgumentException("case '" + c.name() + "' has no " + what);
    }
    return part;
  }

  static Subjects of(String label) {
    for (Subjects s : values()) {
      if (s.label.equals(label)) {
        return s;
      }
    }
    throw new IllegalArgumentException("no implementation '" + label + "'");
  }

  /** A silk-json codec: {@code Json.toBytes}, a reused {@link JsonOutput}, {@code Json.read}. */
  private static final class SilkSubject<T> extends Subject<T> {
    private final JsonCodec<T> codec;
    private final JsonOutput out = new JsonOutput(64 * 1024);

    SilkSubject(JsonCodec<T> codec) {
      this.codec = codec;
    }

    @Override
    byte[] toBytes(T value) {
      return Json.toBytes(codec, value);
    }

    @Override
    void writeTo(T value, OutputStream sink) throws IOException {
      // What the web runtime does: the thread's buffer is reset, filled and sent as it is.
      out.reset();
      codec.write(out, value);
      out.writeTo(sink);
    }

    @Override
    T read(byte[] document) {
      return Json.read(codec, document);
    }
  }

  /** A tree library: values go through its tree both ways, as {@link TreeMapping} maps them. */
  private static final class TreeSubject<T, O, A, N> extends Subject<T> {
    private final TreeMapping<T> mapping;
    private final TreeKit<O, A, N> kit;

    TreeSubject(TreeMapping<T> mapping, TreeKit<O, A, N> kit) {
      this.mapping = mapping;
      this.kit = kit;
    }

    @Override
    byte[] toBytes(T value) {
      return kit.toBytes(mapping.toTree(kit, value));
    }

    @Override
    void writeTo(T value, OutputStream sink) throws IOException {
      kit.writeTo(mapping.toTree(kit, value), sink);
    }

    @Override
    T read(byte[] document) {
      return mapping.fromTree(kit, kit.parse(document));
    }
  }

  /** Jackson 3 databind with its defaults, through a reader and a writer prepared for the type. */
  private static final class JacksonSubject<T> extends Subject<T> {
    private static final JsonMapper MAPPER = CorpusCases.jackson(JsonMapper.builder()).build();
    private final ObjectWriter writer;
    private final ObjectReader reader;

    JacksonSubject(BenchCase<T> c) {
      var type = MAPPER.getTypeFactory().constructType(c.type());
      this.writer = MAPPER.writerFor(type);
      this.reader = MAPPER.readerFor(type);
    }

    @Override
    byte[] toBytes(T value) {
      return writer.writeValueAsBytes(value);
    }

    @Override
    void writeTo(T value, OutputStream sink) {
      writer.writeValue(sink, value);
    }

    @Override
    T read(byte[] document) {
      return reader.readValue(document);
    }
  }

  /**
   * fastjson2 with its defaults, except that it writes nulls where the case holds them (as silk-json
   * and Jackson do), so that all three write the same bytes.
   */
  private static final class FastjsonSubject<T> extends Subject<T> {
    private final java.lang.reflect.Type type;
    private final boolean nulls;

    FastjsonSubject(BenchCase<T> c) {
      FastjsonOrder.install();
      this.type = c.type();
      this.nulls = c.nulls();
    }

    @Override
    byte[] toBytes(T value) {
      // The call without features where there are no nulls: fastjson2's own default path.
      return nulls
          ? JSON.toJSONBytes(value, JSONWriter.Feature.WriteNulls)
          : JSON.toJSONBytes(value);
    }

    @Override
    void writeTo(T value, OutputStream sink) {
      if (nulls) {
        JSON.writeTo(sink, value, JSONWriter.Feature.WriteNulls);
      } else {
        JSON.writeTo(sink, value);
      }
    }

    @Override
    T read(byte[] document) {
      return JSON.parseObject(document, type);
    }
  }
}
