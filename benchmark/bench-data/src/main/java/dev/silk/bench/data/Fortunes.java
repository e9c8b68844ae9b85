package dev.silk.bench.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The twelve fortunes of the TechEmpower benchmark, the data of the fortunes page.
 *
 * <p>TechEmpower reads them from a database and adds a thirteenth per request; here they are built
 * once at start-up so that the case measures the framework and its template engine only. One needs
 * HTML escaping (the script) and one is Japanese.
 *
 * <pre>{@code
 * static final List<Fortune> FORTUNES = Fortunes.sorted();
 * }</pre>
 */
public final class Fortunes {
  private Fortunes() {}

  /** The twelve fortunes sorted by message, as the page lists them; a new list on every call. */
  public static List<Fortune> sorted() {
    List<Fortune> all = new ArrayList<>(12);
    all.add(new Fortune(1, "fortune: No such file or directory"));
    all.add(new Fortune(2, "A computer scientist is someone who fixes things that aren't broken."));
    all.add(new Fortune(3, "After enough decimal places, nobody gives a damn."));
    all.add(new Fortune(4, "A bad random number generator: 1, 1, 1, 1, 1, 4.33e+67, 1, 1, 1"));
    all.add(
        new Fortune(
            5, "A computer program does what you tell it to do, not what you want it to do."));
    all.add(
        new Fortune(
            6, "Emacs is a nice operating system, but I prefer UNIX. \u2014 Tom Christaensen"));
    all.add(new Fortune(7, "Any program that runs right is obsolete."));
    all.add(new Fortune(8, "A list is only as strong as its weakest link. \u2014 Donald Knuth"));
    all.add(new Fortune(9, "Feature: A bug with seniority."));
    all.add(new Fortune(10, "Computers make very fast, very accurate mistakes."));
    all.add(
        new Fortune(
            11,
            "<script>alert(\"This should not be displayed in a browser alert box.\");</script>"));
    all.add(
        new Fortune(
            12,
            "\u30D5\u30EC\u30FC\u30E0\u30EF\u30FC\u30AF\u306E\u30D9\u30F3\u30C1\u30DE\u30FC\u30AF"));
    all.sort(Comparator.comparing(Fortune::message));
    return List.copyOf(all);
  }
}
