package dev.silk.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;

/**
 * Serves files from a directory or from a folder on the class path (in a jar, too), as a
 * before-filter: a {@code GET} or {@code HEAD} under its prefix that names an existing file is
 * answered here, anything else goes on to the routes.
 *
 * <p>Requests are answered from metadata until bytes are needed: {@code ETag} and {@code
 * Last-Modified} come from the file's attributes (for a jar entry, its CRC and time from the jar's
 * directory), so a 304 for {@code If-None-Match} or {@code If-Modified-Since}, and any {@code
 * HEAD}, never opens the file. Bodies stream with {@code transferTo}. A single byte range gets
 * {@code 206 Partial Content}, an unsatisfiable one 416. A directory is answered by its {@code
 * index.html}. {@code Cache-Control} values per path pattern and the content-type table are built
 * at configuration time.
 *
 * <p>Nothing outside the root is ever served: paths with {@code ..} or {@code .} segments, encoded
 * or double-encoded dots or slashes, backslashes, NUL or other control bytes, and (for directories)
 * symbolic links that lead out of the root all answer 404.
 *
 * <pre>{@code
 * app.before(StaticFiles.classpath("public")                     // src/main/resources/public
 *     .cacheControl("/assets/*", "public, max-age=31536000, immutable")
 *     .cacheControl("*.html", "no-cache")
 *     .precompressed());                                         // app.css.br, app.css.gz
 * app.before(StaticFiles.directory(Path.of("uploads")).at("/files"));
 * }</pre>
 */
public final class StaticFiles implements BeforeFilter {
  private static final int MAX_CACHED = 10_000;

  /**
   * Files older than 1980-01-02 carry a build stamp, not an edit time (Nix's 1 s, zip's 1980, a
   * reproducible build's epoch): two versions can share time and length, so their tag is a CRC.
   */
  static final long BUILD_STAMP_LIMIT = 315_619_200_000L;

  private final Path root; // directory mode
  private final Path realRoot;
  private final String folder; // class path mode: "public/" (or "" for the class path root)
  private final ClassLoader loader;
  private final String[] prefix;
  private final String[] patterns;
  private final String[] cacheValues;
  private final boolean precompressed;
  private final ConcurrentHashMap<String, StaticResource> cache = new ConcurrentHashMap<>();
  // Whether a path missing from the class path stays missing: decided on the first miss.
  private int missesFinal = UNDECIDED;

  private StaticFiles(
      Path root,
      String folder,
      ClassLoader loader,
      String[] prefix,
      String[] patterns,
      String[] cacheValues,
      boolean precompressed) {
    this.root = root;
    this.folder = folder;
    this.loader = loader;
    this.prefix = prefix;
    this.patterns = patterns;
    this.cacheValues = cacheValues;
    this.precompressed = precompressed;
    Path real = null;
    if (root != null) {
      try {
        real = root.toRealPath();
      } catch (IOException e) {
        throw new UncheckedIOException("the static file root " + root + " is not readable", e);
      }
    }
    this.realRoot = real;
  }

  /** Files under a directory on disk. */
  public static StaticFiles directory(Path root) {
    if (!Files.isDirectory(root)) {
      throw new IllegalArgumentException("not a directory: " + root);
    }
    return new StaticFiles(
        root.toAbsolutePath(), null, null, PathSegments.ROOT, new String[0], new String[0], false);
  }

  /**
   * Files in a class path folder such as {@code public} ({@code src/main/resources/public}), found
   * through the thread's context class loader (the app's loader).
   */
  public static StaticFiles classpath(String folder) {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return classpath(folder, loader != null ? loader : StaticFiles.class.getClassLoader());
  }

  /** Files in a class path folder, found through {@code loader}. */
  public static StaticFiles classpath(String folder, ClassLoader loader) {
    String f = folder.replace('\\', '/');
    while (f.startsWith("/")) {
      f = f.substring(1);
    }
    while (f.endsWith("/")) {
      f = f.substring(0, f.length() - 1);
    }
    return new StaticFiles(
        null,
        f.isEmpty() ? "" : f + "/",
        loader,
        PathSegments.ROOT,
        new String[0],
        new String[0],
        false);
  }

  /** Serves the files under a URL prefix such as {@code /static} (default {@code /}). */
  public StaticFiles at(String urlPrefix) {
    return new StaticFiles(
        root,
        folder,
        loader,
        PathSegments.pattern(urlPrefix),
        patterns,
        cacheValues,
        precompressed);
  }

  /**
   * Sends {@code Cache-Control: value} for files matching {@code pattern}: {@code /assets/*} (a
   * folder and below), {@code *.js} (an extension) or an exact path such as {@code /index.html},
   * relative to the root. The first matching pattern wins; without one no header is sent.
   */
  public StaticFiles cacheControl(String pattern, String value) {
    ResponseHeaders.checkValue("Cache-Control", value);
    if (!pattern.startsWith("/") && !pattern.startsWith("*.")) {
      throw new IllegalArgumentException("a pattern is /path, /folder/* or *.ext: " + pattern);
    }
    List<String> p = new ArrayList<>(List.of(patterns));
    List<String> v = new ArrayList<>(List.of(cacheValues));
    p.add(pattern);
    v.add(value);
    return new StaticFiles(
        root,
        folder,
        loader,
        prefix,
        p.toArray(new String[0]),
        v.toArray(new String[0]),
        precompressed);
  }

  /**
   * Serves {@code name.br} or {@code name.gz} next to a file, when present and accepted, with
   * {@code Content-Encoding}. Off by default (each request then looks for the siblings).
   */
  public StaticFiles precompressed() {
    return new StaticFiles(root, folder, loader, prefix, patterns, cacheValues, true);
  }

  @Override
  public WebResponse before(WebRequest request) throws IOException {
    String method = request.method();
    boolean head = method.equals("HEAD");
    if (!head && !method.equals("GET")) {
      return null;
    }
    String[] segments = request.segments;
    if (segments == null || segments.length < prefix.length) {
      return null;
    }
    for (int i = 0; i < prefix.length; i++) {
      if (!prefix[i].equals(segments[i])) {
        return null;
      }
    }
    String rel = relativePath(segments);
    if (rel == null) {
      return WebResponse.notFound();
    }
    StaticResource file = find(rel);
    boolean index = false;
    if (file == null) {
      if (root == null && cache.get(rel) == NOTHING) {
        // A route's path, remembered: neither the file nor its index.html is in the jars.
        return null;
      }
      file = find(rel.equals("/") ? "/index.html" : rel + "/index.html");
      if (file == null) {
        if (root == null && cache.get(rel) == MISSING) {
          // Both misses are final (find remembered the path's): next time the path's own entry
          // answers, and the index.html path is neither built nor looked up.
          remember(rel, NOTHING);
        }
        return null;
      }
      index = true;
    }
    if (file == SYMLINK_OUT) {
      return WebResponse.notFound();
    }
    String raw = request.path();
    if (index && !raw.endsWith("/")) {
      // Relative links in the index page resolve against the folder only with a trailing slash.
      String query = request.queryString();
      return WebResponse.redirect(raw + "/" + (query == null ? "" : "?" + query), 301);
    }
    return StaticResponses.answer(request, file, this);
  }

  /** A cache entry: no such file in the jars that hold the folder. */
  private static final StaticResource MISSING =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  /** A cache entry: neither this path nor its {@code index.html} is in the jars. */
  private static final StaticResource NOTHING =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  /**
   * The path below the prefix, {@code "/"} for the prefix itself, or {@code null} when a segment is
   * not {@link #safe}. A single segment (the usual route path) costs one concatenation.
   */
  private String relativePath(String[] segments) {
    int from = prefix.length;
    if (from == segments.length) {
      return "/";
    }
    if (from == segments.length - 1) {
      return safe(segments[from]) ? "/".concat(segments[from]) : null;
    }
    StringBuilder path = new StringBuilder(64);
    for (int i = from; i < segments.length; i++) {
      if (!safe(segments[i])) {
        return null;
      }
      path.append('/').append(segments[i]);
    }
    return path.toString();
  }

  private static final int UNDECIDED = 0;
  private static final int FINAL = 1;
  private static final int NOT_FINAL = 2;

  /** A marker: the path exists but leads out of the root through a symbolic link. */
  static final StaticResource SYMLINK_OUT =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  /** A segment that names a file inside the root: no dots-only names, separators or controls. */
  static boolean safe(String segment) {
    if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
      return false;
    }
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      // '%' left after decoding means the client encoded twice: refuse rather than guess.
      if (c < ' ' || c == 0x7f || c == '/' || c == '\\' || c == '%' || c == ':') {
        return false;
      }
    }
    return true;
  }

  /** The cache-control value for a path relative to the root, or {@code null}. */
  String cacheControlFor(String rel) {
    for (int i = 0; i < patterns.length; i++) {
      String p = patterns[i];
      boolean match;
      if (p.startsWith("*.")) {
        match = rel.endsWith(p.substring(1));
      } else if (p.endsWith("/*")) {
        match = rel.startsWith(p.substring(0, p.length() - 1));
      } else {
        match = rel.equals(p);
      }
      if (match) {
        return cacheValues[i];
      }
    }
    return null;
  }

  boolean precompressedOn() {
    return precompressed;
  }

  /** The regular file at a path relative to the root, {@link #SYMLINK_OUT}, or {@code null}. */
  StaticResource find(String rel) throws IOException {
    return root != null ? findFile(rel) : findResource(rel);
  }

  private StaticResource findFile(String rel) throws IOException {
    Path file = root.resolve(rel.substring(1));
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(file, BasicFileAttributes.class);
    } catch (NoSuchFileException e) {
      return null;
    } catch (IOException e) {
      return null;
    }
    if (!attrs.isRegularFile()) {
      return null;
    }
    long time = attrs.lastModifiedTime().toMillis();
    long length = attrs.size();
    StaticResource cached = cache.get(rel);
    if (cached != null && cached.lastModified == time && cached.length == length) {
      return cached;
    }
    // Checked when a file is first seen or changed: the real path must stay inside the root.
    if (!file.toRealPath().startsWith(realRoot)) {
      return SYMLINK_OUT;
    }
    String etag =
        time < BUILD_STAMP_LIMIT
            ? crcTag(file, length)
            : "\"" + Long.toHexString(time) + "-" + Long.toHexString(length) + "\"";
    return remember(
        rel,
        new StaticResource(
            rel,
            file.getFileName().toString(),
            length,
            time,
            etag,
            file,
            null,
            cacheControlFor(rel),
            precompressed));
  }

  /** A tag from the content, read once per (path, time, length): the cache holds it after. */
  private static String crcTag(Path file, long length) throws IOException {
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    try (java.io.InputStream in = Files.newInputStream(file)) {
      byte[] buf = new byte[16384];
      for (int n = in.read(buf); n > 0; n = in.read(buf)) {
        crc.update(buf, 0, n);
      }
    }
    return "\"" + Long.toHexString(crc.getValue()) + "-" + Long.toHexString(length) + "\"";
  }

  private StaticResource findResource(String rel) throws IOException {
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
      return new StaticResource(
          rel, name, attrs.size(), time, etag, file, null, cacheControlFor(rel), precompressed);
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
      return remember(
          rel,
          new StaticResource(
              rel,
              name,
              size,
              entry.getTime(),
              etag,
              null,
              url,
              cacheControlFor(rel),
              precompressed));
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
        var urls = loader.getResources(folder);
        boolean any = false;
        boolean allJars = true;
        while (urls.hasMoreElements()) {
          any = true;
          allJars &= urls.nextElement().getProtocol().equals("jar");
        }
        if (any && allJars && !folder.isEmpty()) {
          decided = FINAL;
        }
      } catch (IOException e) {
        // Undecidable: keep asking the class loader, as before.
      }
      missesFinal = decided;
    }
    return decided == FINAL;
  }

  private StaticResource remember(String rel, StaticResource resource) {
    if (cache.size() >= MAX_CACHED) {
      cache.clear();
    }
    cache.put(rel, resource);
    return resource;
  }

  @Override
  public String toString() {
    return "StaticFiles[" + (root != null ? root : "classpath:" + folder) + "]";
  }
}
