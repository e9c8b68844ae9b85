package dev.silk.web;

import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link StaticFiles} adds to every file it serves: {@code Cache-Control} values per path
 * pattern (the first match wins) and whether precompressed siblings may be sent (so responses vary
 * by {@code Accept-Encoding}). Fixed at configuration time; each source builds its resources with
 * it.
 */
record StaticRules(List<String> patterns, List<String> values, boolean precompressed) {
  static final StaticRules NONE = new StaticRules(List.of(), List.of(), false);

  StaticRules withCacheControl(String pattern, String value) {
    List<String> p = new ArrayList<>(patterns);
    List<String> v = new ArrayList<>(values);
    p.add(pattern);
    v.add(value);
    return new StaticRules(List.copyOf(p), List.copyOf(v), precompressed);
  }

  StaticRules withPrecompressed() {
    return new StaticRules(patterns, values, true);
  }

  /** The cache-control value for a path relative to the root, or {@code null}. */
  String cacheControlFor(String rel) {
    for (int i = 0; i < patterns.size(); i++) {
      String p = patterns.get(i);
      boolean match;
      if (p.startsWith("*.")) {
        match = rel.endsWith(p.substring(1));
      } else if (p.endsWith("/*")) {
        match = rel.startsWith(p.substring(0, p.length() - 1));
      } else {
        match = rel.equals(p);
      }
      if (match) {
        return values.get(i);
      }
    }
    return null;
  }

  /** A file's resource under these rules: a file on disk, or a class path entry by its URL. */
  StaticResource resource(
      String rel, String name, long length, long time, String etag, Path file, URL url) {
    return new StaticResource(
        rel, name, length, time, etag, file, url, cacheControlFor(rel), precompressed);
  }
}
