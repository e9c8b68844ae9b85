package dev.silk.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A static file as the metadata that answers most requests (length, time, tag, type), and the way
 * to open it, which only writing a body does. Immutable; cached by its {@link StaticSource} per
 * path while the file's time and length stay the same.
 */
final class StaticResource {
  final String rel;
  final String name;
  final long length;
  final long lastModified;
  final String etag;
  final String lastModifiedText;
  final String contentType;
  private final Path file; // a file on disk, or null for a jar entry
  private final java.net.URL url;
  // Prepared once per file version, so a 200 or a 304 is one small object per request.
  final ResponseHeaders okHeaders;
  final ResponseHeaders notModifiedHeaders;
  final Body.Stream body;

  StaticResource(
      String rel,
      String name,
      long length,
      long lastModified,
      String etag,
      Path file,
      java.net.URL url,
      String cacheControl,
      boolean varies) {
    this.rel = rel;
    this.name = name;
    this.length = length;
    this.lastModified = lastModified;
    this.etag = etag;
    this.lastModifiedText = lastModified > 0 ? HttpDates.format(lastModified) : null;
    this.contentType = ContentTypes.of(name);
    this.file = file;
    this.url = url;
    ResponseHeaders validators = ResponseHeaders.NONE.with("ETag", etag);
    if (lastModifiedText != null) {
      validators = validators.with("Last-Modified", lastModifiedText);
    }
    if (cacheControl != null) {
      validators = validators.with("Cache-Control", cacheControl);
    }
    this.notModifiedHeaders = validators;
    ResponseHeaders ok =
        validators.with("Content-Type", contentType).with("Accept-Ranges", "bytes");
    this.okHeaders = varies ? ok.with("Vary", "Accept-Encoding") : ok;
    this.body = new Body.Stream(this::writeAll, length);
  }

  /** Writes the whole file. */
  void writeAll(OutputStream out) throws IOException {
    try (InputStream in = open()) {
      in.transferTo(out);
    }
  }

  /** Writes {@code count} bytes from {@code start}. */
  void writeRange(OutputStream out, long start, long count) throws IOException {
    if (file != null) {
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
        var target = Channels.newChannel(out);
        long done = 0;
        while (done < count) {
          long n = ch.transferTo(start + done, count - done, target);
          if (n <= 0) {
            break;
          }
          done += n;
        }
      }
      return;
    }
    try (InputStream in = open()) {
      in.skipNBytes(start);
      byte[] buf = new byte[(int) Math.min(16384, Math.max(count, 1))];
      long left = count;
      while (left > 0) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, left));
        if (n < 0) {
          break;
        }
        out.write(buf, 0, n);
        left -= n;
      }
    }
  }

  private InputStream open() throws IOException {
    return file != null ? Files.newInputStream(file) : url.openStream();
  }
}
