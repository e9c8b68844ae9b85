package dev.silk.cli.dev;

import dev.silk.cli.project.DependencyResolver;
import dev.silk.cli.project.ProjectModel;
import dev.silk.cli.project.RuntimeJars;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The class loaders of a {@code silk dev} session: platform ← runtime (silk-web, silk-json, Jetty,
 * jte, from the CLI's own install) ← dependencies (the project's other jars, made again only when
 * they change) ← app (the project's classes, a new {@link AppClassLoader} on every reload).
 *
 * <p>A dependency loader replaced by a pom change is retired, not closed: the app still serving was
 * loaded under it. It is closed once the next app is swapped in ({@link #closeRetired}), and the
 * JDBC drivers it registered are deregistered then, or {@code DriverManager} would keep it alive.
 * The project's silk-data, if it has one, lives in the dependency loader: {@link #data()} drives
 * it, and its pools are closed as soon as the loader is replaced, so that the next app can open the
 * same embedded database file through the new one.
 *
 * <pre>{@code
 * LoaderChain loaders = new LoaderChain(RuntimeJars.locate(), listener);
 * loaders.dependencies(model);                       // resolves; true when the jars changed
 * AppClassLoader app = loaders.app(1, classes, resources);
 * }</pre>
 */
final class LoaderChain implements AutoCloseable {
  private final RuntimeJars runtimeJars;
  private final DevListener listener;
  private final DependencyResolver resolver = new DependencyResolver();
  private final URLClassLoader runtime;
  private final List<URLClassLoader> retired = new ArrayList<>();
  private List<Path> dependencyJars = List.of();
  private URLClassLoader dependencies;
  private ProjectData data = ProjectData.NONE;

  /**
   * The runtime loader over {@code runtimeJars}; dependencies follow with {@link #dependencies}.
   */
  LoaderChain(RuntimeJars runtimeJars, DevListener listener) {
    this.runtimeJars = runtimeJars;
    this.listener = listener;
    this.runtime =
        new URLClassLoader(
            "silk-runtime", urls(runtimeJars.classpath()), ClassLoader.getPlatformClassLoader());
    this.dependencies = dependencyLoader(List.of());
  }

  /** The runtime loader: silk-web, silk-json, Jetty and jte, shared by every app and the host. */
  ClassLoader runtime() {
    return runtime;
  }

  /** The loader of the project's dependencies now: the parent of the next app and the test kit. */
  ClassLoader dependencyLoader() {
    return dependencies;
  }

  /**
   * Resolves {@code model}'s dependencies (from the cache under {@code target/silk}, or with Maven)
   * and makes a new dependency loader when the jars differ from the last ones.
   *
   * @return whether the jars changed, so compiles need the new {@link #compileClasspath()}
   */
  boolean dependencies(ProjectModel model) {
    if (!model.onlySilkDependencies()) {
      listener.info("resolving dependencies of pom.xml");
    }
    DependencyResolver.Resolution resolution = resolver.resolve(model);
    if (resolution.ranMaven()) {
      listener.info(
          "resolved " + resolution.jars().size() + " jars with Maven (cached in target/silk)");
    }
    List<Path> jars = resolution.jars().stream().filter(j -> !isRuntimeJar(j)).toList();
    if (jars.equals(dependencyJars)) {
      return false;
    }
    dependencyJars = jars;
    retired.add(dependencies);
    dependencies = dependencyLoader(jars);
    data.close();
    data = ProjectData.in(dependencies, model.root());
    return true;
  }

  /**
   * The project's silk-data in the current dependency loader ({@link ProjectData#NONE} if none).
   */
  ProjectData data() {
    return data;
  }

  /** What the project compiles against: the runtime's jars, then its dependencies. */
  List<Path> compileClasspath() {
    List<Path> cp = new ArrayList<>(runtimeJars.classpath());
    cp.addAll(dependencyJars);
    return cp;
  }

  /**
   * A loader of the classes compiled into {@code classes}, read now, with resources from {@code
   * resources} (served from source) and then from {@code classes} (what processors wrote).
   *
   * @param generation the reload number, in the loader's name (it shows in heap dumps)
   */
  AppClassLoader app(int generation, Path classes, Path resources) throws IOException {
    return AppClassLoader.snapshot(generation, classes, List.of(resources, classes), dependencies);
  }

  /** Closes the dependency loaders replaced before the app now serving was swapped in. */
  void closeRetired() {
    for (URLClassLoader old : retired) {
      retire(old);
    }
    retired.clear();
  }

  /** Lets {@code old} be collected: its JDBC drivers deregistered, its jars closed. */
  private void retire(URLClassLoader old) {
    try {
      JdbcDrivers.deregisterLoadedBy(old);
    } catch (RuntimeException e) {
      listener.warning("could not deregister an old loader's JDBC drivers: " + e.getMessage());
    }
    try {
      old.close();
    } catch (IOException e) {
      listener.warning("could not close an old dependency loader: " + e.getMessage());
    }
  }

  /** Closes every loader; no app of this session runs any more. */
  @Override
  public void close() throws IOException {
    data.close();
    retire(dependencies);
    closeRetired();
    runtime.close();
  }

  private URLClassLoader dependencyLoader(List<Path> jars) {
    return new URLClassLoader("silk-dependencies", urls(jars), runtime);
  }

  /**
   * Whether the runtime loader already holds {@code jar}, a jar the project's pom resolved to: a
   * second copy in the dependency loader would only be shadowed (parent first) and cost memory.
   */
  static boolean isRuntimeJar(Path jar) {
    String s = jar.toString().replace('\\', '/');
    return isRuntimeSilkModule(jar)
        || s.contains("/org/eclipse/jetty/")
        || s.contains("/jakarta/servlet/")
        || s.contains("/gg/jte/")
        || s.contains("/org/slf4j/slf4j-api/");
  }

  /**
   * silk-web, silk-json and silk-websocket come from the CLI; silk-data and silk-metrics, which
   * bring libraries of their own, come from the project. Told by the jar's place in a Maven
   * repository ({@code dev/silk/<artifact>/<version>/<jar>}), never by a {@code /dev/silk/}
   * anywhere in the path: a project or repository kept under {@code ~/dev/silk/} loses nothing.
   */
  static boolean isRuntimeSilkModule(Path jar) {
    Path versionDir = jar.toAbsolutePath().getParent();
    Path artifactDir = versionDir == null ? null : versionDir.getParent();
    Path groupLast = artifactDir == null ? null : artifactDir.getParent();
    Path groupFirst = groupLast == null ? null : groupLast.getParent();
    return groupFirst != null
        && groupFirst.getFileName() != null
        && groupFirst.getFileName().toString().equals("dev")
        && groupLast.getFileName().toString().equals("silk")
        && jar.getFileName()
            .toString()
            .startsWith(artifactDir.getFileName() + "-" + versionDir.getFileName())
        && ProjectModel.providedByRuntime(
            ProjectModel.SILK_GROUP, artifactDir.getFileName().toString());
  }

  /** The URLs of {@code paths}, for a {@link URLClassLoader}. */
  static URL[] urls(List<Path> paths) {
    URL[] urls = new URL[paths.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = paths.get(i).toUri().toURL();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return urls;
  }
}
