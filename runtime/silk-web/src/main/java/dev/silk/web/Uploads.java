package dev.silk.web;

import java.nio.file.Path;

/**
 * Limits and storage for multipart uploads, prepared once and passed to {@link
 * WebRequest#form(Uploads)} by the routes that take files.
 *
 * <p>A file larger than {@code maxFileSize}, or a request body larger than {@code maxRequestSize},
 * is refused with 413 as soon as the limit is passed, mid-stream, and the files written so far are
 * deleted. Files go to temporary files in {@link #directory(Path)} (the JDK's temporary directory
 * by default) and are deleted once the response has been written; keep one with {@link
 * UploadedFile#moveTo}.
 *
 * <pre>{@code
 * static final Uploads AVATARS = Uploads.limits(2 * 1024 * 1024, 3 * 1024 * 1024);
 * app.post("/avatar", req -> {
 *   UploadedFile file = req.form(AVATARS).file("avatar");
 *   file.moveTo(avatars.resolve(userId + ".png"));
 *   return WebResponse.redirect("/profile", 303);
 * });
 * }</pre>
 */
public final class Uploads {
  /** The largest non-file field kept in memory. */
  static final int MAX_FIELD_SIZE = 1024 * 1024;

  private final long maxFileSize;
  private final long maxRequestSize;
  private final Path directory;

  private Uploads(long maxFileSize, long maxRequestSize, Path directory) {
    if (maxFileSize < 0 || maxRequestSize < 0) {
      throw new IllegalArgumentException("upload limits must not be negative");
    }
    this.maxFileSize = maxFileSize;
    this.maxRequestSize = maxRequestSize;
    this.directory = directory;
  }

  /** Limits per file and for the whole request body, in bytes. */
  public static Uploads limits(long maxFileSize, long maxRequestSize) {
    return new Uploads(maxFileSize, maxRequestSize, null);
  }

  /** The same limits, with temporary files written to {@code dir}. */
  public Uploads directory(Path dir) {
    return new Uploads(maxFileSize, maxRequestSize, dir);
  }

  /** The largest file, in bytes. */
  public long maxFileSize() {
    return maxFileSize;
  }

  /** The largest request body, in bytes. */
  public long maxRequestSize() {
    return maxRequestSize;
  }

  /** Where temporary files go, or {@code null} for the JDK's temporary directory. */
  public Path directory() {
    return directory;
  }
}
