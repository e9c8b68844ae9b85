package dev.silk.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of the documents a {@link JsonCodec}
 * reads and writes, as a value: {@link JsonCodec#schema()} answers it.
 *
 * <p>Codecs generated for {@code @JsonBound} types build theirs at compile time from what the
 * processor knows: members and their JSON names, which members a document must have (primitives),
 * which may be null, enums, nested records, lists, maps and sealed unions. Records, enums and
 * unions are <em>named</em>: where one is used, the written schema refers to a definition ({@code
 * $ref}) instead of repeating it, so a recursive record is a finite schema. A reference to another
 * codec ({@link #of}) is resolved only when the schema is written.
 *
 * <pre>{@code
 * String schema = JsonSchema.document(ItemCodec.INSTANCE);
 * // {"$schema":"https://json-schema.org/draft/2020-12/schema","$ref":"#/$defs/Item",
 * //  "$defs":{"Item":{"type":"object","properties":{"id":{"type":"integer","format":"int64"},...
 * }</pre>
 */
public final class JsonSchema {
  /** The shape of a schema; {@link #CODEC} is a reference to another codec's schema. */
  public enum Type {
    ANY,
    STRING,
    INTEGER,
    NUMBER,
    BOOLEAN,
    ARRAY,
    OBJECT,
    ONE_OF,
    CODEC
  }

  /** One member of an object schema. */
  public record Property(String name, JsonSchema schema, boolean required) {}

  /** One variant of a union: the discriminator's value and the variant's schema. */
  public record Variant(String tag, JsonSchema schema) {}

  private static final JsonSchema ANY = new JsonSchema(Type.ANY);

  private final Type type;
  private String name;
  private String qualifiedName;
  private String format;
  private boolean nullable;
  private List<String> enumValues = List.of();
  private JsonSchema items;
  private boolean uniqueItems;
  private JsonSchema values;
  private List<String> keys = List.of();
  private List<Property> properties = List.of();
  private boolean closed;
  private String discriminator;
  private List<Variant> variants = List.of();
  private JsonCodec<?> codec;
  private Map<String, Object> keywords = Map.of();

  private JsonSchema(Type type) {
    this.type = type;
  }

  private JsonSchema copy() {
    JsonSchema c = new JsonSchema(type);
    c.name = name;
    c.qualifiedName = qualifiedName;
    c.format = format;
    c.nullable = nullable;
    c.enumValues = enumValues;
    c.items = items;
    c.uniqueItems = uniqueItems;
    c.values = values;
    c.keys = keys;
    c.properties = properties;
    c.closed = closed;
    c.discriminator = discriminator;
    c.variants = variants;
    c.codec = codec;
    c.keywords = keywords;
    return c;
  }

  // ---- factories

  /** Any JSON value: what a hand-written codec says unless it overrides {@code schema()}. */
  public static JsonSchema any() {
    return ANY;
  }

  /** A string. */
  public static JsonSchema string() {
    return new JsonSchema(Type.STRING);
  }

  /** A string of a format such as {@code uuid}, {@code date} or {@code date-time}. */
  public static JsonSchema string(String format) {
    return string().format(format);
  }

  /** An integer; {@code format} is {@code int32}, {@code int64} or null. */
  public static JsonSchema integer(String format) {
    return new JsonSchema(Type.INTEGER).format(format);
  }

  /** A number; {@code format} is {@code double}, {@code float} or null. */
  public static JsonSchema number(String format) {
    return new JsonSchema(Type.NUMBER).format(format);
  }

  /** {@code true} or {@code false}. */
  public static JsonSchema bool() {
    return new JsonSchema(Type.BOOLEAN);
  }

  /** An array of {@code items}. */
  public static JsonSchema array(JsonSchema items) {
    JsonSchema s = new JsonSchema(Type.ARRAY);
    s.items = require(items, "items");
    return s;
  }

  /** An array of distinct {@code items}, as a set is written. */
  public static JsonSchema set(JsonSchema items) {
    JsonSchema s = array(items);
    s.uniqueItems = true;
    return s;
  }

  /** An object whose members, of any name, hold {@code values}: a map. */
  public static JsonSchema map(JsonSchema values) {
    JsonSchema s = new JsonSchema(Type.OBJECT);
    s.values = require(values, "values");
    return s;
  }

  /** A map whose member names are one of {@code keys} (the names of an enum's constants). */
  public static JsonSchema map(List<String> keys, JsonSchema values) {
    JsonSchema s = map(values);
    s.keys = List.copyOf(keys);
    return s;
  }

  /** A named enumeration: a string that is one of {@code values}. */
  public static JsonSchema enumeration(String qualifiedName, List<String> values) {
    JsonSchema s = string();
    s.named(qualifiedName);
    s.enumValues = List.copyOf(values);
    return s;
  }

  /** A named object schema (a record's), built member by member. */
  public static ObjectBuilder object(String qualifiedName) {
    return new ObjectBuilder(qualifiedName);
  }

  /**
   * A named object schema of a generic record for its type arguments: {@code Page<Item>} is named
   * {@code PageItem}, {@code Page<String>} {@code PageString}, so each use of the record is a
   * definition of its own.
   */
  public static ObjectBuilder object(String qualifiedName, List<JsonSchema> typeArguments) {
    ObjectBuilder b = new ObjectBuilder(qualifiedName);
    StringBuilder simple = new StringBuilder(b.schema.name);
    StringBuilder qualified = new StringBuilder(qualifiedName).append('<');
    for (int i = 0; i < typeArguments.size(); i++) {
      JsonSchema argument = require(typeArguments.get(i), "type argument").resolve();
      simple.append(argumentName(argument));
      qualified.append(i == 0 ? "" : ",");
      qualified.append(
          argument.qualifiedName != null ? argument.qualifiedName : argumentName(argument));
    }
    b.schema.qualifiedName = qualified.append('>').toString();
    b.schema.name = simple.toString();
    return b;
  }

  /** A type argument's part of a generic record's schema name: {@code Item}, {@code StringList}. */
  private static String argumentName(JsonSchema s) {
    if (s.name != null) {
      return s.name.replace(".", "");
    }
    return switch (s.type) {
      case STRING -> "String";
      case INTEGER -> "Integer";
      case NUMBER -> "Number";
      case BOOLEAN -> "Boolean";
      case ARRAY -> argumentName(s.items.resolve()) + "List";
      case OBJECT -> s.values == null ? "Object" : argumentName(s.values.resolve()) + "Map";
      default -> "Any";
    };
  }

  /** A named union (a sealed interface's) whose variants are told apart by a member. */
  public static UnionBuilder oneOf(String qualifiedName, String discriminator) {
    return new UnionBuilder(qualifiedName, discriminator);
  }

  /**
   * The schema of {@code codec}, asked for only when written: generated codecs refer to the codecs
   * of their members this way, so a record that contains itself is no endless loop.
   */
  public static JsonSchema of(JsonCodec<?> codec) {
    JsonSchema s = new JsonSchema(Type.CODEC);
    s.codec = require(codec, "codec");
    return s;
  }

  /** Builds a named object schema: {@code object("p.Item").required("id", ...).build()}. */
  public static final class ObjectBuilder {
    private final JsonSchema schema = new JsonSchema(Type.OBJECT);
    private final List<Property> properties = new ArrayList<>();

    private ObjectBuilder(String qualifiedName) {
      schema.named(qualifiedName);
    }

    /** A member every document has (a primitive, read as an error when missing). */
    public ObjectBuilder required(String name, JsonSchema value) {
      properties.add(new Property(name, require(value, name), true));
      return this;
    }

    /** A member a document may leave out. */
    public ObjectBuilder optional(String name, JsonSchema value) {
      properties.add(new Property(name, require(value, name), false));
      return this;
    }

    /** Members the record does not declare are errors ({@code additionalProperties: false}). */
    public ObjectBuilder closed() {
      schema.closed = true;
      return this;
    }

    public JsonSchema build() {
      JsonSchema s = schema.copy();
      s.properties = List.copyOf(properties);
      return s;
    }
  }

  /** Builds a named union: {@code oneOf("p.Shape", "type").variant("Circle", ...).build()}. */
  public static final class UnionBuilder {
    private final JsonSchema schema = new JsonSchema(Type.ONE_OF);
    private final List<Variant> variants = new ArrayList<>();

    private UnionBuilder(String qualifiedName, String discriminator) {
      schema.named(qualifiedName);
      schema.discriminator = require(discriminator, "discriminator");
    }

    /** The variant whose discriminator member holds {@code tag}. */
    public UnionBuilder variant(String tag, JsonSchema variant) {
      variants.add(new Variant(tag, require(variant, tag)));
      return this;
    }

    public JsonSchema build() {
      JsonSchema s = schema.copy();
      s.variants = List.copyOf(variants);
      return s;
    }
  }

  // ---- refinements (each returns a new schema)

  /** The same schema, or JSON {@code null}. */
  public JsonSchema nullable() {
    if (nullable || type == Type.ANY) {
      return this;
    }
    JsonSchema s = copy();
    s.nullable = true;
    return s;
  }

  /** The same schema with a {@code format}. */
  public JsonSchema format(String newFormat) {
    JsonSchema s = copy();
    s.format = newFormat;
    return s;
  }

  /**
   * The same schema with one more keyword, such as {@code minLength} or {@code pattern} (a
   * constraint a validator checks), whose value is a String, a Number or a Boolean.
   */
  public JsonSchema with(String keyword, Object value) {
    if (!(value instanceof String || value instanceof Number || value instanceof Boolean)) {
      throw new IllegalArgumentException(
          "keyword " + keyword + " takes a string, number or boolean, not " + value);
    }
    JsonSchema s = copy();
    Map<String, Object> more = new LinkedHashMap<>(keywords);
    more.put(keyword, value);
    s.keywords = Collections.unmodifiableMap(more);
    return s;
  }

  private void named(String qualified) {
    qualifiedName = require(qualified, "name");
    int dot = qualified.lastIndexOf('.');
    name = qualified.substring(dot + 1).replace('$', '.');
  }

  // ---- reading it back

  public Type type() {
    return type;
  }

  /** The simple name of a record's, enum's or union's schema; null for the others. */
  public String name() {
    return name;
  }

  /** The qualified name of the type a named schema describes. */
  public String qualifiedName() {
    return qualifiedName;
  }

  public String format() {
    return format;
  }

  public boolean isNullable() {
    return nullable;
  }

  /** The values of an enumeration, in declared order. */
  public List<String> enumValues() {
    return enumValues;
  }

  /** The items of an array. */
  public JsonSchema items() {
    return items;
  }

  public boolean uniqueItems() {
    return uniqueItems;
  }

  /** The values of a map. */
  public JsonSchema values() {
    return values;
  }

  /** The allowed member names of a map keyed by an enum; empty for any name. */
  public List<String> keys() {
    return keys;
  }

  /** The members of a record's schema, in declared order. */
  public List<Property> properties() {
    return properties;
  }

  public boolean isClosed() {
    return closed;
  }

  public String discriminator() {
    return discriminator;
  }

  public List<Variant> variants() {
    return variants;
  }

  /** The codec whose schema this refers to. */
  public JsonCodec<?> codec() {
    return codec;
  }

  /** Extra keywords (constraints), in the order added. */
  public Map<String, Object> keywords() {
    return keywords;
  }

  /** This schema, or for a {@link Type#CODEC} reference the schema it refers to, resolved. */
  public JsonSchema resolve() {
    JsonSchema s = this;
    for (int hops = 0; s.type == Type.CODEC; hops++) {
      if (hops > 64) {
        throw new IllegalStateException("codec schemas refer to each other in a circle: " + codec);
      }
      JsonSchema target = s.codec.schema();
      if (s.nullable) {
        target = target.nullable();
      }
      if (!s.keywords.isEmpty() && target.name == null) {
        // Constraints put on a reference (a BigDecimal's minimum) belong to what it refers to.
        JsonSchema merged = target.copy();
        Map<String, Object> all = new LinkedHashMap<>(target.keywords);
        all.putAll(s.keywords);
        merged.keywords = Collections.unmodifiableMap(all);
        target = merged;
      }
      s = target;
    }
    return s;
  }

  // ---- writing

  /**
   * A JSON Schema 2020-12 document for {@code codec}: its schema, with every named schema it uses
   * under {@code $defs}.
   */
  public static String document(JsonCodec<?> codec) {
    Definitions defs = new Definitions("#/$defs/");
    JsonOutput out = new JsonOutput();
    out.beginObject();
    out.key("$schema").value("https://json-schema.org/draft/2020-12/schema");
    of(codec).writeMembers(out, defs);
    if (defs.hasAny()) {
      out.key("$defs");
      defs.writeAll(out);
    }
    out.endObject();
    return out.toString();
  }

  /** Writes this schema as one JSON object, naming its named parts in {@code defs}. */
  public void writeTo(JsonOutput out, Definitions defs) {
    out.beginObject();
    writeMembers(out, defs);
    out.endObject();
  }

  private void writeMembers(JsonOutput out, Definitions defs) {
    JsonSchema s = resolve();
    if (s.name != null) {
      String ref = defs.ref(s);
      if (s.nullable) {
        out.key("oneOf").beginArray();
        out.beginObject().key("$ref").value(ref).endObject();
        out.beginObject().key("type").value("null").endObject();
        out.endArray();
      } else {
        out.key("$ref").value(ref);
      }
      return;
    }
    s.writeDefinition(out, defs);
  }

  /** The members of this schema's own definition (for a named one, what {@code $ref} points at). */
  void writeDefinition(JsonOutput out, Definitions defs) {
    switch (type) {
      case ANY, CODEC -> {
        // {} accepts anything; a codec reference is resolved before it gets here.
      }
      case ONE_OF -> writeUnion(out, defs);
      default -> {
        writeType(out);
        if (format != null) {
          out.key("format").value(format);
        }
        if (!enumValues.isEmpty()) {
          out.key("enum").beginArray();
          for (String v : enumValues) {
            out.value(v);
          }
          if (nullable) {
            out.nullValue();
          }
          out.endArray();
        }
        if (items != null) {
          out.key("items");
          items.writeTo(out, defs);
          if (uniqueItems) {
            out.key("uniqueItems").value(true);
          }
        }
        if (type == Type.OBJECT && values == null) {
          writeProperties(out, defs);
        }
        if (values != null) {
          if (!keys.isEmpty()) {
            out.key("propertyNames").beginObject().key("enum").beginArray();
            for (String k : keys) {
              out.value(k);
            }
            out.endArray().endObject();
          }
          out.key("additionalProperties");
          values.writeTo(out, defs);
        }
      }
    }
    for (Map.Entry<String, Object> k : keywords.entrySet()) {
      out.key(k.getKey());
      Object v = k.getValue();
      if (v instanceof String str) {
        out.value(str);
      } else if (v instanceof Boolean b) {
        out.value(b.booleanValue());
      } else if (v instanceof Long || v instanceof Integer) {
        out.value(((Number) v).longValue());
      } else if (v instanceof java.math.BigDecimal d) {
        out.value(d);
      } else {
        out.value(((Number) v).doubleValue());
      }
    }
  }

  private void writeType(JsonOutput out) {
    String t =
        switch (type) {
          case STRING -> "string";
          case INTEGER -> "integer";
          case NUMBER -> "number";
          case BOOLEAN -> "boolean";
          case ARRAY -> "array";
          default -> "object";
        };
    out.key("type");
    if (nullable) {
      out.beginArray().value(t).value("null").endArray();
    } else {
      out.value(t);
    }
  }

  private void writeProperties(JsonOutput out, Definitions defs) {
    out.key("properties").beginObject();
    for (Property p : properties) {
      out.key(p.name());
      p.schema().writeTo(out, defs);
    }
    out.endObject();
    boolean any = false;
    for (Property p : properties) {
      if (p.required()) {
        if (!any) {
          out.key("required").beginArray();
          any = true;
        }
        out.value(p.name());
      }
    }
    if (any) {
      out.endArray();
    }
    if (closed) {
      out.key("additionalProperties").value(false);
    }
  }

  private void writeUnion(JsonOutput out, Definitions defs) {
    out.key("oneOf").beginArray();
    for (Variant v : variants) {
      // Each variant is its record's object with the discriminator member added, first.
      out.beginObject();
      out.key("allOf").beginArray();
      v.schema().writeTo(out, defs);
      out.beginObject();
      out.key("properties").beginObject();
      out.key(discriminator).beginObject().key("const").value(v.tag()).endObject();
      out.endObject();
      out.key("required").beginArray().value(discriminator).endArray();
      out.endObject();
      out.endArray();
      out.endObject();
    }
    if (nullable) {
      out.beginObject().key("type").value("null").endObject();
    }
    out.endArray();
    out.key("discriminator").beginObject().key("propertyName").value(discriminator).endObject();
  }

  @Override
  public String toString() {
    return document(
        new JsonCodec<Object>() {
          @Override
          public void write(JsonOutput out, Object value) {
            throw new UnsupportedOperationException();
          }

          @Override
          public Object read(JsonInput in) {
            throw new UnsupportedOperationException();
          }

          @Override
          public JsonSchema schema() {
            return JsonSchema.this;
          }
        });
  }

  private static <T> T require(T value, String what) {
    if (value == null) {
      throw new IllegalArgumentException(what + " is null");
    }
    return value;
  }

  /**
   * The named schemas one document refers to, each written once under its name: {@code $defs} of a
   * JSON Schema, {@code components/schemas} of an OpenAPI document. Two types of the same simple
   * name in different packages are told apart by their qualified names.
   */
  public static final class Definitions {
    private final String prefix;
    private final Map<String, JsonSchema> byQualifiedName = new LinkedHashMap<>();
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> takenBy = new LinkedHashMap<>();

    /** Definitions referred to as {@code prefix + name}, such as {@code #/components/schemas/}. */
    public Definitions(String prefix) {
      this.prefix = prefix;
    }

    /** The reference to {@code named}, registering it on first use. */
    public String ref(JsonSchema named) {
      String qualified = named.qualifiedName;
      String name = names.get(qualified);
      if (name == null) {
        // On a clash the qualified name, with a generic record's <, > and commas made plain.
        name =
            takenBy.containsKey(named.name)
                ? qualified.replaceAll("[^A-Za-z0-9._-]", "_")
                : named.name;
        names.put(qualified, name);
        takenBy.put(name, qualified);
        byQualifiedName.put(qualified, named.nullable ? notNull(named) : named);
      }
      return prefix + name;
    }

    private static JsonSchema notNull(JsonSchema s) {
      JsonSchema c = s.copy();
      c.nullable = false;
      return c;
    }

    public boolean hasAny() {
      return !byQualifiedName.isEmpty();
    }

    /** The name each registered schema is written under, by qualified name. */
    public Map<String, String> names() {
      return Collections.unmodifiableMap(names);
    }

    /**
     * Writes every registered definition as one object, name to schema; definitions that those
     * refer to are registered and written too, until none is left.
     */
    public void writeAll(JsonOutput out) {
      out.beginObject();
      List<String> written = new ArrayList<>();
      while (written.size() < byQualifiedName.size()) {
        List<String> pending = new ArrayList<>(byQualifiedName.keySet());
        pending.removeAll(written);
        for (String qualified : pending) {
          out.key(names.get(qualified)).beginObject();
          byQualifiedName.get(qualified).writeDefinition(out, this);
          out.endObject();
          written.add(qualified);
        }
      }
      out.endObject();
    }
  }
}
