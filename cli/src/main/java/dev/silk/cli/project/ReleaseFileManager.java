package dev.silk.cli.project;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.ForwardingJavaFileObject;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;

/**
 * The project's file manager, with the system modules of an older Java release read from the
 * running JDK's {@code lib/ct.sym}: what {@code --release N} gives javac, but opened once for as
 * long as a kept javac context lives (D266).
 *
 * <p>{@code --release} makes javac open {@code ct.sym} (11 MB, a zip of the API signatures of every
 * release) and index it again in every task, and a reused context would keep each of those file
 * systems open. Here the {@code .sig} entries of the release's sections are the system modules
 * ({@code --system none}, then one location per module, as javac's own platform file manager sets
 * them), read as class files; every other location is the project's file manager's. The compile
 * then runs with {@code -source N -target N}: the same symbols, the same errors for an API newer
 * than the release.
 */
final class ReleaseFileManager extends ForwardingJavaFileManager<JavaFileManager> {
  private final StandardJavaFileManager platform;
  private final FileSystem ctSym;
  // The module locations the platform file manager handed out: calls with them go back to it.
  private final Set<Location> platformLocations =
      Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

  private ReleaseFileManager(
      JavaFileManager project, StandardJavaFileManager platform, FileSystem ctSym) {
    super(project);
    this.platform = platform;
    this.ctSym = ctSym;
  }

  /**
   * The system modules of {@code release} from this JDK's {@code ct.sym} beside {@code project}'s
   * locations, or null when this JDK has no {@code ct.sym} or it holds no such release (javac's own
   * {@code --release} then says what is wrong).
   */
  static ReleaseFileManager open(JavaCompiler compiler, JavaFileManager project, String release) {
    Path file = Path.of(System.getProperty("java.home"), "lib", "ct.sym");
    int feature;
    try {
      feature = Integer.parseInt(release.trim());
    } catch (NumberFormatException e) {
      return null;
    }
    if (feature < 9 || !Files.isRegularFile(file)) {
      return null; // before 9 a release has a platform class path, not modules: javac's own way
    }
    // ct.sym names each release by one base-36 digit (17 is H); a section lists the releases
    // whose signatures it holds, and sections with a '-' are not class signatures.
    String digit = Integer.toString(feature, Character.MAX_RADIX).toUpperCase(Locale.ROOT);
    FileSystem zip = null;
    StandardJavaFileManager platform = null;
    try {
      zip = FileSystems.newFileSystem(file, (ClassLoader) null);
      Map<String, List<Path>> modules = new LinkedHashMap<>();
      Path root = zip.getRootDirectories().iterator().next();
      try (DirectoryStream<Path> sections = Files.newDirectoryStream(root)) {
        for (Path section : sections) {
          String name = section.getFileName().toString().replace("/", "");
          if (!name.contains(digit) || name.contains("-") || !Files.isDirectory(section)) {
            continue;
          }
          try (DirectoryStream<Path> inSection = Files.newDirectoryStream(section)) {
            for (Path module : inSection) {
              String moduleName = module.getFileName().toString().replace("/", "");
              modules.computeIfAbsent(moduleName, m -> new ArrayList<>()).add(module);
            }
          }
        }
      }
      if (!modules.containsKey("java.base")) {
        zip.close();
        return null;
      }
      platform = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
      platform.handleOption("--system", List.of("none").iterator());
      for (Map.Entry<String, List<Path>> m : modules.entrySet()) {
        platform.setLocationForModule(StandardLocation.SYSTEM_MODULES, m.getKey(), m.getValue());
      }
      return new ReleaseFileManager(project, platform, zip);
    } catch (IOException | RuntimeException e) {
      closeQuietly(platform);
      closeQuietly(zip);
      return null;
    }
  }

  private boolean isPlatform(Location location) {
    return location == StandardLocation.SYSTEM_MODULES || platformLocations.contains(location);
  }

  private Location remember(Location location) {
    if (location != null) {
      platformLocations.add(location);
    }
    return location;
  }

  @Override
  public boolean hasLocation(Location location) {
    return isPlatform(location) || super.hasLocation(location);
  }

  @Override
  public Location getLocationForModule(Location location, String moduleName) throws IOException {
    return isPlatform(location)
        ? remember(platform.getLocationForModule(location, moduleName))
        : super.getLocationForModule(location, moduleName);
  }

  @Override
  public Location getLocationForModule(Location location, JavaFileObject fo) throws IOException {
    return isPlatform(location)
        ? remember(platform.getLocationForModule(location, unwrap(fo)))
        : super.getLocationForModule(location, fo);
  }

  @Override
  public Iterable<Set<Location>> listLocationsForModules(Location location) throws IOException {
    if (!isPlatform(location)) {
      return super.listLocationsForModules(location);
    }
    List<Set<Location>> all = new ArrayList<>();
    for (Set<Location> set : platform.listLocationsForModules(location)) {
      set.forEach(this::remember);
      all.add(set);
    }
    return all;
  }

  @Override
  public String inferModuleName(Location location) throws IOException {
    return isPlatform(location)
        ? platform.inferModuleName(location)
        : super.inferModuleName(location);
  }

  @Override
  public boolean contains(Location location, FileObject fo) throws IOException {
    return isPlatform(location)
        ? platform.contains(location, unwrap(fo))
        : super.contains(location, fo);
  }

  @Override
  public String inferBinaryName(Location location, JavaFileObject file) {
    return isPlatform(location)
        ? platform.inferBinaryName(location, unwrap(file))
        : super.inferBinaryName(location, file);
  }

  @Override
  public JavaFileObject getJavaFileForInput(
      Location location, String className, JavaFileObject.Kind kind) throws IOException {
    if (!isPlatform(location)) {
      return super.getJavaFileForInput(location, className, kind);
    }
    if (kind == JavaFileObject.Kind.CLASS) {
      FileObject sig = platform.getFileForInput(location, "", className.replace('.', '/') + ".sig");
      if (sig instanceof JavaFileObject found) {
        return new Signature(found);
      }
    }
    return platform.getJavaFileForInput(location, className, kind);
  }

  @Override
  public FileObject getFileForInput(Location location, String packageName, String relativeName)
      throws IOException {
    return isPlatform(location)
        ? platform.getFileForInput(location, packageName, relativeName)
        : super.getFileForInput(location, packageName, relativeName);
  }

  @Override
  public Iterable<JavaFileObject> list(
      Location location, String packageName, Set<JavaFileObject.Kind> kinds, boolean recurse)
      throws IOException {
    if (!isPlatform(location)) {
      return super.list(location, packageName, kinds, recurse);
    }
    Set<JavaFileObject.Kind> withSignatures = EnumSet.copyOf(kinds);
    withSignatures.add(JavaFileObject.Kind.OTHER);
    Iterable<JavaFileObject> listed = platform.list(location, packageName, withSignatures, recurse);
    return () -> new SignaturesAsClasses(listed.iterator(), kinds);
  }

  @Override
  public void close() throws IOException {
    try {
      platform.close();
    } finally {
      ctSym.close();
    }
  }

  private static JavaFileObject unwrap(JavaFileObject file) {
    return file instanceof Signature s ? s.file() : file;
  }

  private static FileObject unwrap(FileObject file) {
    return file instanceof Signature s ? s.file() : file;
  }

  private static void closeQuietly(AutoCloseable closeable) {
    if (closeable == null) {
      return;
    }
    try {
      closeable.close();
    } catch (Exception e) {
      // nothing was handed out yet; the caller compiles without this file manager
    }
  }

  /** A {@code .sig} entry of {@code ct.sym}: a class file under another name. */
  private static final class Signature extends ForwardingJavaFileObject<JavaFileObject> {
    Signature(JavaFileObject file) {
      super(file);
    }

    JavaFileObject file() {
      return fileObject;
    }

    @Override
    public Kind getKind() {
      return Kind.CLASS;
    }

    @Override
    public boolean isNameCompatible(String simpleName, Kind kind) {
      return fileObject.isNameCompatible(simpleName + ".sig", Kind.OTHER);
    }

    @Override
    public URI toUri() {
      return fileObject.toUri();
    }
  }

  /** A listing with its {@code .sig} entries as class files and only the kinds asked for. */
  private static final class SignaturesAsClasses implements Iterator<JavaFileObject> {
    private final Iterator<JavaFileObject> listed;
    private final Set<JavaFileObject.Kind> kinds;
    private JavaFileObject next;

    SignaturesAsClasses(Iterator<JavaFileObject> listed, Set<JavaFileObject.Kind> kinds) {
      this.listed = listed;
      this.kinds = kinds;
    }

    @Override
    public boolean hasNext() {
      while (next == null && listed.hasNext()) {
        JavaFileObject file = listed.next();
        if (file.getKind() == JavaFileObject.Kind.OTHER && file.getName().endsWith(".sig")) {
          next = new Signature(file);
        } else if (kinds.contains(file.getKind())) {
          next = file;
        }
      }
      return next != null;
    }

    @Override
    public JavaFileObject next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      JavaFileObject result = next;
      next = null;
      return result;
    }
  }
}
