package dev.silk.cli.dev.host;

/** Escapes text for the dev pages' HTML. */
final class Html {
  private Html() {}

  static String escape(Object value) {
    String s = String.valueOf(value);
    StringBuilder out = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** The frame every dev page shares: title, a little style, the live-reload script. */
  static String page(String title, String body) {
    return "<!doctype html><html><head><meta charset=\"utf-8\"><title>"
        + escape(title)
        + "</title><style>"
        + "body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#222;background:#fafafa}"
        + "h1{font-size:1.4rem;margin:0 0 .5rem}.err{color:#b00020}"
        + "nav a{margin-right:1rem}table{border-collapse:collapse;margin-top:1rem}"
        + "td,th{padding:.25rem .75rem;border-bottom:1px solid #ddd;text-align:left}"
        + "pre{background:#fff;border:1px solid #ddd;padding:.75rem;overflow:auto}"
        + ".msg{white-space:pre-wrap;font-family:monospace}"
        + ".site{margin:1rem 0}.file{font-family:monospace;font-weight:600}"
        + ".focus{background:#ffe3e3;display:block}.ln{color:#999;display:inline-block;width:3.5em}"
        + "</style></head><body><nav><a href=\"/_silk/\">silk dev</a><a href=\"/_silk/routes\">routes</a>"
        + "<a href=\"/_silk/requests\">requests</a><a href=\"/_silk/reloads\">reloads</a>"
        + "<a href=\"/_silk/openapi\">api</a><a href=\"/_silk/db\">db</a>"
        + "<a href=\"/_silk/tests\">tests</a>"
        + "<a href=\"/\">app</a></nav>"
        + body
        + LiveReload.SCRIPT_TAG
        + "</body></html>";
  }
}
