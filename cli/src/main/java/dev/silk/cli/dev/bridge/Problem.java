package dev.silk.cli.dev.bridge;

import java.util.List;

/**
 * Something the developer must fix before the app can serve again: a compile error, an exception
 * from {@code main}, a handler's exception, a broken pom.
 *
 * <p>One value feeds the browser's error page (HTML or JSON) and the terminal, so both say the same
 * thing. The dev host renders it as it is: this package is one class for both loaders.
 *
 * @param kind what went wrong
 * @param message one line for the status line and the page title
 * @param sites the source positions involved, first the most relevant
 * @param trace the stack trace for exceptions, else empty
 */
public record Problem(Kind kind, String message, List<Site> sites, String trace) {

  /** What went wrong; the page and terminal title. */
  public enum Kind {
    COMPILE("Compile error"),
    MAIN("Exception in main"),
    NO_APP("main did not start an App"),
    HANDLER("Exception in a handler"),
    TEMPLATE("Template error"),
    MIGRATION("Migration failed"),
    PROJECT("Project problem");

    private final String title;

    Kind(String title) {
      this.title = title;
    }

    /** The heading people read. */
    public String title() {
      return title;
    }
  }

  /**
   * A position in a source file with a few lines around it.
   *
   * @param file the path relative to the project root
   * @param line 1-based line, 0 when unknown
   * @param column 1-based column, 0 when unknown
   * @param message what is wrong there
   * @param excerpt the lines around {@code line}
   */
  public record Site(String file, int line, int column, String message, List<Excerpt> excerpt) {}

  /** One source line of an excerpt; {@code focus} marks the line the site points at. */
  public record Excerpt(int number, String text, boolean focus) {}
}
