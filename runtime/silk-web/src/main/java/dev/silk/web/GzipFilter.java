package dev.silk.web;

import dev.silk.json.JsonOutput;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * Compresses responses with gzip for clients that accept it. Off until registered, as the last
 * after-filter (so it sees the final body):
 *
 * <pre>{@code
 * app.after(GzipFilter.create());                  // bodies of 1024 bytes and more
 * app.after(GzipFilter.create().threshold(4096));
 * }</pre>
 *
 * <p>Only text-like content types are compressed (text, JSON, NDJSON, JavaScript, XML, SVG), and
 * only bodies of at least the threshold: the text length decides where UTF-8 bounds settle it,
 * without encoding. An in-memory body is sent compressed only if that is smaller; it is compressed
 * with a pooled {@link java.util.zip.Deflater} into an array no longer than the original, so a body
 * that would not shrink costs no extra memory. A streamed body is compressed as it is written, with
 * sync flush so each flush still reaches the client; {@code HEAD} never runs its writer. Every
 * response the filter could have compressed says {@code Vary: Accept-Encoding}. Responses with a
 * {@code Content-Encoding} or a {@code Content-Range}, and server-sent events, pass through.
 */
public final class GzipFilter implements AfterFilter {
  private final int threshold;
  private final int level;
  private final DeflaterPool pool;

  private GzipFilter(int threshold, int level) {
    if (threshold < 0 || level < 1 || level > 9) {
      throw new IllegalArgumentException("threshold >= 0 and level 1..9 are required");
    }
    this.threshold = threshold;
    this.level = level;
    this.pool = new DeflaterPool(level);
  }

  /** Compresses bodies of 1024 bytes and more at level 6. */
  public static GzipFilter create() {
    return new GzipFilter(1024, 6);
  }

  /** The smallest body, in bytes, worth compressing. */
  public GzipFilter threshold(int bytes) {
    return new GzipFilter(bytes, level);
  }

  /** The deflate level, 1 (fastest) to 9 (smallest). */
  public GzipFilter level(int newLevel) {
    return new GzipFilter(threshold, newLevel);
  }

  @Override
  public WebResponse after(WebRequest request, WebResponse response) {
    int status = response.status();
    if (status < 200
        || status == 204
        || status == 304
        || response.header("Content-Encoding") != null
        || response.header("Content-Range") != null
        || !compressible(response.header("Content-Type"))) {
      return response;
    }
    Body body = response.body();
    byte[] bytes = null;
    switch (body.kind()) {
      case TEXT:
        String text = ((Body.Text) body).text();
        if (text.length() * 3L < threshold) {
          return response; // even all three-byte characters stay under the threshold
        }
        if (text.length() < threshold) {
          bytes = text.getBytes(StandardCharsets.UTF_8);
          if (bytes.length < threshold) {
            return response;
          }
        }
        break;
      case BYTES:
        if (((Body.Bytes) body).bytes().length < threshold) {
          return response;
        }
        break;
      case STREAM:
        long length = ((Body.Stream) body).length();
        if (length >= 0 && length < threshold) {
          return response;
        }
        break;
      case JSON:
        // The length is known only once written: such a response always varies, and the
        // document is written here only for clients that take gzip.
        break;
      default:
        return response; // empty bodies, server-sent events
    }
    WebResponse varied = Vary.add(response, "Accept-Encoding");
    if (!acceptsGzip(request.header("Accept-Encoding"))) {
      return varied;
    }
    if (body.kind() == Body.Kind.STREAM) {
      StreamWriter writer = ((Body.Stream) body).writer();
      return encoded(varied, new Body.Stream(out -> gzipStream(writer, out), -1));
    }
    int length;
    if (body.kind() == Body.Kind.JSON) {
      JsonOutput json = new JsonOutput(4096);
      ((Body.Json<?>) body).writeTo(json);
      bytes = json.buffer();
      length = json.size();
      if (length < threshold) {
        return varied.withBody(new Body.Bytes(Arrays.copyOf(bytes, length)), null);
      }
    } else {
      if (bytes == null) {
        bytes =
            body.kind() == Body.Kind.TEXT
                ? ((Body.Text) body).text().getBytes(StandardCharsets.UTF_8)
                : ((Body.Bytes) body).bytes();
      }
      length = bytes.length;
    }
    byte[] gz = pool.gzip(bytes, length);
    if (gz == null) {
      return body.kind() == Body.Kind.JSON
          ? varied.withBody(new Body.Bytes(Arrays.copyOf(bytes, length)), null)
          : varied;
    }
    return encoded(varied, new Body.Bytes(gz));
  }

  private static WebResponse encoded(WebResponse response, Body body) {
    WebResponse r = response.withBody(body, null).withHeader("Content-Encoding", "gzip");
    String etag = r.header("ETag");
    if (etag != null && etag.endsWith("\"")) {
      // Another representation needs another tag, or a cache could serve gzip to a plain client.
      r = r.withHeader("ETag", etag.substring(0, etag.length() - 1) + "-gz\"");
    }
    return r.withoutHeader("Accept-Ranges");
  }

  private void gzipStream(StreamWriter writer, OutputStream out) throws IOException {
    // A long-lived stream keeps its own deflater; pooled ones are for quick in-memory bodies.
    SyncGzip gz = new SyncGzip(out, level);
    try {
      writer.writeTo(gz);
      gz.finish();
    } finally {
      gz.release();
    }
  }

  /** gzip that flushes what it has on every {@code flush()}, and frees its deflater when told. */
  private static final class SyncGzip extends GZIPOutputStream {
    SyncGzip(OutputStream out, int level) throws IOException {
      super(out, 8192, true);
      def.setLevel(level);
    }

    void release() {
      def.end();
    }
  }

  static boolean compressible(String contentType) {
    if (contentType == null) {
      return false;
    }
    String t = contentType.toLowerCase(Locale.ROOT);
    int semi = t.indexOf(';');
    if (semi >= 0) {
      t = t.substring(0, semi).trim();
    }
    return (t.startsWith("text/") && !t.equals("text/event-stream"))
        || t.equals("application/json")
        || t.equals("application/x-ndjson")
        || t.equals("application/javascript")
        || t.equals("application/xml")
        || t.equals("image/svg+xml")
        || t.endsWith("+json")
        || t.endsWith("+xml");
  }

  /**
   * Whether {@code Accept-Encoding} allows gzip: listed (or {@code *}) with a non-zero q. Scanned
   * in place, since every response of a gzip app asks.
   */
  static boolean acceptsGzip(String header) {
    if (header == null) {
      return false;
    }
    boolean star = false;
    int n = header.length();
    int i = 0;
    while (i < n) {
      int end = header.indexOf(',', i);
      if (end < 0) {
        end = n;
      }
      int semi = header.indexOf(';', i);
      int tokenEnd = semi >= 0 && semi < end ? semi : end;
      String coding = header.substring(i, tokenEnd).trim();
      boolean zero = tokenEnd < end && zeroQuality(header.substring(tokenEnd + 1, end));
      if (coding.equalsIgnoreCase("gzip") || coding.equalsIgnoreCase("x-gzip")) {
        return !zero;
      }
      if (coding.equals("*")) {
        star = !zero;
      }
      i = end + 1;
    }
    return star;
  }

  /** Whether parameters such as {@code q=0} or {@code q=0.000} refuse a coding. */
  private static boolean zeroQuality(String params) {
    String p = params.trim();
    if (p.length() < 3 || (p.charAt(0) != 'q' && p.charAt(0) != 'Q')) {
      return false;
    }
    String v = p.substring(p.indexOf('=') + 1).trim();
    if (v.isEmpty() || v.charAt(0) != '0') {
      return false;
    }
    for (int k = 1; k < v.length(); k++) {
      char c = v.charAt(k);
      if (c != '.' && c != '0') {
        return false;
      }
    }
    return true;
  }
}
