package dev.silk.cli.dev.host;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The pages under {@code /_silk/}: the route table, recent requests, the reload history.
 *
 * <p>Each answers HTML to a browser and JSON to anything that asks for it, so scripts and tests
 * read the same data people see.
 */
final class DevPages {
  private DevPages() {}

  static void table(
      HttpServletRequest request,
      HttpServletResponse response,
      String title,
      List<String> columns,
      List<Map<String, Object>> rows)
      throws IOException {
    byte[] body;
    if (ErrorPage.wantsJson(request)) {
      response.setContentType("application/json");
      body = Json.write(rows).getBytes(StandardCharsets.UTF_8);
    } else {
      StringBuilder html = new StringBuilder("<h1>").append(Html.escape(title)).append("</h1>");
      if (rows.isEmpty()) {
        html.append("<p>Nothing yet.</p>");
      } else {
        html.append("<table><tr>");
        columns.forEach(c -> html.append("<th>").append(Html.escape(c)).append("</th>"));
        html.append("</tr>");
        for (Map<String, Object> row : rows) {
          html.append("<tr>");
          columns.forEach(c -> html.append("<td>").append(Html.escape(row.get(c))).append("</td>"));
          html.append("</tr>");
        }
        html.append("</table>");
      }
      response.setContentType("text/html;charset=utf-8");
      body = Html.page(title, html.toString()).getBytes(StandardCharsets.UTF_8);
    }
    response.setHeader("Cache-Control", "no-store");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  static void index(HttpServletResponse response, Map<String, Object> status) throws IOException {
    StringBuilder html = new StringBuilder("<h1>silk dev</h1><table>");
    status.forEach(
        (k, v) ->
            html.append("<tr><th>")
                .append(Html.escape(k))
                .append("</th><td>")
                .append(Html.escape(v))
                .append("</td></tr>"));
    html.append("</table>");
    byte[] body = Html.page("silk dev", html.toString()).getBytes(StandardCharsets.UTF_8);
    response.setContentType("text/html;charset=utf-8");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }
}
