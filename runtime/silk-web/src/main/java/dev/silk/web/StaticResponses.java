package dev.silk.web;

import java.io.IOException;

/**
 * Turns a found {@link StaticResource} into a response: 304 when the client's copy is current, 206
 * or 416 for a byte range, a precompressed sibling when one fits, otherwise the whole file.
 */
final class StaticResponses {
  private StaticResponses() {}

  static WebResponse answer(WebRequest request, StaticResource file, StaticSource files)
      throws IOException {
    if (notModified(request, file)) {
      return WebResponse.of(304, file.notModifiedHeaders, Body.Empty.INSTANCE);
    }
    String range = request.header("Range");
    if (range != null && ifRangeHolds(request.header("If-Range"), file)) {
      long[] span = ByteRange.parse(range, file.length);
      if (span == ByteRange.UNSATISFIABLE) {
        return WebResponse.status(416)
            .withHeader("Content-Range", "bytes */" + file.length)
            .withHeader("Accept-Ranges", "bytes");
      }
      if (span != null) {
        long start = span[0];
        long count = span[1] - span[0] + 1;
        return WebResponse.of(
            206,
            file.okHeaders.with(
                "Content-Range", "bytes " + span[0] + "-" + span[1] + "/" + file.length),
            new Body.Stream(out -> file.writeRange(out, start, count), count));
      }
    }
    if (files.rules.precompressed()) {
      String accept = request.header("Accept-Encoding");
      if (accept != null) {
        StaticResource br = Vary.contains(accept, "br") ? sibling(files, file, ".br") : null;
        if (br != null) {
          return encoded(file, br, "br");
        }
        StaticResource gz = GzipFilter.acceptsGzip(accept) ? sibling(files, file, ".gz") : null;
        if (gz != null) {
          return encoded(file, gz, "gz");
        }
      }
    }
    return WebResponse.of(200, file.okHeaders, file.body);
  }

  private static WebResponse encoded(StaticResource file, StaticResource sibling, String suffix) {
    String tag = file.etag.substring(0, file.etag.length() - 1) + "-" + suffix + "\"";
    ResponseHeaders h =
        file.okHeaders
            .with("Content-Encoding", suffix.equals("gz") ? "gzip" : suffix)
            .with("ETag", tag)
            .without("Accept-Ranges");
    return WebResponse.of(200, h, sibling.body);
  }

  private static StaticResource sibling(StaticSource files, StaticResource file, String ext)
      throws IOException {
    StaticResource s = files.find(file.rel + ext);
    return s == StaticSource.SYMLINK_OUT ? null : s;
  }

  /** {@code If-None-Match} decides when present; otherwise {@code If-Modified-Since}. */
  static boolean notModified(WebRequest request, StaticResource file) {
    String match = request.header("If-None-Match");
    if (match != null) {
      return etagListMatches(match, file.etag);
    }
    String since = request.header("If-Modified-Since");
    if (since != null && file.lastModified > 0) {
      long t = HttpDates.parse(since);
      return t >= 0 && file.lastModified / 1000 <= t / 1000;
    }
    return false;
  }

  /**
   * Weak comparison, as {@code If-None-Match} asks; a tag with an encoding suffix ({@code -gz},
   * {@code -br}) matches the file's own tag, since it names the same file.
   */
  private static boolean etagListMatches(String list, String etag) {
    if (list.trim().equals("*")) {
      return true;
    }
    for (String part : list.split(",")) {
      String t = part.trim();
      if (t.startsWith("W/")) {
        t = t.substring(2);
      }
      if (t.endsWith("-gz\"") || t.endsWith("-br\"")) {
        t = t.substring(0, t.length() - 4) + "\"";
      }
      if (t.equals(etag)) {
        return true;
      }
    }
    return false;
  }

  /** A range applies unless {@code If-Range} names another version of the file. */
  private static boolean ifRangeHolds(String ifRange, StaticResource file) {
    if (ifRange == null) {
      return true;
    }
    String v = ifRange.trim();
    if (v.startsWith("\"")) {
      return v.equals(file.etag); // strong comparison
    }
    long t = HttpDates.parse(v);
    return t >= 0 && file.lastModified > 0 && file.lastModified / 1000 == t / 1000;
  }
}
