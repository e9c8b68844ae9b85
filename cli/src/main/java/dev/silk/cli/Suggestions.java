package dev.silk.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The valid words closest to a mistyped one, by edit distance with transpositions, so {@code silk
 * nwe} suggests {@code new}. picocli's own suggestions miss short words like that; this fills in.
 *
 * <pre>{@code
 * Suggestions.closest("nwe", List.of("new", "completion"));   // [new]
 * }</pre>
 */
final class Suggestions {
  private Suggestions() {}

  /** The candidates within two edits of {@code word} (one for words of up to three letters). */
  static List<String> closest(String word, Collection<String> candidates) {
    String typed = word.replaceFirst("=.*", "");
    int limit = typed.replace("-", "").length() <= 3 ? 1 : 2;
    int best = Integer.MAX_VALUE;
    List<String> closest = new ArrayList<>();
    for (String candidate : candidates) {
      int distance = distance(typed, candidate);
      if (distance > limit || distance > best) {
        continue;
      }
      if (distance < best) {
        best = distance;
        closest.clear();
      }
      closest.add(candidate);
    }
    return closest;
  }

  /** Optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
