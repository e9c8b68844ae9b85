package dev.silk.bench.json;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.annotation.JSONType;
import dev.silk.bench.data.Item;
import dev.silk.bench.data.Order;
import dev.silk.bench.data.Place;

/**
 * fastjson2 writes a record's members in alphabetical order by default, where Jackson and silk-json
 * keep the declared order. These mix-ins give fastjson2 the declared order, so that all three write
 * the same bytes; they are configuration, read once when fastjson2 builds its writer.
 */
final class FastjsonOrder {
  @JSONType(orders = {"id", "name", "description", "stock", "available"})
  interface ItemOrder {}

  @JSONType(orders = {"id", "name", "latitude", "longitude", "rating"})
  interface PlaceOrder {}

  @JSONType(orders = {"id", "customer", "status", "quantity", "totalCents"})
  interface OrderOrder {}

  static {
    JSON.mixIn(Item.class, ItemOrder.class);
    JSON.mixIn(Place.class, PlaceOrder.class);
    JSON.mixIn(Order.class, OrderOrder.class);
    CorpusCases.fastjson();
  }

  private FastjsonOrder() {}

  /** Registers the mix-ins, once per JVM. */
  static void install() {
    // The static initialiser did the work; calling this makes sure it ran.
  }
}
