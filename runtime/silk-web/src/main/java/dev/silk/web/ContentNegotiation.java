package dev.silk.web;

import java.util.Locale;

/**
 * Reads an {@code Accept} header against the media types a handler can produce: the most specific
 * matching range decides a type's quality ({@code text/html} over {@code text/*} over {@code *}/
 * {@code *}), and a quality of 0 refuses it. A missing header accepts everything.
 */
final class ContentNegotiation {
  private ContentNegotiation() {}

  static boolean accepts(String accept, String mediaType) {
    return quality(accept, mediaType) > 0;
  }

  static String preferred(String accept, String... offered) {
    String best = null;
    double bestQ = 0;
    for (String type : offered) {
      double q = quality(accept, type);
      if (q > bestQ) {
        best = type;
        bestQ = q;
      }
    }
    return best;
  }

  /** The quality the header gives a media type (parameters of the offered type are ignored). */
  static double quality(String accept, String mediaType) {
    if (accept == null || accept.isBlank()) {
      return 1;
    }
    String offered = bare(mediaType);
    int slash = offered.indexOf('/');
    String type = slash < 0 ? offered : offered.substring(0, slash);
    int bestSpecificity = -1;
    double q = 0;
    int start = 0;
    while (start <= accept.length()) {
      int comma = accept.indexOf(',', start);
      int end = comma < 0 ? accept.length() : comma;
      String range = accept.substring(start, end);
      start = end + 1;
      String bareRange = bare(range);
      if (bareRange.isEmpty()) {
        continue;
      }
      int specificity;
      if (bareRange.equals(offered)) {
        specificity = 2;
      } else if (bareRange.equals("*/*")) {
        specificity = 0;
      } else if (bareRange.endsWith("/*")
          && bareRange.regionMatches(0, type, 0, type.length())
          && bareRange.length() == type.length() + 2) {
        specificity = 1;
      } else {
        continue;
      }
      if (specificity > bestSpecificity) {
        bestSpecificity = specificity;
        q = qValue(range);
      }
    }
    return q;
  }

  private static String bare(String range) {
    int semi = range.indexOf(';');
    return (semi < 0 ? range : range.substring(0, semi)).trim().toLowerCase(Locale.ROOT);
  }

  private static double qValue(String range) {
    int semi = range.indexOf(';');
    while (semi >= 0) {
      int next = range.indexOf(';', semi + 1);
      String param = range.substring(semi + 1, next < 0 ? range.length() : next).trim();
      if (param.length() > 2
          && (param.charAt(0) == 'q' || param.charAt(0) == 'Q')
          && param.charAt(1) == '=') {
        try {
          double q = Double.parseDouble(param.substring(2).trim());
          return q < 0 || q > 1 ? 0 : q;
        } catch (NumberFormatException e) {
          return 0;
        }
      }
      semi = next;
    }
    return 1;
  }
}
