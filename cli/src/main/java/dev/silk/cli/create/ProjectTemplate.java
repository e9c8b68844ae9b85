package dev.silk.cli.create;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The project templates {@code silk new} offers. Each is a folder of {@code templates/} at the
 * repository root, embedded in the CLI jar under {@code silk-templates/}.
 *
 * <pre>{@code
 * ProjectTemplate t = ProjectTemplate.named("api");
 * }</pre>
 */
public enum ProjectTemplate {
  /** Pages and a layout with jte, a stylesheet, a JSON API and tests. */
  WEB("web", "pages with jte, a stylesheet, a JSON API, tests"),
  /** A JSON API with a {@code @JsonBound} record and tests. */
  API("api", "a JSON API with a @JsonBound record, tests"),
  /** One route and one test. */
  MINIMAL("minimal", "one route and its test"),
  /** A chat page over WebSocket with JSON messages, an OpenAPI document and tests. */
  CHAT("chat", "a WebSocket chat page with JSON messages, tests");

  /** What {@code silk new} uses when no template is given and nobody can be asked. */
  public static final ProjectTemplate DEFAULT = WEB;

  private final String id;
  private final String summary;

  ProjectTemplate(String id, String summary) {
    this.id = id;
    this.summary = summary;
  }

  /** The name on the command line and the folder under {@code templates/}. */
  public String id() {
    return id;
  }

  /** One line saying what the template contains. */
  public String summary() {
    return summary;
  }

  /** The template with this name (any case), or an exception listing the valid names. */
  public static ProjectTemplate named(String name) {
    for (ProjectTemplate template : values()) {
      if (template.id.equals(name.toLowerCase(Locale.ROOT))) {
        return template;
      }
    }
    throw new IllegalArgumentException("unknown template '" + name + "'; choose one of: " + ids());
  }

  /** The names of all templates, comma-separated. */
  public static String ids() {
    return Arrays.stream(values()).map(ProjectTemplate::id).collect(Collectors.joining(", "));
  }

  @Override
  public String toString() {
    return id;
  }
}
