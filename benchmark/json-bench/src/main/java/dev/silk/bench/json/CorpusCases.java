package dev.silk.bench.json;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.annotation.JSONField;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.silk.bench.data.corpus.ApiIssue;
import dev.silk.bench.data.corpus.ApiIssueCodec;
import dev.silk.bench.data.corpus.Canada;
import dev.silk.bench.data.corpus.CanadaCodec;
import dev.silk.bench.data.corpus.Cart;
import dev.silk.bench.data.corpus.CartCodec;
import dev.silk.bench.data.corpus.Citm;
import dev.silk.bench.data.corpus.CitmCodec;
import dev.silk.bench.data.corpus.Clients;
import dev.silk.bench.data.corpus.ClientsCodec;
import dev.silk.bench.data.corpus.Corpus;
import dev.silk.bench.data.corpus.Twitter;
import dev.silk.bench.data.corpus.TwitterCodec;
import dev.silk.bench.data.corpus.Users;
import dev.silk.bench.data.corpus.UsersCodec;
import dev.silk.json.Json;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import tools.jackson.databind.json.JsonMapper;

/**
 * The corpus of documents json-bench did not design: nativejson-benchmark's three files as they
 * are, java-json-benchmark's two models, issue 32's half-kilobyte nested cart (in declared and in
 * alphabetical order) and its 26 KB list of API issues. Each is read into its records by every
 * library and written back compact; the generated codec's reading of a file is the case's value.
 */
final class CorpusCases {
  static final List<String> NAMES =
      List.of(
          "twitter", "citm", "canada", "users", "clients", "cart", "cart-sorted", "issues");

  private CorpusCases() {}

  static boolean has(String name) {
    return NAMES.contains(name);
  }

  static BenchCase<?> of(String name) {
    return switch (name) {
      case "twitter" -> file(name, "twitter.json", TwitterCodec.INSTANCE, Twitter.class);
      case "citm" -> file(name, "citm_catalog.json", CitmCodec.INSTANCE, Citm.class);
      case "canada" -> file(name, "canada.json", CanadaCodec.INSTANCE, Canada.class);
      case "users" -> made(name, Corpus.users(), UsersCodec.INSTANCE, Users.class, false, true);
      case "clients" ->
          made(name, Corpus.clients(), ClientsCodec.INSTANCE, Clients.class, false, true);
      case "cart" -> made(name, Corpus.cart(), CartCodec.INSTANCE, Cart.class, false, true);
      case "cart-sorted" -> made(name, Corpus.cart(), CartCodec.INSTANCE, Cart.class, true, false);
      case "issues" ->
          made(
              name,
              Corpus.issues(),
              ApiIssueCodec.INSTANCE.list(),
              Cases.listOf(ApiIssue.class),
              false,
              true);
      default -> throw new IllegalArgumentException("no corpus case '" + name + "'");
    };
  }

  /** A standard file, read as it is; its value is what the generated codec reads from it. */
  private static <T> BenchCase<T> file(String name, String file, JsonCodec<T> codec, Type type) {
    byte[] document = resource("/corpus/" + file + ".gz");
    T value = Json.read(codec, document);
    return new BenchCase<>(
        name, value, document, true, type, codec, null, null, file + " of nativejson-benchmark", true);
  }

  /**
   * A generated value; its document is the compact form every library writes (verified), or with
   * {@code sorted} the same with the members of every object in alphabetical order (read only).
   */
  private static <T> BenchCase<T> made(
      String name, T value, JsonCodec<T> codec, Type type, boolean sorted, boolean writable) {
    byte[] document = Json.toBytes(codec, value);
    if (sorted) {
      document = Json.toBytes(JsonValue.CODEC, sorted(JsonValue.parse(document)));
    }
    return new BenchCase<>(
        name,
        value,
        document,
        writable,
        type,
        codec,
        null,
        null,
        sorted ? "the compact form, members sorted" : "the compact form",
        hasNull(document));
  }

  private static JsonValue sorted(JsonValue v) {
    if (v instanceof JsonObject o) {
      JsonObject.Builder b = JsonObject.builder();
      for (Map.Entry<String, JsonValue> e : new TreeMap<>(o.members()).entrySet()) {
        b.put(e.getKey(), sorted(e.getValue()));
      }
      return b.build();
    }
    if (v instanceof JsonArray a) {
      List<JsonValue> elements = new ArrayList<>();
      for (JsonValue e : a.elements()) {
        elements.add(sorted(e));
      }
      return JsonArray.of(elements);
    }
    return v;
  }

  private static boolean hasNull(byte[] document) {
    return new String(document, StandardCharsets.UTF_8).contains(":null");
  }

  private static byte[] resource(String path) {
    try (InputStream in = CorpusCases.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException("json-bench's jar lacks " + path);
      }
      return new GZIPInputStream(in).readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code protected} is a Java keyword: the record calls the member {@code isProtected}. */
  abstract static class JacksonTwitterUser {
    @JsonProperty("protected")
    abstract boolean isProtected();
  }

  interface FastjsonTwitterUser {
    @JSONField(name = "protected")
    boolean isProtected();
  }

  /** Jackson's configuration for the corpus: the name the record cannot use. */
  static JsonMapper.Builder jackson(JsonMapper.Builder builder) {
    return builder.addMixIn(Twitter.User.class, JacksonTwitterUser.class);
  }

  /**
   * fastjson2's configuration for the corpus, installed once by {@link FastjsonOrder}: only the name
   * the record cannot use. fastjson2 keeps its default member order (alphabetical) there.
   */
  static void fastjson() {
    JSON.mixIn(Twitter.User.class, FastjsonTwitterUser.class);
  }
}
