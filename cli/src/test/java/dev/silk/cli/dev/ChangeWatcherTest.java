package dev.silk.cli.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangeWatcherTest {
  @TempDir Path dir;

  @Test
  void aBurstOfSavesIsReportedOnceWithEveryFileAndWithoutScratchFiles() throws Exception {
    Path java = Files.createDirectories(dir.resolve("src/main/java/p"));
    Files.writeString(dir.resolve("pom.xml"), "<project/>");
    List<Set<Path>> bursts = new CopyOnWriteArrayList<>();
    try (ChangeWatcher w = ChangeWatcher.start(dir, 150, (paths, began) -> bursts.add(paths))) {
      Thread.sleep(200);
      for (int i = 0; i < 20; i++) {
        Files.writeString(java.resolve("C" + i + ".java"), "class C" + i + " {}");
        Files.writeString(java.resolve("C" + i + ".java~"), "backup");
      }
      Path scratch = java.resolve("sedX1y2Z3");
      Files.writeString(scratch, "written then renamed away");
      Files.delete(scratch);
      Files.writeString(dir.resolve("pom.xml"), "<project><!-- changed --></project>");
      long deadline = System.currentTimeMillis() + 10_000;
      while (bursts.isEmpty() && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      Thread.sleep(500);
    }
    assertEquals(1, bursts.size(), "one burst, got " + bursts);
    Set<Path> burst = bursts.get(0);
    assertTrue(
        burst.contains(dir.toAbsolutePath().normalize().resolve("pom.xml")), burst.toString());
    assertEquals(
        20, burst.stream().filter(p -> p.toString().endsWith(".java")).count(), burst.toString());
    assertTrue(burst.stream().noneMatch(p -> p.toString().endsWith("~")), burst.toString());
    assertEquals(
        21, burst.size(), "a file created and deleted in the burst is not a change: " + burst);
  }

  @Test
  void aBurstOfSeveralFilesWaitsTheLongerWindowForTheRest() throws Exception {
    Path java = Files.createDirectories(dir.resolve("src/main/java/p"));
    List<Set<Path>> bursts = new CopyOnWriteArrayList<>();
    // A one-file save is reported after 200 ms of quiet; once a second file is in the burst it
    // waits 3 s, so a pause of 1 s in the middle of a checkout does not cut it in two.
    try (ChangeWatcher w =
        ChangeWatcher.start(dir, 200, 3_000, (paths, began) -> bursts.add(paths))) {
      Thread.sleep(200);
      Files.writeString(java.resolve("A.java"), "class A {}");
      Files.writeString(java.resolve("B.java"), "class B {}");
      Thread.sleep(1_000);
      Files.writeString(java.resolve("C.java"), "class C {}");
      long deadline = System.currentTimeMillis() + 10_000;
      while (bursts.isEmpty() && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      Files.writeString(java.resolve("D.java"), "class D {}");
      deadline = System.currentTimeMillis() + 10_000;
      while (bursts.size() < 2 && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
    }
    assertEquals(2, bursts.size(), bursts.toString());
    assertEquals(3, bursts.get(0).size(), "A, B and C in one burst: " + bursts);
    assertEquals(
        Set.of(dir.toAbsolutePath().normalize().resolve("src/main/java/p/D.java")), bursts.get(1));
  }

  @Test
  void aSaveThatTruncatesThenWritesIsOneBurstThatSeesTheWrittenFile() throws Exception {
    Path java = Files.createDirectories(dir.resolve("src/main/java/p"));
    Path main = java.resolve("Main.java");
    Files.writeString(main, "class Main { int v = 1; }");
    List<String> seen = new CopyOnWriteArrayList<>();
    // A window of 10 ms, as silk dev has for a one-file save (D262); the write comes 40 ms after
    // the truncation, as on a busy machine: the window falls between the save's two steps. The
    // write's own event may come late on a busy machine too: the burst waits the longer window
    // for it (100 ms here), within the 150 ms an emptied file is waited for.
    try (ChangeWatcher w =
        ChangeWatcher.start(dir, 10, 100, (paths, began) -> seen.add(read(main)))) {
      Thread.sleep(200);
      try (OutputStream out = Files.newOutputStream(main)) { // truncates
        Thread.sleep(40);
        out.write("class Main { int v = 2; }".getBytes(StandardCharsets.UTF_8));
      }
      long deadline = System.currentTimeMillis() + 10_000;
      while (seen.isEmpty() && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      Thread.sleep(300);
    }
    assertEquals(List.of("class Main { int v = 2; }"), seen, "one burst, after the write");
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void aTwoThousandFileTreeIsWatchedInWellUnderASecond() throws Exception {
    for (int d = 0; d < 40; d++) {
      Path pkg = Files.createDirectories(dir.resolve("src/main/java/p" + d));
      for (int f = 0; f < 50; f++) {
        Files.writeString(pkg.resolve("C" + f + ".java"), "class C" + f + " {}");
      }
    }
    long start = System.nanoTime();
    try (ChangeWatcher w = ChangeWatcher.start(dir, 50, (paths, began) -> {})) {
      long millis = (System.nanoTime() - start) / 1_000_000;
      // No file is read (modification-time hashing): about 250 ms measured on the shared 2-core
      // machine at a load average of 12. The issue asks for well under a second.
      System.out.println("watching 2,000 files took " + millis + " ms");
      assertTrue(millis < 1000, "watching 2,000 files took " + millis + " ms");
    }
  }
}
