package dev.silk.cli.dev.host;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Shows a problem (compile error, exception from {@code main} or a handler, template error) with
 * its files, lines and source excerpts: as HTML for browsers, as JSON for API clients.
 *
 * <p>The problem arrives as JDK maps from the CLI side ({@code Problem.toMap()}), because the host
 * lives in another class loader.
 */
final class ErrorPage {
  private ErrorPage() {}

  static void send(
      HttpServletRequest request, HttpServletResponse response, Map<String, Object> problem)
      throws IOException {
    response.setStatus(500);
    response.setHeader("Cache-Control", "no-store");
    byte[] body;
    if (wantsJson(request)) {
      response.setContentType("application/json");
      body = Json.write(Map.of("error", problem)).getBytes(StandardCharsets.UTF_8);
    } else {
      response.setContentType("text/html;charset=utf-8");
      body =
          Html.page(String.valueOf(problem.get("title")), html(problem))
              .getBytes(StandardCharsets.UTF_8);
    }
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  static boolean wantsJson(HttpServletRequest request) {
    return wantsJson(request.getHeader("Accept"), request.getContentType());
  }

  /** JSON for API clients (they ask for it, or send it), HTML for everything a browser asks. */
  static boolean wantsJson(String accept, String type) {
    if (accept != null && accept.contains("text/html")) {
      return false;
    }
    return (accept != null && accept.contains("json")) || (type != null && type.contains("json"));
  }

  static String html(Map<String, Object> problem) {
    StringBuilder out = new StringBuilder();
    out.append("<h1 class=\"err\">").append(Html.escape(problem.get("title"))).append("</h1>");
    out.append("<p>").append(Html.escape(problem.get("message"))).append("</p>");
    for (Object o : (List<?>) problem.get("sites")) {
      Map<?, ?> site = (Map<?, ?>) o;
      out.append("<div class=\"site\"><div class=\"file\">")
          .append(Html.escape(site.get("file")))
          .append(':')
          .append(site.get("line"));
      if (!Integer.valueOf(0).equals(site.get("column"))) {
        out.append(':').append(site.get("column"));
      }
      out.append("</div><div>").append(Html.escape(site.get("message"))).append("</div><pre>");
      for (Object l : (List<?>) site.get("excerpt")) {
        Map<?, ?> line = (Map<?, ?>) l;
        boolean focus = Boolean.TRUE.equals(line.get("focus"));
        out.append(focus ? "<span class=\"focus\">" : "<span>")
            .append("<span class=\"ln\">")
            .append(line.get("number"))
            .append("</span>")
            .append(Html.escape(line.get("text")))
            .append("</span>")
            .append(focus ? "" : "\n");
      }
      out.append("</pre></div>");
    }
    Object trace = problem.get("trace");
    if (trace != null && !trace.toString().isEmpty()) {
      out.append("<details open><summary>Stack trace</summary><pre>")
          .append(Html.escape(trace))
          .append("</pre></details>");
    }
    out.append("<p>Save a fix and this page reloads by itself.</p>");
    return out.toString();
  }
}
