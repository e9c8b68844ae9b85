package dev.silk.web;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Static files in a class path folder such as {@code public/}, found through a class loader. An
 * entry of a jar is cached for good (jars do not change while the app runs) and so is its absence,
 * once every class path entry holding the folder turns out to be a jar; a file of an exploded
 * folder (an IDE, {@code target/classes}, the dev server) is read like a file on disk, uncached.
 */
final class ClasspathSource extends StaticSource {
  /** A cache entry: no such file in the jars that hold the folder. */
  private static final StaticResource MISSING =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  /** A cache entry: neither this path nor its {@code index.html} is in the jars. */
  private static final StaticResource NOTHING =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  private static final int UNDECIDED = 0;
  private static final int FINAL = 1;
  private static final int NOT_FINAL = 2;

  private final String folder; // "public/", or "" for the class path root
  private final ClassLoader loader;
  // Whether a path missing from the class path stays missing: decided on the first miss.
  private int missesFinal = UNDECIDED;
  // The names at the top of the folder, once misses are final; null while unknown. An immutable
  // set (final fields), so a request that races the write sees null or the whole set.
  private Set<String> topNames;

  ClasspathSource(String folder, ClassLoader loader, StaticRules rules) {
    super(rules);
    this.folder = folder;
    this.loader = loader;
  }

  @Override
  ClasspathSource with(StaticRules newRules) {
    return new ClasspathSource(folder, loader, newRules);
  }

  @Override
  boolean mayHold(String top) {
    Set<String> names = topNames;
    return names == null || names.contains(top);
  }

  @Override
  boolean knownMissing(String rel) {
    return cache.get(rel) == NOTHING;
  }

  @Override
  void bothMissing(String rel) {
    if (cache.get(rel) == MISSING) {
      // Both misses are final (find remembered the path's): next time the path's own entry
      // answers, and the index.html path is neither built nor looked up.
      remember(rel, NOTHING);
    }
  }

  @Override
  StaticResource find(String rel) throws IOException {
    StaticResource cached = cache.get(rel);
    if (cached != null) {
      // Jar entries do not change while the app runs, and neither does their absence.
      return cached == MISSING || cached == NOTHING ? null : cached;
    }
    URL url = loader.getResource(folder + rel.substring(1));
    if (url == null) {
      if (missesAreFinal()) {
        // The filter runs before every route: without this, each request for /api/... asked the
        // class loader twice (the path and its index.html), a third of a small answer's time.
        remember(rel, MISSING);
      }
      return null;
    }
    String name = rel.substring(rel.lastIndexOf('/') + 1);
    if (url.getProtocol().equals("file")) {
      // An exploded class path (an IDE, target/classes): read it like a directory, uncached.
      Path file;
      try {
        file = Path.of(url.toURI());
      } catch (URISyntaxException | IllegalArgumentException e) {
        return null;
      }
      BasicFileAttributes attrs = Files.readAttributes(file, BasicFileAttributes.class);
      if (!attrs.isRegularFile()) {
        return null;
      }
      long time = attrs.lastModifiedTime().toMillis();
      String etag = "\"" + Long.toHexString(time) + "-" + Long.toHexString(attrs.size()) + "\"";
      return rules.resource(rel, name, attrs.size(), time, etag, file, null);
    }
    URLConnection connection = url.openConnection();
    if (connection instanceof JarURLConnection) {
      JarEntry entry = ((JarURLConnection) connection).getJarEntry();
      if (entry == null || entry.isDirectory()) {
        return null;
      }
      long crc = entry.getCrc();
      long size = entry.getSize();
      String etag = "\"" + Long.toHexString(crc) + "-" + Long.toHexString(size) + "\"";
      return remember(rel, rules.resource(rel, name, size, entry.getTime(), etag, null, url));
    }
    return null; // another kind of class path entry: not served
  }

  /**
   * True when every class path entry that holds the folder is a jar: then a file missing now is
   * missing for the life of the app. An exploded folder (an IDE, {@code target/classes}, the dev
   * server) can gain files, so its misses are asked again each time.
   */
  private boolean missesAreFinal() {
    int decided = missesFinal;
    if (decided == UNDECIDED) {
      decided = NOT_FINAL;
      try {
        Enumeration<URL> urls = loader.getResources(folder);
        List<URL> jars = new ArrayList<>();
        boolean allJars = true;
        while (urls.hasMoreElements()) {
          URL url = urls.nextElement();
          jars.add(url);
          allJars &= url.getProtocol().equals("jar");
        }
        if (!jars.isEmpty() && allJars && !folder.isEmpty()) {
          decided = FINAL;
          topNames = topNames(jars);
        }
      } catch (IOException e) {
        // Undecidable: keep asking the class loader, as before.
      }
      missesFinal = decided;
    }
    return decided == FINAL;
  }

  /**
   * The first segment of every entry below the folder in these jars (files and folders alike), or
   * {@code null} when a jar cannot be listed: then every path is looked up, as before.
   */
  private Set<String> topNames(List<URL> jars) {
    Set<String> names = new HashSet<>();
    for (URL url : jars) {
      JarFile jar;
      try {
        URLConnection connection = url.openConnection();
        if (!(connection instanceof JarURLConnection)) {
          return null;
        }
        // The connection's cached jar, shared with the class loader: not closed here.
        jar = ((JarURLConnection) connection).getJarFile();
      } catch (IOException e) {
        return null;
      }
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        String name = entries.nextElement().getName();
        if (name.length() > folder.length() && name.startsWith(folder)) {
          int slash = name.indexOf('/', folder.length());
          names.add(name.substring(folder.length(), slash < 0 ? name.length() : slash));
        }
      }
    }
    return Set.copyOf(names);
  }

  @Override
  public String toString() {
    return "classpath:" + folder;
  }
}
