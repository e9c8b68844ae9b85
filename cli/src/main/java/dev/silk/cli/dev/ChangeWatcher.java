package dev.silk.cli.dev;

import io.methvin.watcher.DirectoryChangeEvent;
import io.methvin.watcher.DirectoryWatcher;
import io.methvin.watcher.hashing.FileHasher;
import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.helpers.NOPLogger;

/**
 * Watches a project's sources and pom, and reports each burst of changes once.
 *
 * <p>{@code src/main} (java, jte, resources) and {@code src/test} are watched recursively by
 * directory-watcher with modification-time hashing, so start-up reads no file contents; {@code
 * pom.xml} through a plain watch on the project folder, so {@code target/} churn is never seen.
 * Events are collected until the tree has been quiet for the debounce window: an editor's atomic
 * save, a formatter run or a {@code git checkout} arrive as one set. A burst of several files waits
 * at least {@link #SEVERAL_FILES_QUIET_MILLIS} for the rest, so the short window of a one-file save
 * (D262) never cuts a checkout in two once its second file is seen. Editors' scratch files are
 * dropped.
 *
 * <pre>{@code
 * try (ChangeWatcher w = ChangeWatcher.start(root, 50, (changes, began) -> reload(changes))) {...}
 * }</pre>
 */
public final class ChangeWatcher implements AutoCloseable {
  /** Receives each burst, with the {@link System#nanoTime()} of its first event. */
  public interface Listener {
    void changed(Set<Path> paths, long firstEventNanos);
  }

  /** The least a burst of two or more files waits for quiet, whatever the window (D262). */
  static final long SEVERAL_FILES_QUIET_MILLIS = 30;

  /**
   * How long after its first event a burst holding an empty file waits at most for that file to be
   * written (D348): a save that truncates, then writes ({@code Files.writeString}, many editors)
   * gives two events, and on a busy machine the quiet window can fall between them.
   */
  static final long EMPTIED_FILE_SETTLE_MILLIS = 150;

  private final Path root;
  private final long quietMillis;
  private final long severalFilesQuietMillis;
  private final Listener onChanges;
  private final ScheduledExecutorService debounce;
  // Each changed path, and whether its first event in this burst was its creation.
  private final Map<Path, Boolean> pending = new LinkedHashMap<>();
  private ScheduledFuture<?> flush;
  private long firstEventNanos;
  // The burst was held for an empty file that is written now: the write's own event is due.
  private boolean writeEventDue;
  private DirectoryWatcher sources;
  private java.util.concurrent.ExecutorService sourceThread;
  private WatchService pomWatch;
  private Thread pomThread;

  private ChangeWatcher(
      Path root, long quietMillis, long severalFilesQuietMillis, Listener onChanges) {
    this.root = root.toAbsolutePath().normalize();
    this.quietMillis = quietMillis;
    this.severalFilesQuietMillis = Math.max(quietMillis, severalFilesQuietMillis);
    this.onChanges = onChanges;
    this.debounce =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "silk-dev-debounce");
              t.setDaemon(true);
              return t;
            });
  }

  /**
   * Starts watching; {@code onChanges} runs on the debounce thread with the set of changed paths
   * and the time of the burst's first event (to tell how long a reload took from the save).
   *
   * @param quietMillis how long the tree must be quiet before a burst is reported
   */
  public static ChangeWatcher start(Path root, long quietMillis, Listener onChanges)
      throws IOException {
    return start(root, quietMillis, SEVERAL_FILES_QUIET_MILLIS, onChanges);
  }

  /** As {@link #start(Path, long, Listener)}, with the window of a several-file burst given. */
  static ChangeWatcher start(
      Path root, long quietMillis, long severalFilesQuietMillis, Listener onChanges)
      throws IOException {
    ChangeWatcher watcher =
        new ChangeWatcher(root, quietMillis, severalFilesQuietMillis, onChanges);
    watcher.begin();
    return watcher;
  }

  private void begin() throws IOException {
    Path main = root.resolve("src/main");
    Files.createDirectories(main);
    List<Path> watched = new ArrayList<>(List.of(main));
    Path test = root.resolve("src/test");
    if (Files.isDirectory(test)) {
      // Test sources rerun tests, never the app (continuous testing, D232).
      watched.add(test);
    }
    sources =
        DirectoryWatcher.builder()
            .paths(watched)
            .fileHasher(FileHasher.LAST_MODIFIED_TIME)
            .logger(NOPLogger.NOP_LOGGER)
            .listener(this::onSourceEvent)
            .build();
    sourceThread =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "silk-dev-watch");
              t.setDaemon(true);
              return t;
            });
    sources.watchAsync(sourceThread);
    pomWatch = FileSystems.getDefault().newWatchService();
    root.register(
        pomWatch,
        StandardWatchEventKinds.ENTRY_CREATE,
        StandardWatchEventKinds.ENTRY_MODIFY,
        StandardWatchEventKinds.ENTRY_DELETE);
    pomThread = new Thread(this::watchPom, "silk-dev-watch-pom");
    pomThread.setDaemon(true);
    pomThread.start();
  }

  private void onSourceEvent(DirectoryChangeEvent event) {
    if (event.eventType() == DirectoryChangeEvent.EventType.OVERFLOW) {
      // Too many events to list: treat as a change of everything Java.
      changed(root.resolve("src/main/java"), false);
      return;
    }
    Path path = event.path();
    if (path == null || EditorFiles.isTemporary(path)) {
      return;
    }
    if (event.isDirectory() && event.eventType() == DirectoryChangeEvent.EventType.MODIFY) {
      return;
    }
    changed(path, event.eventType() == DirectoryChangeEvent.EventType.CREATE);
  }

  private void watchPom() {
    try {
      while (true) {
        WatchKey key = pomWatch.take();
        for (WatchEvent<?> event : key.pollEvents()) {
          if (event.context() instanceof Path name && name.toString().equals("pom.xml")) {
            changed(root.resolve("pom.xml"), false);
          }
        }
        if (!key.reset()) {
          return;
        }
      }
    } catch (InterruptedException | ClosedWatchServiceException e) {
      // closing
    }
  }

  private void changed(Path path, boolean created) {
    synchronized (pending) {
      if (pending.isEmpty()) {
        firstEventNanos = System.nanoTime();
      }
      pending.putIfAbsent(path.toAbsolutePath().normalize(), created);
      writeEventDue = false;
      if (flush != null) {
        flush.cancel(false);
      }
      if (!debounce.isShutdown()) {
        long wait = pending.size() > 1 ? severalFilesQuietMillis : quietMillis;
        flush = debounce.schedule(this::flush, wait, TimeUnit.MILLISECONDS);
      }
    }
  }

  private void flush() {
    Set<Path> burst = new LinkedHashSet<>();
    long began;
    synchronized (pending) {
      began = firstEventNanos;
      if (System.nanoTime() - began < EMPTIED_FILE_SETTLE_MILLIS * 1_000_000
          && !debounce.isShutdown()) {
        if (pending.keySet().stream().anyMatch(ChangeWatcher::emptied)) {
          // Truncated and not written yet: compiling the empty file would cost a compile (a full
          // one: its classes are gone) and flash an error, and the write's event a second one.
          writeEventDue = true;
          flush = debounce.schedule(this::flush, quietMillis, TimeUnit.MILLISECONDS);
          return;
        }
        if (writeEventDue) {
          // Written since, but its event has not come: wait for it in this burst, not the next.
          writeEventDue = false;
          flush = debounce.schedule(this::flush, severalFilesQuietMillis, TimeUnit.MILLISECONDS);
          return;
        }
      }
      writeEventDue = false;
      // A file created and gone again within the burst is a tool's scratch file (sed -i, an
      // editor's write-then-rename): not a change anyone made.
      pending.forEach(
          (path, created) -> {
            if (!created || Files.exists(path)) {
              burst.add(path);
            }
          });
      pending.clear();
      flush = null;
    }
    if (!burst.isEmpty()) {
      onChanges.changed(burst, began);
    }
  }

  /** Whether {@code path} is a file with nothing in it (as a save leaves it between two steps). */
  private static boolean emptied(Path path) {
    try {
      return Files.isRegularFile(path) && Files.size(path) == 0;
    } catch (IOException e) {
      return false; // gone meanwhile: the burst says so
    }
  }

  @Override
  public void close() throws IOException {
    debounce.shutdownNow();
    if (sources != null) {
      sources.close();
    }
    if (sourceThread != null) {
      sourceThread.shutdownNow();
    }
    if (pomWatch != null) {
      pomWatch.close();
    }
    if (pomThread != null) {
      pomThread.interrupt();
    }
  }
}
