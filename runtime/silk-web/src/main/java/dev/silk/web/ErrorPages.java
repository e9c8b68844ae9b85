package dev.silk.web;

/**
 * Silk's own answer to an error no handler answered: the {@link Problem} as {@code
 * application/problem+json} for clients that accept JSON (and those that say nothing), a small HTML
 * page for browsers, its text for clients that want only {@code text/plain}.
 */
final class ErrorPages {
  private static final String[] OFFERED = {
    Problem.MEDIA_TYPE, "application/json", "text/html", "text/plain"
  };

  private ErrorPages() {}

  static WebResponse answer(Problem problem, WebRequest request) {
    String type = ContentNegotiation.preferred(request.header("Accept"), OFFERED);
    WebResponse response = WebResponse.status(problem.status()).withHeader("Vary", "Accept");
    if ("text/html".equals(type)) {
      return response.withHtml(html(problem));
    }
    if ("text/plain".equals(type)) {
      return response.withText(problem.text());
    }
    // JSON, and also for a client that accepts none of these: RFC 9110 lets an error ignore Accept.
    return response.withBody(new Body.Json<>(Problem.CODEC, problem), Problem.MEDIA_TYPE);
  }

  /** The body and content type for a client that accepts {@code accept}, as bytes. */
  record Rendered(String contentType, byte[] body) {}

  /** Silk's answer as bytes, for an error Jetty answers itself (before the app sees it). */
  static Rendered rendered(Problem problem, String accept) {
    String type = ContentNegotiation.preferred(accept, OFFERED);
    if ("text/html".equals(type)) {
      return new Rendered(WebResponse.HTML_TYPE, utf8(html(problem)));
    }
    if ("text/plain".equals(type)) {
      return new Rendered(WebResponse.TEXT_TYPE, utf8(problem.text()));
    }
    return new Rendered(Problem.MEDIA_TYPE, dev.silk.json.Json.toBytes(Problem.CODEC, problem));
  }

  private static byte[] utf8(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  static String html(Problem p) {
    String heading = p.status() + " " + escape(p.title());
    StringBuilder b = new StringBuilder(320);
    b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    b.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    b.append("<title>").append(heading).append("</title>\n</head>\n<body>\n");
    b.append("<h1>").append(heading).append("</h1>\n");
    if (p.detail() != null) {
      b.append("<p>").append(escape(p.detail())).append("</p>\n");
    }
    if (!p.errors().isEmpty()) {
      b.append("<ul>\n");
      for (dev.silk.json.validation.Violation v : p.errors()) {
        b.append("<li><code>")
            .append(escape(v.pointer()))
            .append("</code> ")
            .append(escape(v.message()))
            .append("</li>\n");
      }
      b.append("</ul>\n");
    }
    if (p.status() >= 500 && p.requestId() != null) {
      b.append("<p>Request ").append(escape(p.requestId())).append("</p>\n");
    }
    return b.append("</body>\n</html>\n").toString();
  }

  /** Escapes text for HTML element content and attribute values. */
  static String escape(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String r =
          switch (c) {
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '&' -> "&amp;";
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            default -> null;
          };
      if (r != null) {
        if (b == null) {
          b = new StringBuilder(s.length() + 16).append(s, 0, i);
        }
        b.append(r);
      } else if (b != null) {
        b.append(c);
      }
    }
    return b == null ? s : b.toString();
  }
}
