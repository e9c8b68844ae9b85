package dev.silk.web.openapi;

import dev.silk.json.JsonCodec;
import dev.silk.json.JsonOutput;
import dev.silk.json.JsonSchema;
import dev.silk.web.App;
import dev.silk.web.Handler;
import dev.silk.web.Route;
import dev.silk.web.WebResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The OpenAPI 3.1 document of an app, read from its route table: each path with its variables and
 * methods, each group as a tag, and for routes that declare their types ({@code app.get(path,
 * ItemCodec.INSTANCE, handler)}) the request and answer schemas that the generated codecs carry
 * (decided at compile time from the {@code @JsonBound} records). Records, enums and unions are
 * {@code components/schemas}.
 *
 * <pre>{@code
 * App app = App.create()
 *     .get("/items/{id}", ItemCodec.INSTANCE, req -> items.find(req.pathLong("id")))
 *     .post("/items", NewItemCodec.INSTANCE, ItemCodec.INSTANCE, (req, draft) -> items.add(draft));
 * app.get("/openapi.json", OpenApi.of(app).title("Items").version("1.0").handler());
 * }</pre>
 *
 * <p>The document is built when first asked for, once the app's routes are all registered, and
 * kept: a served document costs one copy of its bytes per request.
 */
public final class OpenApi {
  private final App app;
  private String title = "API";
  private String version = "0";
  private String description;
  private final List<String> servers = new ArrayList<>();
  private volatile byte[] served;

  private OpenApi(App app) {
    this.app = app;
  }

  /** The document of {@code app}'s routes; registers nothing. */
  public static OpenApi of(App app) {
    if (app == null) {
      throw new IllegalArgumentException("app is null");
    }
    return new OpenApi(app);
  }

  /** The API's title ({@code info.title}; "API" by default). */
  public OpenApi title(String newTitle) {
    title = require(newTitle, "title");
    return this;
  }

  /** The version of the API, not of OpenAPI ({@code info.version}; "0" by default). */
  public OpenApi version(String newVersion) {
    version = require(newVersion, "version");
    return this;
  }

  /** What the API is for, in CommonMark ({@code info.description}). */
  public OpenApi description(String newDescription) {
    description = require(newDescription, "description");
    return this;
  }

  /** A URL the API is served at, such as {@code https://api.example.com} ({@code servers}). */
  public OpenApi server(String url) {
    servers.add(require(url, "server URL"));
    return this;
  }

  /**
   * A handler answering with the document ({@code application/json}), built on the first request
   * and kept: {@code app.get("/openapi.json", OpenApi.of(app).handler())}.
   */
  public Handler handler() {
    return req -> {
      byte[] doc = served;
      if (doc == null) {
        doc = json().getBytes(StandardCharsets.UTF_8);
        served = doc;
      }
      return WebResponse.bytes(doc, "application/json");
    };
  }

  /** The document as JSON text, from the routes registered so far. */
  public String json() {
    JsonOutput out = JsonOutput.pretty();
    JsonSchema.Definitions schemas = new JsonSchema.Definitions("#/components/schemas/");
    out.beginObject();
    out.key("openapi").value("3.1.0");
    out.key("info").beginObject().key("title").value(title).key("version").value(version);
    if (description != null) {
      out.key("description").value(description);
    }
    out.endObject();
    if (!servers.isEmpty()) {
      out.key("servers").beginArray();
      for (String url : servers) {
        out.beginObject().key("url").value(url).endObject();
      }
      out.endArray();
    }
    List<Route> routes = app.routes();
    Set<String> tags = new LinkedHashSet<>();
    for (Route r : routes) {
      if (r.group() != null) {
        tags.add(tag(r.group()));
      }
    }
    if (!tags.isEmpty()) {
      out.key("tags").beginArray();
      for (String tag : tags) {
        out.beginObject().key("name").value(tag).endObject();
      }
      out.endArray();
    }
    out.key("paths").beginObject();
    for (Map.Entry<String, List<Route>> path : byPath(routes).entrySet()) {
      out.key(path.getKey()).beginObject();
      List<String> variables = variables(path.getKey());
      if (!variables.isEmpty()) {
        out.key("parameters").beginArray();
        for (String name : variables) {
          out.beginObject()
              .key("name")
              .value(name)
              .key("in")
              .value("path")
              .key("required")
              .value(true)
              .key("schema")
              .beginObject()
              .key("type")
              .value("string")
              .endObject()
              .endObject();
        }
        out.endArray();
      }
      for (Route r : path.getValue()) {
        out.key(r.method().toLowerCase(java.util.Locale.ROOT));
        operation(out, r, schemas);
      }
      out.endObject();
    }
    out.endObject();
    if (schemas.hasAny()) {
      out.key("components").beginObject().key("schemas");
      schemas.writeAll(out);
      out.endObject();
    }
    out.endObject();
    return out.toString();
  }

  private static void operation(JsonOutput out, Route r, JsonSchema.Definitions schemas) {
    out.beginObject();
    if (r.group() != null) {
      out.key("tags").beginArray().value(tag(r.group())).endArray();
    }
    JsonCodec<?> body = r.body();
    if (body != null) {
      out.key("requestBody").beginObject().key("required").value(true);
      content(out, body, schemas);
      out.endObject();
    }
    out.key("responses").beginObject();
    JsonCodec<?> response = r.response();
    if (response == null) {
      out.key("default").beginObject().key("description").value("the handler's answer").endObject();
    } else {
      out.key("200").beginObject().key("description").value("OK");
      content(out, response, schemas);
      out.endObject();
      if (body != null) {
        out.key("204").beginObject().key("description").value("No Content").endObject();
        out.key("400")
            .beginObject()
            .key("description")
            .value("the body is not JSON this route reads")
            .endObject();
        if (body.validates()) {
          out.key("422")
              .beginObject()
              .key("description")
              .value("the body breaks its constraints: a problem with a JSON Pointer per violation")
              .endObject();
        }
      } else {
        out.key("404").beginObject().key("description").value("Not Found").endObject();
      }
    }
    out.endObject();
    out.endObject();
  }

  private static void content(JsonOutput out, JsonCodec<?> codec, JsonSchema.Definitions schemas) {
    out.key("content").beginObject().key("application/json").beginObject().key("schema");
    JsonSchema.of(codec).writeTo(out, schemas);
    out.endObject().endObject();
  }

  /** Routes by path, in registration order of each path's first route. */
  private static Map<String, List<Route>> byPath(List<Route> routes) {
    Map<String, List<Route>> paths = new LinkedHashMap<>();
    for (Route r : routes) {
      paths.computeIfAbsent(r.path(), p -> new ArrayList<>()).add(r);
    }
    return paths;
  }

  /** The names of a pattern's variables, in order: {@code /a/{x}/b/{y}} gives x, y. */
  static List<String> variables(String path) {
    List<String> names = new ArrayList<>();
    for (String segment : path.split("/", -1)) {
      if (segment.startsWith("{") && segment.endsWith("}") && segment.length() > 2) {
        names.add(segment.substring(1, segment.length() - 1));
      }
    }
    return names;
  }

  /** A group's tag: its prefix without the leading slash ({@code /api/v2} is {@code api/v2}). */
  private static String tag(String group) {
    return group.length() > 1 && group.startsWith("/") ? group.substring(1) : group;
  }

  private static String require(String value, String what) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(what + " is empty");
    }
    return value;
  }
}
