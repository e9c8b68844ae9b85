package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/** Maps a member's Java type to the {@link Kind} that reads and writes it, or says why not. */
final class TypeResolver {
  /** Why a type cannot be bound; the caller reports it on the record component. */
  static final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    Unsupported(String message) {
      super(message, null, false, false);
    }
  }

  /** A hand-written codec named with {@code @JsonUse}, and whether some type used it. */
  static final class Use {
    final TypeMirror handled;
    final Kind.Delegate codec;
    boolean used;

    Use(TypeMirror handled, Kind.Delegate codec) {
      this.handled = handled;
      this.codec = codec;
    }
  }

  private static final Map<String, String> CODECS =
      Map.ofEntries(
          Map.entry("java.util.UUID", "JsonCodecs.UUID"),
          Map.entry("java.net.URI", "JsonCodecs.URI"),
          Map.entry("java.time.Instant", "JsonCodecs.INSTANT"),
          Map.entry("java.time.LocalDate", "JsonCodecs.LOCAL_DATE"),
          Map.entry("java.time.LocalTime", "JsonCodecs.LOCAL_TIME"),
          Map.entry("java.time.LocalDateTime", "JsonCodecs.LOCAL_DATE_TIME"),
          Map.entry("java.time.OffsetDateTime", "JsonCodecs.OFFSET_DATE_TIME"),
          Map.entry("java.time.ZonedDateTime", "JsonCodecs.ZONED_DATE_TIME"),
          Map.entry("java.time.Year", "JsonCodecs.YEAR"),
          Map.entry("java.time.YearMonth", "JsonCodecs.YEAR_MONTH"),
          Map.entry("java.time.Duration", "JsonCodecs.DURATION"),
          Map.entry("dev.silk.json.JsonValue", "dev.silk.json.JsonValue.CODEC"));

  private static final Map<String, String> BOXES =
      Map.of(
          "java.lang.Boolean", "boolean",
          "java.lang.Byte", "byte",
          "java.lang.Short", "short",
          "java.lang.Character", "char",
          "java.lang.Integer", "int",
          "java.lang.Long", "long",
          "java.lang.Float", "float",
          "java.lang.Double", "double");

  private static final Map<String, String> COLLECTIONS =
      Map.ofEntries(
          Map.entry("java.util.List", "new java.util.ArrayList<>()"),
          Map.entry("java.util.Collection", "new java.util.ArrayList<>()"),
          Map.entry("java.util.ArrayList", "new java.util.ArrayList<>()"),
          Map.entry("java.util.LinkedList", "new java.util.LinkedList<>()"),
          Map.entry("java.util.Set", "new java.util.LinkedHashSet<>()"),
          Map.entry("java.util.LinkedHashSet", "new java.util.LinkedHashSet<>()"),
          Map.entry("java.util.HashSet", "new java.util.HashSet<>()"),
          Map.entry("java.util.SortedSet", "new java.util.TreeSet<>()"),
          Map.entry("java.util.NavigableSet", "new java.util.TreeSet<>()"),
          Map.entry("java.util.TreeSet", "new java.util.TreeSet<>()"),
          Map.entry("java.util.EnumSet", ""));

  private static final Map<String, String> MAPS =
      Map.of(
          "java.util.Map", "new java.util.LinkedHashMap<>()",
          "java.util.LinkedHashMap", "new java.util.LinkedHashMap<>()",
          "java.util.HashMap", "new java.util.HashMap<>()",
          "java.util.SortedMap", "new java.util.TreeMap<>()",
          "java.util.NavigableMap", "new java.util.TreeMap<>()",
          "java.util.TreeMap", "new java.util.TreeMap<>()",
          "java.util.EnumMap", "");

  static final String SUPPORTED =
      "Supported: primitives and their boxes, String, enums, @JsonBound records and sealed"
          + " interfaces, List/Set/Collection (and ArrayList, LinkedList, HashSet, LinkedHashSet,"
          + " TreeSet, EnumSet), Map/HashMap/LinkedHashMap/TreeMap/EnumMap with String or enum"
          + " keys, arrays, Optional, OptionalInt, OptionalLong, OptionalDouble, BigDecimal,"
          + " BigInteger, UUID, URI, Instant, LocalDate, LocalTime, LocalDateTime, OffsetDateTime,"
          + " ZonedDateTime, Year, YearMonth, Duration and JsonValue.";

  private final Types types;
  private final Annotations annotations;

  TypeResolver(Types types, Annotations annotations) {
    this.types = types;
    this.annotations = annotations;
  }

  Kind resolve(TypeMirror type, Use use) throws Unsupported {
    if (use != null
        && types.isSameType(types.erasure(type), types.erasure(use.handled))
        && types.isSameType(type, use.handled)) {
      use.used = true;
      return new Kind.Delegate(source(type), use.codec.codec(), use.codec.construct());
    }
    TypeKind kind = type.getKind();
    if (kind.isPrimitive()) {
      return new Kind.Prim(primitiveName(kind));
    }
    if (kind == TypeKind.ARRAY) {
      TypeMirror component = ((ArrayType) type).getComponentType();
      Kind element = resolve(component, use);
      if (!types.isSameType(component, types.erasure(component))) {
        throw new Unsupported(
            "an array of the generic type " + source(component) + " cannot be created; use a List");
      }
      return new Kind.Array(source(type), element);
    }
    if (kind == TypeKind.WILDCARD || kind == TypeKind.TYPEVAR) {
      source(type); // throws, saying why
    }
    if (kind != TypeKind.DECLARED) {
      throw new Unsupported("the type " + type + " is not a class, interface, array or primitive");
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    String name = element.getQualifiedName().toString();
    List<? extends TypeMirror> args = declared.getTypeArguments();
    switch (name) {
      case "java.lang.String":
        return new Kind.Direct(name, "readString", "readStringOrNull");
      case "java.math.BigDecimal":
        return new Kind.Direct(name, "readBigDecimal", null);
      case "java.math.BigInteger":
        return new Kind.Direct(name, "readBigInteger", null);
      case "java.util.Optional":
        return new Kind.Optional(source(type), resolve(argument(declared, 0), use));
      case "java.util.OptionalInt":
        return new Kind.OptionalPrimitive(name, new Kind.Prim("int"));
      case "java.util.OptionalLong":
        return new Kind.OptionalPrimitive(name, new Kind.Prim("long"));
      case "java.util.OptionalDouble":
        return new Kind.OptionalPrimitive(name, new Kind.Prim("double"));
      default:
        break;
    }
    if (BOXES.containsKey(name)) {
      return new Kind.Boxed(name, new Kind.Prim(BOXES.get(name)));
    }
    if (CODECS.containsKey(name)) {
      return new Kind.Delegate(name, CODECS.get(name));
    }
    if (COLLECTIONS.containsKey(name)) {
      Kind e = resolve(argument(declared, 0), use);
      String create = COLLECTIONS.get(name);
      if (create.isEmpty()) {
        if (!(e instanceof Kind.Enum)) {
          throw new Unsupported("an EnumSet holds enum constants, not " + e.type());
        }
        create = "java.util.EnumSet.noneOf(" + e.type() + ".class)";
      }
      return new Kind.Collection(source(type), create, e);
    }
    if (MAPS.containsKey(name)) {
      Kind key = resolve(argument(declared, 0), null);
      Kind value = resolve(argument(declared, 1), use);
      Kind.Enum enumKey = key instanceof Kind.Enum k ? k : null;
      if (enumKey == null && !key.type().equals("java.lang.String")) {
        throw new Unsupported(
            "map keys must be String or an enum, not "
                + key.type()
                + " (JSON member names are strings)");
      }
      String create = MAPS.get(name);
      if (create.isEmpty()) {
        if (enumKey == null) {
          throw new Unsupported("an EnumMap is keyed by an enum");
        }
        create = "new java.util.EnumMap<>(" + enumKey.type() + ".class)";
      }
      return new Kind.Map(source(type), create, enumKey, value);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return enumKind(element);
    }
    if (Annotations.has(element, Annotations.BOUND)) {
      if (!args.isEmpty()) {
        throw new Unsupported("the generic type " + source(type) + " cannot be @JsonBound");
      }
      return new Kind.Delegate(name, Names.codecQualifiedName(element) + ".INSTANCE");
    }
    if (element.getKind() == ElementKind.RECORD) {
      throw new Unsupported(
          "the record "
              + name
              + " is not @JsonBound: annotate it with @JsonBound to generate its codec");
    }
    throw new Unsupported("silk-json-processor does not know the type " + source(type));
  }

  Kind.Enum enumKind(TypeElement element) throws Unsupported {
    List<String> constants = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (VariableElement field : ElementFilter.fieldsIn(element.getEnclosedElements())) {
      if (field.getKind() == ElementKind.ENUM_CONSTANT) {
        String constant = field.getSimpleName().toString();
        String json = annotations.jsonName(field);
        String n = json == null ? constant : json;
        if (names.contains(n)) {
          throw new Unsupported(
              "two constants of " + element.getQualifiedName() + " have the JSON name '" + n + "'");
        }
        if (!Names.isEncodable(n)) {
          throw new Unsupported("the JSON name of " + constant + " has an unpaired surrogate");
        }
        constants.add(constant);
        names.add(n);
      }
    }
    return new Kind.Enum(element.getQualifiedName().toString(), constants, names);
  }

  private TypeMirror argument(DeclaredType type, int index) throws Unsupported {
    List<? extends TypeMirror> args = type.getTypeArguments();
    if (args.size() <= index) {
      throw new Unsupported(
          "the raw type " + type + " has no element type: give its type arguments");
    }
    return args.get(index);
  }

  /** The type as Java source with qualified names; wildcards and type variables are refused. */
  String source(TypeMirror type) throws Unsupported {
    TypeKind kind = type.getKind();
    if (kind.isPrimitive()) {
      return primitiveName(kind);
    }
    switch (kind) {
      case ARRAY:
        return source(((ArrayType) type).getComponentType()) + "[]";
      case DECLARED:
        {
          DeclaredType d = (DeclaredType) type;
          StringBuilder sb =
              new StringBuilder(((TypeElement) d.asElement()).getQualifiedName().toString());
          if (!d.getTypeArguments().isEmpty()) {
            sb.append('<');
            String sep = "";
            for (TypeMirror arg : d.getTypeArguments()) {
              sb.append(sep).append(source(arg));
              sep = ", ";
            }
            sb.append('>');
          }
          return sb.toString();
        }
      case WILDCARD:
        throw new Unsupported(
            "the wildcard " + type + " does not say what to create on read; use a concrete type");
      case TYPEVAR:
        throw new Unsupported("the type variable " + type + " is not known at compile time");
      default:
        throw new Unsupported("the type " + type + " cannot be bound");
    }
  }

  private static String primitiveName(TypeKind kind) {
    return kind.name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * The codec named by {@code @JsonUse} on a component, checked: a non-generic JsonCodec with a
   * public static INSTANCE or a public no-argument constructor.
   */
  Use use(Element component, TypeMirror codecType) throws Unsupported {
    if (codecType.getKind() != TypeKind.DECLARED) {
      throw new Unsupported("@JsonUse names a codec class, not " + codecType);
    }
    TypeElement codec = (TypeElement) types.asElement(codecType);
    String name = codec.getQualifiedName().toString();
    TypeMirror handled = codecArgument(codec.asType());
    if (handled == null) {
      throw new Unsupported(
          "@JsonUse(" + name + ".class) must name a class implementing JsonCodec<T>");
    }
    if (!codec.getTypeParameters().isEmpty() || handled.getKind() == TypeKind.TYPEVAR) {
      throw new Unsupported("@JsonUse(" + name + ".class) must name a non-generic codec class");
    }
    for (VariableElement field : ElementFilter.fieldsIn(codec.getEnclosedElements())) {
      if (field.getSimpleName().contentEquals("INSTANCE")
          && field.getModifiers().contains(Modifier.PUBLIC)
          && field.getModifiers().contains(Modifier.STATIC)
          && types.isAssignable(field.asType(), codec.asType())) {
        return new Use(handled, new Kind.Delegate(source(handled), name + ".INSTANCE"));
      }
    }
    boolean constructible = !codec.getModifiers().contains(Modifier.ABSTRACT);
    boolean noArgs = false;
    for (ExecutableElement c : ElementFilter.constructorsIn(codec.getEnclosedElements())) {
      noArgs |= c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC);
    }
    if (!constructible || !noArgs) {
      throw new Unsupported(
          "@JsonUse("
              + name
              + ".class) needs a public static final INSTANCE field or a public no-argument"
              + " constructor");
    }
    return new Use(handled, new Kind.Delegate(source(handled), name, true));
  }

  private TypeMirror codecArgument(TypeMirror type) {
    for (TypeMirror s : types.directSupertypes(type)) {
      if (s.getKind() != TypeKind.DECLARED) {
        continue;
      }
      DeclaredType d = (DeclaredType) s;
      if (((TypeElement) d.asElement())
          .getQualifiedName()
          .contentEquals("dev.silk.json.JsonCodec")) {
        return d.getTypeArguments().isEmpty() ? null : d.getTypeArguments().get(0);
      }
      TypeMirror found = codecArgument(s);
      if (found != null) {
        return found;
      }
    }
    return null;
  }
}
