package dev.silk.data.processor;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * How one record component is read from its column: the typed JDBC getter, or for an enum the
 * constant named by the column's text.
 *
 * @param expression the Java expression reading column {@code %s} of result set {@code rs}
 * @param enumType the enum's qualified name when the component is an enum, else {@code null}
 * @param constants the enum's constants, in order
 */
record ColumnRead(String expression, String enumType, List<String> constants) {
  private static final String COLUMNS = "dev.silk.data.Columns";

  /** The read for {@code type}, or {@code null} when a column cannot hold it. */
  static ColumnRead of(TypeMirror type, Types types) {
    switch (type.getKind()) {
      case BOOLEAN:
        return plain("rs.getBoolean(%s)");
      case BYTE:
        return plain("rs.getByte(%s)");
      case SHORT:
        return plain("rs.getShort(%s)");
      case INT:
        return plain("rs.getInt(%s)");
      case LONG:
        return plain("rs.getLong(%s)");
      case FLOAT:
        return plain("rs.getFloat(%s)");
      case DOUBLE:
        return plain("rs.getDouble(%s)");
      case ARRAY:
        return ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE
            ? plain("rs.getBytes(%s)")
            : null;
      case DECLARED:
        break;
      default:
        return null;
    }
    Element element = ((DeclaredType) type).asElement();
    if (element.getKind() == ElementKind.ENUM) {
      TypeElement enumType = (TypeElement) element;
      List<String> constants =
          enumType.getEnclosedElements().stream()
              .filter(e -> e.getKind() == ElementKind.ENUM_CONSTANT)
              .map(e -> e.getSimpleName().toString())
              .toList();
      return new ColumnRead("rs.getString(%s)", enumType.getQualifiedName().toString(), constants);
    }
    String name = ((TypeElement) element).getQualifiedName().toString();
    return switch (name) {
      case "java.lang.String" -> plain("rs.getString(%s)");
      case "java.lang.Boolean" -> plain(COLUMNS + ".booleanOrNull(rs, %s)");
      case "java.lang.Byte" -> plain(COLUMNS + ".byteOrNull(rs, %s)");
      case "java.lang.Short" -> plain(COLUMNS + ".shortOrNull(rs, %s)");
      case "java.lang.Integer" -> plain(COLUMNS + ".intOrNull(rs, %s)");
      case "java.lang.Long" -> plain(COLUMNS + ".longOrNull(rs, %s)");
      case "java.lang.Float" -> plain(COLUMNS + ".floatOrNull(rs, %s)");
      case "java.lang.Double" -> plain(COLUMNS + ".doubleOrNull(rs, %s)");
      case "java.math.BigDecimal" -> plain("rs.getBigDecimal(%s)");
      case "java.time.Instant" -> plain(COLUMNS + ".instantOrNull(rs, %s)");
      case "java.time.OffsetDateTime",
          "java.time.LocalDate",
          "java.time.LocalDateTime",
          "java.time.LocalTime",
          "java.util.UUID" ->
          plain("rs.getObject(%s, " + name + ".class)");
      default -> null;
    };
  }

  private static ColumnRead plain(String expression) {
    return new ColumnRead(expression, null, List.of());
  }
}
