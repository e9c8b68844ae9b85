package dev.silk.web;

import java.io.IOException;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where {@link StaticFiles} finds its files: a {@link DirectorySource} on disk or a {@link
 * ClasspathSource} folder (in jars, too). Each keeps its own cache of what it found, under the path
 * relative to its root ({@code /css/app.css}), and builds every {@link StaticResource} with the
 * {@link StaticRules} of the filter it belongs to.
 */
abstract sealed class StaticSource permits DirectorySource, ClasspathSource {
  private static final int MAX_CACHED = 10_000;

  /** A marker: the path exists but leads out of the root through a symbolic link. */
  static final StaticResource SYMLINK_OUT =
      new StaticResource("", "", 0, 0, "\"\"", null, null, null, false);

  final StaticRules rules;
  final ConcurrentHashMap<String, StaticResource> cache = new ConcurrentHashMap<>();

  StaticSource(StaticRules rules) {
    this.rules = rules;
  }

  /** The same files under other rules, with a cache of its own. */
  abstract StaticSource with(StaticRules newRules);

  /** The regular file at a path relative to the root, {@link #SYMLINK_OUT}, or {@code null}. */
  abstract StaticResource find(String rel) throws IOException;

  /**
   * Whether a file could lie under {@code top}, the first segment of a path below the root: false
   * only when the source knows for good that nothing does, so that a route's path such as {@code
   * /text} skips the look-up (D365). A directory can gain files at any time, so by default: true.
   */
  boolean mayHold(String top) {
    return true;
  }

  /**
   * Whether neither {@code rel} nor its {@code index.html} is there, as an earlier request found
   * and {@link #bothMissing} remembered: then the path is a route's, and nothing is looked up.
   */
  boolean knownMissing(String rel) {
    return false;
  }

  /** Tells the source that neither {@code rel} nor its {@code index.html} was found just now. */
  void bothMissing(String rel) {}

  StaticResource remember(String rel, StaticResource resource) {
    if (cache.size() >= MAX_CACHED) {
      cache.clear();
    }
    cache.put(rel, resource);
    return resource;
  }
}
