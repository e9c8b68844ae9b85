package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.Problem;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Shows a problem (compile error, exception from {@code main} or a handler, template error) with
 * its files, lines and source excerpts: as HTML for browsers, as JSON for API clients.
 *
 * <p>The problem is the session's own {@link Problem} value: the bridge package is one class for
 * the CLI and the host.
 */
final class ErrorPage {
  private ErrorPage() {}

  static void send(HttpServletRequest request, HttpServletResponse response, Problem problem)
      throws IOException {
    response.setStatus(500);
    response.setHeader("Cache-Control", "no-store");
    byte[] body;
    if (wantsJson(request)) {
      response.setContentType("application/json");
      body = DevJson.error(problem);
    } else {
      response.setContentType("text/html;charset=utf-8");
      body = page(problem).getBytes(StandardCharsets.UTF_8);
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

  /** The whole HTML page for {@code problem}, live-reload script included. */
  static String page(Problem problem) {
    return Html.page(problem.kind().title(), html(problem));
  }

  static String html(Problem problem) {
    StringBuilder out = new StringBuilder();
    out.append("<h1 class=\"err\">").append(Html.escape(problem.kind().title())).append("</h1>");
    // javac's messages and jte's are several lines ("symbol: ...", "location: ..."): kept as lines
    out.append("<p class=\"msg\">").append(Html.escape(problem.message())).append("</p>");
    for (Problem.Site site : problem.sites()) {
      out.append("<div class=\"site\"><div class=\"file\">")
          .append(Html.escape(site.file()))
          .append(':')
          .append(site.line());
      if (site.column() != 0) {
        out.append(':').append(site.column());
      }
      out.append("</div><div class=\"msg\">")
          .append(Html.escape(site.message()))
          .append("</div><pre>");
      for (Problem.Excerpt line : site.excerpt()) {
        out.append(line.focus() ? "<span class=\"focus\">" : "<span>")
            .append("<span class=\"ln\">")
            .append(line.number())
            .append("</span>")
            .append(Html.escape(line.text()))
            .append("</span>")
            .append(line.focus() ? "" : "\n");
      }
      out.append("</pre></div>");
    }
    String trace = problem.trace();
    if (trace != null && !trace.isEmpty()) {
      out.append("<details open><summary>Stack trace</summary><pre>")
          .append(Html.escape(trace))
          .append("</pre></details>");
    }
    out.append("<p>Save a fix and this page reloads by itself.</p>");
    return out.toString();
  }
}
