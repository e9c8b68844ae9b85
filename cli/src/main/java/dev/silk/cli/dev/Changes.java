package dev.silk.cli.dev;

import java.nio.file.Path;
import java.util.Set;

/**
 * A burst of changed files, as the watcher reports it, sorted by what it takes: the most a change
 * needs decides for the whole burst (a {@code git checkout} that touches the pom and some sources
 * re-resolves and recompiles once).
 *
 * @param kind what the burst takes
 * @param files how many files changed
 * @param what the changed file's name when one changed, else "N files", for the console
 * @param templatesOnly whether every file is a jte template
 */
record Changes(Kind kind, int files, String what, boolean templatesOnly) {
  /** What a burst takes, from the most to the least. */
  enum Kind {
    /** {@code pom.xml}: resolve the dependencies again, then compile and restart. */
    POM,
    /** A file under {@code src/main/java}: compile and restart. */
    JAVA,
    /**
     * A migration under {@code src/main/resources/db/migration}: run {@code main} again, whose
     * {@code migrate()} applies it (the classes are compiled only if a source changed too).
     */
    MIGRATIONS,
    /** Only files under {@code src/test}: compile the tests and run the affected ones (D232). */
    TESTS,
    /** Only stylesheets: browsers swap them in place, nothing restarts. */
    STYLES,
    /**
     * Templates and other resources: nothing restarts (templates recompile on their next render,
     * static files are served from source), browsers load the page again.
     */
    RESOURCES
  }

  /** Sorts the files of one burst in the project at {@code root}. */
  static Changes of(Set<Path> paths, Path root) {
    Path pom = root.resolve("pom.xml");
    Path java = root.resolve("src/main/java");
    Path migrations = root.resolve("src/main/resources/db/migration");
    Path test = root.resolve("src/test");
    boolean sources = false;
    boolean migrated = false;
    boolean tests = false;
    boolean styles = false;
    boolean others = false;
    boolean templates = true;
    String what =
        paths.size() == 1
            ? String.valueOf(paths.iterator().next().getFileName())
            : paths.size() + " files";
    for (Path p : paths) {
      if (p.equals(pom)) {
        return new Changes(Kind.POM, paths.size(), what, false);
      } else if (p.startsWith(java)) {
        sources = true;
      } else if (p.startsWith(migrations)) {
        migrated = true;
      } else if (p.startsWith(test)) {
        tests = true;
      } else if (p.toString().endsWith(".css")) {
        styles = true;
      } else {
        others = true;
      }
      templates &= p.toString().endsWith(".jte") || p.toString().endsWith(".kte");
    }
    Kind kind =
        sources
            ? Kind.JAVA
            : migrated
                ? Kind.MIGRATIONS
                : tests && !styles && !others
                    ? Kind.TESTS
                    : styles && !others ? Kind.STYLES : Kind.RESOURCES;
    return new Changes(kind, paths.size(), what, templates && !paths.isEmpty());
  }

  /**
   * What the change was, for the reload history: {@code template}, {@code css} or {@code resource}
   * (a change that restarts nothing); {@code java}, {@code migration}, {@code tests} or {@code pom}
   * otherwise.
   */
  String trigger() {
    return switch (kind) {
      case POM -> "pom";
      case JAVA -> "java";
      case MIGRATIONS -> "migration";
      case TESTS -> "tests";
      case STYLES -> "css";
      case RESOURCES -> templatesOnly ? "template" : "resource";
    };
  }
}
