package dev.silk.cli.create;

import dev.silk.cli.project.FileTrees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.List;
import java.util.stream.Stream;

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
  // Set by the shutdown hook before it waits for the lock: a step that ends because the same
  // Ctrl-C killed its child (git) must not be followed by the move (D212).
  private volatile boolean interrupted;

  private StagingDirectory(Path path) {
    this.path = path;
    this.hook =
        new Thread(
            () -> {
              interrupted = true;
              abort();
            },
            "silk-new-cleanup");
    Runtime.getRuntime().addShutdownHook(hook);
  }

  /**
   * Creates the hidden folder in the target's parent (same file system, so the move is a rename).
   * It is made like any folder, with the permissions the user's umask gives (a temporary folder of
   * the JDK's is private to the user, and the project would keep that mode).
   */
  public static StagingDirectory beside(Path target) throws IOException {
    Path parent = target.toAbsolutePath().normalize().getParent();
    String prefix = "." + target.getFileName() + ".silk-new-";
    for (int attempt = 0; ; attempt++) {
      Path staging = parent.resolve(prefix + Long.toUnsignedString(RANDOM.nextLong(), 36));
      try {
        return new StagingDirectory(Files.createDirectory(staging));
      } catch (FileAlreadyExistsException e) {
        if (attempt == 100) {
          throw e;
        }
      }
    }
  }

  private static final SecureRandom RANDOM = new SecureRandom();

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
   * Moves the project to {@code target}: the folder itself (atomically when the file system can)
   * when there is none, or its entries into an existing empty folder, which stays the same folder
   * (a shell inside it stays where it is). A Ctrl-C meanwhile waits for the moves, a handful of
   * renames, so the project arrives whole or not at all.
   */
  public void moveTo(Path target) throws IOException {
    synchronized (lock) {
      checkNotAborted();
      if (Files.isDirectory(target)) {
        moveEntriesInto(target);
      } else {
        try {
          Files.move(path, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(path, target);
        }
      }
      moved = true;
    }
    removeHook();
  }

  private void moveEntriesInto(Path target) throws IOException {
    try (Stream<Path> existing = Files.list(target)) {
      if (existing.findAny().isPresent()) {
        // the caller checked; this is the last guard
        throw new IOException(target + " is no longer empty");
      }
    }
    List<Path> entries;
    try (Stream<Path> list = Files.list(path)) {
      entries = list.toList();
    }
    for (Path entry : entries) {
      Files.move(entry, target.resolve(entry.getFileName()));
    }
    Files.delete(path);
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
    if (aborted || interrupted) {
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
