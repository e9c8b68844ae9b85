package dev.silk.cli.dev;

import dev.silk.cli.dev.bridge.ReloadEntry;

/**
 * One completed reload, for the status line and the {@code /_silk/reloads} page.
 *
 * @param generation the app's number in this session (1 = the first start)
 * @param trigger what caused it: {@code start}, {@code java}, {@code pom}, {@code restart}
 * @param changedFiles how many watched files changed
 * @param compiledFiles how many source files were compiled
 * @param compileMillis time in javac
 * @param millis the whole reload, from the change being noticed to the new app serving
 * @param migrated what the app's migrations applied on this run ({@code applied V3__add_due.sql
 *     (now at version 3, 12 ms)}), or empty
 */
public record Reload(
    int generation,
    String trigger,
    int changedFiles,
    int compiledFiles,
    long compileMillis,
    long millis,
    String migrated) {

  /** "reloaded in 142 ms, 3 files", and what the migrations applied if they did. */
  public String summary() {
    String verb = generation == 1 ? "started" : "reloaded";
    String files = changedFiles == 1 ? "1 file" : changedFiles + " files";
    return verb
        + " in "
        + millis
        + " ms"
        + (changedFiles > 0 ? ", " + files : "")
        + (migrated.isEmpty() ? "" : "; database: " + migrated);
  }

  /** Its line in the reload history. */
  ReloadEntry entry() {
    return ReloadEntry.served(trigger, changedFiles, millis);
  }
}
