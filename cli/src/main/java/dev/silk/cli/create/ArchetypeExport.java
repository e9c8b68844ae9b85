package dev.silk.cli.create;

import dev.silk.cli.SilkVersion;
import dev.silk.cli.project.FileTrees;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;

/**
 * Turns an embedded template into a Maven archetype at build time (run by the {@code archetypes/}
 * modules through exec:java), so {@code templates/} stays the only copy. It also writes the
 * archetype plugin's integration test: the same project made by {@code silk new} as the reference
 * the archetype's output must equal, file by file.
 *
 * <p>Contents become Velocity with everything escaped ({@code #[[...]]#}) except the placeholders,
 * so jte's and Maven's {@code ${...}} pass through; {@code {{package}}} etc. become archetype
 * properties, the versions become the literal versions of this build.
 *
 * <pre>{@code
 * java -cp silk-cli.jar dev.silk.cli.create.ArchetypeExport web target/archetype target/archetype-it
 * }</pre>
 */
public final class ArchetypeExport {
  /** The properties of the archetype integration test, also used for the reference project. */
  static final Map<String, String> TEST_PROJECT =
      Map.of(
          "groupId", "com.example",
          "artifactId", "demo",
          "version", ProjectSpec.DEFAULT_VERSION,
          "package", "com.example.demo");

  private ArchetypeExport() {}

  /** {@code ArchetypeExport TEMPLATE ARCHETYPE_DIR TEST_DIR}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: ArchetypeExport TEMPLATE ARCHETYPE_DIR TEST_DIR");
    }
    ProjectTemplate template = ProjectTemplate.named(args[0]);
    exportArchetype(template, Path.of(args[1]), SilkVersion.current());
    exportTest(template, Path.of(args[2]));
  }

  static void exportArchetype(ProjectTemplate template, Path out, SilkVersion silk)
      throws IOException {
    Map<String, String> velocity = new TreeMap<>();
    velocity.put("artifactId", "]]#${artifactId}#[[");
    velocity.put("name", "]]#${artifactId}#[[");
    velocity.put("groupId", "]]#${groupId}#[[");
    velocity.put("version", "]]#${version}#[[");
    velocity.put("package", "]]#${package}#[[");
    velocity.put("silkVersion", silk.silk());
    velocity.put("jteVersion", silk.jte());
    velocity.put("junitVersion", silk.junit());
    velocity.put("h2Version", silk.h2());
    velocity.put("postgresqlVersion", silk.postgresql());
    velocity.put("jibVersion", silk.jib());

    Path resources = out.resolve("archetype-resources");
    Map<String, TreeSet<String>> plainSets = new TreeMap<>();
    Map<String, TreeSet<String>> packagedSets = new TreeMap<>();
    for (TemplateFiles.Entry entry : TemplateFiles.of(template)) {
      String path = entry.path();
      String target;
      int packaged = path.indexOf("/__package__/");
      if (packaged >= 0) {
        String dir = path.substring(0, packaged);
        String rest = path.substring(packaged + "/__package__/".length());
        packagedSets.computeIfAbsent(dir, d -> new TreeSet<>()).add(rest);
        target = dir + "/" + rest;
      } else {
        int slash = path.lastIndexOf('/');
        if (!path.equals("pom.xml")) {
          plainSets
              .computeIfAbsent(slash < 0 ? "" : path.substring(0, slash), d -> new TreeSet<>())
              .add(path.substring(slash + 1));
        }
        target = path;
      }
      Path file = resources.resolve(target);
      Files.createDirectories(file.getParent());
      Files.writeString(file, velocity(entry, velocity), StandardCharsets.UTF_8);
    }
    Path descriptor = out.resolve("META-INF/maven/archetype-metadata.xml");
    Files.createDirectories(descriptor.getParent());
    Files.writeString(descriptor, descriptor(template, plainSets, packagedSets));
  }

  private static String velocity(TemplateFiles.Entry entry, Map<String, String> values) {
    // The archetypes are the templates without features (no --db sections).
    String text =
        TemplateRenderer.sections(
            entry.path(), new String(entry.content(), StandardCharsets.UTF_8), java.util.Set.of());
    if (text.contains("]]#")) {
      throw new IllegalStateException(entry.path() + " contains ]]#, which Velocity cannot escape");
    }
    Matcher matcher = TemplateRenderer.PLACEHOLDER.matcher(text);
    StringBuilder out = new StringBuilder("#[[");
    while (matcher.find()) {
      String value = values.get(matcher.group(1));
      if (value == null) {
        throw new IllegalStateException(entry.path() + " uses unknown " + matcher.group());
      }
      matcher.appendReplacement(out, Matcher.quoteReplacement(value));
    }
    matcher.appendTail(out);
    return out.append("]]#").toString();
  }

  private static String descriptor(
      ProjectTemplate template,
      Map<String, TreeSet<String>> plainSets,
      Map<String, TreeSet<String>> packagedSets) {
    StringBuilder xml = new StringBuilder();
    xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<!-- Generated from templates/")
        .append(template.id())
        .append(" by dev.silk.cli.create.ArchetypeExport; do not edit. -->\n")
        .append(
            "<archetype-descriptor xmlns=\"http://maven.apache.org/plugins/maven-archetype-plugin/archetype-descriptor/1.1.0\"\n")
        .append("    xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n")
        .append(
            "    xsi:schemaLocation=\"http://maven.apache.org/plugins/maven-archetype-plugin/archetype-descriptor/1.1.0 https://maven.apache.org/xsd/archetype-descriptor-1.1.0.xsd\"\n")
        .append("    name=\"silk-")
        .append(template.id())
        .append("\">\n")
        .append("  <requiredProperties>\n")
        .append(
            "    <!-- __dot__ in a path is a leading dot: Maven's resource copying drops .gitignore. -->\n")
        .append(
            "    <requiredProperty key=\"dot\"><defaultValue>.</defaultValue></requiredProperty>\n")
        .append("  </requiredProperties>\n")
        .append("  <fileSets>\n");
    packagedSets.forEach((dir, files) -> fileSet(xml, dir, files, true));
    plainSets.forEach((dir, files) -> fileSet(xml, dir, files, false));
    xml.append("  </fileSets>\n</archetype-descriptor>\n");
    return xml.toString();
  }

  private static void fileSet(StringBuilder xml, String dir, TreeSet<String> files, boolean pkg) {
    xml.append("    <fileSet filtered=\"true\" packaged=\"")
        .append(pkg)
        .append("\" encoding=\"UTF-8\">\n      <directory>")
        .append(dir)
        .append("</directory>\n      <includes>\n");
    for (String file : files) {
      xml.append("        <include>").append(file).append("</include>\n");
    }
    xml.append("      </includes>\n    </fileSet>\n");
  }

  /** The archetype plugin's integration test: properties, no goals, and silk new's output. */
  static void exportTest(ProjectTemplate template, Path out) throws IOException {
    Path project = out.resolve("projects").resolve("same-as-silk-new");
    FileTrees.delete(project);
    Files.createDirectories(project);
    StringBuilder properties = new StringBuilder();
    new TreeMap<>(TEST_PROJECT)
        .forEach((key, value) -> properties.append(key).append('=').append(value).append('\n'));
    properties.append("dot=.\n");
    Files.writeString(project.resolve("archetype.properties"), properties);
    Files.writeString(project.resolve("goal.txt"), "");
    new ProjectGenerator()
        .create(
            new ProjectSpec(
                TEST_PROJECT.get("artifactId"),
                TEST_PROJECT.get("groupId"),
                TEST_PROJECT.get("package"),
                TEST_PROJECT.get("version"),
                template,
                project.resolve("reference"),
                SilkVersion.current()),
            false,
            null);
  }
}
