package dev.silk.json.processor;

import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Writes a codec's {@code validates()} and {@code validate(value, violations)}: one block per
 * member that runs its checks in order and reports the first that fails, then a descent into the
 * records the member holds (with the element's index or key entered on the way), then the record's
 * {@code @Check} methods. Straight-line code over accessors: no reflection, nothing looked up.
 *
 * <p>The methods are written into the codec's class, after its reading and writing code, so a
 * record has one generated class; records without constraints get none of this.
 */
final class ValidatorWriter {
  private static final String VIOLATIONS = "dev.silk.json.validation.Violations";

  private final ConstraintReader reader;

  ValidatorWriter(ConstraintReader reader) {
    this.reader = reader;
  }

  /**
   * The methods of a record's codec, or null when it has nothing to check. {@code type} is the
   * record's type as the codec names it ({@code p.Page<T>}); {@code codecs} gives the field or
   * constant holding the codec of a type built at run time (a type variable's, a generic record's),
   * declaring it in the class being written.
   */
  Code recordMethods(
      String type,
      TypeElement record,
      ConstraintReader.Rules rules,
      Function<TypeMirror, String> codecs) {
    if (!rules.validates()) {
      return null;
    }
    Code code = new Code(1);
    List<String> patterns = rules.patterns();
    if (!patterns.isEmpty()) {
      code.line("");
      patterns(code, patterns);
    }
    if (record.getTypeParameters().isEmpty() || reader.validates(record)) {
      validates(code);
    } else {
      // Only what the type variables hold can break a constraint: ask their codecs.
      StringBuilder any = new StringBuilder();
      for (TypeParameterElement p : record.getTypeParameters()) {
        any.append(any.length() == 0 ? "" : " || ");
        any.append(Names.variableCodec(p.getSimpleName().toString())).append(".validates()");
      }
      code.line("");
      code.line("@Override");
      code.open("public boolean validates()").line("return " + any + ";").close();
    }
    code.line("");
    code.line("@Override");
    code.open("public void validate(" + type + " value, " + VIOLATIONS + " violations)");
    code.open("if (value == null)").line("return;").close();
    boolean checks = !rules.checks().isEmpty();
    if (checks) {
      code.line("int before = violations.count();");
    }
    for (ConstraintReader.Member m : rules.members()) {
      if (m.checked()) {
        member(code, m, "value." + m.component() + "()", codecs);
      }
    }
    if (checks) {
      code.line("// Rules about the whole record run once its members passed.");
      code.open("if (violations.count() == before)");
      recordChecks(code, rules);
      code.close();
    }
    code.close();
    return code;
  }

  /** The record's {@code @Check} methods on {@code value}, each violation where it points. */
  void recordChecks(Code code, ConstraintReader.Rules rules) {
    for (ConstraintReader.RecordCheck c : rules.checks()) {
      code.open("if (!value." + c.method() + "())");
      if (c.member() == null) {
        code.line("violations.add(" + Names.literal(c.message()) + ");");
      } else {
        code.line(
            "violations.add("
                + Names.literal(c.member())
                + ", "
                + Names.literal(c.message())
                + ");");
      }
      code.close();
    }
  }

  /** The compiled {@code @Pattern}s as constants {@code PATTERN0...}. */
  static void patterns(Code code, List<String> patterns) {
    for (int i = 0; i < patterns.size(); i++) {
      code.line(
          "private static final java.util.regex.Pattern PATTERN"
              + i
              + " = java.util.regex.Pattern.compile("
              + Names.literal(patterns.get(i))
              + ");");
    }
  }

  /** The methods of a sealed interface's codec: each variant that validates, by its own codec. */
  Code sealedMethods(String type, List<TypeElement> variants) {
    Code code = new Code(1);
    boolean any = false;
    for (TypeElement v : variants) {
      any |= reader.validates(v);
    }
    if (!any) {
      return null;
    }
    validates(code);
    code.line("");
    code.line("@Override");
    code.open("public void validate(" + type + " value, " + VIOLATIONS + " violations)");
    int n = 0;
    for (TypeElement v : variants) {
      if (!reader.validates(v)) {
        continue;
      }
      String variant = v.getQualifiedName().toString();
      code.open("if (value instanceof " + variant + " v" + n + ")");
      code.line(Names.codecQualifiedName(v) + ".INSTANCE.validate(v" + n + ", violations);");
      code.line("return;");
      code.close();
      n++;
    }
    code.close();
    return code;
  }

  private static void validates(Code code) {
    code.line("");
    code.line("@Override");
    code.open("public boolean validates()").line("return true;").close();
  }

  /**
   * One member, whose value is {@code source}: its checks in order, the first failing one reported,
   * then its records. A form binder calls it with the local a field was read into.
   */
  void member(Code code, ConstraintReader.Member m, String source) {
    member(code, m, source, null);
  }

  private void member(
      Code code, ConstraintReader.Member m, String source, Function<TypeMirror, String> codecs) {
    String json = Names.literal(m.json());
    code.line("{").indent();
    code.line("var v = " + source + ";");
    boolean guarded = !m.type().getKind().isPrimitive() && m.nullMessage() == null;
    if (guarded) {
      // Only @NotNull and @NotBlank speak about a null value; every other check lets it pass.
      code.open("if (v != null)");
    }
    boolean first = true;
    if (m.nullMessage() != null) {
      code.open("if (v == null)");
      code.line("violations.add(" + json + ", " + Names.literal(m.nullMessage()) + ");");
      first = false;
    }
    for (ConstraintReader.Rule r : m.rules()) {
      if (first) {
        code.open("if (" + r.test() + ")");
        first = false;
      } else {
        code.close(" else if (" + r.test() + ") {");
      }
      code.line("violations.add(" + json + ", " + Names.literal(r.message()) + ");");
    }
    if (m.cascades()) {
      if (first) {
        code.line("violations.enter(" + json + ");");
      } else {
        code.close(" else {");
        code.line("violations.enter(" + json + ");");
      }
      descend(code, m.type(), "v", 0, codecs);
      code.line("violations.leave();");
    }
    if (!first) {
      code.close();
    }
    if (guarded) {
      code.close();
    }
    code.outdent().line("}");
  }

  /**
   * Validates the records held by {@code v} (not null) of type {@code type}; {@code depth} keeps
   * the names of nested loop variables apart.
   */
  private void descend(
      Code code, TypeMirror type, String v, int depth, Function<TypeMirror, String> codecs) {
    if (type.getKind() == TypeKind.TYPEVAR || generic(type)) {
      // A type variable's codec, or a generic record's for its arguments, validates it.
      if (codecs == null) {
        throw new IllegalStateException("no codecs to validate " + type + " with");
      }
      code.line(codecs.apply(type) + ".validate(" + v + ", violations);");
      return;
    }
    if (type.getKind() == TypeKind.ARRAY) {
      TypeMirror component = ((ArrayType) type).getComponentType();
      String i = "i" + depth;
      code.open("for (int " + i + " = 0; " + i + " < " + v + ".length; " + i + "++)");
      code.line("violations.enter(" + i + ");");
      element(code, component, v + "[" + i + "]", depth + 1, codecs);
      code.line("violations.leave();");
      code.close();
      return;
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    String name = element.getQualifiedName().toString();
    List<? extends TypeMirror> args = declared.getTypeArguments();
    if (Annotations.has(element, Annotations.BOUND)) {
      code.line(Names.codecQualifiedName(element) + ".INSTANCE.validate(" + v + ", violations);");
    } else if (name.equals("java.util.Optional")) {
      code.open("if (" + v + ".isPresent())");
      descend(code, args.get(0), v + ".get()", depth + 1, codecs);
      code.close();
    } else if (args.size() == 2) {
      // A map: its values, each under its key (an enum key under its constant's name).
      String e = "e" + depth;
      code.open("for (var " + e + " : " + v + ".entrySet())");
      TypeMirror key = args.get(0);
      boolean enumKey =
          key.getKind() == TypeKind.DECLARED
              && ((DeclaredType) key).asElement().getKind()
                  == javax.lang.model.element.ElementKind.ENUM;
      code.line("violations.enter(" + e + ".getKey()" + (enumKey ? ".name()" : "") + ");");
      element(code, args.get(1), e + ".getValue()", depth + 1, codecs);
      code.line("violations.leave();");
      code.close();
    } else {
      // A list, set or other collection: its elements, each under its place in iteration order.
      String i = "i" + depth;
      String e = "e" + depth;
      code.line("int " + i + " = 0;");
      code.open("for (var " + e + " : " + v + ")");
      code.line("violations.enter(" + i + "++);");
      element(code, args.get(0), e, depth + 1, codecs);
      code.line("violations.leave();");
      code.close();
    }
  }

  /** An element of a container, which may be null (then there is nothing to descend into). */
  private void element(
      Code code, TypeMirror type, String v, int depth, Function<TypeMirror, String> codecs) {
    if (!reader.mayCascade(type)) {
      return;
    }
    String x = "x" + depth;
    code.line("var " + x + " = " + v + ";");
    code.open("if (" + x + " != null)");
    descend(code, type, x, depth, codecs);
    code.close();
  }

  /** Whether {@code type} is a generic {@code @JsonBound} record, such as {@code Page<Item>}. */
  private static boolean generic(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return false;
    }
    TypeElement e = (TypeElement) ((DeclaredType) type).asElement();
    return Annotations.has(e, Annotations.BOUND) && !e.getTypeParameters().isEmpty();
  }
}
