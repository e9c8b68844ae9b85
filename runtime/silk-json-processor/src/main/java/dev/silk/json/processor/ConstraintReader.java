package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.PatternSyntaxException;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Reads the constraints of {@code dev.silk.json.validation} on a record, checks that each fits the
 * member it is on, and decides which member types hold records with constraints of their own, so
 * that {@link ValidatorWriter} can write straight-line checks.
 */
final class ConstraintReader {
  static final String PACKAGE = "dev.silk.json.validation.";
  static final String NOT_NULL = PACKAGE + "NotNull";
  static final String NOT_BLANK = PACKAGE + "NotBlank";
  static final String SIZE = PACKAGE + "Size";
  static final String MIN = PACKAGE + "Min";
  static final String MAX = PACKAGE + "Max";
  static final String PATTERN = PACKAGE + "Pattern";
  static final String EMAIL = PACKAGE + "Email";
  static final String CHECK = PACKAGE + "Check";

  /** Every annotation of the set, for the processor to claim. */
  static final List<String> ALL =
      List.of(NOT_NULL, NOT_BLANK, SIZE, MIN, MAX, PATTERN, EMAIL, CHECK);

  private static final List<String> NUMBERS =
      List.of(
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Short",
          "java.lang.Byte",
          "java.lang.Float",
          "java.lang.Double",
          "java.math.BigInteger",
          "java.math.BigDecimal");

  private static final List<String> SIZED =
      List.of(
          "java.util.Collection",
          "java.util.List",
          "java.util.Set",
          "java.util.Map",
          "java.util.SortedSet",
          "java.util.NavigableSet",
          "java.util.SortedMap",
          "java.util.NavigableMap");

  /** A misplaced or malformed constraint, reported as a compile error on {@link #element}. */
  static final class Misuse extends Exception {
    private static final long serialVersionUID = 1L;
    final transient Element element;

    Misuse(Element element, String message) {
      super(message, null, false, false);
      this.element = element;
    }
  }

  /**
   * One check of a member: {@code test} is true when a value {@code v} that is not null breaks it.
   */
  record Rule(String test, String message, String schema) {
    Rule(String test, String message) {
      this(test, message, "");
    }
  }

  /**
   * A member's checks in the order they run (the first that fails is its only violation): the
   * message for a null value ({@code @NotNull} or {@code @NotBlank}; null when null passes), the
   * checks of a value, and whether the value holds records to validate in turn.
   */
  record Member(
      String component,
      String json,
      TypeMirror type,
      String nullMessage,
      List<Rule> rules,
      boolean cascades) {
    boolean checked() {
      return nullMessage != null || !rules.isEmpty() || cascades;
    }

    /**
     * The JSON Schema keywords of the rules, as calls on a {@code JsonSchema} expression ({@code
     * .with("maxLength", 40)}), so an OpenAPI document shows what the validator checks.
     */
    String schema() {
      StringBuilder b = new StringBuilder();
      for (Rule r : rules) {
        b.append(r.schema());
      }
      return b.toString();
    }
  }

  /** A {@code @Check} method: its name, its message and the member it points at (or null). */
  record RecordCheck(String method, String message, String member) {}

  /** What {@link ValidatorWriter} needs to write a record's {@code validate}. */
  record Rules(List<Member> members, List<RecordCheck> checks, List<String> patterns) {
    boolean validates() {
      if (!checks.isEmpty()) {
        return true;
      }
      for (Member m : members) {
        if (m.checked()) {
          return true;
        }
      }
      return false;
    }
  }

  private final Types types;
  private final Annotations annotations;
  private final Map<TypeElement, Boolean> validating = new HashMap<>();

  ConstraintReader(Types types, Annotations annotations) {
    this.types = types;
    this.annotations = annotations;
  }

  /**
   * The rules of a record, with the JSON name of each component as {@code jsonNames} gives it.
   *
   * @throws Misuse for the first constraint that does not fit
   */
  Rules read(TypeElement record, Map<String, String> jsonNames) throws Misuse {
    List<Member> members = new ArrayList<>();
    List<String> patterns = new ArrayList<>();
    for (RecordComponentElement c : record.getRecordComponents()) {
      String name = c.getSimpleName().toString();
      List<Rule> rules = rules(c, patterns);
      String nullMessage = null;
      if (Annotations.has(c, NOT_NULL)) {
        nullMessage = message(c, NOT_NULL, "must not be null");
      } else if (Annotations.has(c, NOT_BLANK)) {
        nullMessage = message(c, NOT_BLANK, "must not be blank");
      }
      members.add(
          new Member(
              name, jsonNames.get(name), c.asType(), nullMessage, rules, mayCascade(c.asType())));
    }
    List<RecordCheck> checks = new ArrayList<>();
    for (ExecutableElement m : ElementFilter.methodsIn(record.getEnclosedElements())) {
      AnnotationMirror check = Annotations.find(m, CHECK);
      if (check != null) {
        checks.add(check(record, m, jsonNames));
      }
    }
    return new Rules(members, checks, patterns);
  }

  /** Whether a record (or sealed interface) has constraints, or holds records that have some. */
  boolean validates(TypeElement type) {
    Boolean known = validating.get(type);
    if (known != null) {
      return known;
    }
    // A type that holds itself (a tree) is answered by its other paths: assume false meanwhile.
    validating.put(type, false);
    boolean result = false;
    if (type.getKind() == ElementKind.RECORD) {
      for (RecordComponentElement c : type.getRecordComponents()) {
        if (hasConstraint(c) || cascades(c.asType())) {
          result = true;
          break;
        }
      }
      for (ExecutableElement m : ElementFilter.methodsIn(type.getEnclosedElements())) {
        result |= Annotations.has(m, CHECK);
      }
    } else if (type.getKind() == ElementKind.INTERFACE) {
      for (TypeMirror permitted : type.getPermittedSubclasses()) {
        result |= validates((TypeElement) types.asElement(permitted));
      }
    }
    validating.put(type, result);
    return result;
  }

  /** Whether values of {@code type} hold {@code @JsonBound} records that validate. */
  boolean cascades(TypeMirror type) {
    switch (type.getKind()) {
      case ARRAY:
        return cascades(((ArrayType) type).getComponentType());
      case DECLARED:
        break;
      default:
        return false;
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    if (Annotations.has(element, Annotations.BOUND) && element.getTypeParameters().isEmpty()) {
      return validates(element);
    }
    // A container, or a generic record: what it holds may validate (Page<Item>), or it may on its
    // own (a constraint on Page's members).
    if (Annotations.has(element, Annotations.BOUND) && validates(element)) {
      return true;
    }
    for (TypeMirror argument : declared.getTypeArguments()) {
      if (cascades(argument)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a member of {@code type} is to be descended into: it {@link #cascades}, or, in a
   * generic record, it holds a type variable, whose codec, given at run time, may validate.
   */
  boolean mayCascade(TypeMirror type) {
    return cascades(type) || holdsVariable(type);
  }

  private static boolean holdsVariable(TypeMirror type) {
    switch (type.getKind()) {
      case TYPEVAR:
        return true;
      case ARRAY:
        return holdsVariable(((ArrayType) type).getComponentType());
      case DECLARED:
        for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
          if (holdsVariable(argument)) {
            return true;
          }
        }
        return false;
      default:
        return false;
    }
  }

  private boolean hasConstraint(Element component) {
    for (String a : ALL) {
      if (Annotations.has(component, a)) {
        return true;
      }
    }
    return false;
  }

  private List<Rule> rules(RecordComponentElement c, List<String> patterns) throws Misuse {
    TypeMirror type = c.asType();
    String name = typeName(type);
    List<Rule> rules = new ArrayList<>();
    if (Annotations.has(c, NOT_NULL)) {
      if (type.getKind().isPrimitive()) {
        throw new Misuse(
            c,
            "@NotNull on the "
                + name
                + " member '"
                + c.getSimpleName()
                + "': a primitive is never null; remove it");
      }
    }
    if (Annotations.has(c, NOT_BLANK)) {
      requireString(c, "@NotBlank", name);
      rules.add(
          new Rule(
              "v.isBlank()",
              message(c, NOT_BLANK, "must not be blank"),
              ".with(\"minLength\", 1).with(\"pattern\", \"\\\\S\")"));
    }
    AnnotationMirror size = Annotations.find(c, SIZE);
    if (size != null) {
      rules.add(size(c, type, name));
    }
    Long min = longValue(c, MIN);
    Long max = longValue(c, MAX);
    if (min != null || max != null) {
      if (!numeric(type)) {
        throw new Misuse(
            c,
            "@"
                + (min != null ? "Min" : "Max")
                + " applies to numbers (int, long, short, byte, float, double, their boxes,"
                + " BigInteger, BigDecimal), not to the "
                + name
                + " member '"
                + c.getSimpleName()
                + "'");
      }
      if (min != null && max != null && min > max) {
        throw new Misuse(
            c,
            "@Min("
                + min
                + ") is above @Max("
                + max
                + ") on '"
                + c.getSimpleName()
                + "': no value fits");
      }
      if (min != null) {
        rules.add(
            new Rule(
                bound(type, "<", min),
                message(c, MIN, "must be at least " + min),
                ".with(\"minimum\", " + min + "L)"));
      }
      if (max != null) {
        rules.add(
            new Rule(
                bound(type, ">", max),
                message(c, MAX, "must be at most " + max),
                ".with(\"maximum\", " + max + "L)"));
      }
    }
    Object regex = annotations.value(c, PATTERN, "value");
    if (regex != null) {
      requireString(c, "@Pattern", name);
      try {
        java.util.regex.Pattern.compile(regex.toString());
      } catch (PatternSyntaxException e) {
        throw new Misuse(
            c,
            "@Pattern on '"
                + c.getSimpleName()
                + "' is not a regular expression: "
                + e.getDescription()
                + " near index "
                + e.getIndex());
      }
      patterns.add(regex.toString());
      rules.add(
          new Rule(
              "!PATTERN" + (patterns.size() - 1) + ".matcher(v).matches()",
              message(c, PATTERN, "must match " + regex),
              // JSON Schema's pattern matches anywhere in the string; the check matches it whole.
              ".with(\"pattern\", " + Names.literal("^(?:" + regex + ")$") + ")"));
    }
    if (Annotations.has(c, EMAIL)) {
      requireString(c, "@Email", name);
      rules.add(
          new Rule(
              "!dev.silk.json.validation.Constraints.isEmail(v)",
              message(c, EMAIL, "must be an email address"),
              ".format(\"email\")"));
    }
    return rules;
  }

  private Rule size(RecordComponentElement c, TypeMirror type, String name) throws Misuse {
    int min = ((Number) annotations.value(c, SIZE, "min")).intValue();
    int max = ((Number) annotations.value(c, SIZE, "max")).intValue();
    if (min < 0 || min > max) {
      throw new Misuse(
          c,
          "@Size(min = "
              + min
              + ", max = "
              + max
              + ") on '"
              + c.getSimpleName()
              + "' allows no length: min must be 0 or more and at most max");
    }
    String length;
    String unit;
    String keyword;
    if (isString(type)) {
      length = "dev.silk.json.validation.Constraints.length(v)";
      unit = "character";
      keyword = "Length";
    } else if (type.getKind() == TypeKind.ARRAY) {
      length = "v.length";
      unit = "element";
      keyword = "Items";
    } else if (sized(type)) {
      length = "v.size()";
      unit = "element";
      keyword = typeName(type).endsWith("Map") ? "Properties" : "Items";
    } else {
      throw new Misuse(
          c,
          "@Size applies to String, collections, maps and arrays, not to the "
              + name
              + " member '"
              + c.getSimpleName()
              + "'");
    }
    String test =
        min == 0
            ? length + " > " + max
            : max == Integer.MAX_VALUE
                ? length + " < " + min
                : "!dev.silk.json.validation.Constraints.within("
                    + length
                    + ", "
                    + min
                    + ", "
                    + max
                    + ")";
    String schema =
        (min > 0 ? ".with(\"min" + keyword + "\", " + min + ")" : "")
            + (max < Integer.MAX_VALUE ? ".with(\"max" + keyword + "\", " + max + ")" : "");
    return new Rule(test, message(c, SIZE, sizeMessage(min, max, unit)), schema);
  }

  static String sizeMessage(int min, int max, String unit) {
    boolean string = unit.equals("character");
    String verb = string ? "must be " : "must have ";
    if (max == Integer.MAX_VALUE) {
      return verb + "at least " + count(min, unit);
    }
    if (min == 0) {
      return verb + "at most " + count(max, unit);
    }
    if (min == max) {
      return verb + "exactly " + count(min, unit);
    }
    return verb + min + " to " + count(max, unit);
  }

  private static String count(int n, String unit) {
    return n + " " + unit + (n == 1 ? "" : "s");
  }

  /** The test that is true when a number breaks a bound: {@code v < 1}, exact for every type. */
  private static String bound(TypeMirror type, String op, long limit) {
    String literal = limit + "L";
    String t = type.getKind().isPrimitive() ? type.getKind().name() : typeName(type);
    switch (t) {
      case "java.math.BigDecimal":
        return "v.compareTo(java.math.BigDecimal.valueOf(" + literal + ")) " + op + " 0";
      case "java.math.BigInteger":
        return "v.compareTo(java.math.BigInteger.valueOf(" + literal + ")) " + op + " 0";
      case "FLOAT", "DOUBLE", "java.lang.Float", "java.lang.Double":
        // A long converts to double inexactly above 2^53; BigDecimal compares exactly there.
        return Math.abs(limit) <= 1L << 53
            ? "v " + op + " " + limit + ".0"
            : "new java.math.BigDecimal(v).compareTo(java.math.BigDecimal.valueOf("
                + literal
                + ")) "
                + op
                + " 0";
      default:
        return "v " + op + " " + literal;
    }
  }

  private RecordCheck check(TypeElement record, ExecutableElement m, Map<String, String> jsonNames)
      throws Misuse {
    String where = "@Check method " + m.getSimpleName() + "() of " + record.getSimpleName();
    if (!m.getParameters().isEmpty()
        || m.getReturnType().getKind() != TypeKind.BOOLEAN
        || m.getModifiers().contains(Modifier.STATIC)
        || m.getModifiers().contains(Modifier.PRIVATE)) {
      throw new Misuse(
          m,
          where
              + " must be an instance method that takes nothing and returns boolean, and not"
              + " private: the generated code calls it as value."
              + m.getSimpleName()
              + "()");
    }
    String message = String.valueOf(annotations.value(m, CHECK, "value"));
    if (message.isBlank()) {
      throw new Misuse(m, where + " needs a message: @Check(\"what is wrong\")");
    }
    String member = String.valueOf(annotations.value(m, CHECK, "member"));
    String json = null;
    if (!member.isEmpty()) {
      json = jsonNames.get(member);
      if (json == null) {
        throw new Misuse(
            m,
            where
                + " names the member '"
                + member
                + "', which "
                + record.getSimpleName()
                + " does not have; use one of "
                + String.join(", ", jsonNames.keySet()));
      }
    }
    return new RecordCheck(m.getSimpleName().toString(), message, json);
  }

  private String message(Element e, String annotation, String fallback) {
    Object m = annotations.value(e, annotation, "message");
    return m == null || m.toString().isEmpty() ? fallback : m.toString();
  }

  private Long longValue(Element e, String annotation) {
    Object v = annotations.value(e, annotation, "value");
    return v == null ? null : ((Number) v).longValue();
  }

  private static void requireString(RecordComponentElement c, String annotation, String name)
      throws Misuse {
    if (!isString(c.asType())) {
      throw new Misuse(
          c,
          annotation
              + " applies to String members, not to the "
              + name
              + " member '"
              + c.getSimpleName()
              + "'");
    }
  }

  private static boolean isString(TypeMirror type) {
    return typeName(type).equals("java.lang.String");
  }

  private static boolean numeric(TypeMirror type) {
    TypeKind k = type.getKind();
    if (k.isPrimitive()) {
      return k != TypeKind.BOOLEAN && k != TypeKind.CHAR;
    }
    return NUMBERS.contains(typeName(type));
  }

  private boolean sized(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return false;
    }
    TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
    if (SIZED.contains(element.getQualifiedName().toString())) {
      return true;
    }
    for (TypeMirror s : types.directSupertypes(types.erasure(type))) {
      if (sized(s)) {
        return true;
      }
    }
    return false;
  }

  /** A type's name as a user reads it in a message: qualified, without type arguments. */
  private static String typeName(TypeMirror type) {
    if (type.getKind() == TypeKind.DECLARED) {
      return ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString();
    }
    return type.toString();
  }
}
