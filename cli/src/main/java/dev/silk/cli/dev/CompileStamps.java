package dev.silk.cli.dev;

import dev.silk.cli.project.DependencyResolver;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What says which compile {@code target/silk/classes} holds, in three files beside it: {@code
 * classes.stamp} (the fingerprint of every input of that compile: the sources' times and sizes, the
 * class path, the processors, the release), {@code classes.signatures} (the fingerprint of the
 * classes' {@link ApiSignature}s and the class path, which the dev host compares to reuse compiled
 * templates, D68) and {@code classes.state} (the {@link CompileState} an incremental compile starts
 * from, D80).
 *
 * <p>The files are removed before the classes change and written after, so a crash between the two
 * leaves no file claiming classes that are not there: the next start compiles everything.
 *
 * <pre>{@code
 * Map<Path, String> stamps = CompileStamps.of(javaFiles);   // read before javac reads the files
 * String fingerprint = stampsFiles.fingerprint(stamps);
 * if (stampsFiles.matches(fingerprint)) { ... the classes are up to date ... }
 * }</pre>
 */
final class CompileStamps {
  /** The file beside the classes folder holding their signatures' fingerprint. */
  static final String SIGNATURES = "classes.signatures";

  private final Path stampFile;
  private final Path signatureFile;
  private final Path stateFile;
  private final String release;
  private final List<Path> processorPath;
  private List<Path> classpath = List.of();

  /**
   * The stamps of the classes in {@code workDir}/classes, compiled with {@code release} and the
   * processors of {@code processorPath}.
   */
  CompileStamps(Path workDir, String release, List<Path> processorPath) {
    this(workDir, "classes", release, processorPath);
  }

  /**
   * The stamps of the classes in {@code workDir}/{@code name} ({@code test-classes} for the
   * tests'), in files named after that folder.
   */
  CompileStamps(Path workDir, String name, String release, List<Path> processorPath) {
    this.stampFile = workDir.resolve(name + ".stamp");
    this.signatureFile = workDir.resolve(name + ".signatures");
    this.stateFile = workDir.resolve(name + ".state");
    this.release = release;
    this.processorPath = List.copyOf(processorPath);
  }

  /** The class path the classes are compiled against from now on. */
  void classpath(List<Path> entries) {
    classpath = List.copyOf(entries);
  }

  /** Each source's time and size; a source deleted since it was listed is left out. */
  static Map<Path, String> of(List<Path> javaFiles) throws IOException {
    Map<Path, String> stamps = new HashMap<>();
    for (Path p : javaFiles) {
      try {
        stamps.put(
            p.toAbsolutePath().normalize(),
            Files.getLastModifiedTime(p).toMillis() + " " + Files.size(p));
      } catch (NoSuchFileException e) {
        // Deleted since the folder was listed (a git checkout in progress): not a source now.
      }
    }
    return stamps;
  }

  /** Whether a stamp of {@link #of} is that of an empty file. */
  static boolean isEmpty(String stamp) {
    return stamp.endsWith(" 0");
  }

  /** Every input of a compile: sources, classpath and processors with their times, the release. */
  String fingerprint(Map<Path, String> stamps) throws IOException {
    StringBuilder text = new StringBuilder("release=").append(release).append('\n');
    List<Path> sorted = new ArrayList<>(stamps.keySet());
    sorted.sort(null);
    for (Path p : sorted) {
      text.append(p).append(' ').append(stamps.get(p)).append('\n');
    }
    for (Path p : classpath) {
      stampLine(text, p);
    }
    for (Path p : processorPath) {
      stampLine(text, p);
    }
    return hash(text);
  }

  /** Whether the classes were compiled from inputs with {@code fingerprint}. */
  boolean matches(String fingerprint) throws IOException {
    return Files.isRegularFile(stampFile) && Files.readString(stampFile).equals(fingerprint);
  }

  /** The state saved with the classes of {@code fingerprint}, or null. */
  CompileState savedState(String fingerprint) {
    return CompileState.load(stateFile, fingerprint);
  }

  /**
   * The signature fingerprint written with the classes now in the folder (as {@link AppClassLoader}
   * reads it), or null while there is none: no classes, or a compile in progress.
   */
  String signatures() throws IOException {
    return Files.isRegularFile(signatureFile) ? Files.readString(signatureFile).strip() : null;
  }

  /** Forgets what the classes are: called before they change. */
  void clear() throws IOException {
    Files.deleteIfExists(stampFile);
    Files.deleteIfExists(signatureFile);
    Files.deleteIfExists(stateFile);
  }

  /**
   * Records that the classes now are the compile of inputs with {@code fingerprint}, whose classes
   * have {@code signatures} (null when unknown) and whose incremental base is {@code state} (null
   * when unknown).
   */
  void record(String fingerprint, Map<String, String> signatures, CompileState state)
      throws IOException {
    if (signatures != null) {
      writeSignatures(signatures);
    }
    Files.writeString(stampFile, fingerprint);
    if (state != null) {
      state.save(stateFile, fingerprint);
    }
  }

  /**
   * Writes the fingerprint of the classes' signatures beside them, for {@link AppClassLoader}: the
   * dev host reuses the templates an earlier app compiled while it is equal (the classpath is part
   * of it: templates link against the dependencies' classes too).
   */
  private void writeSignatures(Map<String, String> signatures) throws IOException {
    StringBuilder text = new StringBuilder("release=").append(release).append('\n');
    for (Path p : classpath) {
      stampLine(text, p);
    }
    for (Map.Entry<String, String> e : new TreeMap<>(signatures).entrySet()) {
      text.append(e.getKey()).append('=').append(e.getValue()).append('\n');
    }
    Files.writeString(signatureFile, hash(text));
  }

  private static void stampLine(StringBuilder text, Path p) throws IOException {
    text.append(p).append(' ');
    if (Files.exists(p)) {
      text.append(Files.getLastModifiedTime(p).toMillis()).append(' ').append(Files.size(p));
    }
    text.append('\n');
  }

  private static String hash(StringBuilder text) {
    return DependencyResolver.sha256(text.toString().getBytes(StandardCharsets.UTF_8));
  }
}
