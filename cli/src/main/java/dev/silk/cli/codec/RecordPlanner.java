package dev.silk.cli.codec;

import dev.silk.cli.codec.TypeDecl.Component;
import dev.silk.cli.codec.TypeDecl.Constant;
import dev.silk.cli.codec.TypeDecl.EnumDecl;
import dev.silk.cli.codec.TypeDecl.JavaType;
import dev.silk.cli.codec.TypeDecl.RecordDecl;
import dev.silk.cli.shape.Shape;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns the {@link Shape} of sample documents into records and enums: objects become records,
 * arrays lists, numbers the smallest type that holds every sample, strings that are always in one
 * ISO format {@code java.time} types or {@code UUID}, small closed sets of strings enums (when
 * asked: at most {@value #MAX_ENUM_CONSTANTS} code-like values, each seen twice on average).
 * Members absent or null in some samples become nullable reference types (boxed for numbers and
 * booleans). Two places with the same shape share one record.
 *
 * <pre>{@code
 * List<TypeDecl> types = RecordPlanner.plan(shape, "Checkout", true);
 * }</pre>
 */
final class RecordPlanner {
  /** At most this many distinct strings make an enum. */
  static final int MAX_ENUM_CONSTANTS = 8;

  /**
   * Names the generated sources use unqualified, or that would shadow {@code java.lang}: a record
   * must not take one.
   */
  private static final Set<String> RESERVED =
      Set.of(
          "List",
          "String",
          "Integer",
          "Long",
          "Double",
          "Boolean",
          "Object",
          "BigDecimal",
          "BigInteger",
          "UUID",
          "Instant",
          "LocalDate",
          "LocalDateTime",
          "OffsetDateTime",
          "JsonValue",
          "JsonBound",
          "JsonName",
          "Record",
          "Enum",
          "Override",
          "Deprecated",
          "SuppressWarnings",
          "Class",
          "Math",
          "System",
          "Number",
          "Character",
          "Byte",
          "Short",
          "Float",
          "Void",
          "Iterable",
          "Comparable",
          "Runtime",
          "Thread",
          "Error",
          "Exception",
          "Throwable",
          "Process",
          "Module",
          "Package",
          "SafeVarargs",
          "FunctionalInterface");

  private final boolean enums;
  private final Set<String> taken = new HashSet<>(RESERVED);
  private final Map<String, String> nameBySignature = new HashMap<>();
  private final List<TypeDecl> planned = new ArrayList<>();

  private RecordPlanner(boolean enums) {
    this.enums = enums;
  }

  /**
   * The types for documents of {@code shape}, the root record (named {@code rootName}) first.
   *
   * @param enums whether small closed sets of strings become enums
   */
  static List<TypeDecl> plan(Shape shape, String rootName, boolean enums) {
    RecordPlanner planner = new RecordPlanner(enums);
    planner.taken.add(rootName);
    planner.record(shape, rootName, rootName, true);
    List<TypeDecl> ordered = new ArrayList<>();
    ordered.add(planned(planner, rootName));
    for (TypeDecl t : planner.planned) {
      if (!t.name().equals(rootName)) {
        ordered.add(t);
      }
    }
    return ordered;
  }

  private static TypeDecl planned(RecordPlanner planner, String name) {
    return planner.planned.stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
  }

  private String record(Shape shape, String baseName, String owner, boolean root) {
    List<Component> components = new ArrayList<>();
    Set<String> javaNames = new HashSet<>();
    long absences = 0;
    long nulls = 0;
    for (String key : shape.memberOrder()) {
      Shape member = shape.members().get(key);
      boolean absent = member.seen() < shape.objects();
      absences += shape.objects() - member.seen();
      nulls += member.nulls();
      JavaType type = type(member, key, baseName, false);
      if (absent || member.nulls() > 0) {
        type = type.boxed();
      }
      components.add(new Component(unique(JavaNames.member(key), javaNames), key, type));
    }
    boolean omitNulls = absences > nulls;
    StringBuilder signature = new StringBuilder("record").append(omitNulls);
    components.forEach(c -> signature.append('|').append(c));
    if (!root) {
      String known = nameBySignature.get(signature.toString());
      if (known != null) {
        return known;
      }
    }
    String name = root ? baseName : allocate(baseName, owner);
    nameBySignature.put(signature.toString(), name);
    planned.add(new RecordDecl(name, List.copyOf(components), omitNulls, shape.objects()));
    return name;
  }

  /**
   * The Java type of the values at {@code shape}, a member {@code key} of the record {@code owner}.
   */
  private JavaType type(Shape shape, String key, String owner, boolean element) {
    if (shape.kinds() != 1) {
      // Only nulls, or several kinds of values: keep whatever comes as a tree.
      return JavaType.imported("dev.silk.json.JsonValue");
    }
    if (shape.booleans() > 0) {
      return JavaType.primitive("boolean");
    }
    if (shape.strings() > 0) {
      return stringType(shape, key, owner, element);
    }
    if (shape.arrays() > 0) {
      if (shape.element() == null || shape.element().kinds() == 0) {
        return JavaType.imported("dev.silk.json.JsonValue").list();
      }
      return type(shape.element(), key, owner, true).list();
    }
    if (shape.objects() > 0) {
      String base = JavaNames.type(key, element);
      return JavaType.lang(record(shape, base, owner, false));
    }
    return numberType(shape);
  }

  private static JavaType numberType(Shape s) {
    if (s.decimals() > 0) {
      boolean exactInDouble = s.inexactDecimals() == 0 && s.longs() == 0 && s.bigIntegers() == 0;
      return exactInDouble && s.fixedScaleDecimals() == 0
          ? JavaType.primitive("double")
          : JavaType.imported("java.math.BigDecimal");
    }
    if (s.bigIntegers() > 0) {
      return JavaType.imported("java.math.BigInteger");
    }
    return JavaType.primitive(s.longs() > 0 ? "long" : "int");
  }

  private JavaType stringType(Shape s, String key, String owner, boolean element) {
    Shape.Format format = s.commonFormat();
    if (format != null) {
      return JavaType.imported(
          switch (format) {
            case UUID -> "java.util.UUID";
            case DATE -> "java.time.LocalDate";
            case INSTANT -> "java.time.Instant";
            case OFFSET_DATE_TIME -> "java.time.OffsetDateTime";
            case LOCAL_DATE_TIME -> "java.time.LocalDateTime";
          });
    }
    boolean closedSet =
        !s.manyValues()
            && !s.values().isEmpty()
            && s.values().size() <= MAX_ENUM_CONSTANTS
            && s.strings() >= 2L * s.values().size();
    if (enums && closedSet) {
      return JavaType.lang(enumType(s, JavaNames.type(key, element), owner));
    }
    return JavaType.lang("String");
  }

  private String enumType(Shape s, String baseName, String owner) {
    TreeSet<String> values = new TreeSet<>(s.values().keySet());
    String signature = "enum|" + String.join("|", values);
    String known = nameBySignature.get(signature);
    if (known != null) {
      return known;
    }
    List<Constant> constants = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (String value : s.values().keySet()) {
      constants.add(new Constant(uniqueConstant(JavaNames.constant(value), names), value));
    }
    String name = allocate(baseName, owner);
    nameBySignature.put(signature, name);
    planned.add(new EnumDecl(name, List.copyOf(constants)));
    return name;
  }

  /** {@code Address}, else {@code ShippingAddress} (owner first), else {@code Address2}, ... */
  private String allocate(String base, String owner) {
    List<String> candidates = new ArrayList<>(List.of(base, owner + base));
    for (String candidate : candidates) {
      if (taken.add(candidate)) {
        return candidate;
      }
    }
    for (int i = 2; ; i++) {
      if (taken.add(base + i)) {
        return base + i;
      }
    }
  }

  private static String unique(String name, Set<String> used) {
    String candidate = name;
    for (int i = 2; !used.add(candidate); i++) {
      candidate = name + i;
    }
    return candidate;
  }

  private static String uniqueConstant(String name, Set<String> used) {
    String candidate = name;
    for (int i = 2; !used.add(candidate); i++) {
      candidate = name + "_" + i;
    }
    return candidate;
  }
}
