package dev.silk.json.processor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the {@code schema()} method of a generated codec: the JSON Schema of its record, enum or
 * union as straight-line calls on {@code dev.silk.json.JsonSchema}, decided here at compile time
 * from the same {@link Kind}s the codec reads and writes with.
 *
 * <p>A member that is a primitive is required (the codec refuses a document without it); every
 * other member may be missing or null, and its schema says so. Other generated codecs, {@code
 * JsonCodecs} constants and {@code @JsonUse} codecs are referred to through {@code
 * JsonSchema.of(codec)}, resolved only when a schema is written, so records that refer to each
 * other (or to themselves) are no loop here.
 */
final class SchemaWriter {
  private static final String SCHEMA = "dev.silk.json.JsonSchema";

  private SchemaWriter() {}

  /**
   * The method for a record's codec; {@code constraints} are the record's validation rules, whose
   * keywords ({@code maxLength}, {@code minimum}, {@code pattern}, {@code format}) the members'
   * schemas carry, and a member that must not be null is required and not nullable. A generic
   * record's schema is named for its type arguments too ({@code PageItem}), from the codecs of its
   * {@code variables}.
   */
  static void record(
      Code code,
      String type,
      List<String> variables,
      List<RecordCodecWriter.Member> members,
      boolean strict,
      ConstraintReader.Rules constraints) {
    Map<String, ConstraintReader.Member> rules = new HashMap<>();
    if (constraints != null) {
      for (ConstraintReader.Member c : constraints.members()) {
        rules.put(c.component(), c);
      }
    }
    open(code);
    if (variables.isEmpty()) {
      code.line("return " + SCHEMA + ".object(" + Names.literal(type) + ")");
    } else {
      StringBuilder arguments = new StringBuilder();
      for (String v : variables) {
        arguments.append(arguments.length() == 0 ? "" : ", ");
        arguments.append(SCHEMA + ".of(" + Names.variableCodec(v) + ")");
      }
      code.line(
          "return "
              + SCHEMA
              + ".object("
              + Names.literal(type)
              + ", java.util.List.of("
              + arguments
              + "))");
    }
    code.indent().indent();
    for (RecordCodecWriter.Member m : members) {
      ConstraintReader.Member c = rules.get(m.component());
      String keywords = c == null ? "" : c.schema();
      String name = Names.literal(m.json());
      if (m.primitive() || (c != null && c.nullMessage() != null)) {
        code.line(".required(" + name + ", " + expr(m.kind()) + keywords + ")");
      } else {
        code.line(".optional(" + name + ", " + expr(m.kind()) + keywords + ".nullable())");
      }
    }
    if (strict) {
      code.line(".closed()");
    }
    code.line(".build();");
    code.outdent().outdent();
    code.close();
  }

  /** The method for an enum's codec. */
  static void enumeration(Code code, Kind.Enum kind) {
    open(code);
    code.line("return " + expr(kind) + ";");
    code.close();
  }

  /** The method for a sealed interface's codec: its variants by tag, each its record's schema. */
  static void union(
      Code code, String type, String discriminator, List<String> tags, List<String> codecs) {
    open(code);
    code.line(
        "return "
            + SCHEMA
            + ".oneOf("
            + Names.literal(type)
            + ", "
            + Names.literal(discriminator)
            + ")");
    code.indent().indent();
    for (int i = 0; i < tags.size(); i++) {
      code.line(
          ".variant(" + Names.literal(tags.get(i)) + ", " + SCHEMA + ".of(" + codecs.get(i) + "))");
    }
    code.line(".build();");
    code.outdent().outdent();
    code.close();
  }

  private static void open(Code code) {
    code.line("");
    code.line(
        "/** The JSON Schema of what this codec reads and writes, decided at compile time. */");
    code.line("@Override");
    code.open("public " + SCHEMA + " schema()");
  }

  /** An expression building the schema of a value of {@code kind}, never null. */
  static String expr(Kind kind) {
    if (kind instanceof Kind.Prim p) {
      return primitive(p.type());
    }
    if (kind instanceof Kind.Boxed b) {
      return primitive(b.primitive().type());
    }
    if (kind instanceof Kind.Direct d) {
      return switch (d.type()) {
        case "java.lang.String" -> SCHEMA + ".string()";
        case "java.math.BigDecimal" -> SCHEMA + ".of(JsonCodecs.BIG_DECIMAL)";
        default -> SCHEMA + ".of(JsonCodecs.BIG_INTEGER)";
      };
    }
    if (kind instanceof Kind.Generic g) {
      return SCHEMA + ".of(" + g.codec() + ")";
    }
    if (kind instanceof Kind.Delegate d) {
      return SCHEMA + ".of(" + (d.construct() ? "new " + d.codec() + "()" : d.codec()) + ")";
    }
    if (kind instanceof Kind.Enum e) {
      StringBuilder values = new StringBuilder();
      for (String name : e.names()) {
        values.append(values.length() == 0 ? "" : ", ").append(Names.literal(name));
      }
      return SCHEMA
          + ".enumeration("
          + Names.literal(e.type())
          + ", java.util.List.of("
          + values
          + "))";
    }
    if (kind instanceof Kind.Collection c) {
      boolean set = c.create().contains("Set");
      return SCHEMA + (set ? ".set(" : ".array(") + element(c.element()) + ")";
    }
    if (kind instanceof Kind.Map m) {
      if (m.enumKey() != null) {
        StringBuilder keys = new StringBuilder();
        for (String name : m.enumKey().names()) {
          keys.append(keys.length() == 0 ? "" : ", ").append(Names.literal(name));
        }
        return SCHEMA + ".map(java.util.List.of(" + keys + "), " + element(m.value()) + ")";
      }
      return SCHEMA + ".map(" + element(m.value()) + ")";
    }
    if (kind instanceof Kind.Array a) {
      if (a.type().equals("byte[]")) {
        return SCHEMA + ".string(\"byte\").with(\"contentEncoding\", \"base64\")";
      }
      if (a.type().equals("char[]")) {
        return SCHEMA + ".string()";
      }
      return SCHEMA + ".array(" + element(a.element()) + ")";
    }
    if (kind instanceof Kind.Optional o) {
      return expr(o.value());
    }
    if (kind instanceof Kind.OptionalPrimitive o) {
      return primitive(o.value().type());
    }
    return SCHEMA + ".any()";
  }

  /** An element of a collection, array or map: null too, unless a primitive. */
  private static String element(Kind kind) {
    return kind instanceof Kind.Prim ? expr(kind) : expr(kind) + ".nullable()";
  }

  private static String primitive(String type) {
    return switch (type) {
      case "int" -> SCHEMA + ".integer(\"int32\")";
      case "long" -> SCHEMA + ".integer(\"int64\")";
      case "double" -> SCHEMA + ".number(\"double\")";
      case "float" -> SCHEMA + ".number(\"float\")";
      case "boolean" -> SCHEMA + ".bool()";
      case "short" -> SCHEMA + ".of(JsonCodecs.SHORT)";
      case "byte" -> SCHEMA + ".of(JsonCodecs.BYTE)";
      default -> SCHEMA + ".of(JsonCodecs.CHAR)";
    };
  }
}
