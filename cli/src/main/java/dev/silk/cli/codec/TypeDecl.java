package dev.silk.cli.codec;

import java.util.List;
import java.util.Set;

/**
 * A Java type {@code silk codec from} will write: a record or an enum, with Java and JSON names.
 * {@link RecordPlanner} makes them from a {@link Shape}, {@link SourceWriter} turns them into
 * source text.
 */
sealed interface TypeDecl {
  /** The simple name of the type. */
  String name();

  /**
   * A {@code @JsonBound} record.
   *
   * @param omitNulls whether null members are left out when writing, because the samples leave
   *     absent members out more often than they write {@code null}
   * @param objects how many sample objects it was inferred from
   */
  record RecordDecl(String name, List<Component> components, boolean omitNulls, long objects)
      implements TypeDecl {}

  /** A record component; {@code json} differs from {@code name} when it needs {@code @JsonName}. */
  record Component(String name, String json, JavaType type) {}

  /** An enum from a small closed set of strings. */
  record EnumDecl(String name, List<Constant> constants) implements TypeDecl {}

  /** An enum constant and the string it stands for. */
  record Constant(String name, String json) {}

  /**
   * A type as written in source, with what it needs imported.
   *
   * @param text the source text ({@code List<Item>})
   * @param imports qualified names to import
   * @param primitive whether {@code text} is a primitive type
   */
  record JavaType(String text, Set<String> imports, boolean primitive) {
    static JavaType primitive(String text) {
      return new JavaType(text, Set.of(), true);
    }

    static JavaType lang(String text) {
      return new JavaType(text, Set.of(), false);
    }

    static JavaType imported(String qualified) {
      return new JavaType(
          qualified.substring(qualified.lastIndexOf('.') + 1), Set.of(qualified), false);
    }

    /** The boxed form, for nullable members and list elements. */
    JavaType boxed() {
      return switch (text) {
        case "int" -> lang("Integer");
        case "long" -> lang("Long");
        case "double" -> lang("Double");
        case "boolean" -> lang("Boolean");
        default -> this;
      };
    }

    /** {@code List<this>}. */
    JavaType list() {
      Set<String> all = new java.util.TreeSet<>(boxed().imports());
      all.add("java.util.List");
      return new JavaType("List<" + boxed().text() + ">", Set.copyOf(all), false);
    }
  }
}
