package dev.silk.cli.dev;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the last successful compile left in {@code target/silk/classes}, the base of an incremental
 * compile: each source's stamp, each class's {@link ApiSignature} hash, and the classes each source
 * made.
 *
 * <p>It is saved beside the classes, under the fingerprint of the compile's inputs, so that a new
 * {@code silk dev} that finds the classes up to date can compile its first edit incrementally.
 * Without it the first edit after a restart compiled the whole tree with a cold javac (about a
 * second on the web template, D80), unless a warm-up had already recompiled everything to learn
 * this again.
 *
 * <p>The file is plain text, one entry per line: {@code S path stamp}, {@code G class hash}, {@code
 * B source class...}, tab-separated. A line that does not parse, a fingerprint that differs or a
 * file that cannot be read, and the file is ignored: the next compile is full, as without it.
 */
record CompileState(
    Map<Path, String> stamps,
    Map<String, String> signatures,
    Map<String, Set<String>> classesBySource) {

  private static final String HEADER = "silk compile state 1";

  /**
   * Writes this state as the one of the classes compiled from inputs with {@code fingerprint}; a
   * state that cannot be written as lines (a path with a tab or a line break) removes the file.
   */
  void save(Path file, String fingerprint) throws IOException {
    StringBuilder text = new StringBuilder(HEADER).append('\n').append(fingerprint).append('\n');
    boolean writable = true;
    for (Map.Entry<Path, String> e : new TreeMap<>(stamps).entrySet()) {
      writable &= line(text, "S", e.getKey().toString(), e.getValue());
    }
    for (Map.Entry<String, String> e : new TreeMap<>(signatures).entrySet()) {
      writable &= line(text, "G", e.getKey(), e.getValue());
    }
    for (Map.Entry<String, Set<String>> e : new TreeMap<>(classesBySource).entrySet()) {
      writable &= line(text, "B", e.getKey(), String.join(" ", e.getValue()));
    }
    if (writable) {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } else {
      Files.deleteIfExists(file);
    }
  }

  /**
   * The state saved in {@code file} for inputs with {@code fingerprint}, or null (also for a file
   * that cannot be read or is not UTF-8: the state only saves time, so its loss is a full compile).
   */
  static CompileState load(Path file, String fingerprint) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
    if (lines.size() < 2 || !lines.get(0).equals(HEADER) || !lines.get(1).equals(fingerprint)) {
      return null;
    }
    Map<Path, String> stamps = new HashMap<>();
    Map<String, String> signatures = new HashMap<>();
    Map<String, Set<String>> bySource = new HashMap<>();
    for (String line : lines.subList(2, lines.size())) {
      String[] f = line.split("\t", -1);
      if (f.length != 3) {
        return null;
      }
      switch (f[0]) {
        case "S" -> stamps.put(Path.of(f[1]), f[2]);
        case "G" -> signatures.put(f[1], f[2]);
        case "B" -> bySource.put(f[1], new HashSet<>(List.of(f[2].split(" "))));
        default -> {
          return null;
        }
      }
    }
    return new CompileState(stamps, signatures, bySource);
  }

  private static boolean line(StringBuilder text, String kind, String key, String value) {
    if (unsafe(key) || unsafe(value)) {
      return false;
    }
    text.append(kind).append('\t').append(key).append('\t').append(value).append('\n');
    return true;
  }

  private static boolean unsafe(String s) {
    return s.indexOf('\t') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0;
  }
}
