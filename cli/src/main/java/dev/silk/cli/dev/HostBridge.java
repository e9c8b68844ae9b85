package dev.silk.cli.dev;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The CLI's handle on the dev host, which lives in the runtime class loader.
 *
 * <p>One reflective call makes the host; after that every call is a command through a JDK interface
 * ({@link BiFunction}), with JDK values as arguments, so no class of either side leaks into the
 * other (see {@code dev.silk.cli.dev.host.DevHost} for the commands).
 */
final class HostBridge {
  private static final String HOST_CLASS = HostClassLoader.HOST_PACKAGE + "DevHost";

  private final BiFunction<String, Object, Object> host;

  private HostBridge(BiFunction<String, Object, Object> host) {
    this.host = host;
  }

  @SuppressWarnings("unchecked")
  static HostBridge load(ClassLoader runtime) {
    try {
      ClassLoader hostLoader = new HostClassLoader(runtime, HostBridge.class.getClassLoader());
      Object host = hostLoader.loadClass(HOST_CLASS).getConstructor().newInstance();
      return new HostBridge((BiFunction<String, Object, Object>) host);
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new DevException(
          "the Silk runtime does not fit this CLI (cannot start the dev host): " + e, e);
    }
  }

  /**
   * Starts Jetty; returns the bound port. {@code bodies}, when not null, receives each JSON request
   * body with its route, on a thread of the host's own.
   */
  int start(
      String hostName,
      int port,
      Path root,
      Function<Throwable, Map<String, Object>> problemOf,
      BiConsumer<String, byte[]> bodies) {
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("root", root.toString());
    options.put("host", hostName);
    options.put("port", port);
    options.put("problemOf", problemOf);
    if (bodies != null) {
      options.put("bodies", bodies);
    }
    return (Integer) host.apply("start", options);
  }

  /**
   * The app loader about to run {@code main}, with its classes' signature fingerprint when known
   * (silk-web reuses compiled templates while it stays the same).
   */
  void expect(ClassLoader appLoader) {
    if (appLoader instanceof AppClassLoader app && app.signatures() != null) {
      host.apply("expect", Map.of("loader", appLoader, "signatures", app.signatures()));
    } else {
      host.apply("expect", appLoader);
    }
  }

  boolean accepted() {
    return (Boolean) host.apply("accepted", null);
  }

  void problem(Problem problem) {
    host.apply("problem", problem == null ? null : problem.toMap());
  }

  void changed(String kind) {
    host.apply("changed", kind);
  }

  void reloaded(Map<String, Object> entry) {
    host.apply("reloaded", entry);
  }

  @SuppressWarnings("unchecked")
  Map<String, Object> status() {
    return (Map<String, Object>) host.apply("status", null);
  }

  /**
   * Has jte write the Java of every template in {@code sources} into {@code output}; returns the
   * templates' names.
   */
  @SuppressWarnings("unchecked")
  List<String> generateTemplates(Path sources, Path output) {
    return (List<String>)
        host.apply(
            "generateTemplates",
            Map.of("sources", sources.toString(), "output", output.toString()));
  }

  /** The state of the template folder {@code dir}, as silk-web's dev templates compare it. */
  String templateSources(Path dir) {
    return (String) host.apply("templateSources", dir.toString());
  }

  /**
   * Tells silk-web that the templates {@code names} (from the sources in state {@code sources}) are
   * compiled into {@code folder} against app classes of the signature fingerprint {@code
   * signatures}, for the dev templates over {@code classDirectory}.
   */
  void templatesCompiled(
      Path classDirectory, Path folder, String signatures, String sources, Set<String> names) {
    host.apply(
        "templatesCompiled",
        Map.of(
            "classDirectory", classDirectory.toString(),
            "folder", folder.toString(),
            "signatures", signatures,
            "sources", sources,
            "names", Set.copyOf(names)));
  }

  void stop() {
    host.apply("stop", null);
  }
}
