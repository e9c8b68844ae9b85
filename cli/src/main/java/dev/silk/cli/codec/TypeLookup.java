package dev.silk.cli.codec;

import dev.silk.cli.CommandException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Finds a {@code @JsonBound} type by what a person typed: its qualified name ({@code
 * com.example.Checkout}), its simple name ({@code Checkout}) or a nested name ({@code Order.Line}),
 * and otherwise says which types come closest.
 *
 * <pre>{@code
 * BoundModel type = TypeLookup.find(compiled.types(), "Checkout");
 * }</pre>
 */
final class TypeLookup {
  private TypeLookup() {}

  static BoundModel find(Map<String, BoundModel> types, String query) {
    BoundModel exact = types.get(query);
    if (exact != null) {
      return exact;
    }
    List<String> matches =
        types.keySet().stream().filter(n -> n.endsWith("." + query)).sorted().toList();
    if (matches.size() == 1) {
      return types.get(matches.get(0));
    }
    if (matches.size() > 1) {
      throw CommandException.usage(
          "'" + query + "' is ambiguous: " + String.join(", ", matches),
          "Give the fully qualified name.");
    }
    if (types.isEmpty()) {
      throw CommandException.failure(
          "the project has no @JsonBound types", "Make some with: silk codec from <samples> ...");
    }
    List<String> close = closest(types.keySet(), query);
    throw CommandException.usage(
        "no @JsonBound type '" + query + "' in the project",
        close.isEmpty()
            ? "Its @JsonBound types: "
                + String.join(", ", types.keySet().stream().sorted().toList())
            : "Did you mean: " + String.join(", ", close) + "?");
  }

  /** Up to five names whose simple name is within a third of its length in edits of the query. */
  static List<String> closest(Iterable<String> names, String query) {
    String q = simple(query).toLowerCase(java.util.Locale.ROOT);
    List<String[]> scored = new ArrayList<>();
    for (String name : names) {
      String s = simple(name).toLowerCase(java.util.Locale.ROOT);
      int d = s.contains(q) || q.contains(s) ? 0 : distance(q, s);
      if (d <= Math.max(2, q.length() / 3)) {
        scored.add(new String[] {String.format("%03d", d), name});
      }
    }
    return scored.stream()
        .sorted(Comparator.comparing((String[] a) -> a[0]).thenComparing(a -> a[1]))
        .limit(5)
        .map(a -> a[1])
        .toList();
  }

  private static String simple(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /** Levenshtein distance. */
  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
