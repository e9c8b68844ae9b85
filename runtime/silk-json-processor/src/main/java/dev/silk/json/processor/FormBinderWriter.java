package dev.silk.json.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Writes the form binder of a {@code @FormBound} record ({@code p.SignUp} gets {@code
 * p.SignUpForm}): each field read into a local with silk-web's {@code FormReader}, which turns a
 * value that does not convert into a violation; then each field's constraints, as {@link
 * ValidatorWriter} writes them for a codec, for the fields that converted; then the record, its
 * constructor's refusal and its {@code @Check}s. The generated code names silk-web's types by their
 * qualified names, so this processor needs no silk-web at compile time.
 */
final class FormBinderWriter {
  static final String SUPPORTED =
      "Supported: String, int, long, double, boolean and their boxes, BigDecimal, enums, LocalDate,"
          + " LocalTime, LocalDateTime, UUID, List or Set of String, Integer, Long or an enum,"
          + " dev.silk.web.UploadedFile and List<dev.silk.web.UploadedFile>.";

  /** Why a component cannot be a form field. */
  static final class Unsupported extends Exception {
    private static final long serialVersionUID = 1L;

    Unsupported(String message) {
      super(message, null, false, false);
    }
  }

  /** One field: its component, its name in the form, and the expression that reads it. */
  record Field(String component, String name, String type, String read) {}

  private final ValidatorWriter validators;

  FormBinderWriter(ValidatorWriter validators) {
    this.validators = validators;
  }

  /** The field a component becomes, or why it cannot be one. */
  static Field field(RecordComponentElement c, String name) throws Unsupported {
    TypeMirror t = c.asType();
    String literal = Names.literal(name);
    String read = read(t, literal);
    if (read == null) {
      throw new Unsupported(
          "form field '"
              + name
              + "' is a "
              + t
              + ", which a form cannot send. "
              + SUPPORTED
              + " For anything else, read req.form() yourself.");
    }
    return new Field(c.getSimpleName().toString(), name, t.toString(), read);
  }

  private static String read(TypeMirror t, String f) {
    switch (t.getKind()) {
      case INT:
        return "r.intValue(" + f + ")";
      case LONG:
        return "r.longValue(" + f + ")";
      case DOUBLE:
        return "r.doubleValue(" + f + ")";
      case BOOLEAN:
        return "r.bool(" + f + ")";
      case DECLARED:
        break;
      default:
        return null;
    }
    DeclaredType d = (DeclaredType) t;
    TypeElement e = (TypeElement) d.asElement();
    String name = e.getQualifiedName().toString();
    if (e.getKind() == ElementKind.ENUM) {
      return "r.choice(" + f + ", " + name + ".values())";
    }
    switch (name) {
      case "java.lang.String":
        return "r.string(" + f + ")";
      case "java.lang.Integer":
        return "r.integer(" + f + ")";
      case "java.lang.Long":
        return "r.longObject(" + f + ")";
      case "java.lang.Double":
        return "r.doubleObject(" + f + ")";
      case "java.lang.Boolean":
        return "r.booleanObject(" + f + ")";
      case "java.math.BigDecimal":
        return "r.decimal(" + f + ")";
      case "java.time.LocalDate":
        return "r.date(" + f + ")";
      case "java.time.LocalTime":
        return "r.time(" + f + ")";
      case "java.time.LocalDateTime":
        return "r.dateTime(" + f + ")";
      case "java.util.UUID":
        return "r.uuid(" + f + ")";
      case "dev.silk.web.UploadedFile":
        return "r.file(" + f + ")";
      case "java.util.List", "java.util.Set":
        break;
      default:
        return null;
    }
    if (d.getTypeArguments().size() != 1
        || d.getTypeArguments().get(0).getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement element = (TypeElement) ((DeclaredType) d.getTypeArguments().get(0)).asElement();
    String elementName = element.getQualifiedName().toString();
    String list;
    if (element.getKind() == ElementKind.ENUM) {
      list = "r.choices(" + f + ", " + elementName + ".values())";
    } else {
      list =
          switch (elementName) {
            case "java.lang.String" -> "r.strings(" + f + ")";
            case "java.lang.Integer" -> "r.integers(" + f + ")";
            case "java.lang.Long" -> "r.longs(" + f + ")";
            case "dev.silk.web.UploadedFile" ->
                name.equals("java.util.List") ? "r.files(" + f + ")" : null;
            default -> null;
          };
    }
    if (list == null) {
      return null;
    }
    return name.equals("java.util.Set") ? "new java.util.LinkedHashSet<>(" + list + ")" : list;
  }

  /** The binder's source. */
  String source(
      TypeElement record, List<Field> fields, ConstraintReader.Rules rules, String binderName) {
    String type = record.getQualifiedName().toString();
    String pkg = Names.packageOf(record);
    Code file = new Code(0);
    if (!pkg.isEmpty()) {
      file.line("package " + pkg + ";").line("");
    }
    file.line("/**");
    file.line(" * Binds a submitted form to {@link " + type + "}.");
    file.line(" *");
    file.line(" * <p>Generated by silk-json-processor from {@code @FormBound}; do not edit.");
    file.line(" */");
    file.line("@SuppressWarnings({\"deprecation\", \"removal\"})");
    file.open(
        "public final class "
            + binderName
            + " implements dev.silk.web.forms.FormBinder<"
            + type
            + ">");
    file.line("/** The binder; it holds no state. */");
    file.line("public static final " + binderName + " INSTANCE = new " + binderName + "();");
    StringBuilder names = new StringBuilder();
    for (Field f : fields) {
      names.append(names.length() == 0 ? "" : ", ").append(Names.literal(f.name()));
    }
    file.line("private static final java.lang.String[] FIELDS = {" + names + "};");
    ValidatorWriter.patterns(file, rules.patterns());
    file.line("");
    file.line("private " + binderName + "() {}");
    bind(file, type, fields, rules);
    of(file, type, fields);
    file.line("");
    file.line("@Override");
    file.open("public dev.silk.web.forms.BoundForm<" + type + "> empty()");
    file.line(
        "return dev.silk.web.forms.BoundForm.of(java.util.Map.of(), null, java.util.List.of(), 0);");
    file.close();
    file.close();
    return file.toString();
  }

  private void bind(Code file, String type, List<Field> fields, ConstraintReader.Rules rules) {
    file.line("");
    file.line("@Override");
    file.open("public dev.silk.web.forms.BoundForm<" + type + "> bind(dev.silk.web.Form form)");
    file.line("dev.silk.web.forms.FormReader r = new dev.silk.web.forms.FormReader(form);");
    file.line("dev.silk.json.validation.Violations violations = r.violations();");
    for (Field f : fields) {
      file.line("var v_" + f.component() + " = " + f.read() + ";");
    }
    Map<String, ConstraintReader.Member> members = new java.util.HashMap<>();
    for (ConstraintReader.Member m : rules.members()) {
      members.put(m.component(), m);
    }
    for (Field f : fields) {
      ConstraintReader.Member m = members.get(f.component());
      if (m != null && (m.nullMessage() != null || !m.rules().isEmpty())) {
        file.open("if (!r.failed(" + Names.literal(f.name()) + "))");
        validators.member(file, withoutCascade(m), "v_" + f.component());
        file.close();
      }
    }
    file.line(type + " value = null;");
    file.open("if (violations.isEmpty())");
    List<String> args = new ArrayList<>();
    for (Field f : fields) {
      args.add("v_" + f.component());
    }
    file.open("try");
    file.line("value = new " + type + "(" + String.join(", ", args) + ");");
    file.close(" catch (java.lang.RuntimeException e) {");
    file.line("// The constructor refusing the values is the form's fault, said at the form.");
    file.line(
        "violations.add(e.getMessage() == null || e.getMessage().isBlank() ? \"is invalid\""
            + " : e.getMessage());");
    file.close();
    if (!rules.checks().isEmpty()) {
      file.open("if (value != null)");
      validators.recordChecks(file, rules);
      file.close();
    }
    file.close();
    file.line(
        "return dev.silk.web.forms.BoundForm.of(r.fields(FIELDS), value, violations.list(),"
            + " violations.count());");
    file.close();
  }

  private static void of(Code file, String type, List<Field> fields) {
    file.line("");
    file.line("@Override");
    file.open("public dev.silk.web.forms.BoundForm<" + type + "> of(" + type + " value)");
    file.line(
        "java.util.Map<java.lang.String, java.util.List<java.lang.String>> fields ="
            + " new java.util.LinkedHashMap<>();");
    for (Field f : fields) {
      file.line(
          "dev.silk.web.forms.FormReader.show(fields, "
              + Names.literal(f.name())
              + ", value."
              + f.component()
              + "());");
    }
    file.line("return dev.silk.web.forms.BoundForm.of(fields, value, java.util.List.of(), 0);");
    file.close();
  }

  /** {@code p.Outer.SignUp} gets {@code p.Outer_SignUpForm}, named like its codec. */
  static String binderName(TypeElement record) {
    String codec = Names.codecSimpleName(record);
    return codec.substring(0, codec.length() - "Codec".length()) + "Form";
  }

  /** A member's own checks only: a form field holds no records to descend into. */
  private static ConstraintReader.Member withoutCascade(ConstraintReader.Member m) {
    return new ConstraintReader.Member(
        m.component(), m.json(), m.type(), m.nullMessage(), m.rules(), false);
  }
}
