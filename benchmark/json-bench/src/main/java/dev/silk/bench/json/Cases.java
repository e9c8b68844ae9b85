package dev.silk.bench.json;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.MessageCodec;
import dev.silk.bench.data.Order;
import dev.silk.bench.data.OrderCodec;
import dev.silk.bench.data.Place;
import dev.silk.bench.data.PlaceCodec;
import dev.silk.bench.data.Records;
import dev.silk.bench.json.Documents.Style;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** Every case of BENCH-CASES.md, built once per JVM and found by name. */
final class Cases {
  /** The cases of BENCH-CASES.md, in the order the report lists them. */
  static final List<String> DESIGNED =
      List.of(
          "list",
          "small",
          "places",
          "orders",
          "plain",
          "korean",
          "reversed",
          "long-en",
          "long-ko",
          "spaced",
          "indented",
          "ids13",
          "ids18",
          "tiny-strings");

  /** Every case: the designed ones, then the corpus (CorpusCases). */
  static final List<String> NAMES = concat(DESIGNED, CorpusCases.NAMES);

  static final String[] ITEM_KEYS = {"id", "name", "description", "stock", "available"};
  static final String[] PLACE_KEYS = {"id", "name", "latitude", "longitude", "rating"};
  static final String[] ORDER_KEYS = {"id", "customer", "status", "quantity", "totalCents"};
  static final String[] MESSAGE_KEYS = {"message"};

  private static final Type ITEMS = listOf(Item.class);
  private static final Type PLACES = listOf(Place.class);
  private static final Type ORDERS = listOf(Order.class);

  private Cases() {}

  /** The case called {@code name}; its values and documents are built on each call. */
  static BenchCase<?> of(String name) {
    return switch (name) {
      case "list" -> items(name, ItemSet.LIST, Style.COMPACT, false, true);
      case "plain" -> items(name, ItemSet.PLAIN, Style.COMPACT, false, true);
      case "korean" -> items(name, ItemSet.KOREAN, Style.COMPACT, false, true);
      case "reversed" -> items(name, ItemSet.LIST, Style.COMPACT, true, false);
      case "long-en" -> items(name, ItemSet.LONG_EN, Style.COMPACT, false, true);
      case "long-ko" -> items(name, ItemSet.LONG_KO, Style.COMPACT, false, true);
      case "spaced" -> items(name, ItemSet.LIST, Style.SPACED, false, false);
      case "indented" -> items(name, ItemSet.LIST, Style.INDENTED, false, false);
      case "ids13" -> items(name, ItemSet.IDS13, Style.COMPACT, false, true);
      case "ids18" -> items(name, ItemSet.IDS18, Style.COMPACT, false, true);
      case "tiny-strings" -> items(name, ItemSet.TINY_STRINGS, Style.COMPACT, false, true);
      case "small" -> small();
      case "places" -> places();
      case "orders" -> orders();
      default -> CorpusCases.has(name) ? CorpusCases.of(name) : unknown(name);
    };
  }

  private static BenchCase<?> unknown(String name) {
    throw new IllegalArgumentException("no case '" + name + "'; cases: " + NAMES);
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> all = new ArrayList<>(a);
    all.addAll(b);
    return List.copyOf(all);
  }


  private static BenchCase<List<Item>> items(
      String name, ItemSet set, Style style, boolean reversed, boolean writable) {
    List<Item> items = Records.items(set);
    byte[] document = Documents.array(ITEM_KEYS, rows(items, Cases::row), style, reversed);
    return new BenchCase<>(
        name,
        items,
        document,
        writable,
        ITEMS,
        ItemCodec.INSTANCE.list(),
        HandCodecs.ITEM.list(),
        TreeMapping.ITEMS);
  }

  private static BenchCase<Message> small() {
    Message message = Message.HELLO;
    return new BenchCase<>(
        "small",
        message,
        Documents.object(MESSAGE_KEYS, new Object[] {message.message()}),
        true,
        Message.class,
        MessageCodec.INSTANCE,
        HandCodecs.MESSAGE,
        TreeMapping.MESSAGE);
  }

  private static BenchCase<List<Place>> places() {
    List<Place> places = Records.places();
    return new BenchCase<>(
        "places",
        places,
        Documents.array(PLACE_KEYS, rows(places, Cases::row), Style.COMPACT, false),
        true,
        PLACES,
        PlaceCodec.INSTANCE.list(),
        HandCodecs.PLACE.list(),
        TreeMapping.PLACES);
  }

  private static BenchCase<List<Order>> orders() {
    List<Order> orders = Records.orders();
    return new BenchCase<>(
        "orders",
        orders,
        Documents.array(ORDER_KEYS, rows(orders, Cases::row), Style.COMPACT, false),
        true,
        ORDERS,
        OrderCodec.INSTANCE.list(),
        HandCodecs.ORDER.list(),
        TreeMapping.ORDERS);
  }

  private static Object[] row(Item i) {
    return new Object[] {i.id(), i.name(), i.description(), i.stock(), i.available()};
  }

  private static Object[] row(Place p) {
    return new Object[] {p.id(), p.name(), p.latitude(), p.longitude(), p.rating()};
  }

  private static Object[] row(Order o) {
    return new Object[] {o.id(), o.customer(), o.status(), o.quantity(), o.totalCents()};
  }

  private static <E> List<Object[]> rows(List<E> values, Function<E, Object[]> row) {
    List<Object[]> rows = new ArrayList<>(values.size());
    for (E value : values) {
      rows.add(row.apply(value));
    }
    return rows;
  }

  /** {@code List<element>} as a reflective type, which both Jackson and fastjson2 accept. */
  static Type listOf(Class<?> element) {
    return new ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return new Type[] {element};
      }

      @Override
      public Type getRawType() {
        return List.class;
      }

      @Override
      public Type getOwnerType() {
        return null;
      }

      @Override
      public String getTypeName() {
        return "java.util.List<" + element.getName() + ">";
      }

      @Override
      public boolean equals(Object o) {
        return o instanceof ParameterizedType p
            && p.getRawType() == List.class
            && p.getOwnerType() == null
            && Arrays.equals(p.getActualTypeArguments(), getActualTypeArguments());
      }

      @Override
      public int hashCode() {
        return Arrays.hashCode(getActualTypeArguments()) ^ List.class.hashCode();
      }
    };
  }
}
