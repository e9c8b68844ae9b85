package dev.silk.data.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Generates a {@code RowMapper} for every {@code @Row} record: a class beside the record that finds
 * the record's columns by name once per result set and reads them by index with the typed JDBC
 * getter of each component. No reflection at run time, nothing for a native image to configure.
 *
 * <p>javac finds it through {@code META-INF/services/javax.annotation.processing.Processor}; in a
 * Maven build, list {@code dev.silk:silk-data-processor} under the compiler plugin's {@code
 * annotationProcessorPaths}. It depends on the JDK alone (it names silk-data's types as text), so
 * it runs beside silk-json-processor without either knowing of the other. Misuse is a compile error
 * on the element at fault.
 */
public final class RowProcessor extends AbstractProcessor {
  static final String ROW = "dev.silk.data.Row";
  static final String COLUMN = "dev.silk.data.Column";

  /** Created by javac. */
  public RowProcessor() {}

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(ROW, COLUMN);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    TypeElement row = processingEnv.getElementUtils().getTypeElement(ROW);
    if (row == null) {
      return true;
    }
    for (Element element : round.getElementsAnnotatedWith(row)) {
      if (element instanceof TypeElement type && check(type)) {
        generate(type);
      }
    }
    return true;
  }

  private boolean check(TypeElement type) {
    if (type.getKind() != ElementKind.RECORD) {
      error(
          type,
          "@Row applies to records, not to "
              + type.getKind().toString().toLowerCase(Locale.ROOT)
              + " "
              + type.getSimpleName()
              + ": declare it as a record whose components are the columns");
      return false;
    }
    if (type.getNestingKind() == NestingKind.LOCAL) {
      error(type, "@Row records must be top-level or nested members, not local records");
      return false;
    }
    for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        error(
            type,
            "@Row record "
                + type.getSimpleName()
                + " must not be private (nor nested in a private type): its mapper is generated"
                + " beside it, in its package");
        return false;
      }
    }
    if (!type.getTypeParameters().isEmpty()) {
      error(
          type,
          "@Row record "
              + type.getSimpleName()
              + " must not be generic: its mapper is one constant");
      return false;
    }
    boolean ok = true;
    for (RecordComponentElement component : type.getRecordComponents()) {
      if (ColumnRead.of(component.asType(), processingEnv.getTypeUtils()) == null) {
        error(
            component,
            "@Row record "
                + type.getSimpleName()
                + ": component "
                + component.getSimpleName()
                + " of type "
                + component.asType()
                + " cannot be read from a column; use a primitive or its box, String,"
                + " BigDecimal, byte[], UUID, an enum, Instant, OffsetDateTime, LocalDate,"
                + " LocalDateTime or LocalTime");
        ok = false;
      }
    }
    return ok;
  }

  private void generate(TypeElement type) {
    String pkg = packageOf(type);
    String mapper = mapperName(type);
    String source =
        new MapperWriter(
                pkg,
                mapper,
                type.getQualifiedName().toString(),
                type.getSimpleName().toString(),
                columns(type),
                processingEnv.getTypeUtils())
            .write();
    String qualified = pkg.isEmpty() ? mapper : pkg + "." + mapper;
    try (Writer out = processingEnv.getFiler().createSourceFile(qualified, type).openWriter()) {
      out.write(source);
    } catch (IOException e) {
      error(type, "cannot write " + qualified + ": " + e.getMessage());
    }
  }

  private List<MapperWriter.Component> columns(TypeElement type) {
    return type.getRecordComponents().stream()
        .map(
            c ->
                new MapperWriter.Component(
                    c.getSimpleName().toString(), c.asType(), columnNames(c)))
        .toList();
  }

  /** The labels a component matches: its {@code @Column}, else its name and its snake case. */
  private List<String> columnNames(RecordComponentElement component) {
    String explicit = columnAnnotation(component);
    if (explicit != null) {
      return List.of(explicit.toLowerCase(Locale.ROOT));
    }
    String name = component.getSimpleName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    String snake = snakeCase(name);
    return lower.equals(snake) ? List.of(lower) : List.of(lower, snake);
  }

  private String columnAnnotation(Element element) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement annotation = (TypeElement) mirror.getAnnotationType().asElement();
      if (annotation.getQualifiedName().contentEquals(COLUMN)) {
        for (var entry : mirror.getElementValues().entrySet()) {
          if (entry.getKey().getSimpleName().contentEquals("value")) {
            AnnotationValue value = entry.getValue();
            String text = String.valueOf(value.getValue());
            if (text.isBlank()) {
              error(element, "@Column needs a column name");
              return null;
            }
            return text;
          }
        }
      }
    }
    return null;
  }

  /** {@code createdAt} → {@code created_at}; {@code userID} → {@code user_id}. */
  static String snakeCase(String name) {
    StringBuilder out = new StringBuilder(name.length() + 4);
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c)) {
        boolean previousLower =
            i > 0 && !Character.isUpperCase(name.charAt(i - 1)) && name.charAt(i - 1) != '_';
        boolean nextLower = i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1));
        boolean previousUpper = i > 0 && Character.isUpperCase(name.charAt(i - 1));
        if (previousLower || (previousUpper && nextLower)) {
          out.append('_');
        }
        out.append(Character.toLowerCase(c));
      } else {
        out.append(c);
      }
    }
    return out.toString().toLowerCase(Locale.ROOT);
  }

  static String mapperName(TypeElement type) {
    StringBuilder name = new StringBuilder(type.getSimpleName());
    for (Element e = type.getEnclosingElement();
        e instanceof TypeElement outer;
        e = outer.getEnclosingElement()) {
      name.insert(0, outer.getSimpleName() + "_");
    }
    return name.append("RowMapper").toString();
  }

  private static String packageOf(Element element) {
    Element e = element;
    while (!(e instanceof PackageElement)) {
      e = e.getEnclosingElement();
    }
    return ((PackageElement) e).getQualifiedName().toString();
  }

  private void error(Element element, String message) {
    processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, element);
  }
}
