package dev.silk.cli.create;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The template language, small on purpose: {@code {{name}}} in file contents is replaced by a
 * value, and in paths {@code __package__} becomes the package as folders and {@code __dot__} a
 * leading dot (so {@code .gitignore} survives Maven's default excludes). Nothing else is
 * interpreted, so jte's {@code ${...}} and Java code pass through untouched.
 *
 * <pre>{@code
 * TemplateRenderer r = new TemplateRenderer(spec.placeholders());
 * String path = r.path("src/main/java/__package__/Main.java");   // src/main/java/com/example/demo/Main.java
 * }</pre>
 */
public final class TemplateRenderer {
  /** A placeholder in file contents. */
  public static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([A-Za-z][A-Za-z0-9]*)\\}\\}");

  private final Map<String, String> values;
  private final Set<String> features;

  /** A renderer replacing placeholders with these values; an unknown placeholder is an error. */
  public TemplateRenderer(Map<String, String> values) {
    this(values, Set.of());
  }

  /**
   * A renderer that also keeps the sections of these features ({@code {{#db}}} ... {@code {{/db}}})
   * and drops the sections of every other.
   */
  public TemplateRenderer(Map<String, String> values, Set<String> features) {
    this.values = Map.copyOf(values);
    this.features = Set.copyOf(features);
  }

  /** The file's content with its sections resolved and every placeholder replaced. */
  public byte[] content(String path, byte[] template) {
    String text = sections(path, new String(template, StandardCharsets.UTF_8), features);
    Matcher matcher = PLACEHOLDER.matcher(text);
    StringBuilder out = new StringBuilder(text.length() + 64);
    while (matcher.find()) {
      String value = values.get(matcher.group(1));
      if (value == null) {
        throw new IllegalStateException(
            "template file " + path + " uses unknown placeholder " + matcher.group());
      }
      matcher.appendReplacement(out, Matcher.quoteReplacement(value));
    }
    matcher.appendTail(out);
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Keeps the lines between {@code {{#feature}}} and {@code {{/feature}}} (each alone on its line)
   * when the feature is on, drops them otherwise; the marker lines always go. Sections do not nest.
   */
  public static String sections(String path, String text, Set<String> features) {
    if (!text.contains("{{#")) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    String open = null;
    int lineNumber = 0;
    for (String line : text.split("(?<=\n)", -1)) {
      lineNumber++;
      Matcher marker = SECTION.matcher(line.strip());
      if (marker.matches()) {
        boolean opens = marker.group(1).equals("#");
        if (opens == (open != null) || (!opens && !open.equals(marker.group(2)))) {
          throw new IllegalStateException(
              "template file "
                  + path
                  + " line "
                  + lineNumber
                  + ": unbalanced section "
                  + line.strip());
        }
        open = opens ? marker.group(2) : null;
      } else if (open == null || features.contains(open)) {
        out.append(line);
      }
    }
    if (open != null) {
      throw new IllegalStateException(
          "template file " + path + ": section {{#" + open + "}} is not closed");
    }
    return out.toString();
  }

  private static final Pattern SECTION = Pattern.compile("\\{\\{([#/])([A-Za-z]+)\\}\\}");

  /** The file's path in the project, '/'-separated. */
  public String path(String templatePath) {
    return templatePath
        .replace("__package__", values.get("package").replace('.', '/'))
        .replace("__dot__", ".");
  }
}
