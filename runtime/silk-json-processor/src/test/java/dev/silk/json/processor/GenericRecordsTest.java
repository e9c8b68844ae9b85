package dev.silk.json.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonCodecs;
import dev.silk.json.JsonSchema;
import dev.silk.json.processor.fixtures.generic.Catalog;
import dev.silk.json.processor.fixtures.generic.CatalogCodec;
import dev.silk.json.processor.fixtures.generic.Envelope;
import dev.silk.json.processor.fixtures.generic.EnvelopeCodec;
import dev.silk.json.processor.fixtures.generic.Page;
import dev.silk.json.processor.fixtures.generic.PageCodec;
import dev.silk.json.processor.fixtures.generic.Pair;
import dev.silk.json.processor.fixtures.generic.Product;
import dev.silk.json.processor.fixtures.generic.ProductCodec;
import dev.silk.json.processor.fixtures.generic.Tree;
import dev.silk.json.processor.fixtures.generic.TreeCodec;
import dev.silk.json.validation.Violation;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Generic records: a codec factory taking the codec of each type variable. */
class GenericRecordsTest {
  static final Product BOOK = new Product("Dune", Product.Kind.BOOK);
  static final Product SAW = new Product("Saw", Product.Kind.TOOL);

  static <T> Page<T> page(List<T> items) {
    Map<String, T> byName = new LinkedHashMap<>();
    byName.put("top", items.get(0));
    return new Page<>(
        items,
        items.size(),
        10,
        items.get(0),
        Optional.of(items.get(items.size() - 1)),
        new LinkedHashSet<>(items),
        byName,
        Map.of("all", items));
  }

  @Test
  void aPageOfRecordsIsWrittenAndReadByTheCodecItsFactoryBuilt() {
    JsonCodec<Page<Product>> codec = PageCodec.of(ProductCodec.INSTANCE);
    Page<Product> page = page(List.of(BOOK, SAW));
    String json = Json.toJson(codec, page);
    assertEquals(
        "{\"items\":[{\"name\":\"Dune\",\"kind\":\"BOOK\"},{\"name\":\"Saw\",\"kind\":\"TOOL\"}],"
            + "\"total\":2,\"size\":10,\"first\":{\"name\":\"Dune\",\"kind\":\"BOOK\"},"
            + "\"highlighted\":{\"name\":\"Saw\",\"kind\":\"TOOL\"},"
            + "\"tags\":[{\"name\":\"Dune\",\"kind\":\"BOOK\"},{\"name\":\"Saw\",\"kind\":\"TOOL\"}],"
            + "\"byName\":{\"top\":{\"name\":\"Dune\",\"kind\":\"BOOK\"}},"
            + "\"groups\":{\"all\":[{\"name\":\"Dune\",\"kind\":\"BOOK\"},"
            + "{\"name\":\"Saw\",\"kind\":\"TOOL\"}]}}",
        json);
    assertEquals(page, Json.read(codec, json));
  }

  @Test
  void theSameRecordTakesAnyElementCodec() {
    Page<String> names = page(List.of("a", "b"));
    JsonCodec<Page<String>> codec = PageCodec.of(JsonCodecs.STRING);
    assertEquals(names, Json.read(codec, Json.toJson(codec, names)));
    Page<List<Integer>> nested = page(List.of(List.of(1, 2), List.of(3)));
    JsonCodec<Page<List<Integer>>> lists = PageCodec.of(JsonCodecs.INT.list());
    assertEquals(nested, Json.read(lists, Json.toJson(lists, nested)));
    // Missing members read as null, as for any record; the primitives as declared.
    Page<String> sparse = Json.read(codec, "{\"total\":0,\"size\":1}");
    assertEquals(new Page<String>(null, 0, 1, null, Optional.empty(), null, null, null), sparse);
  }

  @Test
  void aFactoryWithoutACodecSaysWhichOneItNeeds() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PageCodec.of(null));
    assertEquals("PageCodec.of needs the codec of T, such as JsonCodecs.STRING", e.getMessage());
  }

  @Test
  void genericRecordsHoldEachOtherAndThemselves() {
    JsonCodec<Envelope<Product>> codec = EnvelopeCodec.of(ProductCodec.INSTANCE);
    Envelope<Product> envelope =
        new Envelope<>("r-1", page(List.of(BOOK)), new Pair<>("best", SAW));
    assertEquals(envelope, Json.read(codec, Json.toJson(codec, envelope)));

    JsonCodec<Tree<Integer>> trees = TreeCodec.of(JsonCodecs.INT);
    Tree<Integer> tree =
        new Tree<>(
            1, List.of(new Tree<>(2, List.of()), new Tree<>(3, List.of(new Tree<>(4, null)))));
    String json = Json.toJson(trees, tree);
    assertEquals(
        "{\"value\":1,\"children\":[{\"value\":2,\"children\":[]},"
            + "{\"value\":3,\"children\":[{\"value\":4,\"children\":null}]}]}",
        json);
    assertEquals(tree, Json.read(trees, json));
  }

  @Test
  void aPlainRecordHoldsGenericRecordsOfConcreteTypes() {
    Catalog catalog =
        new Catalog(
            page(List.of(BOOK)),
            page(List.of("x")),
            new Pair<>(3, new BigDecimal("9.50")),
            List.of(page(List.of(Product.Kind.TOOL))),
            new Pair<>(List.of("a"), Map.of("n", 2L)),
            new Tree<>("root", List.of()));
    String json = Json.toJson(CatalogCodec.INSTANCE, catalog);
    assertTrue(json.contains("\"prices\":{\"left\":3,\"right\":9.50}"), json);
    assertTrue(json.contains("\"kinds\":[{\"items\":[\"TOOL\"]"), json);
    assertEquals(catalog, Json.read(CatalogCodec.INSTANCE, json));
  }

  @Test
  void constraintsOfTheElementAreCheckedThroughTheGivenCodecWithTheirPointers() {
    JsonCodec<Page<Product>> codec = PageCodec.of(ProductCodec.INSTANCE);
    assertTrue(codec.validates());
    Page<Product> bad =
        new Page<>(
            List.of(BOOK, new Product(" ", Product.Kind.BOOK)),
            -1,
            10,
            new Product("x".repeat(21), Product.Kind.TOOL),
            Optional.empty(),
            Set.of(),
            Map.of("k", new Product("", Product.Kind.TOOL)),
            Map.of());
    assertEquals(
        List.of(
            new Violation("/items/1/name", "must not be blank"),
            new Violation("/total", "must be at least 0"),
            new Violation("/first/name", "must be at most 20 characters"),
            new Violation("/byName/k/name", "must not be blank")),
        codec.violations(bad));
  }

  @Test
  void aGenericRecordWithoutConstraintsOfItsOwnValidatesWhenItsElementDoes() {
    assertFalse(TreeCodec.of(JsonCodecs.STRING).validates());
    JsonCodec<Tree<Product>> trees = TreeCodec.of(ProductCodec.INSTANCE);
    assertTrue(trees.validates());
    Tree<Product> tree =
        new Tree<>(
            BOOK, List.of(new Tree<>(SAW, List.of(new Tree<>(new Product("", null), null)))));
    assertEquals(
        List.of(new Violation("/children/0/children/0/value/name", "must not be blank")),
        trees.violations(tree));
    // A plain record holding Page<Product> descends into it, and Page<String> costs nothing.
    Catalog catalog =
        new Catalog(
            page(List.of(new Product("", null))), page(List.of("")), null, null, null, null);
    assertEquals(
        List.of(
            new Violation("/products/items/0/name", "must not be blank"),
            new Violation("/products/first/name", "must not be blank"),
            new Violation("/products/highlighted/name", "must not be blank"),
            new Violation("/products/tags/0/name", "must not be blank"),
            new Violation("/products/byName/top/name", "must not be blank"),
            new Violation("/products/groups/all/0/name", "must not be blank")),
        CatalogCodec.INSTANCE.violations(catalog));
  }

  @Test
  void eachUseOfAGenericRecordHasASchemaNamedForItsArguments() {
    String document = JsonSchema.document(CatalogCodec.INSTANCE);
    for (String part :
        List.of(
            "\"products\":{\"oneOf\":[{\"$ref\":\"#/$defs/PageProduct\"},{\"type\":\"null\"}]}",
            "\"names\":{\"oneOf\":[{\"$ref\":\"#/$defs/PageString\"},{\"type\":\"null\"}]}",
            "\"PairIntegerNumber\":{",
            "\"PairStringListIntegerMap\":{",
            "\"PageKind\":{",
            "\"TreeString\":{",
            "\"total\":{\"type\":\"integer\",\"format\":\"int32\",\"minimum\":0}")) {
      assertTrue(document.contains(part), part + " in " + document);
    }
  }
}
