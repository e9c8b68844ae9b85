package dev.silk.cli.dev.host;

import dev.silk.cli.dev.bridge.HostStatus;
import dev.silk.cli.dev.bridge.Problem;
import dev.silk.cli.dev.bridge.TestReport;
import dev.silk.json.JsonOutput;
import java.util.List;

/**
 * The JSON of the dev pages, written with silk-json's {@link JsonOutput} (the runtime loader's, the
 * one the host links against): a problem, a table's rows, the status.
 *
 * <pre>{@code
 * byte[] body = DevJson.error(problem);   // {"error":{"kind":"COMPILE",...}}
 * }</pre>
 */
final class DevJson {
  private DevJson() {}

  /** {@code {"error": problem}}, what API clients get instead of the app's answer. */
  static byte[] error(Problem problem) {
    JsonOutput out = new JsonOutput(1024);
    out.beginObject().key("error");
    problem(out, problem);
    return out.endObject().toBytes();
  }

  private static void problem(JsonOutput out, Problem problem) {
    out.beginObject();
    out.key("kind").value(problem.kind().name());
    out.key("title").value(problem.kind().title());
    out.key("message").value(problem.message());
    out.key("sites").beginArray();
    for (Problem.Site site : problem.sites()) {
      out.beginObject();
      out.key("file").value(site.file());
      out.key("line").value(site.line());
      out.key("column").value(site.column());
      out.key("message").value(site.message());
      out.key("excerpt").beginArray();
      for (Problem.Excerpt line : site.excerpt()) {
        out.beginObject();
        out.key("number").value(line.number());
        out.key("text").value(line.text());
        out.key("focus").value(line.focus());
        out.endObject();
      }
      out.endArray().endObject();
    }
    out.endArray();
    out.key("trace").value(problem.trace());
    out.endObject();
  }

  /** A table as an array of objects, one member per column; numbers stay numbers. */
  static byte[] rows(List<String> columns, List<List<Object>> rows) {
    JsonOutput out = new JsonOutput(256 + rows.size() * 64);
    out.beginArray();
    for (List<Object> row : rows) {
      out.beginObject();
      for (int i = 0; i < columns.size(); i++) {
        out.key(columns.get(i));
        Object cell = row.get(i);
        if (cell instanceof Integer || cell instanceof Long) {
          out.value(((Number) cell).longValue());
        } else if (cell instanceof Double number) {
          out.value(number.doubleValue());
        } else {
          out.value(String.valueOf(cell));
        }
      }
      out.endObject();
    }
    return out.endArray().toBytes();
  }

  /** Where the tests stand, for {@code /_silk/tests} as JSON: counts, then each failure. */
  static byte[] tests(TestReport report) {
    JsonOutput out = new JsonOutput(512 + report.failures().size() * 512);
    out.beginObject();
    badgeMembers(out, report);
    out.key("skipped").value(report.skipped());
    out.key("at").value(report.at() == null ? "" : report.at().toString());
    out.key("failures").beginArray();
    for (TestReport.Failure f : report.failures()) {
      out.beginObject();
      out.key("test").value(f.test());
      out.key("message").value(f.message());
      out.key("file").value(f.file() == null ? "" : f.file());
      out.key("line").value(f.line());
      out.key("trace").value(f.trace());
      out.endObject();
    }
    out.endArray();
    return out.endObject().toBytes();
  }

  /** What the pages' badge needs, sent on the live-reload stream after every run. */
  static byte[] testBadge(TestReport report) {
    JsonOutput out = new JsonOutput(256);
    out.beginObject();
    badgeMembers(out, report);
    return out.endObject().toBytes();
  }

  private static void badgeMembers(JsonOutput out, TestReport report) {
    out.key("state").value(report.state().name());
    out.key("continuous").value(report.continuous());
    out.key("passed").value(report.passed());
    out.key("failed").value(report.failed());
    out.key("summary").value(report.summary());
  }

  /** The host's status, for {@code /_silk/status}. */
  static byte[] status(HostStatus status) {
    JsonOutput out = new JsonOutput(256);
    out.beginObject();
    out.key("port").value(status.port());
    out.key("generation").value(status.generation());
    out.key("problem").value(status.problem());
    out.key("liveClients").value(status.liveClients());
    out.key("routes").value(status.routes());
    out.key("reloads").value(status.reloads());
    return out.endObject().toBytes();
  }
}
