package dev.silk.bench.json;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.Order;
import dev.silk.bench.data.OrderStatus;
import dev.silk.bench.data.Place;
import dev.silk.json.JsonArray;
import dev.silk.json.JsonBoolean;
import dev.silk.json.JsonNumber;
import dev.silk.json.JsonObject;
import dev.silk.json.JsonString;
import dev.silk.json.JsonValue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * How a case's value goes to and from the silk-json tree: the path of an application that builds a
 * {@link JsonValue} and writes it, or parses a document and picks its members out, as code on a
 * tree library does.
 *
 * @param <T> the case's value type
 */
final class TreeMapping<T> {
  static final TreeMapping<List<Item>> ITEMS =
      list(
          i ->
              JsonObject.builder()
                  .put("id", i.id())
                  .put("name", i.name())
                  .put("description", i.description())
                  .put("stock", i.stock())
                  .put("available", i.available())
                  .build(),
          o ->
              new Item(
                  number(o, "id").toLong(),
                  string(o, "name"),
                  string(o, "description"),
                  number(o, "stock").toInt(),
                  bool(o, "available")));

  static final TreeMapping<List<Place>> PLACES =
      list(
          p ->
              JsonObject.builder()
                  .put("id", p.id())
                  .put("name", p.name())
                  .put("latitude", p.latitude())
                  .put("longitude", p.longitude())
                  .put("rating", p.rating())
                  .build(),
          o ->
              new Place(
                  number(o, "id").toLong(),
                  string(o, "name"),
                  number(o, "latitude").toDouble(),
                  number(o, "longitude").toDouble(),
                  number(o, "rating").toDouble()));

  static final TreeMapping<List<Order>> ORDERS =
      list(
          o ->
              JsonObject.builder()
                  .put("id", o.id())
                  .put("customer", o.customer())
                  .put("status", o.status().name())
                  .put("quantity", o.quantity())
                  .put("totalCents", o.totalCents())
                  .build(),
          o ->
              new Order(
                  number(o, "id").toLong(),
                  string(o, "customer"),
                  OrderStatus.valueOf(string(o, "status")),
                  number(o, "quantity").toInt(),
                  number(o, "totalCents").toLong()));

  static final TreeMapping<Message> MESSAGE =
      new TreeMapping<>(
          m -> JsonObject.builder().put("message", m.message()).build(),
          v -> new Message(string((JsonObject) v, "message")));

  private final Function<T, JsonValue> toTree;
  private final Function<JsonValue, T> fromTree;

  private TreeMapping(Function<T, JsonValue> toTree, Function<JsonValue, T> fromTree) {
    this.toTree = toTree;
    this.fromTree = fromTree;
  }

  JsonValue toTree(T value) {
    return toTree.apply(value);
  }

  T fromTree(JsonValue tree) {
    return fromTree.apply(tree);
  }

  private static <E> TreeMapping<List<E>> list(
      Function<E, JsonObject> toObject, Function<JsonObject, E> fromObject) {
    return new TreeMapping<>(
        values -> {
          JsonArray.Builder array = JsonArray.builder();
          for (E value : values) {
            array.add(toObject.apply(value));
          }
          return array.build();
        },
        tree -> {
          List<JsonValue> elements = ((JsonArray) tree).elements();
          List<E> values = new ArrayList<>(elements.size());
          for (JsonValue element : elements) {
            values.add(fromObject.apply((JsonObject) element));
          }
          return values;
        });
  }

  private static JsonNumber number(JsonObject o, String name) {
    return (JsonNumber) o.get(name);
  }

  private static String string(JsonObject o, String name) {
    return ((JsonString) o.get(name)).value();
  }

  private static boolean bool(JsonObject o, String name) {
    return ((JsonBoolean) o.get(name)).value();
  }
}
