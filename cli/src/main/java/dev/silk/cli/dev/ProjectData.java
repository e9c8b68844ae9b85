package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.DatabaseStatus;
import dev.silk.cli.dev.bridge.Problem;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The project's silk-data as a session drives it: {@code dev.silk.data.DataDevMode} in the
 * dependency loader, which keeps the app's pools open across reloads and knows its migrations.
 *
 * <p>silk-data comes from the project's pom, so its classes are the dependency loader's and the CLI
 * cannot name them: this class calls {@code enable}, {@code disable} and {@code describe}
 * reflectively, and {@code describe} answers in JDK types (its javadoc lists the keys). A project
 * without silk-data gets {@link #NONE}, which does nothing.
 *
 * <pre>{@code
 * ProjectData data = ProjectData.in(dependencyLoader, root);   // dev mode on
 * data.databases();                                            // for /_silk/db
 * data.close();                                                // pools closed
 * }</pre>
 */
final class ProjectData implements AutoCloseable {
  private static final String DEV_MODE = "dev.silk.data.DataDevMode";

  /** For a project without silk-data. */
  static final ProjectData NONE = new ProjectData(null);

  private final Class<?> devMode;

  private ProjectData(Class<?> devMode) {
    this.devMode = devMode;
  }

  /**
   * Turns silk-data's dev mode on for the project at {@code root} when {@code dependencies} holds
   * silk-data: from now on, the app's {@code Database.connect} gets a pool that outlives reloads.
   */
  static ProjectData in(ClassLoader dependencies, Path root) {
    Class<?> type;
    try {
      type = Class.forName(DEV_MODE, true, dependencies);
    } catch (ClassNotFoundException e) {
      return NONE;
    }
    ProjectData data = new ProjectData(type);
    data.call("enable", new Class<?>[] {Path.class}, root);
    return data;
  }

  /** Whether the project uses silk-data. */
  boolean present() {
    return devMode != null;
  }

  /** The databases opened so far, read now; null without silk-data. */
  List<DatabaseStatus> databases() {
    if (devMode == null) {
      return null;
    }
    List<DatabaseStatus> list = new ArrayList<>();
    for (Map<String, Object> db : describe()) {
      list.add(status(db));
    }
    return list;
  }

  /**
   * The problem to show when {@code error}, what the app's {@code main} died of, is a migration
   * that failed: the migration file at the failing statement, with the database's words. Null when
   * {@code error} is something else.
   */
  Problem migrationProblem(Throwable error, Path root) {
    for (Map<String, Object> db : describe()) {
      if (db.get("failure") instanceof Map<?, ?> failure
          && causes(failure.get("exception"), error)) {
        String script = (String) failure.get("script");
        String file = (String) failure.get("file");
        String reason = String.valueOf(failure.get("reason"));
        int line = failure.get("line") instanceof Integer n ? n : 0;
        String firstLine = reason.lines().findFirst().orElse(reason);
        List<Problem.Site> sites =
            file == null
                ? List.of()
                : List.of(new SourceSites(root).at(Path.of(file), line, 0, reason));
        return new Problem(
            Problem.Kind.MIGRATION,
            (script == null ? "" : script + ": ") + firstLine,
            sites,
            String.valueOf(failure.get("message")));
      }
    }
    return null;
  }

  /**
   * What the migrations run since {@code sinceNanos} applied ({@code applied V3__add_due.sql (now
   * at version 3, 12 ms)}), for the reload's line; empty when they applied nothing.
   */
  String migratedSince(long sinceNanos) {
    StringBuilder note = new StringBuilder();
    for (Map<String, Object> db : describe()) {
      if (db.get("migratedAt") instanceof Long at
          && at - sinceNanos >= 0
          && db.get("applied") instanceof Integer applied
          && applied > 0) {
        note.append(note.length() == 0 ? "" : "; ").append(db.get("summary"));
      }
    }
    return note.toString();
  }

  /**
   * Turns dev mode off: every pool it kept is closed (before a new dependency loader opens one).
   */
  @Override
  public void close() {
    if (devMode != null) {
      call("disable", new Class<?>[0]);
    }
  }

  private List<Map<String, Object>> describe() {
    if (devMode == null) {
      return List.of();
    }
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> list = (List<Map<String, Object>>) call("describe", new Class<?>[0]);
    return list == null ? List.of() : list;
  }

  private static boolean causes(Object failure, Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t == failure) {
        return true;
      }
    }
    return false;
  }

  private static DatabaseStatus status(Map<String, Object> db) {
    List<DatabaseStatus.MigrationRow> migrations = new ArrayList<>();
    String applied = null;
    for (Object o : (List<?>) db.getOrDefault("migrations", List.of())) {
      Map<?, ?> m = (Map<?, ?>) o;
      DatabaseStatus.MigrationRow row =
          new DatabaseStatus.MigrationRow(
              (String) m.get("version"),
              (String) m.get("description"),
              (String) m.get("script"),
              (String) m.get("state"),
              (String) m.get("installedOn"),
              (Integer) m.get("millis"));
      migrations.add(row);
      if ("Success".equals(row.state()) && row.version() != null) {
        applied = row.version();
      }
    }
    List<DatabaseStatus.QueryRow> queries = new ArrayList<>();
    for (Object o : (List<?>) db.getOrDefault("queries", List.of())) {
      Map<?, ?> q = (Map<?, ?>) o;
      queries.add(
          new DatabaseStatus.QueryRow(
              (String) q.get("at"),
              (String) q.get("sql"),
              (Long) q.get("micros"),
              (Integer) q.get("rows"),
              (String) q.get("error")));
    }
    String failure = null;
    if (db.get("failure") instanceof Map<?, ?> f) {
      failure = (f.get("script") == null ? "" : f.get("script") + ": ") + f.get("reason");
    } else if (db.get("migrationsError") instanceof String error) {
      failure = error;
    }
    String version = (String) db.get("version");
    return new DatabaseStatus(
        (String) db.get("url"),
        (Integer) db.get("openConnections"),
        (Integer) db.get("activeConnections"),
        (Long) db.get("statements"),
        version != null ? version : applied,
        failure,
        migrations,
        queries);
  }

  private Object call(String method, Class<?>[] types, Object... args) {
    try {
      return devMode.getMethod(method, types).invoke(null, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      throw new DevException("silk-data's " + method + " failed: " + cause, cause);
    } catch (ReflectiveOperationException e) {
      // A silk-data older than this CLI: it keeps its pools, but shows nothing to the dev server.
      return null;
    }
  }
}
