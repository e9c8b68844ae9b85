package dev.silk.web;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads a {@code multipart/form-data} body as it arrives, through one 16 KB buffer: fields into
 * memory, files straight to temporary files.
 *
 * <p>Limits are checked while reading, so a body over the limit is refused (413) once the limit is
 * passed rather than after it was all received, and every file written so far is deleted before the
 * error leaves. The buffer starts with a CRLF of its own, so the first boundary is found like every
 * other one ({@code CRLF--boundary}).
 */
final class MultipartReader {
  private static final int BUFFER = 16 * 1024;

  private final InputStream in;
  private final byte[] delimiter;
  private final Uploads uploads;
  private final int maxParts;
  private final byte[] buf;
  private int pos;
  private int lim;
  private long total;

  private final List<String> names = new ArrayList<>();
  private final List<String> values = new ArrayList<>();
  private final List<UploadedFile> files = new ArrayList<>();
  private Path writing;

  /** Reads a body of at most {@code maxParts} fields and files: each file is a temporary file. */
  MultipartReader(InputStream in, String boundary, Uploads uploads, int maxParts) {
    this.in = in;
    this.delimiter = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    this.uploads = uploads;
    this.maxParts = maxParts;
    this.buf = new byte[BUFFER];
    buf[0] = '\r';
    buf[1] = '\n';
    lim = 2;
  }

  /** The {@code boundary} parameter of a multipart content type; 400 when missing or invalid. */
  static String boundary(String contentType) {
    String b = parameter(contentType, "boundary");
    if (b == null || b.isEmpty() || b.length() > 70) {
      throw new HttpException(400, "the multipart content type has no valid boundary");
    }
    return b;
  }

  Form read() throws IOException {
    boolean complete = false;
    try {
      copyPart(null, Long.MAX_VALUE); // the preamble
      while (true) {
        need(2);
        if (buf[pos] == '-' && buf[pos + 1] == '-') {
          break; // the closing delimiter; the epilogue is ignored
        }
        skipLineEnd();
        if (names.size() + files.size() >= maxParts) {
          throw new HttpException(
              400, "the form has more than the " + maxParts + " parts (fields and files) allowed");
        }
        String disposition = null;
        String type = null;
        for (String line = readLine(); !line.isEmpty(); line = readLine()) {
          int colon = line.indexOf(':');
          if (colon <= 0) {
            throw new HttpException(400, "a multipart part has a malformed header");
          }
          String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
          String value = line.substring(colon + 1).trim();
          if (name.equals("content-disposition")) {
            disposition = value;
          } else if (name.equals("content-type")) {
            type = value;
          }
        }
        String field = disposition == null ? null : parameter(disposition, "name");
        if (field == null) {
          throw new HttpException(400, "a multipart part has no form field name");
        }
        String fileName = parameter(disposition, "filename");
        if (fileName == null) {
          readField(field);
        } else {
          readFile(field, fileName, type == null ? "application/octet-stream" : type);
        }
      }
      complete = true;
      return new Form(names.toArray(new String[0]), values.toArray(new String[0]), files);
    } finally {
      if (!complete) {
        deleteAll();
      }
    }
  }

  private void readField(String field) throws IOException {
    ByteArrayOutputStream value = new ByteArrayOutputStream();
    long limit = Math.min(Uploads.MAX_FIELD_SIZE, uploads.maxRequestSize());
    copyPart(value, limit);
    names.add(field);
    values.add(value.toString(StandardCharsets.UTF_8));
  }

  private void readFile(String field, String fileName, String type) throws IOException {
    Path dir = uploads.directory();
    writing =
        dir == null
            ? Files.createTempFile("silk-upload-", ".tmp")
            : Files.createTempFile(dir, "silk-upload-", ".tmp");
    long size;
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(writing), 8192)) {
      size = copyPart(out, uploads.maxFileSize());
    }
    files.add(new UploadedFile(field, fileName, type, size, writing));
    writing = null;
  }

  /**
   * Copies the bytes up to the next delimiter to {@code sink} ({@code null} drops them) and moves
   * past the delimiter. Holds back the last {@code delimiter.length - 1} bytes of the buffer, which
   * may be the start of a delimiter cut by the read.
   */
  private long copyPart(OutputStream sink, long limit) throws IOException {
    long n = 0;
    while (true) {
      int at = indexOfDelimiter();
      int end = at >= 0 ? at : Math.max(pos, lim - (delimiter.length - 1));
      int len = end - pos;
      if (len > 0) {
        n += len;
        if (n > limit) {
          throw BodyReader.tooLarge(limit);
        }
        if (sink != null) {
          sink.write(buf, pos, len);
        }
        pos = end;
      }
      if (at >= 0) {
        pos = at + delimiter.length;
        return n;
      }
      if (!fill()) {
        throw new HttpException(400, "the multipart body ended inside a part");
      }
    }
  }

  private int indexOfDelimiter() {
    byte first = delimiter[0];
    int last = lim - delimiter.length;
    outer:
    for (int i = pos; i <= last; i++) {
      if (buf[i] != first) {
        continue;
      }
      for (int k = 1; k < delimiter.length; k++) {
        if (buf[i + k] != delimiter[k]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** A header line without its CRLF. */
  private String readLine() throws IOException {
    int from = pos;
    while (true) {
      for (int i = from; i + 1 < lim; i++) {
        if (buf[i] == '\r' && buf[i + 1] == '\n') {
          String line = new String(buf, pos, i - pos, StandardCharsets.UTF_8);
          pos = i + 2;
          return line;
        }
      }
      from = Math.max(pos, lim - 1);
      int before = pos;
      if (!fill()) {
        throw new HttpException(400, "the multipart body ended inside part headers");
      }
      from -= before - pos;
    }
  }

  /** After a delimiter: optional spaces and tabs, then CRLF. */
  private void skipLineEnd() throws IOException {
    while (true) {
      need(2);
      if (buf[pos] == ' ' || buf[pos] == '\t') {
        pos++;
      } else if (buf[pos] == '\r' && buf[pos + 1] == '\n') {
        pos += 2;
        return;
      } else {
        throw new HttpException(400, "a multipart boundary is not followed by a line end");
      }
    }
  }

  private void need(int n) throws IOException {
    while (lim - pos < n) {
      if (!fill()) {
        throw new HttpException(400, "the multipart body ended early");
      }
    }
  }

  /** Moves the unread bytes to the front and reads more; false at the end of the body. */
  private boolean fill() throws IOException {
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, lim - pos);
      lim -= pos;
      pos = 0;
    }
    if (lim == buf.length) {
      throw new HttpException(400, "a multipart header is larger than " + BUFFER + " bytes");
    }
    int n = in.read(buf, lim, buf.length - lim);
    if (n < 0) {
      return false;
    }
    total += n;
    if (total > uploads.maxRequestSize()) {
      throw BodyReader.tooLarge(uploads.maxRequestSize());
    }
    lim += n;
    return true;
  }

  private void deleteAll() {
    for (UploadedFile f : files) {
      f.delete();
    }
    if (writing != null) {
      try {
        Files.deleteIfExists(writing);
      } catch (IOException e) {
        System.getLogger("dev.silk.web")
            .log(System.Logger.Level.WARNING, "could not delete the upload " + writing, e);
      }
    }
  }

  /**
   * A parameter of a header value such as {@code form-data; name="a"; filename="b.txt"}, unquoted;
   * {@code null} when absent.
   */
  static String parameter(String header, String name) {
    int i = header.indexOf(';');
    while (i >= 0 && i < header.length()) {
      i++;
      while (i < header.length() && header.charAt(i) == ' ') {
        i++;
      }
      int eq = header.indexOf('=', i);
      if (eq < 0) {
        return null;
      }
      String key = header.substring(i, eq).trim();
      int v = eq + 1;
      String value;
      int next;
      if (v < header.length() && header.charAt(v) == '"') {
        StringBuilder b = new StringBuilder();
        int k = v + 1;
        while (k < header.length() && header.charAt(k) != '"') {
          char c = header.charAt(k);
          if (c == '\\' && k + 1 < header.length()) {
            c = header.charAt(++k);
          }
          b.append(c);
          k++;
        }
        value = b.toString();
        next = header.indexOf(';', k);
      } else {
        next = header.indexOf(';', v);
        value = header.substring(v, next < 0 ? header.length() : next).trim();
      }
      if (key.equalsIgnoreCase(name)) {
        return value;
      }
      i = next;
    }
    return null;
  }
}
