package dev.silk.web;

/** Adds a header name to a response's {@code Vary} without repeating one already listed. */
final class Vary {
  private Vary() {}

  static WebResponse add(WebResponse response, String name) {
    String vary = response.header("Vary");
    if (vary == null || vary.isEmpty()) {
      return response.withHeader("Vary", name);
    }
    if (vary.equals("*") || contains(vary, name)) {
      return response;
    }
    return response.withHeader("Vary", vary + ", " + name);
  }

  /** Whether a comma-separated list holds a token, ignoring case and spaces. */
  static boolean contains(String list, String token) {
    int start = 0;
    while (start <= list.length()) {
      int comma = list.indexOf(',', start);
      int end = comma < 0 ? list.length() : comma;
      String item = list.substring(start, end).trim();
      int semi = item.indexOf(';');
      if (semi >= 0) {
        item = item.substring(0, semi).trim();
      }
      if (item.equalsIgnoreCase(token)) {
        return true;
      }
      start = end + 1;
    }
    return false;
  }
}
