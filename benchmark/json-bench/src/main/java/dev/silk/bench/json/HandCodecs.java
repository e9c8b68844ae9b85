package dev.silk.bench.json;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.Order;
import dev.silk.bench.data.OrderStatus;
import dev.silk.bench.data.Place;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonInput;
import dev.silk.json.JsonOutput;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The codecs a user writes by hand without the processor: two lambdas over {@link JsonOutput} and
 * {@link JsonInput}, keys as plain strings, a {@code switch} on each key read. This is the row that
 * shows what the generated codec adds (pre-encoded keys, in-place key matching).
 */
final class HandCodecs {
  static final JsonCodec<Item> ITEM =
      codec(
          (out, item) ->
              out.beginObject()
                  .key("id")
                  .value(item.id())
                  .key("name")
                  .value(item.name())
                  .key("description")
                  .value(item.description())
                  .key("stock")
                  .value(item.stock())
                  .key("available")
                  .value(item.available())
                  .endObject(),
          in -> {
            long id = 0;
            String name = null;
            String description = null;
            int stock = 0;
            boolean available = false;
            in.beginObject();
            while (in.hasNext()) {
              switch (in.readKey()) {
                case "id" -> id = in.readLong();
                case "name" -> name = in.readString();
                case "description" -> description = in.readString();
                case "stock" -> stock = in.readInt();
                case "available" -> available = in.readBoolean();
                default -> in.skipValue();
              }
            }
            in.endObject();
            return new Item(id, name, description, stock, available);
          });

  static final JsonCodec<Message> MESSAGE =
      codec(
          (out, m) -> out.beginObject().key("message").value(m.message()).endObject(),
          in -> {
            String message = null;
            in.beginObject();
            while (in.hasNext()) {
              if (in.readKey().equals("message")) {
                message = in.readString();
              } else {
                in.skipValue();
              }
            }
            in.endObject();
            return new Message(message);
          });

  static final JsonCodec<Place> PLACE =
      codec(
          (out, p) ->
              out.beginObject()
                  .key("id")
                  .value(p.id())
                  .key("name")
                  .value(p.name())
                  .key("latitude")
                  .value(p.latitude())
                  .key("longitude")
                  .value(p.longitude())
                  .key("rating")
                  .value(p.rating())
                  .endObject(),
          in -> {
            long id = 0;
            String name = null;
            double latitude = 0;
            double longitude = 0;
            double rating = 0;
            in.beginObject();
            while (in.hasNext()) {
              switch (in.readKey()) {
                case "id" -> id = in.readLong();
                case "name" -> name = in.readString();
                case "latitude" -> latitude = in.readDouble();
                case "longitude" -> longitude = in.readDouble();
                case "rating" -> rating = in.readDouble();
                default -> in.skipValue();
              }
            }
            in.endObject();
            return new Place(id, name, latitude, longitude, rating);
          });

  static final JsonCodec<Order> ORDER =
      codec(
          (out, o) ->
              out.beginObject()
                  .key("id")
                  .value(o.id())
                  .key("customer")
                  .value(o.customer())
                  .key("status")
                  .value(o.status().name())
                  .key("quantity")
                  .value(o.quantity())
                  .key("totalCents")
                  .value(o.totalCents())
                  .endObject(),
          in -> {
            long id = 0;
            String customer = null;
            OrderStatus status = null;
            int quantity = 0;
            long totalCents = 0;
            in.beginObject();
            while (in.hasNext()) {
              switch (in.readKey()) {
                case "id" -> id = in.readLong();
                case "customer" -> customer = in.readString();
                case "status" -> status = OrderStatus.valueOf(in.readString());
                case "quantity" -> quantity = in.readInt();
                case "totalCents" -> totalCents = in.readLong();
                default -> in.skipValue();
              }
            }
            in.endObject();
            return new Order(id, customer, status, quantity, totalCents);
          });

  private HandCodecs() {}

  /** A codec from a writer and a reader lambda; a null value is written and read as JSON null. */
  static <T> JsonCodec<T> codec(BiConsumer<JsonOutput, T> writer, Function<JsonInput, T> reader) {
    return new JsonCodec<>() {
      @Override
      public void write(JsonOutput out, T value) {
        if (value == null) {
          out.nullValue();
        } else {
          writer.accept(out, value);
        }
      }

      @Override
      public T read(JsonInput in) {
        return in.nextIsNull() ? null : reader.apply(in);
      }
    };
  }
}
