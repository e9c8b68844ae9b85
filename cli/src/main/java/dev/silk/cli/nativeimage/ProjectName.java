package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.nio.file.Path;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The project's {@code artifactId}, which names both {@code target/<name>.jar} (the templates'
 * {@code <finalName>}) and the binary {@code target/<name>}.
 */
final class ProjectName {
  private ProjectName() {}

  /**
   * The name of the jar {@code mvn package} writes: a plain {@code <build><finalName>}, else the
   * {@code <artifactId>} (the generated projects set the one to the other).
   */
  static String jarName(Path pom) {
    Element project = read(pom);
    for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element build && build.getTagName().equals("build")) {
        for (Node m = build.getFirstChild(); m != null; m = m.getNextSibling()) {
          if (m instanceof Element e && e.getTagName().equals("finalName")) {
            String name = e.getTextContent().strip();
            if (!name.isEmpty() && !name.contains("${")) {
              return name;
            }
          }
        }
      }
    }
    return artifactId(pom);
  }

  /** The {@code <artifactId>} directly under {@code <project>} in {@code pom}. */
  static String artifactId(Path pom) {
    Element project = read(pom);
    for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals("artifactId")) {
        String name = e.getTextContent().strip();
        if (!name.isEmpty() && !name.contains("${")) {
          return name;
        }
      }
    }
    throw CommandException.failure(pom + " has no plain <artifactId>", null);
  }

  private static Element read(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setExpandEntityReferences(false);
      return factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    } catch (IOException | SAXException | ParserConfigurationException e) {
      throw CommandException.failure("cannot read " + pom + ": " + e.getMessage(), null);
    }
  }
}
