package dev.silk.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.zip.CRC32;

/**
 * Static files under a directory on disk. A file is looked at on every request (its attributes
 * only) and its cached resource kept while its time and length stay the same; a file seen for the
 * first time or changed must really lie inside the root, so a symbolic link out of it answers 404.
 */
final class DirectorySource extends StaticSource {
  /**
   * Files older than 1980-01-02 carry a build stamp, not an edit time (Nix's 1 s, zip's 1980, a
   * reproducible build's epoch): two versions can share time and length, so their tag is a CRC.
   */
  static final long BUILD_STAMP_LIMIT = 315_619_200_000L;

  private final Path root;
  private final Path realRoot;

  DirectorySource(Path root, StaticRules rules) {
    super(rules);
    this.root = root;
    try {
      this.realRoot = root.toRealPath();
    } catch (IOException e) {
      throw new UncheckedIOException("the static file root " + root + " is not readable", e);
    }
  }

  @Override
  DirectorySource with(StaticRules newRules) {
    return new DirectorySource(root, newRules);
  }

  @Override
  StaticResource find(String rel) throws IOException {
    Path file = root.resolve(rel.substring(1));
    BasicFileAttributes attrs;
    try {
      attrs = Files.readAttributes(file, BasicFileAttributes.class);
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
        rel, rules.resource(rel, file.getFileName().toString(), length, time, etag, file, null));
  }

  /** A tag from the content, read once per (path, time, length): the cache holds it after. */
  private static String crcTag(Path file, long length) throws IOException {
    CRC32 crc = new CRC32();
    try (InputStream in = Files.newInputStream(file)) {
      byte[] buf = new byte[16384];
      for (int n = in.read(buf); n > 0; n = in.read(buf)) {
        crc.update(buf, 0, n);
      }
    }
    return "\"" + Long.toHexString(crc.getValue()) + "-" + Long.toHexString(length) + "\"";
  }

  @Override
  public String toString() {
    return root.toString();
  }
}
