package dev.silk.web;

/**
 * A filter and the path prefix it applies to, split into segments once so that the check per
 * request compares segments of the already-split path. A {@code {name}} segment in the prefix
 * matches any segment.
 */
final class FilterEntry<F> {
  final F filter;
  private final String[] prefix;

  FilterEntry(String prefix, F filter) {
    if (filter == null) {
      throw new IllegalArgumentException("filter is null");
    }
    this.filter = filter;
    String[] parts = PathSegments.pattern(prefix);
    for (int i = 0; i < parts.length; i++) {
      if (parts[i].startsWith("{") && parts[i].endsWith("}")) {
        parts[i] = null;
      }
    }
    this.prefix = parts;
  }

  /** Whether the filter runs for a path; a malformed path ({@code null}) sees only global ones. */
  boolean applies(String[] segments) {
    String[] p = prefix;
    if (p.length == 0) {
      return true;
    }
    if (segments == null || segments.length < p.length) {
      return false;
    }
    for (int i = 0; i < p.length; i++) {
      if (p[i] != null && !p[i].equals(segments[i])) {
        return false;
      }
    }
    return true;
  }
}
