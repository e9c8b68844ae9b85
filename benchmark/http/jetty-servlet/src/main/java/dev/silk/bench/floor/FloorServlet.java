package dev.silk.bench.floor;

import dev.silk.bench.data.Fortune;
import dev.silk.bench.data.Fortunes;
import dev.silk.bench.data.Item;
import dev.silk.bench.data.ItemCodec;
import dev.silk.bench.data.ItemSet;
import dev.silk.bench.data.Message;
import dev.silk.bench.data.MessageCodec;
import dev.silk.bench.data.Records;
import dev.silk.json.Json;
import dev.silk.json.JsonCodec;
import dev.silk.json.JsonOutput;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The least a Jetty application can do for each case: one servlet, a switch on the path, JSON
 * written by silk-json into a per-thread buffer and sent with its length, the fortunes page built
 * in a {@link StringBuilder}. No framework is between Jetty and this code.
 */
final class FloorServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;

  private static final byte[] HELLO = "Hello, World!".getBytes(StandardCharsets.US_ASCII);
  private static final List<Item> ITEMS = Records.items(ItemSet.LIST);
  private static final JsonCodec<List<Item>> ITEM_LIST = ItemCodec.INSTANCE.list();
  private static final List<Fortune> FORTUNES = Fortunes.sorted();
  private static final ThreadLocal<JsonOutput> BUFFER =
      ThreadLocal.withInitial(() -> new JsonOutput(64 * 1024));

  @Override
  protected void doGet(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    switch (request.getRequestURI()) {
      case "/text" -> send(response, "text/plain", HELLO, HELLO.length);
      case "/json" -> json(response, MessageCodec.INSTANCE, Message.HELLO);
      case "/items" -> json(response, ITEM_LIST, ITEMS);
      case "/fortunes" -> {
        byte[] page = FortunesPage.render(FORTUNES).getBytes(StandardCharsets.UTF_8);
        send(response, "text/html;charset=utf-8", page, page.length);
      }
      default -> response.sendError(HttpServletResponse.SC_NOT_FOUND);
    }
  }

  @Override
  protected void doPost(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    if (!request.getRequestURI().equals("/items")) {
      response.sendError(HttpServletResponse.SC_NOT_FOUND);
      return;
    }
    byte[] body = request.getInputStream().readAllBytes();
    byte[] count =
        String.valueOf(Json.read(ITEM_LIST, body).size()).getBytes(StandardCharsets.US_ASCII);
    send(response, "text/plain", count, count.length);
  }

  private static <T> void json(HttpServletResponse response, JsonCodec<T> codec, T value)
      throws IOException {
    JsonOutput out = BUFFER.get().reset();
    codec.write(out, value);
    send(response, "application/json", out.buffer(), out.size());
  }

  private static void send(HttpServletResponse response, String type, byte[] body, int length)
      throws IOException {
    response.setContentType(type);
    response.setContentLength(length);
    ServletOutputStream out = response.getOutputStream();
    out.write(body, 0, length);
  }
}
