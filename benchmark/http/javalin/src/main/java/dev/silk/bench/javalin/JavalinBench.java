package dev.silk.bench.javalin;

import com.fasterxml.jackson.core.type.TypeReference;
import dev.silk.bench.data.Fortune;
import dev.silk.bench.data.Fortunes;
import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.Records;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The Javalin peer: Javalin 7 with its defaults (Jetty, its Jackson mapper), a pool of at most 200
 * platform threads, the fortunes page rendered by precompiled jte templates.
 *
 * <pre>
 * java -jar javalin-bench.jar 8080
 * </pre>
 */
public final class JavalinBench {
  private static final List<Item> ITEMS = Records.items(ItemSet.LIST);
  private static final List<Fortune> FORTUNES = Fortunes.sorted();
  private static final TypeReference<List<Item>> ITEM_LIST = new TypeReference<>() {};

  private JavalinBench() {}

  public static void main(String[] args) {
    int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
    TemplateEngine templates = TemplateEngine.createPrecompiled(ContentType.Html);
    Javalin.create(
            config -> {
              // Javalin's own pool, capped at 200 threads as every server in the benchmark is.
              QueuedThreadPool pool = new QueuedThreadPool(200, 8, 60_000);
              pool.setName("JettyServerThreadPool");
              config.jetty.threadPool = pool;
              config.staticFiles.add("/public", Location.CLASSPATH);
              config.routes.get("/text", ctx -> ctx.result("Hello, World!"));
              config.routes.get("/json", ctx -> ctx.json(Message.HELLO));
              config.routes.get("/items", ctx -> ctx.json(ITEMS));
              config.routes.post(
                  "/items",
                  ctx -> {
                    List<Item> items = ctx.bodyAsClass(ITEM_LIST.getType());
                    ctx.result(String.valueOf(items.size()));
                  });
              config.routes.get(
                  "/fortunes",
                  ctx -> {
                    StringOutput out = new StringOutput();
                    templates.render("fortunes.jte", Map.of("fortunes", FORTUNES), out);
                    // ctx.html() sends "text/html" without a charset; the page is UTF-8.
                    ctx.contentType("text/html; charset=utf-8").result(out.toString());
                  });
              DatabaseCases.add(config, templates);
            })
        .start(port);
  }
}
