package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.TestReport;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code /_silk/tests}: where the project's tests stand under continuous testing, each failure with
 * its message, file and line, and the trace; JSON for {@code Accept: application/json}.
 */
final class TestsPage {
  private TestsPage() {}

  static void send(HttpServletRequest request, HttpServletResponse response, TestReport report)
      throws IOException {
    byte[] body;
    if (ErrorPage.wantsJson(request)) {
      response.setContentType("application/json");
      body = DevJson.tests(report);
    } else {
      response.setContentType("text/html;charset=utf-8");
      body = Html.page("Tests", html(report)).getBytes(StandardCharsets.UTF_8);
    }
    response.setHeader("Cache-Control", "no-store");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  private static String html(TestReport report) {
    StringBuilder html = new StringBuilder();
    boolean failed = report.state() == TestReport.State.FAILED || report.failed() > 0;
    html.append(failed ? "<h1 class=\"err\">" : "<h1>")
        .append(Html.escape(report.summary().isEmpty() ? "Tests" : report.summary()))
        .append("</h1>");
    if (report.state() == TestReport.State.NONE) {
      html.append("<p>No test has run yet. ")
          .append(
              report.continuous()
                  ? "They run after the next save."
                  : "Press <b>t</b> in the terminal for continuous testing, or <b>a</b> to run"
                      + " them all once.")
          .append("</p>");
      return html.toString();
    }
    html.append("<p>")
        .append(report.passed())
        .append(" passed, ")
        .append(report.failed())
        .append(" failed, ")
        .append(report.skipped())
        .append(" skipped")
        .append(report.at() == null ? "" : ", last run at " + Html.escape(report.at()))
        .append(report.state() == TestReport.State.RUNNING ? "; running now" : "")
        .append(report.continuous() ? "" : ". Continuous testing is off (t turns it on)")
        .append(".</p>");
    for (TestReport.Failure f : report.failures()) {
      html.append("<div class=\"site\"><h2>")
          .append(Html.escape(f.test()))
          .append("</h2><p>")
          .append(Html.escape(f.message()))
          .append("</p>");
      if (f.file() != null) {
        html.append("<p class=\"file\">")
            .append(Html.escape(f.file() + (f.line() > 0 ? ":" + f.line() : "")))
            .append("</p>");
      }
      if (!f.trace().isEmpty()) {
        html.append("<pre>").append(Html.escape(f.trace())).append("</pre>");
      }
      html.append("</div>");
    }
    return html.toString();
  }
}
