package dev.silk.json.processor;

import java.util.List;

/**
 * How one Java type is read and written: each kind emits the straight-line code for its values.
 * Containers write their loops into private helper methods of the codec, one per distinct type.
 */
sealed interface Kind {
  /** The type as Java source, fully qualified. */
  String type();

  /**
   * An expression reading a value at the current position. The caller has already handled a JSON
   * null, unless {@link #readsNull()}.
   */
  String read(CodecClass c);

  /**
   * Statements writing {@code v}, a simple expression that is not null unless {@link #readsNull()}.
   */
  void write(CodecClass c, Code code, String v);

  /** One statement writing member {@code key} with the non-null value {@code v}, or null. */
  default String put(CodecClass c, String key, String v) {
    return null;
  }

  /** Whether reading and writing handle JSON null themselves (delegated codecs). */
  default boolean readsNull() {
    return false;
  }

  /** Whether {@link #put} also writes a null value (as {@code null}), so needs no check before. */
  default boolean putsNull() {
    return readsNull();
  }

  /** The value of a member missing from the document. */
  default String absent() {
    return "null";
  }

  /** Reads a value that may be JSON null. */
  static String readNullable(CodecClass c, Kind kind) {
    if (kind instanceof Prim || kind.readsNull()) {
      return kind.read(c);
    }
    if (kind instanceof Direct d && d.orNullReader() != null) {
      // One look at the value's first byte instead of two (docs/decisions.md, D106).
      return "in." + d.orNullReader() + "()";
    }
    return "in.nextIsNull() ? " + kind.absent() + " : " + kind.read(c);
  }

  /** Writes {@code v} (a local variable or parameter) that may be null. */
  static void writeNullable(CodecClass c, Code code, Kind kind, String v) {
    if (kind instanceof Prim || kind.readsNull()) {
      kind.write(c, code, v);
      return;
    }
    code.open("if (" + v + " == null)").line("out.nullValue();").close(" else {");
    kind.write(c, code, v);
    code.close();
  }

  /** A primitive; short, byte and char go through the range-checking JsonCodecs. */
  record Prim(String type) implements Kind {
    @Override
    public String read(CodecClass c) {
      return switch (type) {
        case "short" -> "JsonCodecs.SHORT.read(in)";
        case "byte" -> "JsonCodecs.BYTE.read(in)";
        case "char" -> "JsonCodecs.CHAR.read(in)";
        default -> "in.read" + Character.toUpperCase(type.charAt(0)) + type.substring(1) + "()";
      };
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line(value(v));
    }

    String value(String v) {
      return switch (type) {
        case "short", "byte" -> "out.value((int) " + v + ");";
        case "char" -> "out.value(JsonCodecs.CHAR, " + v + ");";
        default -> "out.value(" + v + ");";
      };
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return switch (type) {
        case "short", "byte" -> "out.put(" + key + ", (int) " + v + ");";
        case "char" -> "out.put(" + key + ", JsonCodecs.CHAR, " + v + ");";
        default -> "out.put(" + key + ", " + v + ");";
      };
    }

    @Override
    public String absent() {
      return type.equals("boolean") ? "false" : "0";
    }
  }

  /** A box of a primitive. */
  record Boxed(String type, Prim primitive) implements Kind {
    @Override
    public String read(CodecClass c) {
      return primitive.read(c);
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line(primitive.value(unbox(v)));
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return primitive.put(c, key, unbox(v));
    }

    private String unbox(String v) {
      return primitive.type().equals("char") ? v : v + "." + primitive.type() + "Value()";
    }
  }

  /**
   * String, BigDecimal and BigInteger: JsonInput and JsonOutput read and write them directly.
   * {@code orNullReader}, when not null, is the JsonInput method that reads the value or a JSON
   * null in one step.
   */
  record Direct(String type, String reader, String orNullReader) implements Kind {
    @Override
    public String read(CodecClass c) {
      return "in." + reader + "()";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line("out.value(" + v + ");");
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return "out.put(" + key + ", " + v + ");";
    }

    @Override
    public boolean putsNull() {
      return true; // JsonOutput.put writes null for a null String, BigDecimal or BigInteger
    }
  }

  /**
   * A type with a codec: JsonCodecs constants, JsonValue, other generated codecs and {@code
   * JsonUse} codecs. {@code codec} is an expression, or, when {@code construct} is set, a class
   * whose instance the generated codec creates once in a constant.
   */
  record Delegate(String type, String codec, boolean construct) implements Kind {
    Delegate(String type, String codec) {
      this(type, codec, false);
    }

    private String codec(CodecClass c) {
      if (!construct) {
        return codec;
      }
      // CODEC_, ENUM_, KEY_, HEAD_ and WORD_ start different constants, so they cannot collide.
      String prefix = "CODEC_" + Names.constantName(codec.substring(codec.lastIndexOf('.') + 1));
      return c.constant(
          "codec:" + codec,
          prefix,
          n -> "private static final " + codec + " " + n + " = new " + codec + "();");
    }

    @Override
    public String read(CodecClass c) {
      return codec(c) + ".read(in)";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line(codec(c) + ".write(out, " + v + ");");
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return "out.put(" + key + ", " + codec(c) + ", " + v + ");";
    }

    @Override
    public boolean readsNull() {
      return true;
    }
  }

  /**
   * A type whose codec is built when the codec is: in a generic record's codec, from the codecs its
   * factory was given ({@code T}: {@code codecT}; {@code List<T>}: {@code codecT.list()}), and
   * anywhere, a generic record's codec for its type arguments ({@code
   * p.PageCodec.of(p.ItemCodec.INSTANCE)}). {@code codec} is that expression; {@code perInstance}
   * when it uses the codecs the factory was given, so that it is a field of the codec built in its
   * constructor, and otherwise a constant.
   */
  record Generic(String type, String codec, boolean perInstance) implements Kind {
    /** The field or constant holding the codec, declared on first use. */
    String field(CodecClass c) {
      if (codec.equals("this") || Names.isIdentifier(codec)) {
        return codec; // the codec itself, or one its factory was given
      }
      String declared = "JsonCodec<" + type + ">";
      if (perInstance) {
        return c.field("generic:" + codec, "codec", declared, codec);
      }
      return c.constant(
          "generic:" + codec,
          "GENERIC",
          n -> "private static final " + declared + " " + n + " = " + codec + ";");
    }

    @Override
    public String read(CodecClass c) {
      return field(c) + ".read(in)";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line(field(c) + ".write(out, " + v + ");");
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return "out.put(" + key + ", " + field(c) + ", " + v + ");";
    }

    @Override
    public boolean readsNull() {
      return true;
    }
  }

  /**
   * An enum: its constants are pre-encoded JsonKeys, copied out on write and compared in place on
   * read, wherever the enum stands.
   */
  record Enum(String type, List<String> constants, List<String> names) implements Kind {
    String keys(CodecClass c) {
      String prefix = Names.constantName(simpleName());
      return c.constant(
          "enum-keys:" + type,
          "ENUM_" + prefix,
          n -> {
            StringBuilder sb = new StringBuilder();
            sb.append("// ").append(type).append(" constants in declaration order (= ordinal).\n");
            sb.append("private static final JsonKey[] ").append(n).append(" = {");
            for (int i = 0; i < names.size(); i++) {
              sb.append(i == 0 ? "" : ", ").append("JsonKey.of(");
              sb.append(Names.literal(names.get(i))).append(')');
            }
            sb.append("};\n");
            sb.append("private static final ").append(type).append("[] VALUES_").append(n);
            sb.append(" = {");
            for (int i = 0; i < constants.size(); i++) {
              sb.append(i == 0 ? "" : ", ").append(type).append('.').append(constants.get(i));
            }
            return sb.append("};").toString();
          });
    }

    private String simpleName() {
      return type.substring(type.lastIndexOf('.') + 1);
    }

    @Override
    public String read(CodecClass c) {
      String keys = keys(c);
      String method =
          c.helper(
              "enum-read:" + type,
              "read" + simpleName(),
              (n, code) -> {
                code.open("private static " + type + " " + n + "(JsonInput in)");
                code.line("int i = in.readChoice(" + keys + ");");
                code.open("if (i < 0)");
                code.line(
                    "throw in.error("
                        + Names.literal("expected one of " + String.join(", ", names))
                        + ");");
                code.close();
                code.line("return VALUES_" + keys + "[i];");
                code.close();
              });
      return method + "(in)";
    }

    /** A map key: member names are compared as Strings (they were read with readKey). */
    String fromKey(CodecClass c, String k) {
      String method =
          c.helper(
              "enum-key:" + type,
              "key" + simpleName(),
              (n, code) -> {
                code.open(
                    "private static " + type + " " + n + "(JsonInput in, java.lang.String k)");
                code.open("switch (k)");
                for (int i = 0; i < constants.size(); i++) {
                  code.line("case " + Names.literal(names.get(i)) + ":").indent();
                  code.line("return " + type + "." + constants.get(i) + ";").outdent();
                }
                code.line("default:").indent();
                code.line(
                    "throw in.error(\"unknown key '\" + dev.silk.json.JsonException.excerpt(k) + \"': "
                        + Names.literal("expected one of " + String.join(", ", names)).substring(1)
                        + ");");
                code.outdent().close();
                code.close();
              });
      return method + "(in, " + k + ")";
    }

    String key(CodecClass c, String v) {
      return keys(c) + "[" + v + ".ordinal()]";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.line("out.value(" + key(c, v) + ");");
    }

    @Override
    public String put(CodecClass c, String key, String v) {
      return "out.put(" + key + ", " + key(c, v) + ");";
    }
  }

  /** List, Set, Collection and their usual implementations, read into {@code create}. */
  record Collection(String type, String create, Kind element) implements Kind {
    @Override
    public String read(CodecClass c) {
      return c.helper(
              "read:" + type,
              "read",
              (n, code) -> {
                code.open("private static " + type + " " + n + "(JsonInput in)");
                code.line(type + " c = " + create + ";");
                code.line("in.beginArray();");
                code.open("while (in.hasNext())");
                code.line("c.add(" + readNullable(c, element) + ");");
                code.close();
                code.line("in.endArray();");
                code.line("return c;");
                code.close();
              })
          + "(in)";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      String method =
          c.helper(
              "write:" + type,
              "write",
              (n, m) -> {
                m.open("private static void " + n + "(JsonOutput out, " + type + " v)");
                m.line("out.beginArray();");
                m.open("for (" + element.type() + " e : v)");
                writeNullable(c, m, element, "e");
                m.close();
                m.line("out.endArray();");
                m.close();
              });
      code.line(method + "(out, " + v + ");");
    }
  }

  /** A map with String or enum keys, read into {@code create} (insertion ordered by default). */
  record Map(String type, String create, Enum enumKey, Kind value) implements Kind {
    private String keyType() {
      return enumKey == null ? "java.lang.String" : enumKey.type();
    }

    @Override
    public String read(CodecClass c) {
      return c.helper(
              "read:" + type,
              "read",
              (n, code) -> {
                code.open("private static " + type + " " + n + "(JsonInput in)");
                code.line(type + " m = " + create + ";");
                code.line("in.beginObject();");
                code.open("while (in.hasNext())");
                if (enumKey == null) {
                  code.line("java.lang.String k = in.readKey();");
                } else {
                  code.line(keyType() + " k = " + enumKey.fromKey(c, "in.readKey()") + ";");
                }
                // As JsonCodec.map(): a repeated name is an error, not a silent choice.
                code.line("int size = m.size();");
                code.line("m.put(k, " + readNullable(c, value) + ");");
                code.open("if (m.size() == size)");
                code.line("throw in.error(\"the member name \\\"\" + k + \"\\\" appears twice\");");
                code.close();
                code.close();
                code.line("in.endObject();");
                code.line("return m;");
                code.close();
              })
          + "(in)";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      String method =
          c.helper(
              "write:" + type,
              "write",
              (n, m) -> {
                m.open("private static void " + n + "(JsonOutput out, " + type + " v)");
                m.line("out.beginObject();");
                String entry = "java.util.Map.Entry<" + keyType() + ", " + value.type() + ">";
                m.open("for (" + entry + " e : v.entrySet())");
                if (enumKey == null) {
                  m.line("out.key(e.getKey());");
                } else {
                  m.line("out.key(" + enumKey.key(c, "e.getKey()") + ");");
                }
                if (value instanceof Prim || value.readsNull()) {
                  value.write(c, m, "e.getValue()");
                } else {
                  m.line(value.type() + " x = e.getValue();");
                  writeNullable(c, m, value, "x");
                }
                m.close();
                m.line("out.endObject();");
                m.close();
              });
      code.line(method + "(out, " + v + ");");
    }
  }

  /** An array; byte[] is a Base64 string and char[] a string, as Jackson writes them. */
  record Array(String type, Kind element) implements Kind {
    @Override
    public String read(CodecClass c) {
      if (type.equals("byte[]")) {
        return c.helper(
                "read:byte[]",
                "readBase64",
                (n, code) -> {
                  code.open("private static byte[] " + n + "(JsonInput in)");
                  code.line("java.lang.String s = in.readString();");
                  code.open("try");
                  code.line("return java.util.Base64.getDecoder().decode(s);");
                  code.close(" catch (java.lang.IllegalArgumentException e) {");
                  code.line("throw in.error(\"expected Base64 for a byte[]: \" + e.getMessage());");
                  code.close();
                  code.close();
                })
            + "(in)";
      }
      if (type.equals("char[]")) {
        return "in.readString().toCharArray()";
      }
      return c.helper(
              "read:" + type,
              "read",
              (n, code) -> {
                code.open("private static " + type + " " + n + "(JsonInput in)");
                code.line("in.beginArray();");
                if (element instanceof Prim) {
                  code.line(type + " a = " + newArray(element.type(), "8") + ";");
                  code.line("int n = 0;");
                  code.open("while (in.hasNext())");
                  code.open("if (n == a.length)");
                  code.line("a = java.util.Arrays.copyOf(a, n * 2);");
                  code.close();
                  code.line("a[n++] = " + element.read(c) + ";");
                  code.close();
                  code.line("in.endArray();");
                  code.line("return n == a.length ? a : java.util.Arrays.copyOf(a, n);");
                } else {
                  String list = "java.util.ArrayList<" + element.type() + ">";
                  code.line(list + " list = new java.util.ArrayList<>();");
                  code.open("while (in.hasNext())");
                  code.line("list.add(" + readNullable(c, element) + ");");
                  code.close();
                  code.line("in.endArray();");
                  code.line("return list.toArray(" + newArray(element.type(), "0") + ");");
                }
                code.close();
              })
          + "(in)";
    }

    /** {@code new T[size]}, also for element types that are arrays themselves. */
    private static String newArray(String elementType, String size) {
      int dims = elementType.indexOf('[');
      return dims < 0
          ? "new " + elementType + "[" + size + "]"
          : "new "
              + elementType.substring(0, dims)
              + "["
              + size
              + "]"
              + elementType.substring(dims);
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      if (type.equals("byte[]")) {
        code.line("out.value(java.util.Base64.getEncoder().encodeToString(" + v + "));");
        return;
      }
      if (type.equals("char[]")) {
        code.line("out.value(new java.lang.String(" + v + "));");
        return;
      }
      String method =
          c.helper(
              "write:" + type,
              "write",
              (n, m) -> {
                m.open("private static void " + n + "(JsonOutput out, " + type + " v)");
                m.line("out.beginArray();");
                m.open("for (" + element.type() + " e : v)");
                writeNullable(c, m, element, "e");
                m.close();
                m.line("out.endArray();");
                m.close();
              });
      code.line(method + "(out, " + v + ");");
    }
  }

  /** {@code Optional<T>}: empty is written as null; null and a missing member read as empty. */
  record Optional(String type, Kind value) implements Kind {
    @Override
    public String read(CodecClass c) {
      String inner = value.read(c);
      return value.readsNull()
          ? "java.util.Optional.ofNullable(" + inner + ")"
          : "java.util.Optional.of(" + inner + ")";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.open("if (" + v + ".isPresent())");
      value.write(c, code, v + ".get()");
      code.close(" else {").line("out.nullValue();").close();
    }

    @Override
    public String absent() {
      return "java.util.Optional.empty()";
    }
  }

  /** OptionalInt, OptionalLong and OptionalDouble. */
  record OptionalPrimitive(String type, Prim value) implements Kind {
    String getter() {
      return "getAs" + Character.toUpperCase(value.type().charAt(0)) + value.type().substring(1);
    }

    @Override
    public String read(CodecClass c) {
      return type + ".of(" + value.read(c) + ")";
    }

    @Override
    public void write(CodecClass c, Code code, String v) {
      code.open("if (" + v + ".isPresent())");
      code.line(value.value(v + "." + getter() + "()"));
      code.close(" else {").line("out.nullValue();").close();
    }

    @Override
    public String absent() {
      return type + ".empty()";
    }
  }
}
