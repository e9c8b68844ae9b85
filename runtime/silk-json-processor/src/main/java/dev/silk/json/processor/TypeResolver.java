package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
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

  private static final Map<String, String> BOX_CODECS =
      Map.of(
          "java.lang.Boolean", "JsonCodecs.BOOLEAN",
          "java.lang.Byte", "JsonCodecs.BYTE",
          "java.lang.Short", "JsonCodecs.SHORT",
          "java.lang.Character", "JsonCodecs.CHAR",
          "java.lang.Integer", "JsonCodecs.INT",
          "java.lang.Long", "JsonCodecs.LONG",
          "java.lang.Float", "JsonCodecs.FLOAT",
          "java.lang.Double", "JsonCodecs.DOUBLE");

  private final Types types;
  private final Annotations annotations;

  /** The generic record whose codec is being written, or null. */
  private final TypeElement generic;

  TypeResolver(Types types, Annotations annotations) {
    this(types, annotations, null);
  }

  private TypeResolver(Types types, Annotations annotations, TypeElement generic) {
    this.types = types;
    this.annotations = annotations;
    this.generic = generic;
  }

  /**
   * A resolver for the members of {@code record}, a generic record: its type variables are read and
   * written by the codecs its codec's factory is given.
   */
  TypeResolver inside(TypeElement record) {
    return new TypeResolver(types, annotations, record);
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
    if (isVariable(type)) {
      String variable = type.toString();
      return new Kind.Generic(variable, Names.variableCodec(variable), true);
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
        // Read inline, so a type variable's codec (a field) serves it as it is.
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
      if (e instanceof Kind.Generic g && g.perInstance()) {
        // The static helpers that read collections cannot see the codec's fields: a List or Set
        // of a type variable is read by the codec that JsonCodec.list() or set() builds from its.
        if (name.equals("java.util.List") || name.equals("java.util.Set")) {
          String method = name.equals("java.util.List") ? ".list()" : ".set()";
          return new Kind.Generic(source(type), g.codec() + method, true);
        }
        throw new Unsupported(
            "a "
                + element.getSimpleName()
                + " of the type variable "
                + g.type()
                + " is read by the codec that the factory builds from "
                + g.type()
                + "'s codec: declare it as a List or a Set");
      }
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
      if (value instanceof Kind.Generic g && g.perInstance()) {
        if (name.equals("java.util.Map") && key.type().equals("java.lang.String")) {
          return new Kind.Generic(source(type), g.codec() + ".map()", true);
        }
        throw new Unsupported(
            "a map of the type variable "
                + g.type()
                + " is read by the codec that JsonCodec.map() builds from "
                + g.type()
                + "'s codec: declare it as a Map<String, "
                + g.type()
                + ">");
      }
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
      if (!element.getTypeParameters().isEmpty()) {
        return genericRecord(declared, element);
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

  /** Whether {@code type} is a type variable of the generic record whose codec is written. */
  private boolean isVariable(TypeMirror type) {
    if (type.getKind() != TypeKind.TYPEVAR || generic == null) {
      return false;
    }
    for (TypeParameterElement p : generic.getTypeParameters()) {
      if (types.isSameType(p.asType(), type)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A member whose type is a generic {@code @JsonBound} record ({@code Page<Item>}): its codec's
   * factory called with the codecs of the type arguments.
   */
  private Kind genericRecord(DeclaredType declared, TypeElement element) throws Unsupported {
    List<? extends TypeMirror> args = declared.getTypeArguments();
    if (args.isEmpty()) {
      throw new Unsupported(
          "the raw type "
              + element.getQualifiedName()
              + " does not say what its "
              + element.getTypeParameters()
              + " hold: give its type arguments");
    }
    if (element.equals(generic)) {
      // The record inside itself (a tree): the same type arguments are this codec.
      boolean same = true;
      for (int i = 0; i < args.size(); i++) {
        same &=
            args.get(i).getKind() == TypeKind.TYPEVAR
                && types.isSameType(args.get(i), generic.getTypeParameters().get(i).asType());
      }
      if (!same) {
        throw new Unsupported(
            source(declared)
                + " inside "
                + generic.getSimpleName()
                + generic.getTypeParameters()
                + " would need a new codec for every level of nesting: use the record's own"
                + " type variables");
      }
      return new Kind.Generic(source(declared), "this", true);
    }
    StringBuilder codecs = new StringBuilder();
    boolean perInstance = false;
    for (TypeMirror arg : args) {
      Kind k = resolve(arg, null);
      Element e = types.asElement(arg);
      String codec =
          e != null && e.getKind() == ElementKind.ENUM && Annotations.has(e, Annotations.BOUND)
              ? Names.codecQualifiedName((TypeElement) e) + ".INSTANCE"
              : codecOf(k);
      codecs.append(codecs.length() == 0 ? "" : ", ").append(codec);
      perInstance |= k instanceof Kind.Generic g && g.perInstance();
    }
    if (perInstance && holds(element, generic, new java.util.HashSet<>())) {
      throw new Unsupported(
          source(declared)
              + " holds "
              + generic.getSimpleName()
              + " in turn: two generic records that hold each other would build each other's"
              + " codecs without end; give one of them concrete types");
    }
    return new Kind.Generic(
        source(declared), Names.codecQualifiedName(element) + ".of(" + codecs + ")", perInstance);
  }

  /** Whether a member of {@code record}, at any depth, is of type {@code target}. */
  private boolean holds(TypeElement record, TypeElement target, java.util.Set<TypeElement> seen) {
    if (!seen.add(record) || record.getKind() != ElementKind.RECORD) {
      return false;
    }
    for (var component : record.getRecordComponents()) {
      if (mentions(component.asType(), target, seen)) {
        return true;
      }
    }
    return false;
  }

  private boolean mentions(TypeMirror type, TypeElement target, java.util.Set<TypeElement> seen) {
    if (type.getKind() == TypeKind.ARRAY) {
      return mentions(((ArrayType) type).getComponentType(), target, seen);
    }
    if (type.getKind() != TypeKind.DECLARED) {
      return false;
    }
    TypeElement e = (TypeElement) ((DeclaredType) type).asElement();
    if (e.equals(target)) {
      return true;
    }
    for (TypeMirror arg : ((DeclaredType) type).getTypeArguments()) {
      if (mentions(arg, target, seen)) {
        return true;
      }
    }
    return Annotations.has(e, Annotations.BOUND) && holds(e, target, seen);
  }

  /**
   * An expression for the codec of a type argument, passed to a generic record's factory: {@code
   * JsonCodecs.STRING}, {@code p.ItemCodec.INSTANCE}, {@code codecT.list()}.
   */
  private static String codecOf(Kind k) throws Unsupported {
    if (k instanceof Kind.Generic g) {
      return g.codec();
    }
    if (k instanceof Kind.Delegate d && !d.construct()) {
      return d.codec();
    }
    if (k instanceof Kind.Boxed) {
      return BOX_CODECS.get(k.type());
    }
    if (k instanceof Kind.Direct d) {
      return switch (d.type()) {
        case "java.lang.String" -> "JsonCodecs.STRING";
        case "java.math.BigDecimal" -> "JsonCodecs.BIG_DECIMAL";
        default -> "JsonCodecs.BIG_INTEGER";
      };
    }
    if (k instanceof Kind.Collection c && c.type().startsWith("java.util.List<")) {
      return codecOf(c.element()) + ".list()";
    }
    if (k instanceof Kind.Collection c && c.type().startsWith("java.util.Set<")) {
      return codecOf(c.element()) + ".set()";
    }
    if (k instanceof Kind.Map m && m.enumKey() == null && m.type().startsWith("java.util.Map<")) {
      return codecOf(m.value()) + ".map()";
    }
    if (k instanceof Kind.Optional o) {
      return codecOf(o.value()) + ".optional()";
    }
    if (k instanceof Kind.Enum e && e.names().equals(e.constants())) {
      return "JsonCodecs.enumCodec(" + e.type() + ".values())";
    }
    throw new Unsupported(
        "the type argument "
            + k.type()
            + " has no codec to give a generic record's factory: use a @JsonBound type, String, a"
            + " box, a type JsonCodecs has a codec for, or a List, Set, Map<String, ...> or"
            + " Optional of those");
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
        if (isVariable(type)) {
          return type.toString();
        }
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
