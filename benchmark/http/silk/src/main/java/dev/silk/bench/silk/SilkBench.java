package dev.silk.bench.silk;

import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.MessageCodec;
import dev.silk.bench.data.Records;
import dev.silk.json.JsonCodec;
import dev.silk.web.App;
import dev.silk.web.WebResponse;
import java.util.List;

/**
 * Silk's server for the HTTP benchmark: silk-web with its defaults (Jetty, at most 200 platform
 * threads), every answer built once at start-up. A {@link WebResponse} is an immutable value, so
 * the handlers hand out the same one on every request; a JSON response holds the value and its
 * codec, and is written per request, as in the peers.
 *
 * <pre>
 * java -jar silk-bench.jar 8080
 * </pre>
 */
public final class SilkBench {
  private static final JsonCodec<List<Item>> ITEM_LIST = ItemCodec.INSTANCE.list();

  private SilkBench() {}

  /** The application with every case silk-web can serve today. */
  static App app() {
    WebResponse text = WebResponse.text("Hello, World!");
    WebResponse json = WebResponse.json(MessageCodec.INSTANCE, Message.HELLO);
    WebResponse items = WebResponse.json(ITEM_LIST, Records.items(ItemSet.LIST));
    return App.create()
        .get("/text", request -> text)
        .get("/json", request -> json)
        .get("/items", request -> items)
        .post(
            "/items",
            request -> WebResponse.text(String.valueOf(request.bodyJson(ITEM_LIST).size())));
  }

  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    app().port(port).start();
  }
}
