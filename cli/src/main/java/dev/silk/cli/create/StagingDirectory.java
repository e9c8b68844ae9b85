package dev.silk.cli.create;

import dev.silk.cli.project.FileTrees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A hidden folder beside the target that a project is written into and then moved into place in one
 * step, so a failure or Ctrl-C never leaves half a project: until {@link #moveTo} succeeds, a
 * shutdown hook (Ctrl-C, SIGTERM) or {@link #close} deletes it.
 *
 * <p>Writes and the hook share one lock: the hook waits for the file being written, then marks the
 * folder aborted so no further write happens, then deletes it.
 *
 * <pre>{@code
 * try (StagingDirectory staging = StagingDirectory.beside(target)) {
 *   staging.write("pom.xml", bytes);
 *   staging.moveTo(target);
 * }
 * }</pre>
 */
public final class StagingDirectory implements AutoCloseable {
  private final Path path;
  private final Object lock = new Object();
  private final Thread hook;
  private boolean moved;
  private boolean aborted;

  private StagingDirectory(Path path) {
    this.path = path;
    this.hook = new Thread(this::abort, "silk-new-cleanup");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * Creates the hidden folder in the target's parent (same file system, so the move is a rename).
   */
  public static StagingDirectory beside(Path target) throws IOException {
    Path parent = target.toAbsolutePath().normalize().getParent();
    Path staging = Files.createTempDirectory(parent, "." + target.getFileName() + ".silk-new-");
    return new StagingDirectory(staging);
  }

  /** The folder itself, for tools that write into it (git). */
  public Path path() {
    return path;
  }

  /** Writes one file, creating its folders; fails if the run was interrupted. */
  public void write(String relativePath, byte[] content) throws IOException {
    synchronized (lock) {
      checkNotAborted();
      Path file = path.resolve(relativePath).normalize();
      if (!file.startsWith(path)) {
        throw new IOException("template path escapes the project: " + relativePath);
      }
      Files.createDirectories(file.getParent());
      Files.write(file, content);
    }
  }

  /** Runs a step that writes into the folder, under the same guard as {@link #write}. */
  public void guard(IoStep step) throws IOException {
    synchronized (lock) {
      checkNotAborted();
      step.run(path);
    }
  }

  /** A step writing into the staging folder. */
  @FunctionalInterface
  public interface IoStep {
    /** Does the work in {@code folder}. */
    void run(Path folder) throws IOException;
  }

  /**
   * Moves the folder to {@code target} (atomically when the file system can), replacing it only if
   * it is an empty folder.
   */
  public void moveTo(Path target) throws IOException {
    synchronized (lock) {
      checkNotAborted();
      if (Files.isDirectory(target)) {
        Files.delete(target); // fails unless empty: the caller checked, this is the last guard
      }
      try {
        Files.move(path, target, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(path, target);
      }
      moved = true;
    }
    removeHook();
  }

  /** Deletes the folder unless it was moved into place. */
  @Override
  public void close() {
    abort();
    removeHook();
  }

  private void abort() {
    synchronized (lock) {
      if (moved || aborted) {
        return;
      }
      aborted = true;
      try {
        FileTrees.delete(path);
      } catch (IOException e) {
        throw new UncheckedIOException("could not remove " + path, e);
      }
    }
  }

  private void checkNotAborted() throws IOException {
    if (aborted) {
      throw new IOException("interrupted; " + path + " was removed");
    }
  }

  private void removeHook() {
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException shuttingDown) {
      // the hook is running or about to; it sees `moved` and leaves the project alone
    }
  }
}
