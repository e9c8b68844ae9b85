package dev.silk.cli.create;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
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
    return List.copyOf(read(template.id(), true).values());
  }

  /**
   * The files of a template with a feature's overlays on top: {@code FEATURE/common/} adds files to
   * every template, {@code FEATURE/TEMPLATE/} to this one; a file of an overlay replaces the
   * template's file of the same path.
   */
  public static List<Entry> of(ProjectTemplate template, Set<String> features) {
    TreeMap<String, Entry> files = read(template.id(), true);
    for (String feature : new TreeSet<>(features)) {
      files.putAll(read(feature + "/common", false));
      files.putAll(read(feature + "/" + template.id(), false));
    }
    return List.copyOf(files.values());
  }

  private static TreeMap<String, Entry> read(String folder, boolean required) {
    Path location = codeLocation();
    String prefix = ROOT + "/" + folder + "/";
    TreeMap<String, byte[]> files = new TreeMap<>();
    try {
      if (Files.isDirectory(location)) {
        Path root = location.resolve(ROOT).resolve(folder);
        if (!Files.isDirectory(root)) {
          return missing(folder, required);
        }
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
      throw new UncheckedIOException("cannot read the embedded template " + folder, e);
    }
    if (files.isEmpty()) {
      return missing(folder, required);
    }
    TreeMap<String, Entry> entries = new TreeMap<>();
    files.forEach((path, content) -> entries.put(path, new Entry(path, content)));
    return entries;
  }

  private static TreeMap<String, Entry> missing(String folder, boolean required) {
    if (required) {
      throw new IllegalStateException("the CLI has no embedded template '" + folder + "'");
    }
    return new TreeMap<>();
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
