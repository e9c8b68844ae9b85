package dev.silk.cli.codec;

import dev.silk.cli.codec.TypeDecl.Component;
import dev.silk.cli.codec.TypeDecl.Constant;
import dev.silk.cli.codec.TypeDecl.EnumDecl;
import dev.silk.cli.codec.TypeDecl.RecordDecl;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The source file of one {@link TypeDecl}: a {@code @JsonBound} record or enum, in the layout
 * google-java-format gives, with {@code @JsonName} wherever the JSON name is not the Java name.
 *
 * <pre>{@code
 * String java = SourceWriter.source("com.example", decl);
 * }</pre>
 */
final class SourceWriter {
  private SourceWriter() {}

  /** The complete file for {@code decl} in {@code packageName} (empty for the default package). */
  static String source(String packageName, TypeDecl decl) {
    StringBuilder out = new StringBuilder();
    if (!packageName.isEmpty()) {
      out.append("package ").append(packageName).append(";\n\n");
    }
    Set<String> imports = new TreeSet<>();
    imports.add("dev.silk.json.JsonBound");
    if (decl instanceof RecordDecl r) {
      String naming = naming(r);
      if (!naming.equals("AS_DECLARED")) {
        imports.add("dev.silk.json.JsonNaming");
      }
      for (Component c : r.components()) {
        imports.addAll(c.type().imports());
        if (!c.json().equals(ModelCollector.applyNaming(naming, c.name()))) {
          imports.add("dev.silk.json.JsonName");
        }
      }
    } else if (decl instanceof EnumDecl e) {
      if (e.constants().stream().anyMatch(c -> !c.name().equals(c.json()))) {
        imports.add("dev.silk.json.JsonName");
      }
    }
    for (String i : imports) {
      out.append("import ").append(i).append(";\n");
    }
    out.append('\n');
    if (decl instanceof RecordDecl r) {
      record(out, r);
    } else if (decl instanceof EnumDecl e) {
      enumeration(out, e);
    }
    return out.toString();
  }

  private static void record(StringBuilder out, RecordDecl r) {
    if (r.objects() < 0) {
      out.append("/** Made by {@code silk codec from-schema} from a schema; edit freely. */\n");
    } else {
      out.append("/** Inferred by {@code silk codec from} from ")
          .append(r.objects())
          .append(r.objects() == 1 ? " object" : " objects")
          .append("; edit freely. */\n");
    }
    String naming = naming(r);
    List<String> options = new java.util.ArrayList<>();
    if (!naming.equals("AS_DECLARED")) {
      options.add("naming = JsonNaming." + naming);
    }
    if (r.omitNulls()) {
      options.add("omitNulls = true");
    }
    out.append("@JsonBound");
    if (!options.isEmpty()) {
      out.append('(').append(String.join(", ", options)).append(')');
    }
    out.append('\n');
    List<Component> components = r.components();
    if (components.isEmpty()) {
      out.append("public record ").append(r.name()).append("() {}\n");
      return;
    }
    out.append("public record ").append(r.name()).append("(\n");
    for (int i = 0; i < components.size(); i++) {
      Component c = components.get(i);
      out.append("    ");
      if (!c.json().equals(ModelCollector.applyNaming(naming, c.name()))) {
        out.append("@JsonName(").append(literal(c.json())).append(") ");
      }
      out.append(c.type().text()).append(' ').append(c.name());
      out.append(i + 1 < components.size() ? ",\n" : ") {}\n");
    }
  }

  private static void enumeration(StringBuilder out, EnumDecl e) {
    out.append("/** The values seen in the samples; edit freely. */\n");
    out.append("@JsonBound\n");
    out.append("public enum ").append(e.name()).append(" {\n");
    List<Constant> constants = e.constants();
    for (int i = 0; i < constants.size(); i++) {
      Constant c = constants.get(i);
      if (!c.name().equals(c.json())) {
        out.append("  @JsonName(").append(literal(c.json())).append(")\n");
      }
      out.append("  ").append(c.name()).append(i + 1 < constants.size() ? ",\n" : "\n");
    }
    out.append("}\n");
  }

  /**
   * The {@code JsonNaming} rule that names the most components without {@code @JsonName} ({@code
   * SNAKE_CASE} for an API written in {@code snake_case}); the others keep {@code @JsonName}.
   * Declared names win ties.
   */
  static String naming(RecordDecl r) {
    String best = "AS_DECLARED";
    long bestCount = -1;
    for (String rule : List.of("AS_DECLARED", "SNAKE_CASE", "KEBAB_CASE", "UPPER_CAMEL_CASE")) {
      long count =
          r.components().stream()
              .filter(c -> c.json().equals(ModelCollector.applyNaming(rule, c.name())))
              .count();
      if (count > bestCount) {
        best = rule;
        bestCount = count;
      }
    }
    return best;
  }

  /** A Java string literal for {@code s}. */
  static String literal(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20 || c == 0x7f || Character.isSurrogate(c)) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
