package dev.silk.cli.nativeimage;

import dev.silk.cli.CommandException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * What {@code silk native} reads from the project's jar: its main class, and the jte templates the
 * jte Maven plugin precompiled into it, for which it writes the reachability metadata jte needs.
 *
 * <p>jte loads a precompiled template by its class name and reads its {@code JTE_NAME} and {@code
 * JTE_LINE_INFO} fields and {@code render} methods reflectively, and a template with binary static
 * content reads its {@code ...Generated.bin} resource. Those names differ per project, so no jar of
 * Silk's can carry them; jte's own {@code jte-native-resources} extension writes the same two
 * entries (all declared fields and methods per template class, and the {@code .bin} resources).
 *
 * <pre>{@code
 * JarContents jar = JarContents.read(Path.of("target/demo.jar"));
 * jar.writeJteMetadata(staging.resolve("metadata"), "demo");
 * }</pre>
 */
final class JarContents {
  /** Where Silk's {@code Templates.precompiled()} looks for templates (jte's default package). */
  static final String JTE_PACKAGE = "gg/jte/generated/precompiled/";

  private final String mainClass;
  private final List<String> templateClasses;

  private JarContents(String mainClass, List<String> templateClasses) {
    this.mainClass = mainClass;
    this.templateClasses = templateClasses;
  }

  static JarContents read(Path jar) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      Manifest manifest = file.getManifest();
      String main = manifest == null ? null : manifest.getMainAttributes().getValue("Main-Class");
      if (main == null || main.isBlank()) {
        throw CommandException.failure(
            jar.getFileName() + " has no Main-Class in its manifest",
            "silk native builds the runnable jar of mvn package (the templates' shade plugin sets"
                + " Main-Class from <main.class>)");
      }
      List<String> templates = new ArrayList<>();
      for (Enumeration<JarEntry> e = file.entries(); e.hasMoreElements(); ) {
        String name = e.nextElement().getName();
        if (name.startsWith(JTE_PACKAGE) && name.endsWith(".class") && !name.contains("$")) {
          templates.add(name.substring(0, name.length() - 6).replace('/', '.'));
        }
      }
      templates.sort(null);
      return new JarContents(main.strip(), List.copyOf(templates));
    }
  }

  /** The class whose {@code main} the binary runs. */
  String mainClass() {
    return mainClass;
  }

  /** The precompiled jte template classes, sorted. */
  List<String> templateClasses() {
    return templateClasses;
  }

  /**
   * Writes {@code META-INF/native-image/jte-generated/<name>/} under {@code root} (a class path
   * folder given to native-image) when the jar holds templates; returns whether it wrote anything.
   */
  boolean writeJteMetadata(Path root, String name) throws IOException {
    if (templateClasses.isEmpty()) {
      return false;
    }
    Path dir = root.resolve("META-INF/native-image/jte-generated").resolve(name);
    Files.createDirectories(dir);
    StringBuilder reflect = new StringBuilder("[\n");
    for (int i = 0; i < templateClasses.size(); i++) {
      reflect
          .append("  {\"name\": \"")
          .append(templateClasses.get(i))
          .append("\", \"allDeclaredFields\": true, \"allDeclaredMethods\": true}")
          .append(i + 1 < templateClasses.size() ? ",\n" : "\n");
    }
    reflect.append("]\n");
    Files.writeString(dir.resolve("reflect-config.json"), reflect, StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve("resource-config.json"),
        "{\"resources\": {\"includes\": [{\"pattern\": \"^gg/jte/generated/precompiled/.*Generated\\\\.bin$\"}]}}\n",
        StandardCharsets.UTF_8);
    return true;
  }
}
