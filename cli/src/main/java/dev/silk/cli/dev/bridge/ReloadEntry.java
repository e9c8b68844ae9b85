package dev.silk.cli.dev.bridge;

import java.time.LocalTime;

/**
 * One line of the reload history ({@code /_silk/reloads}): a reload that served, or one that ended
 * in a problem.
 *
 * @param at the time of day it ended, to the second
 * @param trigger what caused it: {@code start}, {@code java}, {@code pom}, {@code restart}, {@code
 *     template}, {@code css} or {@code resource} (nothing restarts for those three), or {@code
 *     change} when the reload thread itself failed
 * @param outcome {@code ok}, or the title of its problem
 * @param files how many watched files changed
 * @param millis how long it took, from the change being noticed to the new app serving (or the
 *     browsers being told, or the problem being found)
 */
public record ReloadEntry(LocalTime at, String trigger, String outcome, int files, long millis) {
  /** A reload that served, ending now. */
  public static ReloadEntry served(String trigger, int files, long millis) {
    return new ReloadEntry(now(), trigger, "ok", files, millis);
  }

  /** A reload caused by {@code trigger} that ended in {@code problem}, now. */
  public static ReloadEntry failed(Problem problem, String trigger, int files, long millis) {
    return new ReloadEntry(now(), trigger, problem.kind().title(), files, millis);
  }

  private static LocalTime now() {
    return LocalTime.now().withNano(0);
  }
}
