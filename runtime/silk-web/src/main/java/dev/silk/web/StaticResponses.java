package dev.silk.web;

import java.io.IOException;

/**
 * Turns a found {@link StaticResource} into a response: 304 when the client's copy is current, 206
 * or 416 for a byte range, a precompressed sibling when one fits, otherwise the whole file.
 */
final class StaticResponses {
  private StaticResponses() {}

  static WebResponse answer(WebRequest request, StaticResource file, String rel, StaticFiles files)
      throws IOException {
    String cacheControl = files.cacheControlFor(rel);
    if (notModified(request, file)) {
      WebResponse r = WebResponse.status(304).withHeader("ETag", file.etag);
      if (file.lastModifiedText != null) {
        r = r.withHeader("Last-Modified", file.lastModifiedText);
      }
      return cacheControl == null ? r : r.withHeader("Cache-Control", cacheControl);
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
        WebResponse r =
            WebResponse.stream(file.contentType, count, out -> file.writeRange(out, start, count))
                .withStatus(206)
                .withHeader(
                    "Content-Range", "bytes " + span[0] + "-" + span[1] + "/" + file.length);
        return headers(r, file, cacheControl);
      }
    }
    StaticResource body = file;
    String encoding = null;
    if (files.precompressedOn()) {
      String accept = request.header("Accept-Encoding");
      if (accept != null) {
        if (Vary.contains(accept, "br")) {
          body = sibling(files, rel + ".br");
          encoding = "br";
        }
        if (body == null || body == file) {
          body = GzipFilter.acceptsGzip(accept) ? sibling(files, rel + ".gz") : null;
          encoding = "gzip";
        }
        if (body == null) {
          body = file;
          encoding = null;
        }
      }
    }
    StaticResource send = body;
    WebResponse r =
        WebResponse.stream(file.contentType, send.length, send::writeAll)
            .withHeader("Accept-Ranges", "bytes");
    r = headers(r, file, cacheControl);
    if (files.precompressedOn()) {
      r = Vary.add(r, "Accept-Encoding");
    }
    if (encoding != null) {
      r =
          r.withHeader("Content-Encoding", encoding)
              .withHeader(
                  "ETag",
                  file.etag.substring(0, file.etag.length() - 1) + "-" + suffix(encoding) + "\"")
              .withoutHeader("Accept-Ranges");
    }
    return r;
  }

  private static String suffix(String encoding) {
    return encoding.equals("gzip") ? "gz" : encoding;
  }

  private static StaticResource sibling(StaticFiles files, String rel) throws IOException {
    StaticResource s = files.find(rel);
    return s == StaticFiles.SYMLINK_OUT ? null : s;
  }

  private static WebResponse headers(WebResponse r, StaticResource file, String cacheControl) {
    r = r.withHeader("ETag", file.etag);
    if (file.lastModifiedText != null) {
      r = r.withHeader("Last-Modified", file.lastModifiedText);
    }
    return cacheControl == null ? r : r.withHeader("Cache-Control", cacheControl);
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
