package dev.silk.bench.json;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.Order;
import dev.silk.bench.data.OrderStatus;
import dev.silk.bench.data.Place;
import java.util.ArrayList;
import java.util.List;

/**
 * How a case's value goes to and from a tree: the path of an application that builds a tree and
 * writes it, or parses a document and picks its members out. Written once over {@link TreeKit}, so
 * that every tree library does the same work.
 *
 * @param <T> the case's value type
 */
abstract class TreeMapping<T> {
  abstract <O, A, N> Object toTree(TreeKit<O, A, N> kit, T value);

  abstract <O, A, N> T fromTree(TreeKit<O, A, N> kit, N tree);

  /** One object of a list case, both ways. */
  private abstract static class Element<E> {
    abstract <O, A, N> O toObject(TreeKit<O, A, N> kit, E value);

    abstract <O, A, N> E fromObject(TreeKit<O, A, N> kit, N object);
  }

  static final TreeMapping<List<Item>> ITEMS =
      list(
          new Element<>() {
            @Override
            <O, A, N> O toObject(TreeKit<O, A, N> kit, Item i) {
              O o = kit.object();
              kit.put(o, "id", i.id());
              kit.put(o, "name", i.name());
              kit.put(o, "description", i.description());
              kit.put(o, "stock", (long) i.stock());
              kit.put(o, "available", i.available());
              return o;
            }

            @Override
            <O, A, N> Item fromObject(TreeKit<O, A, N> kit, N o) {
              return new Item(
                  kit.longMember(o, "id"),
                  kit.stringMember(o, "name"),
                  kit.stringMember(o, "description"),
                  kit.intMember(o, "stock"),
                  kit.booleanMember(o, "available"));
            }
          });

  static final TreeMapping<List<Place>> PLACES =
      list(
          new Element<>() {
            @Override
            <O, A, N> O toObject(TreeKit<O, A, N> kit, Place p) {
              O o = kit.object();
              kit.put(o, "id", p.id());
              kit.put(o, "name", p.name());
              kit.put(o, "latitude", p.latitude());
              kit.put(o, "longitude", p.longitude());
              kit.put(o, "rating", p.rating());
              return o;
            }

            @Override
            <O, A, N> Place fromObject(TreeKit<O, A, N> kit, N o) {
              return new Place(
                  kit.longMember(o, "id"),
                  kit.stringMember(o, "name"),
                  kit.doubleMember(o, "latitude"),
                  kit.doubleMember(o, "longitude"),
                  kit.doubleMember(o, "rating"));
            }
          });

  static final TreeMapping<List<Order>> ORDERS =
      list(
          new Element<>() {
            @Override
            <O, A, N> O toObject(TreeKit<O, A, N> kit, Order order) {
              O o = kit.object();
              kit.put(o, "id", order.id());
              kit.put(o, "customer", order.customer());
              kit.put(o, "status", order.status().name());
              kit.put(o, "quantity", (long) order.quantity());
              kit.put(o, "totalCents", order.totalCents());
              return o;
            }

            @Override
            <O, A, N> Order fromObject(TreeKit<O, A, N> kit, N o) {
              return new Order(
                  kit.longMember(o, "id"),
                  kit.stringMember(o, "customer"),
                  OrderStatus.valueOf(kit.stringMember(o, "status")),
                  kit.intMember(o, "quantity"),
                  kit.longMember(o, "totalCents"));
            }
          });

  static final TreeMapping<Message> MESSAGE =
      new TreeMapping<>() {
        @Override
        <O, A, N> Object toTree(TreeKit<O, A, N> kit, Message m) {
          O o = kit.object();
          kit.put(o, "message", m.message());
          return kit.objectRoot(o);
        }

        @Override
        <O, A, N> Message fromTree(TreeKit<O, A, N> kit, N tree) {
          return new Message(kit.stringMember(tree, "message"));
        }
      };

  private static <E> TreeMapping<List<E>> list(Element<E> element) {
    return new TreeMapping<>() {
      @Override
      <O, A, N> Object toTree(TreeKit<O, A, N> kit, List<E> values) {
        A array = kit.array();
        for (E value : values) {
          kit.add(array, element.toObject(kit, value));
        }
        return kit.arrayRoot(array);
      }

      @Override
      <O, A, N> List<E> fromTree(TreeKit<O, A, N> kit, N tree) {
        int size = kit.size(tree);
        List<E> values = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
          values.add(element.fromObject(kit, kit.element(tree, i)));
        }
        return values;
      }
    };
  }
}
