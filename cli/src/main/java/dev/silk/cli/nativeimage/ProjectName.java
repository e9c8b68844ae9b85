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

  /** The {@code <artifactId>} directly under {@code <project>} in {@code pom}. */
  static String artifactId(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setExpandEntityReferences(false);
      Element project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
      for (Node n = project.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (n instanceof Element e && e.getTagName().equals("artifactId")) {
          String name = e.getTextContent().strip();
          if (!name.isEmpty() && !name.contains("${")) {
            return name;
          }
        }
      }
      throw CommandException.failure(pom + " has no plain <artifactId>", null);
    } catch (IOException | SAXException | ParserConfigurationException e) {
      throw CommandException.failure("cannot read " + pom + ": " + e.getMessage(), null);
    }
  }
}
