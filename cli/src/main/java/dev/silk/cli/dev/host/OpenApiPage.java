package dev.silk.cli.dev.host;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * {@code /_silk/openapi}: the app's OpenAPI document as a page with a form per operation to try it
 * (path variables, a JSON body, the answer's status and body). Plain HTML and a little script that
 * reads {@code /_silk/openapi.json}; no UI framework is bundled.
 */
final class OpenApiPage {
  private OpenApiPage() {}

  static void send(HttpServletResponse response) throws IOException {
    String body =
        "<h1>API</h1><p>From the route table and the records' schemas;"
            + " <a href=\"/_silk/openapi.json\">the document</a>."
            + " Serve it from the app with <code>app.get(\"/openapi.json\","
            + " OpenApi.of(app).handler())</code>.</p><div id=\"ops\">loading&hellip;</div>"
            + "<script>"
            + SCRIPT
            + "</script>";
    byte[] bytes = Html.page("API", body).getBytes(StandardCharsets.UTF_8);
    response.setContentType("text/html;charset=utf-8");
    response.setContentLength(bytes.length);
    response.getOutputStream().write(bytes);
  }

  /** Builds one form per operation from the document; sends with fetch and shows the answer. */
  private static final String SCRIPT =
      """
      const ops = document.getElementById("ops");
      const el = (tag, text) => { const e = document.createElement(tag); if (text) e.textContent = text; return e; };
      function example(schema, doc, depth) {
        if (!schema || depth > 4) return null;
        if (schema.$ref) return example(doc.components.schemas[schema.$ref.split("/").pop()], doc, depth + 1);
        if (schema.oneOf) return example(schema.oneOf.find(s => s.type !== "null"), doc, depth + 1);
        const type = Array.isArray(schema.type) ? schema.type.find(t => t !== "null") : schema.type;
        if (schema.enum) return schema.enum[0];
        if (type === "object" && schema.properties) {
          const o = {};
          for (const [k, v] of Object.entries(schema.properties)) o[k] = example(v, doc, depth + 1);
          return o;
        }
        if (type === "array") return [];
        if (type === "object") return {};
        return { string: "", integer: 0, number: 0, boolean: false }[type] ?? null;
      }
      fetch("/_silk/openapi.json").then(r => r.json()).then(doc => {
        ops.replaceChildren();
        for (const [path, item] of Object.entries(doc.paths || {})) {
          const vars = (item.parameters || []).map(p => p.name);
          for (const method of ["get", "post", "put", "patch", "delete"]) {
            const op = item[method];
            if (!op) continue;
            const form = el("form");
            form.className = "site";
            const title = el("div");
            title.className = "file";
            title.textContent = method.toUpperCase() + " " + path + (op.tags ? "  [" + op.tags.join(", ") + "]" : "");
            form.append(title);
            const inputs = {};
            for (const v of vars) {
              const label = el("label", v + " ");
              inputs[v] = el("input");
              label.append(inputs[v]);
              form.append(label, " ");
            }
            let body = null;
            const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
            if (bodySchema) {
              body = el("textarea");
              body.rows = 4;
              body.cols = 60;
              body.value = JSON.stringify(example(bodySchema, doc, 0), null, 2);
              form.append(el("br"), body);
            }
            const send = el("button", "Send");
            const out = el("pre");
            out.hidden = true;
            form.append(" ", send, out);
            form.addEventListener("submit", async event => {
              event.preventDefault();
              let url = path;
              for (const v of vars) url = url.replace("{" + v + "}", encodeURIComponent(inputs[v].value));
              const init = { method: method.toUpperCase(), headers: {} };
              if (body) { init.body = body.value; init.headers["Content-Type"] = "application/json"; }
              const answer = await fetch(url, init);
              const text = await answer.text();
              out.hidden = false;
              out.textContent = answer.status + " " + answer.statusText + "\\n\\n" + text;
            });
            ops.append(form);
          }
        }
        if (!ops.children.length) ops.textContent = "The app has no routes yet.";
      });
      """;
}
