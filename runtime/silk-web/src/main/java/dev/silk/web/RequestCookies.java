package dev.silk.web;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses {@code Cookie} request headers ({@code a=1; b="two"}) on first read.
 *
 * <p>Values are returned as sent (without surrounding quotes) and never decoded, which is what
 * browsers send back from the {@code Set-Cookie} value. The first occurrence of a name wins, as
 * browsers send the most specific path first.
 */
final class RequestCookies {
  private RequestCookies() {}

  static Map<String, String> parse(List<String> headers) {
    if (headers.isEmpty()) {
      return Map.of();
    }
    Map<String, String> cookies = new LinkedHashMap<>();
    for (String header : headers) {
      int start = 0;
      while (start < header.length()) {
        int semi = header.indexOf(';', start);
        int end = semi < 0 ? header.length() : semi;
        int eq = header.indexOf('=', start);
        if (eq > start && eq < end) {
          String name = header.substring(start, eq).trim();
          String value = header.substring(eq + 1, end).trim();
          if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
            value = value.substring(1, value.length() - 1);
          }
          if (!name.isEmpty()) {
            cookies.putIfAbsent(name, value);
          }
        }
        start = end + 1;
      }
    }
    return Collections.unmodifiableMap(cookies);
  }
}
