package dev.silk.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
 * <p>The files come from a {@link DirectorySource} or a {@link ClasspathSource}; this filter
 * matches the prefix, checks the path and answers from what the source finds.
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
  private final StaticSource source;
  private final String[] prefix;

  private StaticFiles(StaticSource source, String[] prefix) {
    this.source = source;
    this.prefix = prefix;
  }

  /** Files under a directory on disk. */
  public static StaticFiles directory(Path root) {
    if (!Files.isDirectory(root)) {
      throw new IllegalArgumentException("not a directory: " + root);
    }
    return new StaticFiles(
        new DirectorySource(root.toAbsolutePath(), StaticRules.NONE), PathSegments.ROOT);
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
        new ClasspathSource(f.isEmpty() ? "" : f + "/", loader, StaticRules.NONE),
        PathSegments.ROOT);
  }

  /** Serves the files under a URL prefix such as {@code /static} (default {@code /}). */
  public StaticFiles at(String urlPrefix) {
    return new StaticFiles(source.with(source.rules), PathSegments.pattern(urlPrefix));
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
    return new StaticFiles(source.with(source.rules.withCacheControl(pattern, value)), prefix);
  }

  /**
   * Serves {@code name.br} or {@code name.gz} next to a file, when present and accepted, with
   * {@code Content-Encoding}. Off by default (each request then looks for the siblings).
   */
  public StaticFiles precompressed() {
    return new StaticFiles(source.with(source.rules.withPrecompressed()), prefix);
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
    if (prefix.length < segments.length && !source.mayHold(segments[prefix.length])) {
      // Nothing under this first segment (a route's path): no look-up, no cache entry. A segment
      // that could never name a file still answers 404, as the look-up's path would.
      return allSafe(segments) ? null : WebResponse.notFound();
    }
    String rel = relativePath(segments);
    if (rel == null) {
      return WebResponse.notFound();
    }
    StaticResource file = source.find(rel);
    boolean index = false;
    if (file == null) {
      if (source.knownMissing(rel)) {
        // A route's path, remembered: neither the file nor its index.html is there.
        return null;
      }
      file = source.find(rel.equals("/") ? "/index.html" : rel + "/index.html");
      if (file == null) {
        source.bothMissing(rel);
        return null;
      }
      index = true;
    }
    if (file == StaticSource.SYMLINK_OUT) {
      return WebResponse.notFound();
    }
    String raw = request.path();
    if (index && !raw.endsWith("/")) {
      // Relative links in the index page resolve against the folder only with a trailing slash.
      String query = request.queryString();
      return WebResponse.redirect(raw + "/" + (query == null ? "" : "?" + query), 301);
    }
    return StaticResponses.answer(request, file, source);
  }

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

  private boolean allSafe(String[] segments) {
    for (int i = prefix.length; i < segments.length; i++) {
      if (!safe(segments[i])) {
        return false;
      }
    }
    return true;
  }

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

  @Override
  public String toString() {
    return "StaticFiles[" + source + "]";
  }
}
