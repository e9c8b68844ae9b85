package dev.silk.web.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonValue;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The document is valid OpenAPI 3.1 (checked against the OpenAPI Initiative's schemas by a
 * validator from Maven Central) and says what the routes do.
 */
class OpenApiDocumentTest {

  /** An app with typed and untyped routes, a group, path variables and nested records. */
  static App app() {
    Map<Long, Item> items = new ConcurrentHashMap<>();
    AtomicLong ids = new AtomicLong();
    App app =
        App.create()
            .get("/", req -> WebResponse.text("home"))
            .group(
                "/api",
                api ->
                    api.get("/items", ItemCodec.INSTANCE.list(), req -> List.copyOf(items.values()))
                        .get(
                            "/items/{id}", ItemCodec.INSTANCE, req -> items.get(req.pathLong("id")))
                        .post(
                            "/items",
                            NewItemCodec.INSTANCE,
                            ItemCodec.INSTANCE,
                            (req, draft) -> {
                              Item item =
                                  new Item(
                                      ids.incrementAndGet(),
                                      draft.name(),
                                      Item.Status.DRAFT,
                                      draft.tags(),
                                      Map.of(),
                                      null);
                              items.put(item.id(), item);
                              return item;
                            })
                        .delete(
                            "/items/{id}",
                            ItemCodec.INSTANCE,
                            req -> items.remove(req.pathLong("id"))));
    app.get("/openapi.json", OpenApi.of(app).title("Items").version("1.2.0").handler());
    return app;
  }

  @Test
  void theDocumentIsValidOpenApi31() {
    String doc =
        OpenApi.of(app()).title("Items").version("1.2.0").server("https://api.example.com").json();
    assertEquals(List.of(), validate(doc), doc);
  }

  @Test
  void aDocumentThatBreaksTheSpecIsCaught() {
    // The check must be able to fail: no info, and a response without its description.
    String broken =
        "{\"openapi\":\"3.1.0\",\"paths\":{\"/a\":{\"get\":{\"responses\":{\"200\":{}}}}}}";
    assertTrue(validate(broken).size() >= 2, validate(broken).toString());
  }

  @Test
  void pathsMethodsVariablesTagsAndSchemasComeFromTheRoutes() {
    JsonObject doc = (JsonObject) JsonValue.parse(OpenApi.of(app()).json());
    JsonObject paths = (JsonObject) doc.get("paths");
    assertEquals(
        List.of("/", "/api/items", "/api/items/{id}", "/openapi.json"),
        List.copyOf(paths.members().keySet()));
    JsonObject item = (JsonObject) paths.get("/api/items/{id}");
    assertEquals(List.of("parameters", "get", "delete"), List.copyOf(item.members().keySet()));
    JsonObject get = (JsonObject) item.get("get");
    assertEquals("[\"api\"]", get.get("tags").toString());
    String getJson = get.toString();
    assertTrue(getJson.contains("\"$ref\":\"#/components/schemas/Item\""), getJson);
    assertTrue(getJson.contains("\"404\""), getJson);
    JsonObject post = (JsonObject) ((JsonObject) paths.get("/api/items")).get("post");
    assertTrue(post.toString().contains("#/components/schemas/NewItem"), post.toString());
    JsonObject schemas = (JsonObject) ((JsonObject) doc.get("components")).get("schemas");
    assertEquals(List.of("Item", "NewItem", "Status"), List.copyOf(schemas.members().keySet()));
    String itemSchema = schemas.get("Item").toString();
    assertTrue(itemSchema.contains("\"required\":[\"id\"]"), itemSchema);
    String newItem = schemas.get("NewItem").toString();
    assertTrue(newItem.contains("\"additionalProperties\":false"), newItem);
    // The constraints the generated code checks, as JSON Schema keywords; a 422 when broken.
    assertTrue(
        newItem.contains(
            "\"name\":{\"type\":\"string\",\"minLength\":1,\"pattern\":\"\\\\S\",\"maxLength\":80}"),
        newItem);
    assertTrue(newItem.contains("\"maxItems\":10"), newItem);
    assertTrue(newItem.contains("\"required\":[\"name\"]"), newItem);
    assertTrue(post.toString().contains("\"422\""), post.toString());
    assertEquals(
        "{\"type\":\"string\",\"enum\":[\"DRAFT\",\"LIVE\"]}", schemas.get("Status").toString());
    // An untyped route is listed with what it may answer, not guessed at.
    assertTrue(((JsonObject) paths.get("/")).toString().contains("\"default\""));
  }

  private static List<String> validate(String document) {
    Map<String, String> schemas =
        Map.of(
            "https://spec.openapis.org/oas/3.1/schema/2021-04-15", resource("schema.json"),
            "https://spec.openapis.org/oas/3.1/schema-base/2021-04-15",
                resource("schema-base.json"),
            "https://spec.openapis.org/oas/3.1/dialect/base", resource("dialect-base.json"),
            "https://spec.openapis.org/oas/3.1/meta/base", resource("meta-base.json"));
    SchemaRegistry registry =
        SchemaRegistry.withDefaultDialect(
            SpecificationVersion.DRAFT_2020_12, builder -> builder.schemas(schemas));
    Schema schema =
        registry.getSchema(
            SchemaLocation.of("https://spec.openapis.org/oas/3.1/schema-base/2021-04-15"));
    List<Error> errors = schema.validate(document, InputFormat.JSON);
    return errors.stream().map(e -> e.getInstanceLocation() + " " + e.getMessage()).toList();
  }

  private static String resource(String name) {
    try (InputStream in = OpenApiDocumentTest.class.getResourceAsStream("/openapi-3.1/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
