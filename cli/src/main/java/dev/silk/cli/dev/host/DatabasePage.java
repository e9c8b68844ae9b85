package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.DatabaseStatus;
import dev.silk.json.JsonOutput;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * {@code /_silk/db}: each database the app opened, with its pool, its migrations and the last
 * statements with their times; JSON for a client that asks for it ({@code Accept:
 * application/json}), as the other dev pages.
 */
final class DatabasePage {
  private static final String NO_DATA =
      "This project does not use silk-data, so it has no database to show"
          + " (silk new --db makes a project with one).";

  private DatabasePage() {}

  /**
   * Answers {@code request} with {@code databases}; null when the project does not use silk-data.
   */
  static void send(
      HttpServletRequest request, HttpServletResponse response, List<DatabaseStatus> databases)
      throws IOException {
    byte[] body;
    if (ErrorPage.wantsJson(request)) {
      response.setContentType("application/json");
      body = json(databases);
    } else {
      response.setContentType("text/html;charset=utf-8");
      body = Html.page("Database", html(databases)).getBytes(StandardCharsets.UTF_8);
    }
    response.setHeader("Cache-Control", "no-store");
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  static String html(List<DatabaseStatus> databases) {
    StringBuilder html = new StringBuilder("<h1>Database</h1>");
    if (databases == null) {
      return html.append("<p>").append(Html.escape(NO_DATA)).append("</p>").toString();
    }
    if (databases.isEmpty()) {
      return html.append("<p>The app has not opened a database yet.</p>").toString();
    }
    for (DatabaseStatus db : databases) {
      html.append("<h2 class=\"file\">").append(Html.escape(db.url())).append("</h2><p>");
      html.append(
          db.version() == null ? "no schema version" : "schema version " + esc(db.version()));
      html.append(" &middot; ")
          .append(db.openConnections())
          .append(" connections open, ")
          .append(db.activeConnections())
          .append(" in use &middot; ")
          .append(db.statements())
          .append(db.statements() == 1 ? " statement" : " statements")
          .append("</p>");
      if (db.failure() != null) {
        html.append("<h1 class=\"err\">Migration failed</h1><pre>")
            .append(esc(db.failure()))
            .append("</pre>");
      }
      html.append("<h3>Migrations</h3>");
      if (db.migrations().isEmpty()) {
        html.append("<p>None in src/main/resources/db/migration.</p>");
      } else {
        html.append(
            "<table><tr><th>version</th><th>description</th><th>script</th><th>state</th>"
                + "<th>applied</th><th>ms</th></tr>");
        for (DatabaseStatus.MigrationRow m : db.migrations()) {
          html.append("<tr><td>")
              .append(esc(m.version()))
              .append("</td><td>")
              .append(esc(m.description()))
              .append("</td><td class=\"file\">")
              .append(esc(m.script()))
              .append("</td><td>")
              .append(esc(m.state()))
              .append("</td><td>")
              .append(esc(m.installedOn()))
              .append("</td><td>")
              .append(esc(m.millis()))
              .append("</td></tr>");
        }
        html.append("</table>");
      }
      html.append("<h3>Last queries</h3>");
      if (db.queries().isEmpty()) {
        html.append("<p>None yet.</p>");
      } else {
        html.append("<table><tr><th>at</th><th>ms</th><th>rows</th><th>statement</th></tr>");
        for (DatabaseStatus.QueryRow q : db.queries()) {
          html.append("<tr><td>")
              .append(esc(q.at()))
              .append("</td><td>")
              .append(String.format(Locale.ROOT, "%.2f", q.micros() / 1000.0))
              .append("</td><td>")
              .append(q.rows())
              .append("</td><td class=\"file\">")
              .append(esc(q.sql()));
          if (q.error() != null) {
            html.append("<br><span class=\"err\">").append(esc(q.error())).append("</span>");
          }
          html.append("</td></tr>");
        }
        html.append("</table>");
      }
    }
    return html.toString();
  }

  static byte[] json(List<DatabaseStatus> databases) {
    JsonOutput out = new JsonOutput(1024);
    out.beginObject();
    if (databases == null) {
      out.key("note").value(NO_DATA);
    }
    out.key("databases").beginArray();
    for (DatabaseStatus db : databases == null ? List.<DatabaseStatus>of() : databases) {
      out.beginObject();
      out.key("url").value(db.url());
      out.key("version").value(db.version());
      out.key("openConnections").value(db.openConnections());
      out.key("activeConnections").value(db.activeConnections());
      out.key("statements").value(db.statements());
      out.key("failure").value(db.failure());
      out.key("migrations").beginArray();
      for (DatabaseStatus.MigrationRow m : db.migrations()) {
        out.beginObject();
        out.key("version").value(m.version());
        out.key("description").value(m.description());
        out.key("script").value(m.script());
        out.key("state").value(m.state());
        out.key("installedOn").value(m.installedOn());
        out.key("millis");
        if (m.millis() == null) {
          out.nullValue();
        } else {
          out.value(m.millis().intValue());
        }
        out.endObject();
      }
      out.endArray();
      out.key("queries").beginArray();
      for (DatabaseStatus.QueryRow q : db.queries()) {
        out.beginObject();
        out.key("at").value(q.at());
        out.key("sql").value(q.sql());
        out.key("micros").value(q.micros());
        out.key("rows").value(q.rows());
        out.key("error").value(q.error());
        out.endObject();
      }
      out.endArray();
      out.endObject();
    }
    return out.endArray().endObject().toBytes();
  }

  private static String esc(Object value) {
    return value == null ? "" : Html.escape(value);
  }
}
