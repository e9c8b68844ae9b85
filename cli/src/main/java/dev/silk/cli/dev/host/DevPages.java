package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.HostStatus;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

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
      List<List<Object>> rows)
      throws IOException {
    byte[] body;
    if (ErrorPage.wantsJson(request)) {
      response.setContentType("application/json");
      body = DevJson.rows(columns, rows);
    } else {
      StringBuilder html = new StringBuilder("<h1>").append(Html.escape(title)).append("</h1>");
      if (rows.isEmpty()) {
        html.append("<p>Nothing yet.</p>");
      } else {
        html.append("<table><tr>");
        columns.forEach(c -> html.append("<th>").append(Html.escape(c)).append("</th>"));
        html.append("</tr>");
        for (List<Object> row : rows) {
          html.append("<tr>");
          row.forEach(cell -> html.append("<td>").append(Html.escape(cell)).append("</td>"));
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

  static void index(HttpServletResponse response, HostStatus status) throws IOException {
    StringBuilder html = new StringBuilder("<h1>silk dev</h1><table>");
    row(html, "port", status.port());
    row(html, "generation", status.generation());
    row(html, "problem", status.problem());
    row(html, "liveClients", status.liveClients());
    row(html, "routes", status.routes());
    row(html, "reloads", status.reloads());
    html.append("</table>");
    byte[] body = Html.page("silk dev", html.toString()).getBytes(StandardCharsets.UTF_8);
    response.setContentType("text/html;charset=utf-8");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  /** The status as JSON, for scripts and tests. */
  static void status(HttpServletResponse response, HostStatus status) throws IOException {
    byte[] body = DevJson.status(status);
    response.setContentType("application/json");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  private static void row(StringBuilder html, String name, Object value) {
    html.append("<tr><th>")
        .append(Html.escape(name))
        .append("</th><td>")
        .append(Html.escape(value))
        .append("</td></tr>");
  }
}
