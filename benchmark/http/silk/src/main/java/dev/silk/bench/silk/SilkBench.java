package dev.silk.bench.silk;

import dev.silk.bench.data.Fortunes;
import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.MessageCodec;
import dev.silk.bench.data.Records;
import dev.silk.json.JsonCodec;
import dev.silk.web.App;
import dev.silk.web.StaticFiles;
import dev.silk.web.Templates;
import dev.silk.web.WebResponse;
import java.util.List;

/**
 * Silk's server for the HTTP benchmark: silk-web with its defaults (Jetty, at most 200 platform
 * threads), every answer built once at start-up. A {@link WebResponse} is an immutable value, so
 * the handlers hand out the same one on every request; a JSON response holds the value and its
 * codec and is written per request, a template response its model and is rendered per request, as
 * in the peers.
 *
 * <pre>
 * java -jar silk-bench.jar 8080
 * </pre>
 */
public final class SilkBench {
  private static final JsonCodec<List<Item>> ITEM_LIST = ItemCodec.INSTANCE.list();

  private SilkBench() {}

  /** The application, as a Silk user writes it. */
  static App app() {
    WebResponse text = WebResponse.text("Hello, World!");
    WebResponse json = WebResponse.json(MessageCodec.INSTANCE, Message.HELLO);
    WebResponse items = WebResponse.json(ITEM_LIST, Records.items(ItemSet.LIST));
    WebResponse fortunes = WebResponse.template("fortunes.jte", Fortunes.sorted());
    return App.create()
        .templates(Templates.standard())
        .before(StaticFiles.classpath("public"))
        .get("/text", request -> text)
        .get("/json", request -> json)
        .get("/items", request -> items)
        .post(
            "/items",
            request -> WebResponse.text(String.valueOf(request.bodyJson(ITEM_LIST).size())))
        .get("/fortunes", request -> fortunes);
  }

  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    DatabaseCases.add(app()).port(port).start();
  }
}
