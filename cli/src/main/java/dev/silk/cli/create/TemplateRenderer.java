package dev.silk.cli.create;

import java.nio.charset.StandardCharsets;
import java.util.Map;
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
  public static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([A-Za-z]+)\\}\\}");

  private final Map<String, String> values;

  /** A renderer replacing placeholders with these values; an unknown placeholder is an error. */
  public TemplateRenderer(Map<String, String> values) {
    this.values = Map.copyOf(values);
  }

  /** The file's content with every placeholder replaced. */
  public byte[] content(String path, byte[] template) {
    String text = new String(template, StandardCharsets.UTF_8);
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

  /** The file's path in the project, '/'-separated. */
  public String path(String templatePath) {
    return templatePath
        .replace("__package__", values.get("package").replace('.', '/'))
        .replace("__dot__", ".");
  }
}
