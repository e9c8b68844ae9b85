package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import dev.silk.cli.codec.TypeDecl.Component;
import dev.silk.cli.codec.TypeDecl.Constant;
import dev.silk.cli.codec.TypeDecl.EnumDecl;
import dev.silk.cli.codec.TypeDecl.JavaType;
import dev.silk.cli.codec.TypeDecl.RecordDecl;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Records and enums from the named schemas of a JSON Schema ({@code $defs}) or an OpenAPI document
 * ({@code components/schemas}): the way back from what {@code JsonSchema} and {@code OpenApi}
 * write, so records, their schema and the records made from it are the same types.
 *
 * <p>An object schema becomes a record with its properties in order (a JSON name that is not a Java
 * name gets {@code @JsonName}); a required member that may not be null and has a primitive form is
 * a primitive, every other member the boxed or reference type. A string with {@code enum} becomes
 * an enum. A schema that is neither (a union, a bare type) is not made into a type; members that
 * refer to it are {@code JsonValue}.
 *
 * <pre>{@code
 * List<TypeDecl> types = SchemaRecords.from(JsonValue.parse(openApiDocument));
 * }</pre>
 */
final class SchemaRecords {
  private final Map<String, JsonObject> schemas;
  private final Map<String, String> typeNames = new LinkedHashMap<>();
  private final List<TypeDecl> types = new ArrayList<>();
  private final Set<String> taken = new HashSet<>();

  private SchemaRecords(Map<String, JsonObject> schemas) {
    this.schemas = schemas;
  }

  /** The types of every named schema of {@code document}, in the order they are defined. */
  static List<TypeDecl> from(JsonValue document) {
    if (!(document instanceof JsonObject root)) {
      throw CommandException.usage(
          "the document is not a JSON object",
          "Give a JSON Schema with $defs or an OpenAPI document with components/schemas");
    }
    Map<String, JsonObject> named = new LinkedHashMap<>();
    JsonValue defs = root.get("$defs");
    JsonValue components = root.get("components");
    if (components instanceof JsonObject c && c.get("schemas") instanceof JsonObject s) {
      defs = s;
    }
    if (!(defs instanceof JsonObject d)) {
      throw CommandException.usage(
          "the document names no schemas: it has neither components/schemas nor $defs",
          "Give an OpenAPI document, or a JSON Schema whose types are under $defs");
    }
    for (Map.Entry<String, JsonValue> e : d.members().entrySet()) {
      if (e.getValue() instanceof JsonObject schema) {
        named.put(e.getKey(), schema);
      }
    }
    SchemaRecords records = new SchemaRecords(named);
    for (Map.Entry<String, JsonObject> e : named.entrySet()) {
      if (records.isType(e.getValue())) {
        records.typeNames.put(e.getKey(), records.unique(typeName(e.getKey())));
      }
    }
    for (Map.Entry<String, JsonObject> e : named.entrySet()) {
      String name = records.typeNames.get(e.getKey());
      if (name != null) {
        records.types.add(records.declare(name, e.getValue()));
      }
    }
    return List.copyOf(records.types);
  }

  private boolean isType(JsonObject schema) {
    return schema.get("properties") instanceof JsonObject || isEnum(schema);
  }

  private static boolean isEnum(JsonObject schema) {
    return schema.get("enum") instanceof JsonArray values
        && values.elements().stream().allMatch(v -> v instanceof JsonString);
  }

  private TypeDecl declare(String name, JsonObject schema) {
    if (isEnum(schema)) {
      List<Constant> constants = new ArrayList<>();
      Set<String> names = new HashSet<>();
      for (JsonValue v : ((JsonArray) schema.get("enum")).elements()) {
        String json = ((JsonString) v).value();
        String constant = JavaNames.constant(json);
        for (int i = 2; !names.add(constant); i++) {
          constant = JavaNames.constant(json) + "_" + i;
        }
        constants.add(new Constant(constant, json));
      }
      return new EnumDecl(name, constants);
    }
    Set<String> required = new HashSet<>();
    if (schema.get("required") instanceof JsonArray r) {
      for (JsonValue v : r.elements()) {
        if (v instanceof JsonString s) {
          required.add(s.value());
        }
      }
    }
    List<Component> components = new ArrayList<>();
    Set<String> memberNames = new HashSet<>();
    for (Map.Entry<String, JsonValue> p :
        ((JsonObject) schema.get("properties")).members().entrySet()) {
      String member = JavaNames.member(p.getKey());
      for (int i = 2; !memberNames.add(member); i++) {
        member = JavaNames.member(p.getKey()) + i;
      }
      JsonObject property = p.getValue() instanceof JsonObject o ? o : JsonObject.builder().build();
      boolean nullable = nullable(property);
      JavaType type = type(property);
      if (!(required.contains(p.getKey()) && !nullable && type.primitive())) {
        type = type.boxed();
      }
      components.add(new Component(member, p.getKey(), type));
    }
    return new RecordDecl(name, components, false, -1);
  }

  /** Whether the schema admits {@code null}: a type list with "null", or a oneOf branch of it. */
  private static boolean nullable(JsonObject schema) {
    if (schema.get("type") instanceof JsonArray types) {
      return types.elements().stream()
          .anyMatch(t -> t instanceof JsonString s && s.value().equals("null"));
    }
    if (schema.get("oneOf") instanceof JsonArray branches) {
      return branches.elements().stream()
          .anyMatch(
              b ->
                  b instanceof JsonObject o
                      && o.get("type") instanceof JsonString s
                      && s.value().equals("null"));
    }
    return false;
  }

  /** The Java type of a value of {@code schema}, primitive where one fits. */
  private JavaType type(JsonObject schema) {
    if (schema.get("$ref") instanceof JsonString ref) {
      return refType(ref.value());
    }
    if (schema.get("oneOf") instanceof JsonArray branches) {
      List<JsonObject> notNull = new ArrayList<>();
      for (JsonValue b : branches.elements()) {
        if (b instanceof JsonObject o
            && !(o.get("type") instanceof JsonString s && s.value().equals("null"))) {
          notNull.add(o);
        }
      }
      return notNull.size() == 1
          ? type(notNull.get(0)).boxed()
          : JavaType.imported("dev.silk.json.JsonValue");
    }
    String t = typeName(schema.get("type"));
    String format = schema.get("format") instanceof JsonString f ? f.value() : "";
    switch (t) {
      case "integer":
        return format.equals("int32") ? JavaType.primitive("int") : JavaType.primitive("long");
      case "number":
        return format.equals("float") ? JavaType.primitive("float") : JavaType.primitive("double");
      case "boolean":
        return JavaType.primitive("boolean");
      case "string":
        return switch (format) {
          case "uuid" -> JavaType.imported("java.util.UUID");
          case "date" -> JavaType.imported("java.time.LocalDate");
          case "date-time" -> JavaType.imported("java.time.Instant");
          case "local-date-time" -> JavaType.imported("java.time.LocalDateTime");
          case "duration" -> JavaType.imported("java.time.Duration");
          case "byte" -> JavaType.lang("byte[]");
          default -> JavaType.lang("String");
        };
      case "array":
        {
          JavaType element =
              schema.get("items") instanceof JsonObject items
                  ? type(items).boxed()
                  : JavaType.imported("dev.silk.json.JsonValue");
          boolean set = schema.get("uniqueItems") instanceof JsonBoolean b && b.value();
          return generic(
              set ? "java.util.Set" : "java.util.List", element.text(), element.imports());
        }
      case "object":
        if (schema.get("additionalProperties") instanceof JsonObject values
            && !(schema.get("properties") instanceof JsonObject)) {
          JavaType value = type(values).boxed();
          return generic("java.util.Map", "String, " + value.text(), value.imports());
        }
        return JavaType.imported("dev.silk.json.JsonValue");
      default:
        return JavaType.imported("dev.silk.json.JsonValue");
    }
  }

  private JavaType refType(String ref) {
    String name = ref.substring(ref.lastIndexOf('/') + 1);
    String type = typeNames.get(name);
    if (type != null) {
      return JavaType.lang(type);
    }
    JsonObject target = schemas.get(name);
    if (target != null && !isType(target)) {
      // A named schema that is not a record or an enum (a string format, a union): its value.
      return type(target);
    }
    return JavaType.imported("dev.silk.json.JsonValue");
  }

  /** The single type of {@code "type": "x"} or {@code "type": ["x", "null"]}, or "". */
  private static String typeName(JsonValue type) {
    if (type instanceof JsonString s) {
      return s.value();
    }
    if (type instanceof JsonArray list) {
      for (JsonValue v : list.elements()) {
        if (v instanceof JsonString s && !s.value().equals("null")) {
          return s.value();
        }
      }
    }
    return "";
  }

  private static JavaType generic(String qualified, String arguments, Set<String> imports) {
    Set<String> all = new TreeSet<>(imports);
    all.add(qualified);
    String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
    return new JavaType(simple + "<" + arguments + ">", Set.copyOf(all), false);
  }

  private static String typeName(String schemaName) {
    // "Outer.Item" and "com.example.Item" name the type Item; other characters are dropped.
    String simple = schemaName.substring(schemaName.lastIndexOf('.') + 1);
    return JavaNames.isTypeName(simple) ? simple : JavaNames.type(simple, false);
  }

  private String unique(String name) {
    String candidate = name;
    for (int i = 2; !taken.add(candidate); i++) {
      candidate = name + i;
    }
    return candidate;
  }
}
