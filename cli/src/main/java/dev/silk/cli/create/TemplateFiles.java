package dev.silk.cli.create;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Reads a template's files from the copy embedded in the CLI (under {@code silk-templates/}), in
 * the jar when installed or in {@code target/classes} when run from the build tree. No Maven, no
 * network: this is why {@code silk new} works offline.
 *
 * <pre>{@code
 * for (TemplateFiles.Entry e : TemplateFiles.of(ProjectTemplate.API)) { ... }
 * }</pre>
 */
public final class TemplateFiles {
  /** Where the templates sit inside the CLI's class path. */
  public static final String ROOT = "silk-templates";

  private TemplateFiles() {}

  /**
   * One template file.
   *
   * @param path the path relative to the template folder, '/'-separated, placeholders unresolved
   * @param content the bytes as stored
   */
  public record Entry(String path, byte[] content) {}

  /** The files of a template, sorted by path. */
  public static List<Entry> of(ProjectTemplate template) {
    Path location = codeLocation();
    String prefix = ROOT + "/" + template.id() + "/";
    TreeMap<String, byte[]> files = new TreeMap<>();
    try {
      if (Files.isDirectory(location)) {
        Path root = location.resolve(ROOT).resolve(template.id());
        try (Stream<Path> walk = Files.walk(root)) {
          for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
            files.put(
                root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
          }
        }
      } else {
        try (JarFile jar = new JarFile(location.toFile())) {
          Enumeration<JarEntry> entries = jar.entries();
          while (entries.hasMoreElements()) {
            JarEntry entry = entries.nextElement();
            if (!entry.isDirectory() && entry.getName().startsWith(prefix)) {
              try (InputStream in = jar.getInputStream(entry)) {
                files.put(entry.getName().substring(prefix.length()), in.readAllBytes());
              }
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the embedded template " + template.id(), e);
    }
    if (files.isEmpty()) {
      throw new IllegalStateException("the CLI has no embedded template '" + template.id() + "'");
    }
    List<Entry> entries = new ArrayList<>();
    files.forEach((path, content) -> entries.add(new Entry(path, content)));
    return entries;
  }

  private static Path codeLocation() {
    try {
      return Path.of(
          TemplateFiles.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the CLI's own jar", e);
    }
  }
}
