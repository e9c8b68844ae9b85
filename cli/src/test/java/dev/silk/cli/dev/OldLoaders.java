package dev.silk.cli.dev;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

/** The app loaders a test saw served, to check that the replaced ones are collected. */
final class OldLoaders {
  private final List<WeakReference<ClassLoader>> seen = new ArrayList<>();

  /** Remembers {@code loader} (the one serving now) without keeping it alive. */
  void add(ClassLoader loader) {
    seen.add(new WeakReference<>(loader));
  }

  /**
   * The names of the loaders seen that are still reachable besides {@code serving}, after up to
   * {@code attempts} collections {@code pauseMillis} apart (a collection may need a second round to
   * clear what finalizing code or a soft cache held).
   */
  List<String> aliveBesides(ClassLoader serving, int attempts, long pauseMillis)
      throws InterruptedException {
    List<String> alive = alive(serving);
    for (int attempt = 0; attempt < attempts && !alive.isEmpty(); attempt++) {
      System.gc();
      Thread.sleep(pauseMillis);
      alive = alive(serving);
    }
    return alive;
  }

  private List<String> alive(ClassLoader serving) {
    return seen.stream()
        .map(WeakReference::get)
        .filter(l -> l != null && l != serving)
        .map(ClassLoader::getName)
        .toList();
  }
}
