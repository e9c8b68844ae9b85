package dev.silk.cli.project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads the few facts the dev server needs from a {@code pom.xml} without running Maven.
 *
 * <p>Maven takes seconds to start; reading the XML takes milliseconds, and a generated project
 * keeps everything that matters (dependencies, the main class) in its own pom. Properties are
 * substituted one level deep ({@code ${silk.version}}, {@code ${project.version}}); anything more
 * dynamic is left to {@code mvn dependency:build-classpath}.
 *
 * <pre>{@code
 * ProjectModel model = PomReader.read(projectDir);
 * }</pre>
 */
public final class PomReader {

  private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");
  private static final List<String> MAIN_PROPERTIES =
      List.of("silk.main", "exec.mainClass", "main.class", "mainClass", "start-class");

  private PomReader() {}

  /**
   * Reads {@code root/pom.xml}.
   *
   * @param root the project directory
   * @param mainOverride the main class given on the command line, or null
   * @throws ProjectException when the pom is missing or not XML, or no main class can be found
   */
  public static ProjectModel read(Path root, String mainOverride) {
    Path pom = root.resolve("pom.xml");
    if (!Files.isRegularFile(pom)) {
      throw new ProjectException(
          "no pom.xml in " + root.toAbsolutePath() + ": run silk dev in a project");
    }
    Element project = parse(pom).getDocumentElement();
    Map<String, String> props = new HashMap<>();
    Element properties = child(project, "properties");
    if (properties != null) {
      for (Element p : children(properties)) {
        props.put(p.getTagName(), p.getTextContent().trim());
      }
    }
    Element parent = child(project, "parent");
    String groupId = text(project, "groupId");
    if (groupId == null && parent != null) {
      groupId = text(parent, "groupId");
    }
    String version = text(project, "version");
    if (version == null && parent != null) {
      version = text(parent, "version");
    }
    String artifactId = text(project, "artifactId");
    props.put("project.groupId", groupId == null ? "" : groupId);
    props.put("project.artifactId", artifactId == null ? "" : artifactId);
    props.put("project.version", version == null ? "" : version);

    List<ProjectModel.Dependency> deps = new ArrayList<>();
    Element dependencies = child(project, "dependencies");
    if (dependencies != null) {
      for (Element d : children(dependencies)) {
        String scope = text(d, "scope");
        deps.add(
            new ProjectModel.Dependency(
                substitute(text(d, "groupId"), props),
                substitute(text(d, "artifactId"), props),
                substitute(text(d, "version"), props),
                scope == null ? "compile" : scope));
      }
    }
    String silkVersion = null;
    for (ProjectModel.Dependency d : deps) {
      if (d.isSilk() && d.version() != null) {
        silkVersion = d.version();
        break;
      }
    }
    if (silkVersion == null
        && parent != null
        && ProjectModel.SILK_GROUP.equals(text(parent, "groupId"))) {
      silkVersion = text(parent, "version");
    }
    String main = mainOverride;
    if (main == null) {
      main = declaredMain(project, props);
    }
    if (main == null) {
      main = conventionalMain(root, groupId);
    }
    if (main == null) {
      throw new ProjectException(
          "cannot tell which class to run: add <exec.mainClass>com.example.Main</exec.mainClass>"
              + " to <properties> in pom.xml, or pass --main");
    }
    String release = props.get("maven.compiler.release");
    if (release == null) {
      release = props.get("maven.compiler.source");
    }
    return new ProjectModel(
        root,
        groupId,
        artifactId,
        substitute(main, props),
        silkVersion,
        substitute(release, props),
        List.copyOf(deps));
  }

  private static String declaredMain(Element project, Map<String, String> props) {
    for (String name : MAIN_PROPERTIES) {
      String value = props.get(name);
      if (value != null && !value.isEmpty()) {
        return value;
      }
    }
    Element build = child(project, "build");
    Element plugins = build == null ? null : child(build, "plugins");
    if (plugins == null) {
      return null;
    }
    for (Element plugin : children(plugins)) {
      Element configuration = child(plugin, "configuration");
      if (configuration == null) {
        continue;
      }
      String main = text(configuration, "mainClass");
      if (main == null) {
        Element archive = child(configuration, "archive");
        Element manifest = archive == null ? null : child(archive, "manifest");
        main = manifest == null ? null : text(manifest, "mainClass");
      }
      if (main != null) {
        return main;
      }
    }
    return null;
  }

  /** {@code <groupId>.Main} when it exists, else the only {@code Main.java} with a main method. */
  private static String conventionalMain(Path root, String groupId) {
    Path sources = root.resolve("src/main/java");
    if (groupId != null) {
      Path byGroup = sources.resolve(groupId.replace('.', '/')).resolve("Main.java");
      if (Files.isRegularFile(byGroup)) {
        return groupId + ".Main";
      }
    }
    if (!Files.isDirectory(sources)) {
      return null;
    }
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        if (file.getFileName().toString().equals("Main.java")
            && Files.readString(file).contains("static void main")) {
          String relative =
              sources.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
          found.add(relative.substring(0, relative.length() - ".java".length()));
        }
      }
    } catch (IOException e) {
      return null;
    }
    return found.size() == 1 ? found.get(0) : null;
  }

  private static Document parse(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setExpandEntityReferences(false);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(null);
      return builder.parse(pom.toFile());
    } catch (Exception e) {
      throw new ProjectException("cannot read " + pom + ": " + e.getMessage(), e);
    }
  }

  private static String substitute(String value, Map<String, String> props) {
    if (value == null || value.indexOf('$') < 0) {
      return value;
    }
    Matcher m = PROPERTY.matcher(value);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String replacement = props.get(m.group(1));
      m.appendReplacement(
          out, Matcher.quoteReplacement(replacement == null ? m.group() : replacement));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static Element child(Element parent, String name) {
    for (Element e : children(parent)) {
      if (e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static String text(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? null : e.getTextContent().trim();
  }

  private static List<Element> children(Element parent) {
    List<Element> out = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e) {
        out.add(e);
      }
    }
    return out;
  }
}
