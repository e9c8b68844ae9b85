package dev.silk.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file from a multipart form, held in a temporary file that is deleted after the response is
 * written unless {@link #moveTo} kept it.
 *
 * <p>The file name and content type are what the client claimed: never use the name as a path.
 *
 * <pre>{@code
 * UploadedFile photo = req.form(PHOTOS).file("photo");
 * if (photo == null || photo.size() == 0) throw new HttpException(400, "choose a photo");
 * photo.moveTo(storage.resolve(UUID.randomUUID() + ".jpg"));
 * }</pre>
 */
public final class UploadedFile {
  private final String field;
  private final String fileName;
  private final String contentType;
  private final long size;
  private Path path;

  UploadedFile(String field, String fileName, String contentType, long size, Path path) {
    this.field = field;
    this.fileName = fileName;
    this.contentType = contentType;
    this.size = size;
    this.path = path;
  }

  /** The form field's name. */
  public String field() {
    return field;
  }

  /** The file name the client sent (may be empty; untrusted). */
  public String fileName() {
    return fileName;
  }

  /** The content type the client sent, {@code application/octet-stream} if none (untrusted). */
  public String contentType() {
    return contentType;
  }

  /** The size in bytes. */
  public long size() {
    return size;
  }

  /** Reads the file. */
  public InputStream open() throws IOException {
    return Files.newInputStream(current());
  }

  /** The whole file in memory; mind its size. */
  public byte[] bytes() throws IOException {
    return Files.readAllBytes(current());
  }

  /** Moves the file to {@code target} (replacing it), so it outlives the request. */
  public void moveTo(Path target) throws IOException {
    Path from = current();
    Files.move(from, target, StandardCopyOption.REPLACE_EXISTING);
    path = null;
  }

  private Path current() {
    if (path == null) {
      throw new IllegalStateException("the upload " + field + " was moved or deleted");
    }
    return path;
  }

  /** Deletes the temporary file if it is still there. */
  void delete() {
    Path p = path;
    path = null;
    if (p != null) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        System.getLogger("dev.silk.web")
            .log(System.Logger.Level.WARNING, "could not delete the upload " + p, e);
      }
    }
  }

  @Override
  public String toString() {
    return "UploadedFile[" + field + ", " + fileName + ", " + size + " bytes]";
  }
}
