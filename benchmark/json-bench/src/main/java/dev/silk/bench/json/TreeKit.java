package dev.silk.bench.json;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONArray;
import com.alibaba.fastjson2.JSONObject;
import dev.silk.json.Json;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tree library as application code uses it: objects built member by member and written, documents
 * parsed and members picked out by name. {@link TreeMapping} maps each case's value through one of
 * these, so silk-json's tree, Jackson's {@code JsonNode} and fastjson2's {@code JSONObject} do the
 * same work, each with its library's defaults.
 *
 * @param <O> an object being built
 * @param <A> an array being built
 * @param <N> a node of a parsed document
 */
abstract class TreeKit<O, A, N> {
  abstract O object();

  abstract void put(O object, String name, long value);

  abstract void put(O object, String name, String value);

  abstract void put(O object, String name, double value);

  abstract void put(O object, String name, boolean value);

  abstract A array();

  abstract void add(A array, O element);

  /** The finished tree of a document whose top is an object. */
  abstract Object objectRoot(O object);

  /** The finished tree of a document whose top is an array. */
  abstract Object arrayRoot(A array);

  abstract byte[] toBytes(Object root);

  /** Writes through the library's reusable buffers, as a server sends a body. */
  abstract void writeTo(Object root, OutputStream sink) throws IOException;

  abstract N parse(byte[] document);

  abstract int size(N array);

  abstract N element(N array, int index);

  abstract long longMember(N object, String name);

  abstract int intMember(N object, String name);

  abstract double doubleMember(N object, String name);

  abstract boolean booleanMember(N object, String name);

  abstract String stringMember(N object, String name);

  /** silk-json's {@link JsonValue}. */
  static final TreeKit<JsonObject.Builder, JsonArray.Builder, JsonValue> SILK =
      new TreeKit<>() {
        private final JsonOutput out = new JsonOutput(64 * 1024);

        @Override
        JsonObject.Builder object() {
          return JsonObject.builder();
        }

        @Override
        void put(JsonObject.Builder object, String name, long value) {
          object.put(name, value);
        }

        @Override
        void put(JsonObject.Builder object, String name, String value) {
          object.put(name, value);
        }

        @Override
        void put(JsonObject.Builder object, String name, double value) {
          object.put(name, value);
        }

        @Override
        void put(JsonObject.Builder object, String name, boolean value) {
          object.put(name, value);
        }

        @Override
        JsonArray.Builder array() {
          return JsonArray.builder();
        }

        @Override
        void add(JsonArray.Builder array, JsonObject.Builder element) {
          array.add(element.build());
        }

        @Override
        Object objectRoot(JsonObject.Builder object) {
          return object.build();
        }

        @Override
        Object arrayRoot(JsonArray.Builder array) {
          return array.build();
        }

        @Override
        byte[] toBytes(Object root) {
          return Json.toBytes(JsonValue.CODEC, (JsonValue) root);
        }

        @Override
        void writeTo(Object root, OutputStream sink) throws IOException {
          out.reset();
          JsonValue.CODEC.write(out, (JsonValue) root);
          out.writeTo(sink);
        }

        @Override
        JsonValue parse(byte[] document) {
          return JsonValue.parse(document);
        }

        @Override
        int size(JsonValue array) {
          return ((JsonArray) array).size();
        }

        @Override
        JsonValue element(JsonValue array, int index) {
          return ((JsonArray) array).get(index);
        }

        @Override
        long longMember(JsonValue object, String name) {
          return ((JsonNumber) ((JsonObject) object).get(name)).toLong();
        }

        @Override
        int intMember(JsonValue object, String name) {
          return ((JsonNumber) ((JsonObject) object).get(name)).toInt();
        }

        @Override
        double doubleMember(JsonValue object, String name) {
          return ((JsonNumber) ((JsonObject) object).get(name)).toDouble();
        }

        @Override
        boolean booleanMember(JsonValue object, String name) {
          return ((JsonBoolean) ((JsonObject) object).get(name)).value();
        }

        @Override
        String stringMember(JsonValue object, String name) {
          return ((JsonString) ((JsonObject) object).get(name)).value();
        }
      };

  /** Jackson 3's {@link JsonNode} through a mapper with its defaults. */
  static final TreeKit<ObjectNode, ArrayNode, JsonNode> JACKSON =
      new TreeKit<>() {
        private final JsonMapper mapper = JsonMapper.builder().build();

        @Override
        ObjectNode object() {
          return mapper.createObjectNode();
        }

        @Override
        void put(ObjectNode object, String name, long value) {
          object.put(name, value);
        }

        @Override
        void put(ObjectNode object, String name, String value) {
          object.put(name, value);
        }

        @Override
        void put(ObjectNode object, String name, double value) {
          object.put(name, value);
        }

        @Override
        void put(ObjectNode object, String name, boolean value) {
          object.put(name, value);
        }

        @Override
        ArrayNode array() {
          return mapper.createArrayNode();
        }

        @Override
        void add(ArrayNode array, ObjectNode element) {
          array.add(element);
        }

        @Override
        Object objectRoot(ObjectNode object) {
          return object;
        }

        @Override
        Object arrayRoot(ArrayNode array) {
          return array;
        }

        @Override
        byte[] toBytes(Object root) {
          return mapper.writeValueAsBytes(root);
        }

        @Override
        void writeTo(Object root, OutputStream sink) {
          mapper.writeValue(sink, root);
        }

        @Override
        JsonNode parse(byte[] document) {
          return mapper.readTree(document);
        }

        @Override
        int size(JsonNode array) {
          return array.size();
        }

        @Override
        JsonNode element(JsonNode array, int index) {
          return array.get(index);
        }

        @Override
        long longMember(JsonNode object, String name) {
          return object.get(name).longValue();
        }

        @Override
        int intMember(JsonNode object, String name) {
          return object.get(name).intValue();
        }

        @Override
        double doubleMember(JsonNode object, String name) {
          return object.get(name).doubleValue();
        }

        @Override
        boolean booleanMember(JsonNode object, String name) {
          return object.get(name).booleanValue();
        }

        @Override
        String stringMember(JsonNode object, String name) {
          return object.get(name).stringValue();
        }
      };

  /** fastjson2's {@link JSONObject} and {@link JSONArray} with its defaults. */
  static final TreeKit<JSONObject, JSONArray, Object> FASTJSON2 =
      new TreeKit<>() {
        @Override
        JSONObject object() {
          return new JSONObject();
        }

        @Override
        void put(JSONObject object, String name, long value) {
          object.put(name, value);
        }

        @Override
        void put(JSONObject object, String name, String value) {
          object.put(name, value);
        }

        @Override
        void put(JSONObject object, String name, double value) {
          object.put(name, value);
        }

        @Override
        void put(JSONObject object, String name, boolean value) {
          object.put(name, value);
        }

        @Override
        JSONArray array() {
          return new JSONArray();
        }

        @Override
        void add(JSONArray array, JSONObject element) {
          array.add(element);
        }

        @Override
        Object objectRoot(JSONObject object) {
          return object;
        }

        @Override
        Object arrayRoot(JSONArray array) {
          return array;
        }

        @Override
        byte[] toBytes(Object root) {
          return JSON.toJSONBytes(root);
        }

        @Override
        void writeTo(Object root, OutputStream sink) {
          JSON.writeTo(sink, root);
        }

        @Override
        Object parse(byte[] document) {
          return JSON.parse(document);
        }

        @Override
        int size(Object array) {
          return ((JSONArray) array).size();
        }

        @Override
        Object element(Object array, int index) {
          return ((JSONArray) array).get(index);
        }

        @Override
        long longMember(Object object, String name) {
          return ((JSONObject) object).getLongValue(name);
        }

        @Override
        int intMember(Object object, String name) {
          return ((JSONObject) object).getIntValue(name);
        }

        @Override
        double doubleMember(Object object, String name) {
          return ((JSONObject) object).getDoubleValue(name);
        }

        @Override
        boolean booleanMember(Object object, String name) {
          return ((JSONObject) object).getBooleanValue(name);
        }

        @Override
        String stringMember(Object object, String name) {
          return ((JSONObject) object).getString(name);
        }
      };
}
